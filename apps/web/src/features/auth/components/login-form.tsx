import { PROJECT_NAME, PRODUCT_NAME } from '@foyer/shared';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { AuthHeader } from '../../../components/layouts/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage, errorMessageNotBlamingUser, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLogin } from '../api/login';
import { loginFormResolver, preloadLoginRules } from '../load-login-rules';
import { AUTH_TEXT } from '../messages';
import { EmailField } from './email-field';

/** Sign-in card. On success the session is set; the public-route guard then leaves the page. */
export function LoginForm({ notice }: { notice?: string }) {
  const { signIn } = useAuth();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: loginFormResolver, defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await login.mutateAsync({ ...values, projectName: PROJECT_NAME });
      await signIn(result);
    } catch (error) {
      // Only a refusal (401) says the email or password is wrong; a server failure says so.
      setFormError(errorMessageNotBlamingUser(error, AUTH_TEXT.loginFailed));
      resetField('password');
      setFocus('password');
    }
  });
  // The rules download on first validation; should that fail, say so rather than do nothing.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    submit(event).catch((error: unknown) => setFormError(errorMessage(error, UNEXPECTED_ERROR_MESSAGE)));
  };

  return (
    <>
      <AuthHeader brand title={PRODUCT_NAME} description="Sign in to manage your lobby screens." />
      {/* Typing or clicking fetches the rules ahead of submit; the autofocus alone does not. */}
      <form
        onSubmit={onSubmit}
        onInput={preloadLoginRules}
        onKeyDown={preloadLoginRules}
        onPointerDown={preloadLoginRules}
        noValidate
        className="space-y-5 px-6 pt-7 pb-8 sm:px-8 sm:pb-10"
      >
        {formError ? <Alert>{formError}</Alert> : notice ? <Alert tone="info">{notice}</Alert> : null}
        <EmailField error={errors.email?.message} {...register('email')} autoFocus />
        <div className="space-y-2">
          <TextField
            label="Password"
            error={errors.password?.message}
            {...register('password')}
            type="password"
            autoComplete="current-password"
          />
          {/* After the field, so Tab goes Email, Password, then this link (DSH-16). */}
          <p className="text-right">
            <TextLink to={paths.auth.forgotPassword.path} className="text-[13px]">
              {AUTH_TEXT.forgotPasswordLink}
            </TextLink>
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? AUTH_TEXT.signingIn : AUTH_TEXT.signIn}
        </Button>
      </form>
    </>
  );
}

export function LoginFooter() {
  return (
    <>
      Don&apos;t have an account?{' '}
      <TextLink to={paths.auth.register.path}>{AUTH_TEXT.createAccountLink}</TextLink>
    </>
  );
}
