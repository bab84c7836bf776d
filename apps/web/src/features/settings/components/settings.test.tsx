import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../testing/fixtures';
import { json, mockApi, testOrganization } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { OrganizationSettings, OfflineMailSettings } from './organization-settings';
import { PasswordSettings } from './password-settings';
import { ProfileSettings } from './profile-settings';

const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });

setUpSignedInTests();

describe('settings', () => {
  it('saves the own name and refreshes what the shell shows', async () => {
    const { calls } = mockApi({
      'PUT /api/me': () => json({ success: true, data: { ...owner, name: 'Olive O.' } }),
    });
    const refresh = vi.fn(() => Promise.resolve());
    renderWithClient(<ProfileSettings user={owner} onSaved={refresh} />);
    const form = within(screen.getByRole('form', { name: 'Profile' }));
    expect((form.getByRole('button', { name: 'Save Name' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(form.getByLabelText('Full Name'), { target: { value: 'Olive O.' } });
    fireEvent.click(form.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ name: 'Olive O.' });
    expect(refresh).toHaveBeenCalled();
  });

  it('checks the new password, shows a wrong current one at its field, and says other sessions end', async () => {
    let wrong = true;
    const { calls } = mockApi({
      'POST /api/me/password': () =>
        wrong
          ? json(
              {
                success: false,
                code: 'INVALID_INPUT',
                message: 'Current password is incorrect',
                details: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
              },
              400,
            )
          : json({ success: true, data: null }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithClient(<PasswordSettings />);
    const form = within(screen.getByRole('form', { name: 'Password' }));
    const set = (label: string, value: string) =>
      fireEvent.change(form.getByLabelText(label), { target: { value } });
    const submit = () => fireEvent.click(form.getByRole('button', { name: 'Change Password' }));

    set('Current Password', 'old-secret');
    set('New Password', 'new-secret');
    set('Confirm New Password', 'new-secreX');
    submit();
    expect(await form.findByText('Passwords do not match')).toBeTruthy();
    expect(calls).toHaveLength(0);

    set('Confirm New Password', 'new-secret');
    submit();
    expect(await form.findByText('Current password is incorrect')).toBeTruthy();

    wrong = false;
    submit();
    expect(
      await screen.findByText('Password changed successfully. Your other sessions have been signed out.'),
    ).toBeTruthy();
    await waitFor(() => expect((form.getByLabelText('Current Password') as HTMLInputElement).value).toBe(''));
    expect(calls[1]?.body).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' });
  });

  it('lets Owners and Admins rename the organization, and shows others its name only', async () => {
    mockApi({
      'PUT /api/foyer/organizations/o1': () =>
        json({ success: true, data: { ...testOrganization, name: 'Scully Group' } }),
    });
    const refresh = vi.fn(() => Promise.resolve());
    renderWithClient(<OrganizationSettings user={owner} organization={testOrganization} onSaved={refresh} />);
    fireEvent.change(screen.getByLabelText('Organization Name'), { target: { value: 'Scully Group' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Organization' }));
    expect(await screen.findByText('Organization updated successfully')).toBeTruthy();
    expect(refresh).toHaveBeenCalled();

    cleanup();
    renderWithClient(
      <OrganizationSettings
        user={makeUser({ name: 'Vic Viewer', role: 'Viewer' })}
        organization={testOrganization}
        onSaved={refresh}
      />,
    );
    expect((screen.getByLabelText('Organization Name') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Organization' })).toBeNull();
  });

  /** The browser's own zone as Intl reports it. */
  const browserIn = (timeZone: string) => {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolvedOptions.call(this), timeZone };
    });
  };

  it('lets Owners and Admins choose the default time zone, typed and picked, and saves only it', async () => {
    browserIn('UTC');
    const { calls } = mockApi({
      'PUT /api/foyer/organizations/o1': ({ body }) =>
        json({ success: true, data: { ...testOrganization, ...(body as object) } }),
    });
    const refresh = vi.fn(() => Promise.resolve());
    const admin = makeUser({ name: 'Ada Admin', role: 'Admin' });
    renderWithClient(<OrganizationSettings user={admin} organization={testOrganization} onSaved={refresh} />);
    const zone = screen.getByRole('combobox', { name: 'Default time zone' }) as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Save Organization' }) as HTMLButtonElement;
    expect(zone.value).toBe('UTC');
    expect(
      screen.getByText(
        /^New buildings start in this zone; screens without a building follow it\. Each building can have its own in Screen hours\./,
      ),
    ).toBeTruthy();
    // The browser is in UTC too: nothing to offer.
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
    expect(save.disabled).toBe(true);

    fireEvent.focus(zone);
    fireEvent.change(zone, { target: { value: 'berl' } });
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Europe/Berlin' }));
    expect(zone.value).toBe('Europe/Berlin');
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Organization updated successfully')).toBeTruthy();
    // The name was not touched, so it is not sent.
    expect(calls[0]?.body).toEqual({ default_time_zone: 'Europe/Berlin' });
    expect(refresh).toHaveBeenCalled();
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it("offers the browser's zone in one click while the default is still UTC", async () => {
    browserIn('America/Chicago');
    const { calls } = mockApi({
      'PUT /api/foyer/organizations/o1': ({ body }) =>
        json({ success: true, data: { ...testOrganization, ...(body as object) } }),
    });
    const refresh = vi.fn(() => Promise.resolve());
    renderWithClient(<OrganizationSettings user={owner} organization={testOrganization} onSaved={refresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use America/Chicago' }));
    expect((screen.getByRole('combobox', { name: 'Default time zone' }) as HTMLInputElement).value).toBe(
      'America/Chicago',
    );
    expect(screen.queryByRole('button', { name: 'Use America/Chicago' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Organization' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ default_time_zone: 'America/Chicago' }));

    // Once a zone is chosen, the browser's is no longer offered.
    cleanup();
    renderWithClient(
      <OrganizationSettings
        user={owner}
        organization={{ ...testOrganization, default_time_zone: 'Europe/Berlin' }}
        onSaved={refresh}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
  });

  it('shows Editors and Viewers the default time zone as text they cannot change', () => {
    browserIn('America/Chicago');
    for (const role of ['Editor', 'Viewer'] as const) {
      renderWithClient(
        <OrganizationSettings
          user={makeUser({ name: `A ${role}`, role })}
          organization={{ ...testOrganization, default_time_zone: 'Europe/Berlin' }}
          onSaved={() => Promise.resolve()}
        />,
      );
      const zone = screen.getByLabelText('Default time zone') as HTMLInputElement;
      expect(zone.value).toBe('Europe/Berlin');
      expect(zone.disabled).toBe(true);
      expect(screen.queryByRole('combobox', { name: 'Default time zone' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
      expect(
        screen.getByText(
          'Only Owners and Admins can rename the organization or change its default time zone.',
        ),
      ).toBeTruthy();
      cleanup();
    }
  });

  it("shows the server's refusal of a zone at the field, and no other notice", async () => {
    browserIn('UTC');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = mockApi({
      'PUT /api/foyer/organizations/o1': () =>
        json(
          {
            success: false,
            code: 'INVALID_INPUT',
            message: 'Choose a time zone from the list',
            details: [{ path: 'default_time_zone', message: 'Choose a time zone from the list' }],
          },
          400,
        ),
    });
    const refresh = vi.fn(() => Promise.resolve());
    renderWithClient(<OrganizationSettings user={owner} organization={testOrganization} onSaved={refresh} />);
    const zone = screen.getByRole('combobox', { name: 'Default time zone' }) as HTMLInputElement;
    fireEvent.focus(zone);
    fireEvent.change(zone, { target: { value: 'tokyo' } });
    fireEvent.keyDown(zone, { key: 'Enter' });
    expect(zone.value).toBe('Asia/Tokyo');
    fireEvent.click(screen.getByRole('button', { name: 'Save Organization' }));
    expect(await screen.findByText('Choose a time zone from the list')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ default_time_zone: 'Asia/Tokyo' });
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/^Failed to/)).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("puts the server's reason after the failed-save text of name, password and organization", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const limited = () =>
      json(
        {
          success: false,
          code: 'RATE_LIMITED',
          message: 'Too many attempts. Please wait a minute and try again.',
        },
        429,
      );
    mockApi({
      'PUT /api/me': () =>
        json({ success: false, code: 'INVALID_INPUT', message: 'Name must be at most 120 characters' }, 400),
      'POST /api/me/password': limited,
      'PUT /api/foyer/organizations/o1': () =>
        json(
          {
            success: false,
            code: 'FORBIDDEN',
            message: 'Only Owners and Admins can rename the organization',
          },
          403,
        ),
    });
    const refresh = vi.fn(() => Promise.resolve());
    renderWithClient(
      <>
        <ProfileSettings user={owner} onSaved={refresh} />
        <PasswordSettings />
        <OrganizationSettings user={owner} organization={testOrganization} onSaved={refresh} />
      </>,
    );

    const profile = within(screen.getByRole('form', { name: 'Profile' }));
    fireEvent.change(profile.getByLabelText('Full Name'), { target: { value: 'Olive O.' } });
    fireEvent.click(profile.getByRole('button', { name: 'Save Name' }));
    expect(
      await screen.findByText('Failed to update profile: Name must be at most 120 characters'),
    ).toBeTruthy();

    const password = within(screen.getByRole('form', { name: 'Password' }));
    fireEvent.change(password.getByLabelText('Current Password'), { target: { value: 'old-secret' } });
    fireEvent.change(password.getByLabelText('New Password'), { target: { value: 'new-secret' } });
    fireEvent.change(password.getByLabelText('Confirm New Password'), { target: { value: 'new-secret' } });
    fireEvent.click(password.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText(
        'Failed to change password: Too many attempts. Please wait a minute and try again.',
      ),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Organization Name'), { target: { value: 'Scully Group' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Organization' }));
    expect(
      await screen.findByText(
        'Failed to rename organization: Only Owners and Admins can rename the organization',
      ),
    ).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('lets Owners and Admins turn the offline e-mails off and on with a checked delay', async () => {
    const { calls } = mockApi({
      'PUT /api/foyer/organizations/o1': ({ body }) =>
        json({ success: true, data: { ...testOrganization, ...(body as object) } }),
    });
    const refresh = vi.fn(() => Promise.resolve());
    renderWithClient(<OfflineMailSettings user={owner} organization={testOrganization} onSaved={refresh} />);
    const form = within(screen.getByRole('form', { name: 'Screen alerts' }));
    const box = form.getByRole('checkbox', { name: 'E-mail Owners and Admins when a screen goes offline' });
    const delay = form.getByLabelText('Minutes without contact before the e-mail') as HTMLInputElement;
    const save = form.getByRole('button', { name: 'Save Alerts' }) as HTMLButtonElement;
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(delay.value).toBe('10');
    expect(save.disabled).toBe(true);

    fireEvent.click(box);
    expect(delay.disabled).toBe(true);
    fireEvent.click(save);
    expect(await screen.findByText('Screen alerts saved')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ screen_offline_alert_minutes: null });
    expect(refresh).toHaveBeenCalled();

    fireEvent.click(box);
    fireEvent.change(delay, { target: { value: '3' } });
    fireEvent.click(save);
    expect(await form.findByText('Alert delay must be between 5 and 1440 minutes')).toBeTruthy();
    expect(calls).toHaveLength(1);
    fireEvent.change(delay, { target: { value: '45' } });
    fireEvent.click(save);
    await waitFor(() => expect(calls[1]?.body).toEqual({ screen_offline_alert_minutes: 45 }));

    cleanup();
    renderWithClient(
      <OfflineMailSettings
        user={makeUser({ name: 'Eve Editor', role: 'Editor' })}
        organization={{ ...testOrganization, screen_offline_alert_minutes: null }}
        onSaved={refresh}
      />,
    );
    const readOnly = within(screen.getByRole('form', { name: 'Screen alerts' }));
    expect(readOnly.getByRole('checkbox').getAttribute('aria-checked')).toBe('false');
    expect((readOnly.getByRole('checkbox') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Only Owners and Admins can change screen alerts.')).toBeTruthy();
    expect(readOnly.queryByRole('button', { name: 'Save Alerts' })).toBeNull();
  });
});
