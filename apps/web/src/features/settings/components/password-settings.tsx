import { changePasswordFormSchema, REGISTER_PASSWORD_MIN, type ChangePasswordForm } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useAction } from '../../../components/editor/use-action';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useReportUnsaved } from '../../../lib/use-unsaved-changes';
import { useChangePassword } from '../api/change-password';
import { SETTINGS_TEXT } from '../messages';
import { SettingsSection } from './settings-section';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one is required; every other session is signed out. */
export function PasswordSettings({
  onDirtyChange,
}: {
  /** Told whether the fields hold unsaved typing, for the page's leave guard. */
  onDirtyChange?: (dirty: boolean) => void;
} = {}) {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  useReportUnsaved(isDirty, onDirtyChange);

  const change = useAction(
    async ({ currentPassword, newPassword }: ChangePasswordForm) => {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
    },
    { done: SETTINGS_TEXT.passwordChanged, failed: SETTINGS_TEXT.passwordFailed, reason: 'prefixed' },
    {
      onFailed: (error) => {
        const wrong =
          error instanceof ApiError &&
          error.status === 400 &&
          error.message === SETTINGS_TEXT.currentPasswordIncorrect;
        // Beside the field, cleared as soon as it changes, like the browser's own checks.
        if (wrong) setError('currentPassword', { type: 'server', message: error.message });
        return wrong;
      },
    },
  );
  const onSubmit = handleSubmit((values) => change.run(values));

  return (
    <SettingsSection
      title="Password"
      description="Changing your password signs you out of Foyer on every other browser and device. This one stays signed in."
      onSubmit={(event) => void onSubmit(event)}
      footer={
        <Button type="submit" loading={change.pending}>
          {change.pending ? 'Changing...' : 'Change Password'}
        </Button>
      }
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <TextField
        label="Current Password"
        error={errors.currentPassword?.message}
        type="password"
        autoComplete="current-password"
        {...register('currentPassword')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="New Password"
          error={errors.newPassword?.message}
          hint={`At least ${REGISTER_PASSWORD_MIN} characters.`}
          type="password"
          autoComplete="new-password"
          {...register('newPassword', { deps: ['confirmPassword'] })}
        />
        <TextField
          label="Confirm New Password"
          error={errors.confirmPassword?.message}
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
      </div>
    </SettingsSection>
  );
}
