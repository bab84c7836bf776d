import { PageHeader } from '../../../components/layouts/page-header';
import { LeaveWithoutSavingDialog } from '../../../components/ui/leave-without-saving-dialog';
import { paths } from '../../../config/paths';
import {
  OrganizationSettings,
  OfflineMailSettings,
} from '../../../features/settings/components/organization-settings';
import { ApiTokensSettings } from '../../../features/settings/components/api-tokens-settings';
import { PasswordSettings } from '../../../features/settings/components/password-settings';
import { ProfileSettings } from '../../../features/settings/components/profile-settings';
import { SETTINGS_TEXT } from '../../../features/settings/messages';
import { can } from '@foyer/shared';
import { useAuth } from '../../../lib/auth/auth-context';
import { useUnsavedForms } from '../../../lib/use-unsaved-changes';

const SETTINGS_FORMS = ['profile', 'password', 'organization', 'alerts'] as const;

/**
 * /dashboard/settings: one's own name and password; the organization's name, screen alerts and
 * API tokens for Owners and Admins.
 */
export function SettingsRoute() {
  const { state, refresh } = useAuth();
  // Typing in any form of the page is guarded like every other form (docs/decisions/dashboard.md DSH-20).
  const { blocker, report } = useUnsavedForms(SETTINGS_FORMS);
  if (state.status !== 'authenticated') return null;
  const { user, organization } = state;
  return (
    <div className="animate-fade-in">
      <PageHeader title={paths.app.settings.title} description={paths.app.settings.description} />
      <div className="mt-10 space-y-8">
        <ProfileSettings key={user.name} user={user} onSaved={refresh} onDirtyChange={report.profile} />
        <PasswordSettings onDirtyChange={report.password} />
        {organization && (
          <OrganizationSettings
            key={organization.name}
            user={user}
            organization={organization}
            onSaved={refresh}
            onDirtyChange={report.organization}
          />
        )}
        {organization && (
          <OfflineMailSettings
            key={String(organization.screen_offline_alert_minutes)}
            user={user}
            organization={organization}
            onSaved={refresh}
            onDirtyChange={report.alerts}
          />
        )}
        {organization && can(user, 'api-tokens:manage') && <ApiTokensSettings orgId={organization.id} />}
      </div>
      <LeaveWithoutSavingDialog blocker={blocker} description={SETTINGS_TEXT.leaveText} />
    </div>
  );
}
