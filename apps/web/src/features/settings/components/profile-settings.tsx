import { updateProfileBodySchema, type User } from '@foyer/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { prefixedErrorMessage } from '../../../lib/api-client';
import { fieldIssues } from '../../../lib/field-issues';
import { useUpdateProfile } from '../api/update-profile';
import { SETTINGS_TEXT } from '../messages';
import { SettingsSection } from './settings-section';

/** Everyone edits their own name; it shows in the account menu at once. */
export function ProfileSettings({ user, onSaved }: { user: User; onSaved: () => Promise<void> }) {
  const updateProfile = useUpdateProfile();
  const [name, setName] = useState(user.name);
  const [submitted, setSubmitted] = useState(false);
  const parsed = updateProfileBodySchema.safeParse({ name });
  const issue = submitted ? fieldIssues(parsed).name : undefined;
  const unchanged = name.trim() === user.name;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    try {
      await updateProfile.mutateAsync(parsed.data);
      await onSaved().catch(() => undefined);
      setSubmitted(false);
      toast.success(SETTINGS_TEXT.profileUpdated);
    } catch (error) {
      console.error(error);
      toast.error(prefixedErrorMessage(SETTINGS_TEXT.profileFailed, error));
    }
  };

  return (
    <SettingsSection
      title="Profile"
      description="Your name as your teammates see it in Foyer."
      onSubmit={onSubmit}
      footer={
        <Button type="submit" loading={updateProfile.isPending} disabled={unchanged}>
          {updateProfile.isPending ? 'Saving...' : 'Save Name'}
        </Button>
      }
    >
      <TextField
        label="Full Name"
        error={issue}
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="name"
        maxLength={120}
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
