import {
  RESET_PASSWORD_MIN,
  RESET_SUCCESS_REDIRECT_MS,
  resetPasswordFormSchema,
  type ResetPasswordForm as ResetPasswordFormValues,
} from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, Link2Off } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAction } from '../../../components/editor/use-action';
import { AuthHeader } from '../../../components/layouts/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusIcon } from '../../../components/ui/status-icon';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { useResetPassword } from '../api/reset-password';
import { useResetToken } from '../api/get-reset-token';
import { AUTH_TEXT } from '../messages';
import { NewPasswordFields } from './new-password-fields';

/** The link check answers 404 for an unknown, used or expired token (400 for a malformed one). */
function isDeadLinkAnswer(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The reset call refuses a dead link with 'Invalid reset token'; other 400s concern the password. */
function isInvalidTokenError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) return true;
  return (
    error.status === 400 &&
    (error.message === AUTH_TEXT.invalidResetToken ||
      error.details.some((detail) => detail.path.includes('token')))
  );
}

/** 'Invalid Reset Link' with a way to ask for a new one. */
export function InvalidResetLink({ reason }: { reason: string }) {
  return (
    <>
      <AuthHeader
        title={AUTH_TEXT.invalidResetLinkTitle}
        description={reason}
        icon={
          <StatusIcon tone="error">
            <Link2Off />
          </StatusIcon>
        }
      />
      <div className="space-y-3 px-6 pt-6 pb-8 sm:px-8 sm:pb-10">
        <Button asChild size="lg" className="w-full">
          <Link to={paths.auth.forgotPassword.path}>Request a new reset link</Link>
        </Button>
        <Button asChild variant="ghost" size="lg" className="w-full">
          <Link to={paths.auth.login.path}>Back to sign in</Link>
        </Button>
      </div>
    </>
  );
}

const EXPIRED_LINK_REASON =
  'This password reset link has expired or has already been used. Reset links work once and expire after one hour.';

/** Checks the link first, so a dead link says so before anyone types a new password. */
export function ResetPasswordForm({ token }: { token: string }) {
  const check = useResetToken(token);
  const [phase, setPhase] = useState<'form' | 'rejected' | 'done'>('form');

  // Once the password is changed the link is spent: its check no longer matters.
  if (phase === 'done') return <PasswordResetDone />;
  if (check.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-16 text-sm text-zinc-500" role="status">
        <Spinner size="md" className="text-brand-600" />
        Checking your reset link…
      </div>
    );
  }
  if (phase === 'rejected' || isDeadLinkAnswer(check.error)) {
    return <InvalidResetLink reason={EXPIRED_LINK_REASON} />;
  }
  // Any other failure of the check (e.g. offline) still lets the person try; the reset call decides.
  return (
    <NewPasswordForm
      token={token}
      onInvalidToken={() => setPhase('rejected')}
      onDone={() => setPhase('done')}
    />
  );
}

function PasswordResetDone() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(paths.auth.login.path, { replace: true }),
      RESET_SUCCESS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <>
      <AuthHeader
        title="Password updated"
        icon={
          <StatusIcon tone="success">
            <CircleCheck />
          </StatusIcon>
        }
      />
      <div className="space-y-4 px-6 pt-4 pb-8 sm:px-8 sm:pb-10">
        <Alert tone="success">{AUTH_TEXT.passwordResetDone}</Alert>
        <p className="flex items-center gap-2 text-sm text-zinc-500">
          <Spinner className="text-zinc-400" />
          Taking you to sign in…
        </p>
      </div>
    </>
  );
}

function NewPasswordForm({
  token,
  onInvalidToken,
  onDone,
}: {
  token: string;
  onInvalidToken: () => void;
  onDone: () => void;
}) {
  const { state, clearSession } = useAuth();
  const resetPassword = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  // docs/product.md §8: 'Failed to reset password: {server's reason}' for a refusal, else try again;
  // a spent or unknown link shows its own page.
  const reset = useAction(
    (password: string) => resetPassword.mutateAsync({ token, password }),
    { failed: AUTH_TEXT.resetPasswordFailed, reason: 'prefixed', fallback: AUTH_TEXT.resetFailed },
    {
      notice: setFormError,
      onFailed: (error) => {
        if (!isInvalidTokenError(error)) return false;
        onInvalidToken();
        return true;
      },
      onDone: () => {
        // A reset signs every session out on the server; forget one held in this browser too.
        if (state.status === 'authenticated') clearSession();
        onDone();
      },
    },
  );
  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    await reset.run(password);
  });

  return (
    <>
      <AuthHeader
        title="Set a new password"
        description="Choose a new password for your account. You will use it to sign in from now on."
        icon={
          <StatusIcon tone="brand">
            <KeyRound />
          </StatusIcon>
        }
      />
      <form onSubmit={onSubmit} noValidate className="space-y-5 px-6 pt-6 pb-8 sm:px-8 sm:pb-10">
        {formError && <Alert>{formError}</Alert>}
        <NewPasswordFields
          label="New Password"
          hint={`Use at least ${RESET_PASSWORD_MIN} characters.`}
          register={register}
          errors={errors}
          autoFocus
        />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? AUTH_TEXT.resettingPassword : AUTH_TEXT.resetPassword}
        </Button>
      </form>
    </>
  );
}
