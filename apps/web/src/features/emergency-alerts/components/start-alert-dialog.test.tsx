import type { Device } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { alertRecord, ALERTS_PATH, buildings, devices, north, refused } from './alerts.testing';
import { StartAlertDialog } from './start-alert-dialog';

setUpSignedInTests();
// Sonner keeps the toasts still up and shows them to the next test's Toaster: each test starts without.

/** The dialog as a page holds it: open until it closes itself. */
function Harness({ loaded }: { loaded: readonly Device[] | undefined }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <StartAlertDialog open={open} onOpenChange={setOpen} orgId="o1" devices={loaded} buildings={buildings} />
  ) : (
    <p>Dialog closed</p>
  );
}

/** The dialog over the three screens, or without them when their list could not be loaded. */
function renderDialog({ devicesLoaded = true }: { devicesLoaded?: boolean } = {}) {
  renderWithClient(<Harness loaded={devicesLoaded ? devices : undefined} />);
  return within(screen.getByRole('dialog', { name: 'Start an emergency alert' }));
}

const started = () => json({ success: true, data: alertRecord() }, 201);
const field = (dialog: ReturnType<typeof renderDialog>, label: string) =>
  dialog.getByLabelText(label) as HTMLInputElement;
const confirmDialog = async () =>
  within(await screen.findByRole('alertdialog', { name: 'Start this alert now?' }));
const posts = (calls: { method: string }[]) => calls.filter((call) => call.method === 'POST');

describe('StartAlertDialog', () => {
  it('opens on Evacuate with its texts, every screen and an hour, and starts it after asking', async () => {
    const { calls } = mockApi({ [`POST ${ALERTS_PATH}`]: started });
    const dialog = renderDialog();

    expect(
      dialog.getByText(
        'The message takes over every screen you choose, full screen, until you end it or it expires.',
      ),
    ).toBeTruthy();
    expect((dialog.getByRole('radio', { name: 'Evacuate' }) as HTMLInputElement).checked).toBe(true);
    expect(field(dialog, 'Title').value).toBe('Evacuate the building');
    expect(field(dialog, 'Text').value).toBe(
      'Leave now by the nearest exit. Do not use the elevators. Go to the assembly point and wait for instructions.',
    );
    expect(
      dialog.getByText('Shown below the title. Keep it short: people read it walking past.'),
    ).toBeTruthy();
    expect(dialog.getByRole('radio', { name: 'Every screen' }).getAttribute('aria-checked')).toBe('true');
    expect((dialog.getByLabelText('Ends by itself after') as HTMLSelectElement).value).toBe('60');
    expect(dialog.getByText('How it looks on a screen')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Start alert on 3 screens' }));
    const confirm = await confirmDialog();
    expect(
      confirm.getByText(
        /^It appears at once on 3 screens, over whatever they show\. It stays until you end it, or until .+ at the latest\.$/,
      ),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(confirm.getByRole('button', { name: 'Start alert' }));

    expect(await screen.findByText('Alert started')).toBeTruthy();
    expect(await screen.findByText('Dialog closed')).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      template: 'evacuate',
      title: 'Evacuate the building',
      text: 'Leave now by the nearest exit. Do not use the elevators. Go to the assembly point and wait for instructions.',
      scope: { kind: 'organization' },
      expires_in_minutes: 60,
    });
  });

  it("fills in another template's texts and sends that template", async () => {
    const { calls } = mockApi({ [`POST ${ALERTS_PATH}`]: started });
    const dialog = renderDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'Shelter in place' }));
    expect(field(dialog, 'Title').value).toBe('Shelter in place');
    expect(field(dialog, 'Text').value).toBe(
      'Stay inside. Move away from windows and outside doors. Wait for further instructions.',
    );
    fireEvent.change(dialog.getByLabelText('Ends by itself after'), { target: { value: '240' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Start alert on 3 screens' }));
    fireEvent.click((await confirmDialog()).getByRole('button', { name: 'Start alert' }));

    expect(await screen.findByText('Dialog closed')).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      template: 'shelter',
      title: 'Shelter in place',
      text: 'Stay inside. Move away from windows and outside doors. Wait for further instructions.',
      scope: { kind: 'organization' },
      expires_in_minutes: 240,
    });
  });

  it('starts a custom message on one chosen screen, asking for a title first', async () => {
    const { calls } = mockApi({ [`POST ${ALERTS_PATH}`]: started });
    const dialog = renderDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'Custom' }));
    expect(field(dialog, 'Title').value).toBe('');
    expect(field(dialog, 'Text').value).toBe('');

    fireEvent.click(dialog.getByRole('radio', { name: 'Chosen screens' }));
    const start = () => dialog.getByRole('button', { name: /^Start alert on/ }) as HTMLButtonElement;
    expect(start().textContent).toBe('Start alert on 0 screens');
    expect(start().disabled).toBe(true);
    fireEvent.click(dialog.getByRole('checkbox', { name: /Garage North/ }));
    expect(start().textContent).toBe('Start alert on 1 screen');

    fireEvent.click(start());
    expect(await dialog.findByText('Title is required')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.change(field(dialog, 'Title'), { target: { value: 'Water off' } });
    fireEvent.change(field(dialog, 'Text'), { target: { value: 'No water until 3 pm.' } });
    fireEvent.click(start());
    expect(
      (await confirmDialog()).getByText(
        /^It appears at once on 1 screen, over whatever they show\. It stays until you end it, or until .+ at the latest\.$/,
      ),
    ).toBeTruthy();
    fireEvent.click((await confirmDialog()).getByRole('button', { name: 'Start alert' }));

    expect(await screen.findByText('Dialog closed')).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      template: 'custom',
      title: 'Water off',
      text: 'No water until 3 pm.',
      scope: { kind: 'screens', ids: ['d2'] },
      expires_in_minutes: 60,
    });
  });

  it('counts the screens of the chosen buildings and sends the buildings', async () => {
    const { calls } = mockApi({ [`POST ${ALERTS_PATH}`]: started });
    const dialog = renderDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'Chosen buildings' }));
    const list = within(dialog.getByRole('list', { name: 'Chosen buildings' }));
    expect(list.getByRole('checkbox', { name: /North Tower.*2 screens/ })).toBeTruthy();
    expect(list.getByRole('checkbox', { name: /South Tower.*1 screen$/ })).toBeTruthy();
    fireEvent.click(list.getByRole('checkbox', { name: /North Tower/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Start alert on 2 screens' }));
    fireEvent.click((await confirmDialog()).getByRole('button', { name: 'Start alert' }));

    expect(await screen.findByText('Dialog closed')).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ scope: { kind: 'buildings', ids: [north.id] } });
  });

  it('asks for a building or a screen when the screens list could not be loaded, and says the count is unknown', async () => {
    const { calls } = mockApi({ [`POST ${ALERTS_PATH}`]: started });
    const dialog = renderDialog({ devicesLoaded: false });
    const start = () => dialog.getByRole('button', { name: 'Start alert' });

    fireEvent.click(dialog.getByRole('radio', { name: 'Chosen buildings' }));
    fireEvent.click(start());
    expect(await dialog.findByText('Choose at least one building')).toBeTruthy();
    fireEvent.click(dialog.getByRole('radio', { name: 'Chosen screens' }));
    expect(await dialog.findByText('Choose at least one screen')).toBeTruthy();
    expect(dialog.queryByText('Choose at least one building')).toBeNull();
    expect(calls).toHaveLength(0);

    fireEvent.click(dialog.getByRole('radio', { name: 'Every screen' }));
    await waitFor(() => expect(dialog.queryByText('Choose at least one screen')).toBeNull());
    fireEvent.click(start());
    expect(
      (await confirmDialog()).getByText(
        /^It appears at once on every screen in this scope, over whatever they show\. It stays until you end it, or until .+ at the latest\.$/,
      ),
    ).toBeTruthy();
    fireEvent.click((await confirmDialog()).getByRole('button', { name: 'Start alert' }));
    expect(await screen.findByText('Dialog closed')).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ scope: { kind: 'organization' } });
  });

  it("says 'Starting…' and keeps the dialog from closing while the start runs", async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    mockApi({ [`POST ${ALERTS_PATH}`]: () => new Promise((resolve) => (answer = resolve)) });
    const dialog = renderDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Start alert on 3 screens' }));
    fireEvent.click((await confirmDialog()).getByRole('button', { name: 'Start alert' }));

    const starting = (await (
      await confirmDialog()
    ).findByRole('button', { name: 'Starting…' })) as HTMLButtonElement;
    expect(starting.disabled).toBe(true);
    expect(
      ((await confirmDialog()).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    answer(started());
    expect(await screen.findByText('Alert started')).toBeTruthy();
    expect(await screen.findByText('Dialog closed')).toBeTruthy();
  });

  it("says the server's reason after 'Could not start the alert', keeps the message and shows a scope refusal at the buildings", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const empty = 'No screen is in this scope: choose at least one building or screen';
    mockApi({
      [`POST ${ALERTS_PATH}`]: () =>
        refused(400, 'INVALID_INPUT', empty, [{ path: 'scope', message: empty }]),
    });
    const dialog = renderDialog();
    fireEvent.change(field(dialog, 'Title'), { target: { value: 'Evacuate North' } });
    fireEvent.click(dialog.getByRole('radio', { name: 'Chosen buildings' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /North Tower/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Start alert on 2 screens' }));
    fireEvent.click((await confirmDialog()).getByRole('button', { name: 'Start alert' }));

    expect(await screen.findByText(`Could not start the alert: ${empty}`)).toBeTruthy();
    expect(await dialog.findByText(empty)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Dialog closed')).toBeNull();
    expect(field(dialog, 'Title').value).toBe('Evacuate North');
  });

  it('shows a refusal that names no field above the form; unreached, the toast says the text alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notAllowed = 'Only Owners and Admins can start or end emergency alerts';
    let reachable = true;
    mockApi({
      [`POST ${ALERTS_PATH}`]: () =>
        reachable ? refused(403, 'FORBIDDEN', notAllowed) : Promise.reject(new TypeError('Failed to fetch')),
    });
    const dialog = renderDialog();
    const start = async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Start alert on 3 screens' }));
      fireEvent.click((await confirmDialog()).getByRole('button', { name: 'Start alert' }));
    };

    await start();
    expect(await screen.findByText(`Could not start the alert: ${notAllowed}`)).toBeTruthy();
    expect((await dialog.findByRole('alert')).textContent).toBe(notAllowed);

    reachable = false;
    await start();
    expect(await screen.findByText('Could not start the alert')).toBeTruthy();
    // Nothing above the form: neither the earlier refusal nor the connection's own words.
    await waitFor(() => expect(dialog.queryByRole('alert')).toBeNull());
    expect(dialog.queryByText('Unable to reach the server. Check your connection and try again.')).toBeNull();
    expect(screen.queryByText('Dialog closed')).toBeNull();
  });

  it('shows a refused title at the title field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tooLong = 'Title must be at most 80 characters';
    mockApi({
      [`POST ${ALERTS_PATH}`]: () =>
        refused(400, 'INVALID_INPUT', tooLong, [{ path: 'title', message: tooLong }]),
    });
    const dialog = renderDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Start alert on 3 screens' }));
    fireEvent.click((await confirmDialog()).getByRole('button', { name: 'Start alert' }));
    expect(await screen.findByText(`Could not start the alert: ${tooLong}`)).toBeTruthy();
    expect(await dialog.findByText(tooLong)).toBeTruthy();
    expect(field(dialog, 'Title').getAttribute('aria-invalid')).toBe('true');
  });

  it('goes back to the form without starting when the question is cancelled', async () => {
    const { calls } = mockApi({});
    const dialog = renderDialog();
    fireEvent.click(dialog.getByRole('button', { name: 'Start alert on 3 screens' }));
    fireEvent.click((await confirmDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Start an emergency alert' })).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Dialog closed')).toBeTruthy();
  });
});
