import type { EmergencyAlert, User } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatTimeOfDay } from '../../../lib/format-date';
import { makeUser } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { AlertsPage } from './alerts-page';
import {
  alertList,
  alertRecord,
  ALERTS_PATH,
  buildings,
  BUILDINGS_PATH,
  devices,
  refused,
  screenRecord,
  WEBHOOK_PATH,
} from './alerts.testing';

setUpSignedInTests();
// Sonner keeps the toasts still up and shows them to the next test's Toaster: each test starts without.

const LIST = `${ALERTS_PATH}?screens=true`;
const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });
const viewer = makeUser({ name: 'Vic Viewer', role: 'Viewer' });
const webhookOff = () =>
  json({ success: true, data: { enabled: false, created_at: null, last_used_at: null } });

const active = alertRecord({
  screens: [
    screenRecord({ device_id: 'd1', name: 'Lobby North', sub_org_id: buildings[0]?.id ?? null }),
    screenRecord({
      device_id: 'd2',
      name: 'Garage North',
      sub_org_id: buildings[0]?.id ?? null,
      online: false,
      showing: false,
    }),
    screenRecord({ device_id: 'd9', name: 'Boiler room', sub_org_id: null, showing: false }),
  ],
});
const drill = alertRecord({
  id: 'a0',
  title: 'Fire drill',
  active: false,
  scope: { kind: 'buildings', ids: ['so-north-tower', 'so-south-tower'] },
  started_at: '2026-03-04T09:00:00.000Z',
  ended_at: '2026-03-04T09:20:00.000Z',
  ended_by: 'Webhook',
});
const weather = alertRecord({
  id: 'a00',
  title: 'Storm warning',
  template: 'weather',
  active: false,
  scope: { kind: 'screens', ids: ['d1'] },
  started_by: 'Webhook',
  started_at: '2026-03-03T09:00:00.000Z',
  expires_at: '2026-03-03T10:00:00.000Z',
});

function renderPage(user: User, list: { active?: EmergencyAlert[]; recent?: EmergencyAlert[] }) {
  const api = mockApi({
    [`GET ${LIST}`]: () => alertList(list),
    [`GET ${BUILDINGS_PATH}`]: () => json({ success: true, data: buildings }),
    [`GET ${WEBHOOK_PATH}`]: webhookOff,
  });
  renderWithClient(<AlertsPage user={user} devices={devices} />);
  return api;
}

describe('AlertsPage', () => {
  it("shows the alert on the screens with each screen's receipt, and the earlier ones", async () => {
    const { calls } = renderPage(owner, { active: [active], recent: [drill, weather] });
    expect(screen.getByRole('heading', { name: 'Emergency alerts' })).toBeTruthy();
    expect(
      screen.getByText('Put an urgent message on your screens at once, and see which screens show it'),
    ).toBeTruthy();

    const card = within(await screen.findByTestId('alert-card'));
    expect(screen.getByRole('heading', { name: 'On the screens now' })).toBeTruthy();
    expect(card.getByRole('heading', { name: 'Evacuate the building' })).toBeTruthy();
    expect(
      card.getByText(
        `Started by Olive Owner at ${formatTimeOfDay(active.started_at)} · Ends ${formatTimeOfDay(active.expires_at)}`,
      ),
    ).toBeTruthy();
    expect(card.getByText('On 2 of 3 screens')).toBeTruthy();
    expect(card.getByText('Leave now by the nearest exit.')).toBeTruthy();
    expect(card.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Screen',
      'Building',
      'Connection',
      'Shows the alert',
    ]);
    const rows = card.getAllByTestId('alert-screen').map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Lobby North', 'North Tower', 'Connected', 'Confirmed'],
      ['Garage North', 'North Tower', 'Disconnected', 'Not confirmed yet'],
      ['Boiler room', 'Organization-wide', 'Connected', 'Not confirmed yet'],
    ]);

    const earlier = within(screen.getByRole('region', { name: 'Earlier alerts' }));
    const [first, second] = earlier.getAllByRole('listitem');
    expect(first?.textContent).toBe(
      `Fire drillEvacuate· 2 buildingsStarted by Olive Owner at ${formatTimeOfDay(drill.started_at)} · Ended by Webhook at ${formatTimeOfDay(drill.ended_at ?? '')}`,
    );
    expect(second?.textContent).toBe(
      `Storm warningSevere weather· 1 screenStarted by Webhook at ${formatTimeOfDay(weather.started_at)} · Expired at ${formatTimeOfDay(weather.expires_at)}`,
    );
    expect(calls.some((call) => call.path === LIST)).toBe(true);
  });

  it('says when no alert is on the screens and none came before', async () => {
    renderPage(owner, {});
    expect(await screen.findByText('No alert is on the screens.')).toBeTruthy();
    expect(screen.getByText('When you start one, you can follow here which screens show it.')).toBeTruthy();
    expect(screen.getByText('No earlier alerts.')).toBeTruthy();
  });

  it('gives Owners and Admins the start button, End alert and the webhook, and others none of them', async () => {
    renderPage(makeUser({ name: 'Ada Admin', role: 'Admin' }), { active: [active] });
    const card = within(await screen.findByTestId('alert-card'));
    expect(card.getByRole('button', { name: 'End alert' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start an emergency alert' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Alert webhook' })).toBeTruthy();
  });

  it('shows a Viewer the alerts only', async () => {
    const { calls } = renderPage(viewer, { active: [active] });
    const card = within(await screen.findByTestId('alert-card'));
    expect(card.getByText('On 2 of 3 screens')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'End alert' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start an emergency alert' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Alert webhook' })).toBeNull();
    expect(calls.some((call) => call.path === WEBHOOK_PATH)).toBe(false);
  });

  it("says the alerts could not be loaded, with the server's reason, and tries again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse = true;
    mockApi({
      [`GET ${LIST}`]: () =>
        refuse ? refused(403, 'FORBIDDEN', 'You cannot see this organization') : alertList({}),
      [`GET ${WEBHOOK_PATH}`]: webhookOff,
    });
    renderWithClient(<AlertsPage user={owner} devices={devices} />);
    expect(await screen.findByText('Could not load the alerts')).toBeTruthy();
    expect(screen.getByText('You cannot see this organization')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No alert is on the screens.')).toBeTruthy();
  });

  it('starts an alert from the page and then shows it on the screens', async () => {
    let current: EmergencyAlert[] = [];
    const { calls } = mockApi({
      [`GET ${LIST}`]: () => alertList({ active: current }),
      [`GET ${BUILDINGS_PATH}`]: () => json({ success: true, data: buildings }),
      [`GET ${WEBHOOK_PATH}`]: webhookOff,
      [`POST ${ALERTS_PATH}`]: () => {
        current = [active];
        return json({ success: true, data: alertRecord() }, 201);
      },
    });
    renderWithClient(<AlertsPage user={owner} devices={devices} />);
    expect(await screen.findByText('No alert is on the screens.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start an emergency alert' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start an emergency alert' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Start alert on 3 screens' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Start this alert now?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Start alert' }));

    expect(await screen.findByText('Alert started')).toBeTruthy();
    expect(await screen.findByTestId('alert-card')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('ends an alert from its card after asking', async () => {
    let current = [active];
    const { calls } = mockApi({
      [`GET ${LIST}`]: () => alertList({ active: current }),
      [`GET ${BUILDINGS_PATH}`]: () => json({ success: true, data: buildings }),
      [`GET ${WEBHOOK_PATH}`]: webhookOff,
      'POST /api/foyer/emergency-alerts/a1/end': () => {
        current = [];
        return json({ success: true, data: alertRecord({ active: false }) });
      },
    });
    renderWithClient(<AlertsPage user={owner} devices={devices} />);
    fireEvent.click(
      within(await screen.findByTestId('alert-card')).getByRole('button', { name: 'End alert' }),
    );
    const question = within(
      await screen.findByRole('alertdialog', { name: 'End this alert on every screen?' }),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(question.getByRole('button', { name: 'End alert' }));

    expect(await screen.findByText('Alert ended. The screens show the directory again.')).toBeTruthy();
    expect(await screen.findByText('No alert is on the screens.')).toBeTruthy();
    expect(screen.queryByTestId('alert-card')).toBeNull();
  });
});
