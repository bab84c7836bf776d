import {
  PROJECT_NAME,
  seesAllSubOrganizations,
  updateUserBodySchema,
  type Actor,
  type Role,
  type SubOrganization,
  type UpdateUserBody,
  type User,
} from '@foyer/shared';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useAction } from '../../../components/editor/use-action';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDialogLeaveGuard } from '../../../components/ui/leave-without-saving-dialog';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { fieldIssues, otherIssue, serverFieldIssues } from '../../../lib/field-issues';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { choiceSetter, issuesOf, issuesResolver, showIssues } from '../../../lib/issues-resolver';
import { useUpdateUser } from '../api/update-user';
import { USERS_TEXT } from '../messages';
import { grantableRoles } from '../user-actions';
import { RoleOptions } from './role-options';
import { SubOrganizationChecklist } from './sub-organization-checklist';

export interface EditUserDialogProps {
  /** The user being edited; null keeps the dialog closed. */
  user: User | null;
  onClose: () => void;
  actor: Actor;
  subOrganizations: readonly SubOrganization[];
  onSaved?: (user: User) => void;
}

export function EditUserDialog({ user, onClose, ...props }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && <EditUserForm key={user.id} user={user} onClose={onClose} {...props} />}
    </Dialog>
  );
}

interface EditValues {
  name: string;
  email: string;
  role: Role;
  accessibleSubOrganizations: string[];
}

const FORM_FIELDS = ['name', 'email', 'role', 'accessibleSubOrganizations'];

function EditUserForm({
  user,
  onClose,
  actor,
  subOrganizations,
  onSaved,
}: EditUserDialogProps & { user: User }) {
  const updateUser = useUpdateUser();
  const formRef = useRef<HTMLFormElement>(null);
  // An Owner or Admin becoming an Editor or Viewer has no sub-organizations yet: choose them here.
  const needsSubOrganizationsAs = (role: Role) =>
    !seesAllSubOrganizations(role) && seesAllSubOrganizations(user.role);
  const bodyOf = (values: EditValues): UpdateUserBody => ({
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role,
    org_id: user.org_id,
    projectName: PROJECT_NAME,
    ...(needsSubOrganizationsAs(values.role)
      ? { accessibleSubOrganizations: values.accessibleSubOrganizations }
      : {}),
  });
  const form = useForm<EditValues>({
    // The rules are the server's body schema, checked on the body the form would send.
    resolver: issuesResolver((values) => fieldIssues(updateUserBodySchema.safeParse(bodyOf(values)))),
    shouldFocusError: false,
    defaultValues: {
      name: user.name,
      email: user.email,
      role: user.role,
      accessibleSubOrganizations: user.accessibleSubOrganizations,
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isDirty },
  } = form;
  const values = watch();
  const needsSubOrganizations = needsSubOrganizationsAs(values.role);
  const issues = issuesOf(errors);
  const choose = choiceSetter(form);
  // Someone who has not accepted their invitation yet cannot be made an Owner.
  const roles = grantableRoles(actor).filter(
    (role) => role !== 'Owner' || !user.isInvited || user.role === 'Owner',
  );
  const isSelf = user.id === actor.id;
  const changingOwnRole = isSelf && values.role !== user.role;
  const save = useAction(
    (values: EditValues) => updateUser.mutateAsync({ id: user.id, body: bodyOf(values) }),
    { done: USERS_TEXT.userUpdated, failed: USERS_TEXT.updateFailed, reason: 'prefixed' },
    {
      // The refusal is shown beside its field too, and still said in the toast.
      onFailed: (error) => {
        if (error instanceof ApiError && error.status === 409 && /email/i.test(error.message)) {
          setError('email', { message: error.message });
        } else if (error instanceof ApiError && error.status === 400) {
          showIssues(setError, serverFieldIssues(error.details));
        }
        return false;
      },
    },
  );
  const { guard, allowLeaving } = useDialogLeaveGuard(isDirty && !save.pending, USERS_TEXT.editUser);

  const onValid = async (values: EditValues) => {
    const saved = await save.run(values);
    if (!saved) return;
    allowLeaving();
    onSaved?.(saved);
    onClose();
  };
  const onSubmit = handleSubmit(onValid, () => focusFirstInvalid(formRef.current));

  return (
    <DialogContent
      title={USERS_TEXT.editUser}
      description={`Change ${user.name}'s details and role.`}
      busy={save.pending}
      size="lg"
    >
      <DialogForm ref={formRef} onSubmit={(event) => void onSubmit(event)}>
        <DialogBody className="space-y-5">
          {otherIssue(issues, FORM_FIELDS) && <Alert>{otherIssue(issues, FORM_FIELDS)}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Full Name" error={issues.name} {...register('name')} autoFocus />
            <TextField
              label="Email"
              error={issues.email}
              hint={isSelf ? USERS_TEXT.ownEmailHint : undefined}
              type="email"
              inputMode="email"
              {...register('email')}
              readOnly={isSelf}
              disabled={isSelf}
            />
          </div>
          <RoleOptions
            roles={roles}
            value={values.role}
            onChange={(role) => choose('role', role)}
            error={issues.role}
          />
          {changingOwnRole && (
            <Alert tone="info">
              You are changing your own role. Some pages may no longer be available to you.
            </Alert>
          )}
          {needsSubOrganizations && (
            <SubOrganizationChecklist
              subOrganizations={subOrganizations}
              value={values.accessibleSubOrganizations}
              onChange={(ids) => choose('accessibleSubOrganizations', ids)}
              emptyNote={USERS_TEXT.noSubOrganizations}
              error={issues.accessibleSubOrganizations}
            />
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={save.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.pending}>
            {save.pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </DialogForm>
      {guard}
    </DialogContent>
  );
}
