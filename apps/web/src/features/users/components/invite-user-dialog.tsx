import { INVITABLE_ROLES, type SubOrganization } from '@foyer/shared';
import { KeyRound, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAction } from '../../../components/editor/use-action';
import { Button } from '../../../components/ui/button';
import { useDialogLeaveGuard } from '../../../components/ui/leave-without-saving-dialog';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { otherIssue, serverFieldIssues } from '../../../lib/field-issues';
import { Alert } from '../../../components/ui/alert';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { choiceSetter, issuesOf, issuesResolver, showIssues } from '../../../lib/issues-resolver';
import { useCreateUser } from '../api/create-user';
import { useInviteUser } from '../api/invite-user';
import {
  toInviteBody,
  validateInviteForm,
  type InviteFormIssues,
  type InviteFormValues,
  type JoinMethod,
} from '../invite-form';
import { USERS_TEXT } from '../messages';
import { RoleOptions } from './role-options';
import { SubOrganizationChecklist } from './sub-organization-checklist';

export interface InviteUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orgId: string;
  organizationName?: string;
  subOrganizations: readonly SubOrganization[];
}

export function InviteUserDialog({ open, onOpenChange, ...props }: InviteUserDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted only while open, so each invitation starts from an empty form. */}
      {open && <InviteUserForm {...props} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

const FORM_FIELDS = ['name', 'email', 'password', 'role', 'accessibleSubOrganizations'];

const METHODS: { value: JoinMethod; label: string; icon: typeof Mail; hint: string }[] = [
  {
    value: 'invite',
    label: 'Send an invitation',
    icon: Mail,
    hint: 'They get an e-mail with a link to choose their own password. The link works for 7 days.',
  },
  {
    value: 'password',
    label: 'Set a password now',
    icon: KeyRound,
    hint: 'The account is ready at once. Share the password with them yourself.',
  },
];

function InviteUserForm({
  orgId,
  organizationName,
  subOrganizations,
  onDone,
}: Omit<InviteUserDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const inviteUser = useInviteUser();
  const createUser = useCreateUser();
  const [method, setMethod] = useState<JoinMethod>('invite');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<InviteFormValues, JoinMethod>({
    resolver: issuesResolver(validateInviteForm),
    context: method,
    shouldFocusError: false,
    defaultValues: {
      name: '',
      email: '',
      role: 'Editor',
      // With a single sub-organization there is nothing to choose.
      accessibleSubOrganizations:
        subOrganizations.length === 1 && subOrganizations[0] ? [subOrganizations[0].id] : [],
      password: '',
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    trigger,
    formState: { errors, isDirty, isSubmitted },
  } = form;
  const values = watch();
  const inviting = method === 'invite';
  // docs/product.md §8: a refusal is said in a toast after the dashboard's text, and beside the
  // fields it names (DSH-23).
  const send = useAction(
    async (entered: InviteFormValues) => {
      const body = toInviteBody(entered, orgId);
      if (inviting) await inviteUser.mutateAsync(body);
      else await createUser.mutateAsync({ ...body, password: entered.password });
      return true;
    },
    inviting
      ? {
          done: USERS_TEXT.invitationSent,
          failed: USERS_TEXT.inviteFailed,
          reason: 'prefixed',
          // An invitation the server gave no reason for has its own text: '… Please try again.'
          fallback: USERS_TEXT.inviteFailedRetry,
        }
      : { done: USERS_TEXT.userCreated, failed: USERS_TEXT.createFailed, reason: 'prefixed' },
    {
      onFailed: (error) => {
        if (error instanceof ApiError) showIssues(setError, issuesFromRefusal(error));
        return false;
      },
    },
  );
  const pending = send.pending;
  const { guard, allowLeaving } = useDialogLeaveGuard(isDirty && !pending, USERS_TEXT.inviteUser);
  const issues = issuesOf(errors);
  const choose = choiceSetter(form);
  // The method decides whether a password is needed: a change of method checks again (not the
  // submit itself, whose server messages would be cleared).
  const checkedMethod = useRef(method);
  useEffect(() => {
    if (checkedMethod.current === method) return;
    checkedMethod.current = method;
    if (isSubmitted) void trigger();
  }, [method, isSubmitted, trigger]);

  const onValid = async (entered: InviteFormValues) => {
    if (!(await send.run(entered))) return;
    allowLeaving();
    onDone();
  };
  const onSubmit = handleSubmit(onValid, () => focusFirstInvalid(formRef.current));

  const activeMethod = METHODS.find((m) => m.value === method) ?? METHODS[0];
  const isAdmin = values.role === 'Admin';

  return (
    <DialogContent
      title={USERS_TEXT.inviteUser}
      description={
        organizationName ? `Add a teammate to ${organizationName}.` : 'Add a teammate to your organization.'
      }
      busy={pending}
      size="lg"
    >
      <DialogForm ref={formRef} onSubmit={(event) => void onSubmit(event)}>
        <DialogBody className="space-y-5">
          {otherIssue(issues, FORM_FIELDS) && <Alert>{otherIssue(issues, FORM_FIELDS)}</Alert>}
          <fieldset>
            <legend className="sr-only">How they join</legend>
            <div className="grid grid-cols-2 gap-1 rounded-lg bg-zinc-100 p-1">
              {METHODS.map(({ value, label, icon: Icon }) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center justify-center gap-2 rounded-md px-2 py-1.5 text-[13px] font-medium transition-colors',
                    'has-focus-visible:ring-2 has-focus-visible:ring-brand-500/40',
                    method === value
                      ? 'bg-white text-zinc-900 shadow-xs'
                      : 'text-zinc-600 hover:text-zinc-900',
                  )}
                >
                  <input
                    type="radio"
                    name="join-method"
                    value={value}
                    checked={method === value}
                    onChange={() => setMethod(value)}
                    className="sr-only"
                  />
                  <Icon className="size-4 shrink-0" aria-hidden />
                  {label}
                </label>
              ))}
            </div>
            <p className="mt-2 text-[13px] leading-5 text-zinc-500">{activeMethod?.hint}</p>
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Full Name"
              error={issues.name}
              {...register('name')}
              autoComplete="off"
              placeholder="Jordan Lee"
              autoFocus
            />
            <TextField
              label="Email"
              error={issues.email}
              type="email"
              inputMode="email"
              autoComplete="off"
              {...register('email')}
              placeholder="jordan@company.com"
            />
          </div>

          {method === 'password' && (
            <TextField
              label="Password"
              error={issues.password}
              hint="At least 6 characters."
              type="password"
              autoComplete="new-password"
              {...register('password')}
            />
          )}

          <RoleOptions
            roles={INVITABLE_ROLES}
            value={values.role}
            onChange={(role) => choose('role', role)}
            error={issues.role}
          />

          <SubOrganizationChecklist
            subOrganizations={subOrganizations}
            value={values.accessibleSubOrganizations}
            onChange={(ids) => choose('accessibleSubOrganizations', ids)}
            allAccessNote={isAdmin ? USERS_TEXT.adminsHaveAllAccess : undefined}
            emptyNote={USERS_TEXT.noSubOrganizations}
            error={issues.accessibleSubOrganizations}
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {method === 'invite'
              ? pending
                ? 'Sending...'
                : 'Send Invitation'
              : pending
                ? 'Creating...'
                : 'Create User'}
          </Button>
        </DialogFooter>
      </DialogForm>
      {guard}
    </DialogContent>
  );
}

/** A 409 concerns the e-mail address; a 400 names its fields. */
function issuesFromRefusal(error: ApiError): InviteFormIssues {
  if (error.status === 409) return { email: error.message };
  if (error.status === 400) return serverFieldIssues(error.details);
  return {};
}
