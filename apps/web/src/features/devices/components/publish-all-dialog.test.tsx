import type { Device } from '@foyer/shared';
import { deviceRecord, deviceScreenRecord } from '@foyer/shared/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublishAllButton } from '../../../components/publish-all/publish-all-button';
import { receiptsRefreshMs } from '../../../components/publish-all/publish-all-dialog';
import { json, mockApi, testUser, type MockAnswer } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { renderDevicesList } from './devices-list.testing';
import { useDevices } from '../api/get-devices';
import { devicesToPublish } from '../../../lib/publish-many';

beforeEach(() => {
  // jsdom lays nothing out: give the virtualized list's scroll box a size so rows render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const changed = (id: string, name: string, fields: Partial<Device> = {}) =>
  deviceRecord({
    id,
    name,
    pairing_code: `CODE${id}`,
    hasBeenPublished: true,
    hasUnpublishedChanges: true,
    ...fields,
  });

describe('devicesToPublish', () => {
  it('takes devices with changes or never published, that have a theme and a code', () => {
    const list = [
      changed('1', 'Changed'),
      changed('2', 'Never published', { hasBeenPublished: false, hasUnpublishedChanges: false }),
      changed('3', 'Up to date', { hasUnpublishedChanges: false }),
      changed('4', 'No theme', { theme_id: null }),
      changed('5', 'No code', { pairing_code: ' ' }),
    ];
    expect(devicesToPublish(list).map((device) => device.name)).toEqual(['Changed', 'Never published']);
  });
});

describe("'Publish to N screens' on the devices page", () => {
  it('publishes each screen on its own; one refusal is shown on its row and the others go on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const devices = [changed('1', 'East lobby'), changed('2', 'West lobby'), changed('3', 'Elevator hall')];
    const { calls } = mockApi({
      'GET /api/foyer/organizations/o1/devices': () => json({ success: true, data: devices }),
      'POST /api/foyer/published-bundles/many': ({ body }) =>
        json({
          success: true,
          data: (body as { device_ids: string[] }).device_ids.map((id) =>
            id === '2'
              ? { device_id: id, version: null, error: 'This pairing code is used by another device' }
              : { device_id: id, version: 7, error: null },
          ),
        }),
    });
    renderDevicesList();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to 3 screens' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish to 3 screens' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));

    expect(await dialog.findByText('Published to 2 of 3 screens')).toBeTruthy();
    const rows = dialog.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      'East lobbyPublished v7 — waiting for the screen',
      'West lobbyFailed to publish: This pairing code is used by another device',
      'Elevator hallPublished v7 — waiting for the screen',
    ]);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([{ org_id: 'o1', device_ids: ['1', '2', '3'] }]);
    // The list is asked again, so the badges and receipts follow.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(1));
  });

  it('marks the screens of a call that could not reach the server as failed, sums them up and publishes them again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const devices = manyDevices(250);
    let down = true;
    const { calls } = mockApi({
      'POST /api/foyer/published-bundles/many': ({ body }) => {
        const ids = (body as { device_ids: string[] }).device_ids;
        if (down) {
          down = false;
          return json({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Down' }, 503);
        }
        return json({ success: true, data: ids.map((id) => ({ device_id: id, version: 3, error: null })) });
      },
    });
    const dialog = openDialog(devices);
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(await dialog.findByText('Published to 50 of 250 screens')).toBeTruthy();
    // The server's limit per call: one refused call of 200, then the 50 left.
    expect(sentBatches(calls)).toEqual([200, 50]);

    const summary = dialog.getByRole('alert');
    expect(within(summary).getByText('200 screens could not be published')).toBeTruthy();
    // One line per cause, not per screen.
    expect(within(summary).getByText('Failed to publish. Please try again. (200 screens)')).toBeTruthy();
    expect(dialog.getByTestId('publish-receipts').textContent).toBe('50 waiting for the screen200 failed');

    fireEvent.click(within(summary).getByRole('button', { name: 'Show the failed screens' }));
    expect(dialog.getByRole('button', { name: 'Failed 200' }).getAttribute('aria-pressed')).toBe('true');
    const failedRows = dialog.getAllByRole('listitem');
    expect(failedRows[0]?.textContent).toBe('Screen 1Failed to publish. Please try again.');
    expect(failedRows[0]?.getAttribute('aria-setsize')).toBe('200');
    expect(failedRows.every((row) => row.textContent?.includes('Failed to publish'))).toBe(true);

    fireEvent.click(within(summary).getByRole('button', { name: 'Publish the 200 failed again' }));
    expect(await dialog.findByText('Published to 250 of 250 screens')).toBeTruthy();
    expect(sentBatches(calls)).toEqual([200, 50, 200]);
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Failed 0' })).toBeTruthy();
  });

  it('shows how many screens have their answer while the calls run, and cannot be closed meanwhile', async () => {
    const devices = manyDevices(450);
    const answers: Array<() => void> = [];
    mockApi({
      'POST /api/foyer/published-bundles/many': ({ body }) =>
        new Promise<MockAnswer>((resolve) => {
          const ids = (body as { device_ids: string[] }).device_ids;
          answers.push(() =>
            resolve(
              json({
                success: true,
                data: ids.map((id) =>
                  id === '7'
                    ? { device_id: id, version: null, error: 'This pairing code has expired' }
                    : { device_id: id, version: 2, error: null },
                ),
              }),
            ),
          );
        }),
    });
    const dialog = openDialog(devices);
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));

    const bar = await dialog.findByRole('progressbar', { name: 'Screens published' });
    expect(dialog.getByText('Publishing… 0 of 450')).toBeTruthy();
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['0', '450']);
    expect(bar.getAttribute('aria-valuetext')).toBe('0 of 450 screens');
    expect((dialog.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();

    await waitFor(() => expect(answers).toHaveLength(1));
    act(() => answers[0]?.());
    expect(await dialog.findByText('Publishing… 200 of 450')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('200');
    expect(dialog.getByText('1 failed so far')).toBeTruthy();

    await waitFor(() => expect(answers).toHaveLength(2));
    act(() => answers[1]?.());
    expect(await dialog.findByText('Publishing… 400 of 450')).toBeTruthy();
    await waitFor(() => expect(answers).toHaveLength(3));
    act(() => answers[2]?.());

    expect(await dialog.findByText('Published to 449 of 450 screens')).toBeTruthy();
    expect(dialog.queryByRole('progressbar')).toBeNull();
    expect(
      within(dialog.getByRole('alert')).getByText('This pairing code has expired (1 screen)'),
    ).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Done' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps only the rows in view in the page, for 10,000 screens', async () => {
    const devices = manyDevices(10_000);
    mockApi({
      'POST /api/foyer/published-bundles/many': ({ body }) =>
        json({
          success: true,
          data: (body as { device_ids: string[] }).device_ids.map((id) => ({
            device_id: id,
            version: 1,
            error: null,
          })),
        }),
    });
    const dialog = openDialog(devices);
    const list = dialog.getByRole('list', { name: 'Screens' });
    const rows = () => within(list).getAllByRole('listitem');
    expect(rows().length).toBeLessThan(40);
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(rows()[0]?.textContent).toBe('Screen 1');

    // Scrolled to the end, the last rows take the place of the first.
    const box = list.parentElement as HTMLElement;
    box.scrollTop = 44 * 10_000 - 600;
    fireEvent.scroll(box);
    await waitFor(() => expect(rows().at(-1)?.textContent).toBe('Screen 10000'));
    expect(rows().length).toBeLessThan(40);
    expect(rows().at(-1)?.getAttribute('aria-posinset')).toBe('10000');

    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(await dialog.findByText('Published to 10,000 of 10,000 screens')).toBeTruthy();
    expect(rows().at(-1)?.textContent).toBe('Screen 10000Published v1 — waiting for the screen');
    expect(dialog.getByRole('button', { name: 'Waiting for the screen 10,000' })).toBeTruthy();
  });

  it('follows the receipts: reads the devices list again until every screen shows its version', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const published = new Set<string>();
    const shown = new Set<string>();
    const devices = () =>
      [changed('1', 'East lobby'), changed('2', 'West lobby')].map((device) => ({
        ...device,
        screen: deviceScreenRecord({
          linked: true,
          published_version: published.has(device.id) ? 7 : null,
          shown_version: shown.has(device.id) ? 7 : null,
        }),
      }));
    const { calls } = mockApi({
      'GET /api/foyer/organizations/o1/devices': () => json({ success: true, data: devices() }),
      'POST /api/foyer/published-bundles/many': ({ body }) => {
        const ids = (body as { device_ids: string[] }).device_ids;
        for (const id of ids) published.add(id);
        return json({ success: true, data: ids.map((id) => ({ device_id: id, version: 7, error: null })) });
      },
    });
    const listReads = () =>
      calls.filter((call) => call.path === '/api/foyer/organizations/o1/devices').length;
    // As the tenants page and theme builder hold it: the list without the devices page's own refresh.
    renderWithClient(<WithDevicesList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to 2 screens' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish to 2 screens' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(await dialog.findByText('Published to 2 of 2 screens')).toBeTruthy();
    await waitFor(() =>
      expect(dialog.getByTestId('publish-receipts').textContent).toBe('2 waiting for the screen'),
    );

    shown.add('1');
    const before = listReads();
    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(listReads()).toBe(before + 1));
    await waitFor(() =>
      expect(dialog.getByTestId('publish-receipts').textContent).toBe('1 on screen1 waiting for the screen'),
    );
    expect(dialog.getAllByTestId('publish-outcome').map((cell) => cell.textContent)).toEqual([
      'The screen shows v7',
      'Published v7 — waiting for the screen',
    ]);

    shown.add('2');
    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(dialog.getByTestId('publish-receipts').textContent).toBe('2 on screen'));
    // Every screen confirmed: the dialog stops asking.
    const settled = listReads();
    act(() => vi.advanceTimersByTime(20_000));
    expect(listReads()).toBe(settled);
  });

  it('reads the receipts less often for a large organization', () => {
    expect([100, 2500, 10_000].map(receiptsRefreshMs)).toEqual([5000, 5000, 20_000]);
  });

  it('says so for a code no screen has shown, instead of waiting for the screen', async () => {
    const noScreen = deviceScreenRecord({ linked: false, published_version: 4 });
    const devices = [changed('1', 'East lobby'), changed('2', 'Typo', { screen: noScreen })];
    mockApi({
      'GET /api/foyer/organizations/o1/devices': () => json({ success: true, data: devices }),
      'POST /api/foyer/published-bundles/many': ({ body }) =>
        json({
          success: true,
          data: (body as { device_ids: string[] }).device_ids.map((id) => ({
            device_id: id,
            version: 4,
            error: null,
          })),
        }),
    });
    renderDevicesList();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish to 2 screens' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Publish to 2 screens' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(await dialog.findByText('Published to 2 of 2 screens')).toBeTruthy();
    expect(dialog.getAllByTestId('publish-outcome').map((cell) => cell.textContent)).toEqual([
      'Published v4 — waiting for the screen',
      'Published v4 — no screen has shown this code yet',
    ]);
  });

  it('is not offered when every screen is up to date', async () => {
    mockApi({
      'GET /api/foyer/organizations/o1/devices': () =>
        json({ success: true, data: [changed('1', 'East lobby', { hasUnpublishedChanges: false })] }),
    });
    renderDevicesList();
    expect(await screen.findByText('East lobby')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Publish to/ })).toBeNull();
  });
});

/** `count` devices to publish, named 'Screen 1' to 'Screen {count}'. */
function manyDevices(count: number): Device[] {
  return Array.from({ length: count }, (_, i) => changed(String(i + 1), `Screen ${i + 1}`));
}

/** The dialog as the pages open it, without the devices page's 10,000 cards around it. */
function openDialog(devices: Device[]) {
  renderWithClient(<PublishAllButton actor={testUser} devices={devices} />);
  fireEvent.click(
    screen.getByRole('button', { name: `Publish to ${devices.length.toLocaleString('en-US')} screens` }),
  );
  return within(screen.getByRole('dialog'));
}

function sentBatches(calls: ReadonlyArray<{ method: string; body: unknown }>): number[] {
  return calls
    .filter((call) => call.method === 'POST')
    .map((call) => (call.body as { device_ids: string[] }).device_ids.length);
}

function WithDevicesList() {
  const list = useDevices('o1');
  return <PublishAllButton actor={testUser} devices={list.data ?? []} />;
}
