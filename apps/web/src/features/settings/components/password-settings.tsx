import { changePasswordFormSchema, REGISTER_PASSWORD_MIN, type ChangePasswordForm } from '@foyer/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { ApiError, prefixedErrorMessage } from '../../../lib/api-client';
import { fieldIssues } from '../../../lib/field-issues';
import { useFormValues } from '../../../lib/use-form-values';
import { useChangePassword } from '../api/change-password';
import { SETTINGS_TEXT } from '../messages';
import { SettingsSection } from './settings-section';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one is required; every other session is signed out. */
export function PasswordSettings() {
  const changePassword = useChangePassword();
  const { values, set, setValues } = useFormValues<ChangePasswordForm>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [wrongCurrent, setWrongCurrent] = useState<string | null>(null);
  const parsed = changePasswordFormSchema.safeParse(values);
  const issues = submitted ? fieldIssues(parsed) : {};

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setWrongCurrent(null);
    if (!parsed.success) return;
    const { currentPassword, newPassword } = parsed.data;
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      setValues(EMPTY);
      setSubmitted(false);
      toast.success(SETTINGS_TEXT.passwordChanged);
    } catch (error) {
      console.error(error);
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        error.message === SETTINGS_TEXT.currentPasswordIncorrect
      ) {
        setWrongCurrent(error.message);
        return;
      }
      toast.error(prefixedErrorMessage(SETTINGS_TEXT.passwordFailed, error));
    }
  };

  return (
    <SettingsSection
      title="Password"
      description="Changing your password signs you out of Foyer on every other browser and device. This one stays signed in."
      onSubmit={onSubmit}
      footer={
        <Button type="submit" loading={changePassword.isPending}>
          {changePassword.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      }
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <TextField
        label="Current Password"
        error={wrongCurrent ?? issues.currentPassword}
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(e) => {
          setWrongCurrent(null);
          set('currentPassword', e.target.value);
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="New Password"
          error={issues.newPassword}
          hint={`At least ${REGISTER_PASSWORD_MIN} characters.`}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(e) => set('newPassword', e.target.value)}
        />
        <TextField
          label="Confirm New Password"
          error={issues.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => set('confirmPassword', e.target.value)}
        />
      </div>
    </SettingsSection>
  );
}
