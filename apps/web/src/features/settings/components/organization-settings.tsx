import {
  can,
  DEFAULT_TIME_ZONE,
  SCREEN_OFFLINE_ALERT_MINUTES,
  screenOfflineAlertMinutesSchema,
  type Organization,
  type UpdateOrganizationBody,
  type User,
} from '@foyer/shared';
import { useId, useState, type FormEvent } from 'react';
import { useAction, type ActionOptions } from '../../../components/editor/use-action';
import { browserTimeZone } from '../../../components/time-zone/browser-time-zone';
import { TimeZonePicker } from '../../../components/time-zone/time-zone-picker';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { useReportUnsaved } from '../../../lib/use-unsaved-changes';
import { useUpdateOrganization } from '../api/update-organization';
import { SETTINGS_TEXT } from '../messages';
import { SettingsSection } from './settings-section';
import { useOrganizationForm } from './use-organization-form';

/**
 * One save of organization settings through the editors' action (DSH-23): the call, then the
 * refreshed user and organization; `run` answers true once saved.
 */
function useOrganizationSave(
  organization: Organization,
  onSaved: () => Promise<void>,
  texts: { done: string; failed: string },
  options: ActionOptions<true> = {},
) {
  const updateOrganization = useUpdateOrganization();
  return useAction(
    async (body: UpdateOrganizationBody) => {
      await updateOrganization.mutateAsync({ orgId: organization.id, body });
      await onSaved().catch(() => undefined);
      return true as const;
    },
    { ...texts, reason: 'prefixed' },
    options,
  );
}

/**
 * Owners and Admins rename the organization and choose its default time zone (docs/product.md
 * §12); everyone else sees both.
 */
export function OrganizationSettings({
  user,
  organization,
  onSaved,
  onDirtyChange,
}: {
  user: User;
  organization: Organization;
  onSaved: () => Promise<void>;
  /** Told whether the card holds unsaved changes, for the page's leave guard. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const editable = can(user, 'organization:edit', { org_id: organization.id });
  const { form, unchanged, nameChanged, changes, showRefusal } = useOrganizationForm(
    organization,
    onDirtyChange,
  );
  const zone = form.watch('default_time_zone') ?? '';
  const zoneError = form.formState.errors.default_time_zone?.message;
  // Offered while the zone is still the one nobody chose and the browser is somewhere else.
  const ownZone = browserTimeZone();
  const offered = zone === DEFAULT_TIME_ZONE && ownZone !== undefined && ownZone !== zone ? ownZone : null;
  const setZone = (next: string) =>
    form.setValue('default_time_zone', next, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  const save = useOrganizationSave(
    organization,
    onSaved,
    {
      done: SETTINGS_TEXT.organizationRenamed,
      // A save of the zone alone is no rename.
      failed: nameChanged ? SETTINGS_TEXT.organizationFailed : SETTINGS_TEXT.timeZoneFailed,
    },
    { onFailed: showRefusal },
  );
  const onSubmit = form.handleSubmit(async (checked) => {
    const body = changes(checked);
    if (body && (await save.run(body))) form.reset({ ...form.getValues(), ...body });
  });

  return (
    <SettingsSection
      title="Organization"
      description={
        editable
          ? 'The name of your company or property group, shown to everyone on your team, and the time zone new buildings start in.'
          : 'Only Owners and Admins can rename the organization or change its default time zone.'
      }
      onSubmit={editable ? (event) => void onSubmit(event) : undefined}
      footer={
        editable && (
          <Button type="submit" loading={save.pending} disabled={unchanged}>
            {save.pending ? 'Saving...' : 'Save Organization'}
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
      {editable ? (
        <TimeZonePicker
          label={SETTINGS_TEXT.defaultTimeZone}
          value={zone}
          onChange={setZone}
          error={zoneError}
          hint={SETTINGS_TEXT.defaultTimeZoneHint}
          labelAside={
            offered && (
              <Button variant="link" onClick={() => setZone(offered)}>
                {SETTINGS_TEXT.offerZone(offered)}
              </Button>
            )
          }
        />
      ) : (
        <TextField
          label={SETTINGS_TEXT.defaultTimeZone}
          hint={SETTINGS_TEXT.defaultTimeZoneHint}
          value={organization.default_time_zone}
          readOnly
          disabled
        />
      )}
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
