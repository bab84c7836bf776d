import type { Role } from '@foyer/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { alertRecord, ALERTS_PATH, buildings, BUILDINGS_PATH, devices, refused } from './alerts.testing';
import { EmergencyButton } from './emergency-button';

setUpSignedInTests();
// Sonner keeps the toasts still up and shows them to the next test's Toaster: each test starts without.

const userWith = (role: Role) => makeUser({ name: `Pat ${role}`, role });

describe('EmergencyButton', () => {
  it.each<Role>(['Owner', 'Admin'])('is in the top bar for an %s', (role) => {
    mockApi({ [`GET ${BUILDINGS_PATH}`]: () => json({ success: true, data: buildings }) });
    renderWithClient(<EmergencyButton user={userWith(role)} devices={devices} />);
    expect(screen.getByRole('button', { name: 'Emergency alert' })).toBeTruthy();
  });

  it.each<Role>(['Editor', 'Viewer'])('is not there for an %s', (role) => {
    const { calls } = mockApi({});
    renderWithClient(<EmergencyButton user={userWith(role)} devices={devices} />);
    expect(screen.queryByRole('button', { name: 'Emergency alert' })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("opens the start dialog with the organization's buildings and starts an alert from it", async () => {
    const { calls } = mockApi({
      [`GET ${BUILDINGS_PATH}`]: () => json({ success: true, data: buildings }),
      [`POST ${ALERTS_PATH}`]: () => json({ success: true, data: alertRecord() }, 201),
    });
    renderWithClient(<EmergencyButton user={userWith('Admin')} devices={devices} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Emergency alert' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Start an emergency alert' }));
    fireEvent.click(dialog.getByRole('radio', { name: 'Chosen buildings' }));
    expect(await dialog.findByRole('checkbox', { name: /South Tower/ })).toBeTruthy();
    fireEvent.click(dialog.getByRole('checkbox', { name: /South Tower/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Start alert on 1 screen' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Start this alert now?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Start alert' }));

    expect(await screen.findByText('Alert started')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      scope: { kind: 'buildings', ids: [buildings[1]?.id] },
    });
    expect(screen.queryByRole('dialog', { name: 'Start an emergency alert' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Emergency alert' })).toBeTruthy();
  });

  it('opens the dialog even when the buildings and screens could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ [`GET ${BUILDINGS_PATH}`]: () => refused(403, 'FORBIDDEN', 'Not allowed') });
    renderWithClient(<EmergencyButton user={userWith('Owner')} devices={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Emergency alert' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Start an emergency alert' }));
    expect(dialog.getByRole('radio', { name: 'Every screen' }).getAttribute('aria-checked')).toBe('true');
    expect((dialog.getByRole('button', { name: 'Start alert' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
