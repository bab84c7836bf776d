import { NOTICE_MESSAGES, type Notice, type User } from '@foyer/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { NoticesPage } from './notices-page';
import {
  BUILDINGS_PATH,
  buildings,
  devices,
  noticeList,
  noticeRecord,
  NOTICES_PATH,
  north,
  refused,
  schedulePath,
  south,
} from './notices.testing';

setUpSignedInTests();

const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });
const editor = makeUser({ name: 'Eddie Editor', role: 'Editor', accessibleSubOrganizations: [north.id] });
const viewer = makeUser({ name: 'Vic Viewer', role: 'Viewer', accessibleSubOrganizations: [north.id] });

const lifts = noticeRecord();
const party = noticeRecord({
  id: 'n2',
  title: 'Summer party',
  text: '',
  tone: 'celebration',
  scope: { kind: 'organization' },
  schedule: { starts_at: '2026-12-04T16:00', ends_at: null, weekdays: ['fri'], times: [] },
  state: 'scheduled',
});
const water = noticeRecord({
  id: 'n3',
  title: 'Water off',
  tone: 'info',
  scope: { kind: 'buildings', ids: [north.id, south.id] },
  state: 'ended',
  ended_at: '2026-11-20T10:00:00.000Z',
});

// Wednesday 25 November 2026, 10:00 in Berlin.
const wednesdayMorning = Date.UTC(2026, 10, 25, 9, 0);

function renderPage(user: User, notices: Notice[], handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET ${NOTICES_PATH}`]: () => noticeList(notices),
    [`GET ${BUILDINGS_PATH}`]: () => json({ success: true, data: buildings }),
    [`GET ${schedulePath(north.id)}`]: () =>
      json({ success: true, data: { time_zone: 'Europe/Berlin', opening_hours: null } }),
    ...handlers,
  });
  renderWithClient(
    <NoticesPage
      user={user}
      devices={devices}
      selectedBuildingId={user.role === 'Owner' ? null : north.id}
      now={wednesdayMorning}
    />,
  );
  return api;
}

const row = (title: string) => within(screen.getByRole('listitem', { name: title }));

function openActions(title: string) {
  const trigger = row(title).getByRole('button', { name: `Actions for ${title}` });
  act(() => {
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  return within(screen.getByRole('menu'));
}

async function openNewNotice() {
  fireEvent.click((await screen.findAllByRole('button', { name: 'New notice' }))[0] as HTMLElement);
  return within(await screen.findByRole('dialog', { name: 'New notice' }));
}

describe('NoticesPage (docs/product.md §12)', () => {
  it('lists each notice with its look, where and when it shows, and its state', async () => {
    renderPage(owner, [lifts, party, water]);
    expect(screen.getByRole('heading', { name: 'Notices' })).toBeTruthy();
    await screen.findByRole('listitem', { name: 'Lift maintenance' });
    expect(row('Lift maintenance').getByText('Attention')).toBeTruthy();
    expect(row('Lift maintenance').getByText('1 building')).toBeTruthy();
    expect(await row('Lift maintenance').findByText('North Tower')).toBeTruthy();
    expect(
      row('Lift maintenance').getByText('Sat 28 Nov 08:00 – Mon 30 Nov 12:00, Mon–Fri, 08:00–12:00'),
    ).toBeTruthy();
    expect(row('Lift maintenance').getByText('Showing now')).toBeTruthy();
    expect(row('Summer party').getByText('Every screen')).toBeTruthy();
    expect(row('Summer party').getByText('Good news')).toBeTruthy();
    expect(row('Summer party').getByText('Scheduled')).toBeTruthy();
    expect(row('Water off').getByText('2 buildings')).toBeTruthy();
    expect(row('Water off').getByText('Ended')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Ended/ }));
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Water off',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /Showing now/ }));
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Lift maintenance',
    ]);
  });

  it("draws a building's week with each notice that reaches it at its times", async () => {
    const cleaning = noticeRecord({
      id: 'n4',
      title: 'Window cleaning',
      tone: 'info',
      scope: { kind: 'screens', ids: ['d2'] },
      schedule: { starts_at: '2026-11-26T00:00', ends_at: '2026-11-27T00:00', weekdays: ['thu'], times: [] },
      state: 'scheduled',
    });
    renderPage(owner, [lifts, party, water, cleaning]);
    await screen.findByRole('listitem', { name: 'Lift maintenance' });
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(await screen.findByRole('heading', { name: 'The next seven days at North Tower' })).toBeTruthy();
    expect(await screen.findByText('Times in Europe/Berlin · Screens on all day')).toBeTruthy();
    const monday = within(screen.getByRole('list', { name: 'Mon 30 Nov' }));
    expect(monday.getByRole('button', { name: 'Lift maintenance, 08:00–12:00' })).toBeTruthy();
    const thursday = within(screen.getByRole('list', { name: 'All day on Thu 26 Nov' }));
    expect(thursday.getByRole('button', { name: 'Window cleaning, all day' })).toBeTruthy();
    // Ended a week ago, and starting after these seven days: not drawn.
    expect(screen.queryByRole('button', { name: /^Water off/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Summer party/ })).toBeNull();

    fireEvent.click(monday.getByRole('button', { name: 'Lift maintenance, 08:00–12:00' }));
    expect(await screen.findByRole('dialog', { name: 'Edit notice' })).toBeTruthy();
  });

  it('lists what shows now first, then what comes, then what is over, and says when one was ended by hand', async () => {
    // The server answers newest first: the ended one was written last.
    renderPage(owner, [water, party, lifts]);
    await screen.findByRole('listitem', { name: 'Lift maintenance' });
    const titles = screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(titles.filter((title) => title !== null)).toEqual([
      'Lift maintenance',
      'Summer party',
      'Water off',
    ]);
    expect(row('Water off').getByText(/^Ended by hand /)).toBeTruthy();
  });

  it('says what notices are for when there are none, and offers a new one to those who may write', async () => {
    renderPage(owner, []);
    expect(await screen.findByText('No notices yet')).toBeTruthy();
    expect(screen.getByText(/A notice is a message you write once/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New notice' })).toHaveLength(2);
  });

  it('shows a Viewer the notices only', async () => {
    renderPage(viewer, [lifts]);
    await screen.findByRole('listitem', { name: 'Lift maintenance' });
    expect(screen.queryByRole('button', { name: 'New notice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Lift maintenance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Lift maintenance' })).toBeNull();
  });

  it('lets an Editor change notices of their buildings only, and offers no "Every screen"', async () => {
    renderPage(editor, [lifts, party]);
    await screen.findByRole('listitem', { name: 'Lift maintenance' });
    expect(row('Lift maintenance').getByRole('button', { name: 'Edit Lift maintenance' })).toBeTruthy();
    expect(row('Summer party').queryByRole('button', { name: 'Edit Summer party' })).toBeNull();
    const dialog = await openNewNotice();
    expect(dialog.queryByRole('radio', { name: 'Every screen' })).toBeNull();
    expect(dialog.getByRole('radio', { name: 'Chosen buildings' }).getAttribute('aria-checked')).toBe('true');
  });

  it('starts a new notice for every screen, says a missing title at its field and sends nothing', async () => {
    const { calls } = renderPage(owner, []);
    const dialog = await openNewNotice();
    expect(dialog.getByRole('radio', { name: 'Every screen' }).getAttribute('aria-checked')).toBe('true');
    expect(dialog.getByRole('radio', { name: 'Information' }).getAttribute('aria-checked')).toBe('true');
    for (const day of ['Monday', 'Sunday'])
      expect(dialog.getByRole('checkbox', { name: day }).getAttribute('aria-checked')).toBe('true');
    expect(dialog.getByText('All day. Add times to show it only part of the day.')).toBeTruthy();
    expect((dialog.getByLabelText('From') as HTMLInputElement).value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00$/);
    expect((dialog.getByLabelText('Until') as HTMLInputElement).value).toBe('');

    fireEvent.click(dialog.getByRole('button', { name: 'Add time' }));
    fireEvent.change(dialog.getByLabelText('Daily time 1 until'), { target: { value: '01:30' } });
    expect(await dialog.findByText('until 01:30 the next day')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Save notice' }));
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText(NOTICE_MESSAGES.titleRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(owner, [], {
      [`POST ${NOTICES_PATH}`]: () => refused(403, 'FORBIDDEN', NOTICE_MESSAGES.organizationScope),
    });
    const dialog = await openNewNotice();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Lift maintenance' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save notice' }));
    expect(
      await dialog.findByText(`Failed to save notice: ${NOTICE_MESSAGES.organizationScope}`),
    ).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Lift maintenance',
    );
  });

  it('asks before closing a dialog with changes', async () => {
    renderPage(owner, []);
    const dialog = await openNewNotice();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Lift maintenance' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' }));
    fireEvent.click(question.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New notice' })).toBeNull());
  });

  it('ends a notice now only after asking, and says so', async () => {
    let current = [lifts];
    const { calls } = renderPage(owner, [], {
      [`GET ${NOTICES_PATH}`]: () => noticeList(current),
      'POST /api/foyer/notices/n1/end': () => {
        current = [{ ...lifts, state: 'ended', ended_at: new Date().toISOString() }];
        return json({ success: true, message: NOTICE_MESSAGES.ended, data: current[0] });
      },
    });
    await screen.findByRole('listitem', { name: 'Lift maintenance' });
    fireEvent.click(openActions('Lift maintenance').getByRole('menuitem', { name: 'End now' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'End this notice now?' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(question.getByRole('button', { name: 'End now' }));
    expect(await screen.findByText(NOTICE_MESSAGES.ended)).toBeTruthy();
    await waitFor(() => expect(row('Lift maintenance').getByText('Ended')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(openActions('Lift maintenance').queryByRole('menuitem', { name: 'End now' })).toBeNull();
  });

  it('opens a notice to edit it, and says an ended one stays off the screens', async () => {
    renderPage(owner, [lifts, water]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Water off' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit notice' }));
    expect((dialog.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Water off');
    expect(dialog.getByText(/stays off the screens/)).toBeTruthy();
    expect(dialog.getByRole('radio', { name: 'Chosen buildings' }).getAttribute('aria-checked')).toBe('true');
    expect(dialog.getByRole('checkbox', { name: /South Tower/ }).getAttribute('aria-checked')).toBe('true');
    expect((dialog.getByLabelText('Daily time 1 from') as HTMLInputElement).value).toBe('08:00');
    expect(dialog.getByRole('checkbox', { name: 'Saturday' }).getAttribute('aria-checked')).toBe('false');
  });

  it("says the server's refusal when a notice has already ended", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(owner, [lifts], {
      'POST /api/foyer/notices/n1/end': () => refused(400, 'INVALID_INPUT', NOTICE_MESSAGES.alreadyEnded),
    });
    await screen.findByRole('listitem', { name: 'Lift maintenance' });
    fireEvent.click(openActions('Lift maintenance').getByRole('menuitem', { name: 'End now' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'End this notice now?' }));
    fireEvent.click(question.getByRole('button', { name: 'End now' }));
    expect(await screen.findByText(`Failed to end notice: ${NOTICE_MESSAGES.alreadyEnded}`)).toBeTruthy();
  });
});
