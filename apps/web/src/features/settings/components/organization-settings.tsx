import { can, updateOrganizationBodySchema, type Organization, type User } from '@foyer/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { prefixedErrorMessage } from '../../../lib/api-client';
import { fieldIssues } from '../../../lib/field-issues';
import { useUpdateOrganization } from '../api/update-organization';
import { SETTINGS_TEXT } from '../messages';
import { SettingsSection } from './settings-section';

/** Owners and Admins rename the organization; everyone else sees its name. */
export function OrganizationSettings({
  user,
  organization,
  onSaved,
}: {
  user: User;
  organization: Organization;
  onSaved: () => Promise<void>;
}) {
  const updateOrganization = useUpdateOrganization();
  const [name, setName] = useState(organization.name);
  const [submitted, setSubmitted] = useState(false);
  const editable = can(user, 'organization:edit', { org_id: organization.id });
  const parsed = updateOrganizationBodySchema.safeParse({ name });
  const issue = submitted ? fieldIssues(parsed).name : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    try {
      await updateOrganization.mutateAsync({ orgId: organization.id, body: parsed.data });
      await onSaved().catch(() => undefined);
      setSubmitted(false);
      toast.success(SETTINGS_TEXT.organizationRenamed);
    } catch (error) {
      console.error(error);
      toast.error(prefixedErrorMessage(SETTINGS_TEXT.organizationFailed, error));
    }
  };

  return (
    <SettingsSection
      title="Organization"
      description={
        editable
          ? 'The name of your company or property group, shown to everyone on your team.'
          : 'Only Owners and Admins can rename the organization.'
      }
      onSubmit={editable ? onSubmit : undefined}
      footer={
        editable && (
          <Button
            type="submit"
            loading={updateOrganization.isPending}
            disabled={name.trim() === organization.name}
          >
            {updateOrganization.isPending ? 'Saving...' : 'Rename Organization'}
          </Button>
        )
      }
    >
      <TextField
        label="Organization Name"
        error={issue}
        value={name}
        onChange={(e) => setName(e.target.value)}
        readOnly={!editable}
        disabled={!editable}
        maxLength={120}
        autoComplete="organization"
      />
    </SettingsSection>
  );
}
