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
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toaster';
import { ApiError, prefixedErrorMessage } from '../../../lib/api-client';
import { fieldIssues, otherIssue, serverFieldIssues } from '../../../lib/field-issues';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useFormValues } from '../../../lib/use-form-values';
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

type Issues = Partial<Record<keyof EditValues | 'form', string>>;

function EditUserForm({
  user,
  onClose,
  actor,
  subOrganizations,
  onSaved,
}: EditUserDialogProps & { user: User }) {
  const updateUser = useUpdateUser();
  const { values, set } = useFormValues<EditValues>({
    name: user.name,
    email: user.email,
    role: user.role,
    accessibleSubOrganizations: user.accessibleSubOrganizations,
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverIssues, setServerIssues] = useState<Issues>({});
  const formRef = useRef<HTMLFormElement>(null);

  // An Owner or Admin becoming an Editor or Viewer has no sub-organizations yet: choose them here.
  const needsSubOrganizations = !seesAllSubOrganizations(values.role) && seesAllSubOrganizations(user.role);
  const body: UpdateUserBody = {
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role,
    org_id: user.org_id,
    projectName: PROJECT_NAME,
    ...(needsSubOrganizations ? { accessibleSubOrganizations: values.accessibleSubOrganizations } : {}),
  };
  const validation: Issues = fieldIssues(updateUserBodySchema.safeParse(body));
  const issues: Issues = submitted ? { ...serverIssues, ...validation } : {};
  // Someone who has not accepted their invitation yet cannot be made an Owner.
  const roles = grantableRoles(actor).filter(
    (role) => role !== 'Owner' || !user.isInvited || user.role === 'Owner',
  );
  const isSelf = user.id === actor.id;
  const changingOwnRole = isSelf && values.role !== user.role;

  const update = <K extends keyof EditValues>(key: K, value: EditValues[K]) => {
    set(key, value);
    setServerIssues((previous) => ({ ...previous, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerIssues({});
    if (Object.values(validation).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const saved = await updateUser.mutateAsync({ id: user.id, body });
      toast.success(USERS_TEXT.userUpdated);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      console.error(error);
      if (error instanceof ApiError && error.status === 409 && /email/i.test(error.message)) {
        setServerIssues({ email: error.message });
      } else if (error instanceof ApiError && error.status === 400) {
        setServerIssues(serverFieldIssues(error.details));
      }
      toast.error(prefixedErrorMessage(USERS_TEXT.updateFailed, error));
    }
  };

  return (
    <DialogContent
      title={USERS_TEXT.editUser}
      description={`Change ${user.name}'s details and role.`}
      busy={updateUser.isPending}
      size="lg"
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="space-y-5">
          {otherIssue(issues, FORM_FIELDS) && <Alert>{otherIssue(issues, FORM_FIELDS)}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Full Name" error={issues.name}>
              {(control) => (
                <Input
                  {...control}
                  value={values.name}
                  onChange={(e) => update('name', e.target.value)}
                  autoFocus
                />
              )}
            </FormField>
            <FormField label="Email" error={issues.email} hint={isSelf ? USERS_TEXT.ownEmailHint : undefined}>
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  inputMode="email"
                  value={values.email}
                  onChange={(e) => update('email', e.target.value)}
                  readOnly={isSelf}
                  disabled={isSelf}
                />
              )}
            </FormField>
          </div>
          <RoleOptions
            roles={roles}
            value={values.role}
            onChange={(role) => update('role', role)}
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
              onChange={(ids) => update('accessibleSubOrganizations', ids)}
              emptyNote={USERS_TEXT.noSubOrganizations}
              error={issues.accessibleSubOrganizations}
            />
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={updateUser.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={updateUser.isPending}>
            {updateUser.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
