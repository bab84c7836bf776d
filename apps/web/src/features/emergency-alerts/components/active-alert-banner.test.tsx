import type { EmergencyAlert, Role } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formatTimeOfDay } from '../../../lib/format-date';
import { makeUser } from '../../../testing/fixtures';
import { json, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { ActiveAlertBanner } from './active-alert-banner';
import { alertList, alertRecord, ALERTS_PATH, refused } from './alerts.testing';

setUpSignedInTests();
// Sonner keeps the toasts still up and shows them to the next test's Toaster: each test starts without.

const LIST = `${ALERTS_PATH}?screens=false`;
const END = '/api/foyer/emergency-alerts/a1/end';
const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });

function renderBanner(user = owner) {
  renderWithClient(
    <MemoryRouter>
      <ActiveAlertBanner user={user} />
    </MemoryRouter>,
  );
}

/** The list answers `active` until the alert is ended. */
function mockAlerts(active: EmergencyAlert[], end: () => MockAnswer | Promise<MockAnswer>) {
  let ended = false;
  return mockApi({
    [`GET ${LIST}`]: () => alertList({ active: ended ? [] : active }),
    [`POST ${END}`]: async () => {
      const answer = await end();
      ended = (answer.status ?? 200) < 300;
      return answer;
    },
  });
}

const endedAnswer = () =>
  json({ success: true, data: alertRecord({ active: false, ended_at: new Date().toISOString() }) });
const banner = async () => within(await screen.findByRole('region', { name: 'Emergency alert on screens' }));
const endQuestion = async () =>
  within(await screen.findByRole('alertdialog', { name: 'End this alert on every screen?' }));

describe('ActiveAlertBanner', () => {
  it('is not there while no alert is on the screens, and asks only for the counts', async () => {
    const { calls } = mockApi({ [`GET ${LIST}`]: () => alertList({}) });
    renderBanner();
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual([LIST]));
    expect(screen.queryByRole('region', { name: 'Emergency alert on screens' })).toBeNull();
  });

  it('shows each active alert: its title, how many screens confirmed it, when it ends and a link to the details', async () => {
    const first = alertRecord();
    const second = alertRecord({
      id: 'a2',
      title: 'Elevator out of service',
      reach: { total: 1, showing: 0 },
    });
    mockApi({ [`GET ${LIST}`]: () => alertList({ active: [first, second] }) });
    renderBanner();
    const bar = await banner();
    const lines = bar.getAllByTestId('active-alert');
    expect(lines).toHaveLength(2);
    const line = within(lines[0] as HTMLElement);
    expect(line.getByText('Evacuate the building')).toBeTruthy();
    expect(line.getByText('On 2 of 3 screens')).toBeTruthy();
    expect(line.getByText(`Ends ${formatTimeOfDay(first.expires_at)}`)).toBeTruthy();
    expect(line.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/dashboard/alerts');
    expect(within(lines[1] as HTMLElement).getByText('On 0 of 1 screen')).toBeTruthy();
    expect(bar.getAllByRole('button', { name: 'End alert' })).toHaveLength(2);
  });

  it.each<Role>(['Editor', 'Viewer'])('shows an %s the alert without End alert', async (role) => {
    mockApi({ [`GET ${LIST}`]: () => alertList({ active: [alertRecord()] }) });
    renderBanner(makeUser({ name: `Pat ${role}`, role }));
    const bar = await banner();
    expect(bar.getByText('Evacuate the building')).toBeTruthy();
    expect(bar.queryByRole('button', { name: 'End alert' })).toBeNull();
  });

  it("asks before ending, says 'Ending…' meanwhile, then that the screens show the directory again", async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const { calls } = mockAlerts([alertRecord()], () => new Promise((resolve) => (answer = resolve)));
    renderBanner();

    fireEvent.click((await banner()).getByRole('button', { name: 'End alert' }));
    let question = await endQuestion();
    expect(
      question.getByText('Evacuate the building. The screens return to the directory at once.'),
    ).toBeTruthy();
    fireEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click((await banner()).getByRole('button', { name: 'End alert' }));
    question = await endQuestion();
    fireEvent.click(question.getByRole('button', { name: 'End alert' }));
    const ending = (await question.findByRole('button', { name: 'Ending…' })) as HTMLButtonElement;
    expect(ending.disabled).toBe(true);
    expect((question.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);

    answer(endedAnswer());
    expect(await screen.findByText('Alert ended. The screens show the directory again.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Emergency alert on screens' })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: END, body: {} }),
    ]);
  });

  it("says the server's reason after 'Could not end the alert' and keeps the alert up", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockAlerts([alertRecord()], () => refused(409, 'CONFLICT', 'This alert has already ended'));
    renderBanner();
    fireEvent.click((await banner()).getByRole('button', { name: 'End alert' }));
    fireEvent.click((await endQuestion()).getByRole('button', { name: 'End alert' }));

    expect(await screen.findByText('Could not end the alert: This alert has already ended')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await banner()).getByText('Evacuate the building')).toBeTruthy();
  });

  it("says 'Could not end the alert' alone when the server cannot be reached", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockAlerts([alertRecord()], () => Promise.reject(new TypeError('Failed to fetch')));
    renderBanner();
    fireEvent.click((await banner()).getByRole('button', { name: 'End alert' }));
    fireEvent.click((await endQuestion()).getByRole('button', { name: 'End alert' }));
    expect(await screen.findByText('Could not end the alert')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
