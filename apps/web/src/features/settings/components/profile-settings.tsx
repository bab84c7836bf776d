import { updateProfileBodySchema, type UpdateProfileBody, type User } from '@foyer/shared';
import { useAction } from '../../../components/editor/use-action';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';
import { SETTINGS_TEXT } from '../messages';
import { SettingsSection } from './settings-section';
import { useNameForm } from './use-name-form';

/** Everyone edits their own name; it shows in the account menu at once. */
export function ProfileSettings({
  user,
  onSaved,
  onDirtyChange,
}: {
  user: User;
  onSaved: () => Promise<void>;
  /** Told whether the name holds unsaved typing, for the page's leave guard. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const updateProfile = useUpdateProfile();
  const { form, unchanged } = useNameForm(updateProfileBodySchema, user.name, onDirtyChange);

  const save = useAction(
    async (body: UpdateProfileBody) => {
      await updateProfile.mutateAsync(body);
      // Saved is no longer unsaved, even before the refreshed user arrives.
      form.reset(body);
      await onSaved().catch(() => undefined);
    },
    { done: SETTINGS_TEXT.profileUpdated, failed: SETTINGS_TEXT.profileFailed, reason: 'prefixed' },
  );
  const onSubmit = form.handleSubmit((body) => save.run(body));

  return (
    <SettingsSection
      title="Profile"
      description="Your name as your teammates see it in Foyer."
      onSubmit={(event) => void onSubmit(event)}
      footer={
        <Button type="submit" loading={save.pending} disabled={unchanged}>
          {save.pending ? 'Saving...' : 'Save Name'}
        </Button>
      }
    >
      <TextField
        label="Full Name"
        error={form.formState.errors.name?.message}
        autoComplete="name"
        maxLength={120}
        {...form.register('name')}
      />
      <TextField
        label="Email"
        hint="You sign in with this address. To change it, ask another Owner or Admin of your organization."
        value={user.email}
        readOnly
        disabled
      />
    </SettingsSection>
  );
}
