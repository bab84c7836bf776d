import {
  PRODUCT_NAME,
  PROJECT_NAME,
  REGISTER_MANUAL_LOGIN_REDIRECT_MS,
  REGISTER_PASSWORD_MIN,
  REGISTER_SUCCESS_REDIRECT_MS,
  registerFormSchema,
  type AuthResult,
  type RegisterForm as RegisterFormValues,
} from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AuthHeader } from '../../../components/layouts/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { login } from '../api/login';
import { useRegister } from '../api/register';
import { AUTH_TEXT } from '../messages';
import { EmailField } from './email-field';
import { NewPasswordFields } from './new-password-fields';

/** After the account exists: signed in automatically, or sent to sign in by hand (docs/product.md §4 Register). */
type Outcome = { kind: 'signing-in'; auth: AuthResult } | { kind: 'manual-login' };

export function RegisterForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!outcome) return;
    if (outcome.kind === 'signing-in') {
      const timer = window.setTimeout(() => {
        void signIn(outcome.auth).then(() => navigate(paths.root.path, { replace: true }));
      }, REGISTER_SUCCESS_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(
      () => navigate(paths.auth.login.path, { replace: true }),
      REGISTER_MANUAL_LOGIN_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome, signIn, navigate]);

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setFormError(null);
    let created;
    try {
      created = await registerAccount.mutateAsync({ name, email, password, projectName: PROJECT_NAME });
    } catch (error) {
      setFormError(errorMessage(error, AUTH_TEXT.registerFailed));
      return;
    }
    let auth: AuthResult | null =
      created.user && created.token ? { user: created.user, token: created.token } : null;
    if (!auth) {
      // The account exists; sign in with the same credentials to get a session.
      auth = await login({ email, password, projectName: PROJECT_NAME }).catch(() => null);
    }
    setOutcome(auth ? { kind: 'signing-in', auth } : { kind: 'manual-login' });
  });

  if (outcome) {
    const signingIn = outcome.kind === 'signing-in';
    return (
      <>
        <AuthHeader brand title={PRODUCT_NAME} description="Welcome aboard." />
        <div className="px-6 pt-7 pb-8 sm:px-8 sm:pb-10">
          <Alert tone="success">
            <span className="flex items-center justify-between gap-3">
              {signingIn ? AUTH_TEXT.registerSuccess : AUTH_TEXT.registerManualLogin}
              <Spinner className="text-emerald-600" />
            </span>
          </Alert>
        </div>
      </>
    );
  }

  return (
    <>
      <AuthHeader
        brand
        title={PRODUCT_NAME}
        description="Create your account. You will be the owner of a new organization."
      />
      <form onSubmit={onSubmit} noValidate className="space-y-5 px-6 pt-7 pb-8 sm:px-8 sm:pb-10">
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label="Full Name"
          error={errors.name?.message}
          {...register('name')}
          autoComplete="name"
          placeholder="Jordan Lee"
          autoFocus
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <NewPasswordFields
          label="Password"
          hint={`Use at least ${REGISTER_PASSWORD_MIN} characters.`}
          register={register}
          errors={errors}
        />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? AUTH_TEXT.creatingAccount : AUTH_TEXT.createAccount}
        </Button>
      </form>
    </>
  );
}

export function RegisterFooter() {
  return (
    <>
      Already have an account? <TextLink to={paths.auth.login.path}>Sign in</TextLink>
    </>
  );
}
