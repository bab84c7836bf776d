import { PageHeader } from '../../../components/layouts/page-header';
import { paths } from '../../../config/paths';
import {
  OrganizationSettings,
  ScreenAlertSettings,
} from '../../../features/settings/components/organization-settings';
import { PasswordSettings } from '../../../features/settings/components/password-settings';
import { ProfileSettings } from '../../../features/settings/components/profile-settings';
import { useAuth } from '../../../lib/auth/auth-context';

/**
 * /dashboard/settings: one's own name and password; the organization's name and screen alerts
 * for Owners and Admins.
 */
export function SettingsRoute() {
  const { state, refresh } = useAuth();
  if (state.status !== 'authenticated') return null;
  const { user, organization } = state;
  return (
    <div className="animate-fade-in">
      <PageHeader title={paths.app.settings.title} description={paths.app.settings.description} />
      <div className="mt-10 space-y-8">
        <ProfileSettings key={user.name} user={user} onSaved={refresh} />
        <PasswordSettings />
        {organization && (
          <OrganizationSettings
            key={organization.name}
            user={user}
            organization={organization}
            onSaved={refresh}
          />
        )}
        {organization && (
          <ScreenAlertSettings
            key={String(organization.screen_offline_alert_minutes)}
            user={user}
            organization={organization}
            onSaved={refresh}
          />
        )}
      </div>
    </div>
  );
}
