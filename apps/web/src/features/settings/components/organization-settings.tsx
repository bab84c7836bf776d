import {
  can,
  SCREEN_OFFLINE_ALERT_MINUTES,
  screenOfflineAlertMinutesSchema,
  updateOrganizationBodySchema,
  type Organization,
  type UpdateOrganizationBody,
  type User,
} from '@foyer/shared';
import { useId, useState, type FormEvent } from 'react';
import { useAction } from '../../../components/editor/use-action';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { useReportUnsaved } from '../../../lib/use-unsaved-changes';
import { useUpdateOrganization } from '../api/update-organization';
import { SETTINGS_TEXT } from '../messages';
import { SettingsSection } from './settings-section';
import { useNameForm } from './use-name-form';

/**
 * One save of organization settings through the editors' action (DSH-23): the call, then the
 * refreshed user and organization; `run` answers true once saved.
 */
function useOrganizationSave(
  organization: Organization,
  onSaved: () => Promise<void>,
  texts: { done: string; failed: string },
) {
  const updateOrganization = useUpdateOrganization();
  return useAction(
    async (body: UpdateOrganizationBody) => {
      await updateOrganization.mutateAsync({ orgId: organization.id, body });
      await onSaved().catch(() => undefined);
      return true;
    },
    { ...texts, reason: 'prefixed' },
  );
}

/** Owners and Admins rename the organization; everyone else sees its name. */
export function OrganizationSettings({
  user,
  organization,
  onSaved,
  onDirtyChange,
}: {
  user: User;
  organization: Organization;
  onSaved: () => Promise<void>;
  /** Told whether the name holds unsaved typing, for the page's leave guard. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const editable = can(user, 'organization:edit', { org_id: organization.id });
  const { form, unchanged } = useNameForm(updateOrganizationBodySchema, organization.name, onDirtyChange);

  const rename = useOrganizationSave(organization, onSaved, {
    done: SETTINGS_TEXT.organizationRenamed,
    failed: SETTINGS_TEXT.organizationFailed,
  });
  const onSubmit = form.handleSubmit(async (body) => {
    if (await rename.run(body)) form.reset({ name: body.name });
  });

  return (
    <SettingsSection
      title="Organization"
      description={
        editable
          ? 'The name of your company or property group, shown to everyone on your team.'
          : 'Only Owners and Admins can rename the organization.'
      }
      onSubmit={editable ? (event) => void onSubmit(event) : undefined}
      footer={
        editable && (
          <Button type="submit" loading={rename.pending} disabled={unchanged}>
            {rename.pending ? 'Saving...' : 'Rename Organization'}
          </Button>
        )
      }
    >
      <TextField
        label="Organization Name"
        error={form.formState.errors.name?.message}
        readOnly={!editable}
        disabled={!editable}
        maxLength={120}
        autoComplete="organization"
        {...form.register('name')}
      />
    </SettingsSection>
  );
}

/**
 * Owners and Admins choose whether, and after how many minutes without contact, they are
 * e-mailed about a published screen gone offline; everyone else sees the choice.
 */
export function OfflineMailSettings({
  user,
  organization,
  onSaved,
  onDirtyChange,
}: {
  user: User;
  organization: Organization;
  onSaved: () => Promise<void>;
  /** Told whether the choice differs from the saved one, for the page's leave guard. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const stored = organization.screen_offline_alert_minutes;
  const [enabled, setEnabled] = useState(stored !== null);
  // Kept while switched off, so switching on again brings the last delay back.
  const [minutes, setMinutes] = useState(String(stored ?? SCREEN_OFFLINE_ALERT_MINUTES.default));
  const [submitted, setSubmitted] = useState(false);
  const boxId = useId();
  const editable = can(user, 'organization:edit', { org_id: organization.id });
  // An empty field is no number at all, not 0.
  const value = enabled ? (minutes.trim() === '' ? Number.NaN : Number(minutes)) : null;
  const parsed = screenOfflineAlertMinutesSchema.safeParse(value);
  const issue = submitted && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const { min, max } = SCREEN_OFFLINE_ALERT_MINUTES;
  // Changed from what is saved (a delay typed while switched off changes nothing yet).
  const changed = value !== stored;
  useReportUnsaved(changed, onDirtyChange);

  const save = useOrganizationSave(organization, onSaved, {
    done: SETTINGS_TEXT.alertsSaved,
    failed: SETTINGS_TEXT.alertsFailed,
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    if (await save.run({ screen_offline_alert_minutes: parsed.data })) setSubmitted(false);
  };

  return (
    <SettingsSection
      title="Screen alerts"
      description={
        editable
          ? 'When a published screen stops reaching Foyer, Owners and Admins get one e-mail naming it, its building and when it was last seen, and another when it is back.'
          : 'Only Owners and Admins can change screen alerts.'
      }
      onSubmit={editable ? onSubmit : undefined}
      footer={
        editable && (
          <Button type="submit" loading={save.pending} disabled={!changed}>
            {save.pending ? 'Saving...' : 'Save Alerts'}
          </Button>
        )
      }
    >
      <div className="flex items-center gap-2.5">
        <Checkbox
          id={boxId}
          checked={enabled}
          disabled={!editable}
          onCheckedChange={(next) => setEnabled(next === true)}
        />
        <label htmlFor={boxId} className="text-sm text-zinc-800">
          E-mail Owners and Admins when a screen goes offline
        </label>
      </div>
      <TextField
        label="Minutes without contact before the e-mail"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        error={issue}
        hint={`From ${min} to ${max} minutes (one day).`}
        value={minutes}
        onChange={(e) => setMinutes(e.target.value)}
        readOnly={!editable}
        disabled={!editable || !enabled}
      />
    </SettingsSection>
  );
}
