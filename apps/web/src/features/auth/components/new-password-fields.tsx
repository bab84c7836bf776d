import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';

/** The part of a react-hook-form form where a new password is chosen and typed again. */
interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The form's `register`, narrowed to these two fields so that any form holding them fits. */
type RegisterNewPassword = (
  name: keyof NewPasswordValues,
  options?: { deps?: (keyof NewPasswordValues)[] },
) => UseFormRegisterReturn;

/**
 * A new password and its confirmation (sign-up, reset). Changing the password validates the
 * confirmation again (`deps`), so its mismatch message follows either field.
 */
export function NewPasswordFields({
  label,
  hint,
  register,
  errors,
  autoFocus,
}: {
  label: string;
  hint: string;
  register: RegisterNewPassword;
  errors: FieldErrors<NewPasswordValues>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={label}
        error={errors.password?.message}
        hint={hint}
        {...register('password', { deps: ['confirmPassword'] })}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <TextField
        label="Confirm Password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
