import { forgotPasswordBodySchema, PROJECT_NAME } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAction } from '../../../components/editor/use-action';
import { AuthHeader } from '../../../components/layouts/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StatusIcon } from '../../../components/ui/status-icon';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../api/forgot-password';
import { AUTH_TEXT } from '../messages';
import { EmailField } from './email-field';

const forgotPasswordFormSchema = forgotPasswordBodySchema.pick({ email: true });

export function ForgotPasswordForm() {
  const forgotPassword = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });

  // docs/product.md §8: 'Failed to send reset instructions', with the server's reason for a refusal.
  const send = useAction(
    async (email: string) => {
      await forgotPassword.mutateAsync({ email, projectName: PROJECT_NAME });
      return email;
    },
    { failed: AUTH_TEXT.resetInstructionsFailed, reason: 'prefixed' },
    { notice: setFormError, onDone: setSentTo },
  );
  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    await send.run(email);
  });

  if (sentTo) {
    return (
      <>
        <AuthHeader
          title="Check your email"
          icon={
            <StatusIcon tone="success">
              <MailCheck />
            </StatusIcon>
          }
        />
        <div className="space-y-4 px-6 pt-4 pb-8 sm:px-8 sm:pb-10">
          <Alert tone="success">{AUTH_TEXT.resetInstructionsSent}</Alert>
          <p className="text-sm leading-6 text-zinc-600">
            If an account exists for <span className="font-medium text-zinc-900">{sentTo}</span>, the e-mail
            contains a link that works once and expires after one hour. Check your spam folder if it does not
            arrive in a few minutes.
          </p>
          <Button variant="secondary" size="lg" className="w-full" onClick={() => setSentTo(null)}>
            Use a different email
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <AuthHeader
        title="Forgot your password?"
        description="Enter the email address you sign in with and we will send you a link to choose a new password."
      />
      <form onSubmit={onSubmit} noValidate className="space-y-5 px-6 pt-6 pb-8 sm:px-8 sm:pb-10">
        {formError && <Alert>{formError}</Alert>}
        <EmailField error={errors.email?.message} {...register('email')} autoFocus />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? AUTH_TEXT.sendingResetInstructions : AUTH_TEXT.sendResetInstructions}
        </Button>
      </form>
    </>
  );
}

export function BackToSignIn() {
  return (
    <>
      Remembered it? <TextLink to={paths.auth.login.path}>Back to sign in</TextLink>
    </>
  );
}
