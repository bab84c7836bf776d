import { acceptInvitationBodySchema, type InvitationDetails } from '@foyer/shared';
import { Check, Circle, Link2Off, MailOpen, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AuthHeader } from '../../../components/layouts/auth-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatusIcon } from '../../../components/ui/status-icon';
import { TextField } from '../../../components/ui/text-field';
import { DEFAULT_APP_PATH, paths } from '../../../config/paths';
import { ApiError, prefixedErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { cn } from '../../../lib/cn';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { issuesResolver } from '../../../lib/issues-resolver';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { INVITATION_TEXT } from '../messages';
import { acceptFormRules, allRulesMet, type AcceptFormValues } from '../password-rules';

/** An unknown, used or expired token is answered 404 (400 for a malformed one). */
function isDeadInvitation(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * docs/product.md §2 Accept invitation: loads the invitation, shows who is invited to what, then sets the
 * name and password; on success the new session is stored and the dashboard opens.
 */
export function AcceptInvitation({ token, onReady }: { token: string | null; onReady?: () => void }) {
  const invitation = useInvitation(token);
  // Once the invitation was used or expired between loading and accepting, the form gives way.
  const [spent, setSpent] = useState(false);

  if (!token) {
    return <InvitationProblem title={INVITATION_TEXT.invalidTitle} message={INVITATION_TEXT.noToken} />;
  }
  if (spent) {
    return (
      <InvitationProblem title={INVITATION_TEXT.errorTitle} message={INVITATION_TEXT.invalidOrExpired} />
    );
  }
  if (invitation.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 px-6 py-16 text-sm text-zinc-500" role="status">
        <Spinner size="md" className="text-brand-600" />
        Checking your invitation…
      </div>
    );
  }
  if (invitation.isError) {
    if (isDeadInvitation(invitation.error)) {
      return (
        <InvitationProblem
          title={INVITATION_TEXT.invalidTitle}
          message={INVITATION_TEXT.notFound}
          hint="Invitations work once and expire after 7 days. Ask the person who invited you to send a new one."
        />
      );
    }
    return (
      <InvitationProblem
        title={INVITATION_TEXT.errorTitle}
        message={INVITATION_TEXT.loadFailed}
        hint="Check your connection, then try again."
        onRetry={() => void invitation.refetch()}
        retrying={invitation.isFetching}
      />
    );
  }
  return (
    <AcceptForm token={token} invitation={invitation.data} onSpent={() => setSpent(true)} onReady={onReady} />
  );
}

function InvitationProblem({
  title,
  message,
  hint,
  onRetry,
  retrying = false,
}: {
  title: string;
  message: string;
  hint?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <>
      <AuthHeader
        title={title}
        description={
          <>
            <span role="alert" className="block font-medium text-zinc-800">
              {message}
            </span>
            {hint && <span className="mt-1 block">{hint}</span>}
          </>
        }
        icon={<StatusIcon tone="error">{onRetry ? <TriangleAlert /> : <Link2Off />}</StatusIcon>}
      />
      <div className="space-y-3 px-6 pt-6 pb-8 sm:px-8 sm:pb-10">
        {onRetry && (
          <Button size="lg" variant="secondary" className="w-full" onClick={onRetry} loading={retrying}>
            <RefreshCw className="size-4" aria-hidden />
            Try again
          </Button>
        )}
        <Button asChild size="lg" className="w-full">
          <Link to={paths.auth.login.path}>{INVITATION_TEXT.goToLogin}</Link>
        </Button>
      </div>
    </>
  );
}

function AcceptForm({
  token,
  invitation,
  onSpent,
  onReady,
}: {
  token: string;
  invitation: InvitationDetails;
  onSpent: () => void;
  onReady?: () => void;
}) {
  const { state, signIn } = useAuth();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitted: submitted },
  } = useForm<AcceptFormValues>({
    // The rules show as a checklist beside the fields; a submit without them says so once, above.
    resolver: issuesResolver((values) => {
      const body = acceptInvitationBodySchema.safeParse({ name: values.name, password: values.password });
      return allRulesMet(acceptFormRules(values)) && body.success
        ? {}
        : { form: INVITATION_TEXT.requirementsUnmet };
    }),
    shouldFocusError: false,
    defaultValues: { name: invitation.name, password: '', confirmPassword: '' },
  });
  const values = watch();
  const [serverError, setServerError] = useState<string | null>(null);
  const formError = serverError ?? errors.root?.message ?? null;
  const [finishing, setFinishing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const rules = acceptFormRules(values);
  const showMismatch = (submitted || values.confirmPassword.length > 0) && !rules.matches;
  const signedInElsewhere = state.status === 'authenticated' && state.user.email !== invitation.email;

  useEffect(() => onReady?.(), [onReady]);

  const onValid = async ({ name, password }: AcceptFormValues) => {
    setServerError(null);
    try {
      const result = await accept.mutateAsync({
        token,
        body: acceptInvitationBodySchema.parse({ name, password }),
      });
      setFinishing(true);
      await signIn(result);
      navigate(DEFAULT_APP_PATH, { replace: true });
    } catch (error) {
      console.error(error);
      setFinishing(false);
      if (error instanceof ApiError && error.status === 404) {
        onSpent();
      } else {
        // docs/product.md §8 wording first, then the server's reason for a refusal: 'Failed to create
        // account: …'; a senseless answer says 'Failed to create account', else try again.
        const invalidAnswer = error instanceof ApiError && error.code === 'INVALID_RESPONSE';
        setServerError(
          prefixedErrorMessage(
            INVITATION_TEXT.createFailed,
            error,
            invalidAnswer ? INVITATION_TEXT.createFailed : INVITATION_TEXT.createFailedRetry,
          ),
        );
      }
    }
  };
  const onSubmit = handleSubmit(onValid, () => {
    setServerError(null);
    focusFirstInvalid(formRef.current);
  });

  const busy = accept.isPending || finishing;

  return (
    <>
      <AuthHeader
        title={`Join ${invitation.organizationName}`}
        description="You've been invited to Foyer. Choose a password to finish creating your account."
        icon={
          <StatusIcon tone="brand">
            <MailOpen />
          </StatusIcon>
        }
      />
      <dl className="mx-6 mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-zinc-50 px-4 py-3.5 text-sm ring-1 ring-zinc-100 sm:mx-8">
        <dt className="text-zinc-500">Name</dt>
        <dd className="min-w-0 truncate font-medium text-zinc-900">{invitation.name}</dd>
        <dt className="text-zinc-500">Email</dt>
        <dd className="min-w-0 font-medium break-all text-zinc-900">{invitation.email}</dd>
        <dt className="text-zinc-500">Role</dt>
        <dd className="font-medium text-zinc-900">{invitation.role}</dd>
        <dt className="text-zinc-500">Organization</dt>
        <dd className="min-w-0 truncate font-medium text-zinc-900">{invitation.organizationName}</dd>
      </dl>
      <form
        ref={formRef}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="space-y-5 px-6 pt-6 pb-8 sm:px-8 sm:pb-10"
      >
        {signedInElsewhere && (
          <Alert tone="info">
            You are signed in as {state.user.email}. Accepting signs you in to this new account instead.
          </Alert>
        )}
        {formError && <Alert>{formError}</Alert>}
        {/* The invited address, for password managers: it is the sign-in name of the new account. */}
        <input type="email" name="email" value={invitation.email} autoComplete="username" readOnly hidden />
        <TextField
          label="Full Name"
          error={submitted && !rules.nameGiven ? INVITATION_TEXT.nameRequired : undefined}
          {...register('name')}
          autoComplete="name"
        />
        <div className="space-y-2">
          <TextField
            label="Password"
            aria-describedby="password-rules"
            aria-invalid={submitted && !rules.longEnough ? true : undefined}
            type="password"
            autoComplete="new-password"
            {...register('password')}
            autoFocus
          />
          <ul id="password-rules" className="text-[13px]">
            <Rule met={rules.longEnough} flagged={submitted}>
              {INVITATION_TEXT.atLeastEight}
            </Rule>
          </ul>
        </div>
        <TextField
          label="Confirm Password"
          error={showMismatch ? INVITATION_TEXT.passwordsDoNotMatch : undefined}
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {busy ? INVITATION_TEXT.accepting : INVITATION_TEXT.accept}
        </Button>
      </form>
    </>
  );
}

/** One password requirement: grey while unmet, red once a submit tried without it, green when met. */
function Rule({ met, flagged, children }: { met: boolean; flagged: boolean; children: string }) {
  const Icon = met ? Check : Circle;
  return (
    <li
      data-met={met}
      className={cn(
        'flex items-center gap-2 transition-colors',
        met ? 'text-emerald-700' : flagged ? 'text-red-600' : 'text-zinc-500',
      )}
    >
      <Icon className={cn('size-3.5 shrink-0', !met && 'size-3')} strokeWidth={met ? 3 : 2.5} aria-hidden />
      {children}
      <span className="sr-only">{met ? '(done)' : '(not yet)'}</span>
    </li>
  );
}
