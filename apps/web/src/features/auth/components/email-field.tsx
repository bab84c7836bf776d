import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

/**
 * The e-mail address someone signs in with, as the auth forms ask for it (password managers and
 * phone keyboards key on these attributes). Other props, `{...register('email')}` included, go
 * to the input. No zod here: the sign-in page renders it.
 */
export function EmailField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@company.com"
      {...props}
    />
  );
}
