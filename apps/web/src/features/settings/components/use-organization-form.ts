import { updateOrganizationBodySchema, type Organization, type UpdateOrganizationBody } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useReportUnsaved } from '../../../lib/use-unsaved-changes';

interface OrganizationValues {
  name?: string | undefined;
  default_time_zone?: string | undefined;
}

const FIELDS = ['name', 'default_time_zone'] as const;

/**
 * The Organization card's form: its name and default time zone (docs/product.md §12), checked by
 * the shared `updateOrganizationBodySchema`, its unsaved changes told to the page's leave guard.
 * `changes` is the body of a save: only what differs from what is saved.
 */
export function useOrganizationForm(
  organization: Organization,
  onDirtyChange: ((dirty: boolean) => void) | undefined,
) {
  const form = useForm<OrganizationValues, unknown, UpdateOrganizationBody>({
    resolver: zodResolver(updateOrganizationBodySchema),
    defaultValues: { name: organization.name, default_time_zone: organization.default_time_zone },
  });
  useReportUnsaved(form.formState.isDirty, onDirtyChange);
  // What was last saved: the organization at first, then each successful save (`form.reset`).
  const saved = form.formState.defaultValues ?? {};
  const nameChanged = (form.watch('name') ?? '').trim() !== saved.name;
  const unchanged = !nameChanged && form.watch('default_time_zone') === saved.default_time_zone;

  /** What a save sends: the checked values that differ from the saved ones, null when none does. */
  const changes = (checked: UpdateOrganizationBody): UpdateOrganizationBody | null => {
    const body: UpdateOrganizationBody = {
      ...(checked.name !== saved.name && { name: checked.name }),
      ...(checked.default_time_zone !== saved.default_time_zone && {
        default_time_zone: checked.default_time_zone,
      }),
    };
    return Object.keys(body).length === 0 ? null : body;
  };

  /** Puts the server's 400 at its fields; true when it named one of them. */
  const showRefusal = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 400) return false;
    let shown = false;
    for (const { path, message } of error.details) {
      const field = FIELDS.find((one) => one === path);
      if (!field) continue;
      form.setError(field, { type: 'server', message });
      shown = true;
    }
    return shown;
  };

  return { form, unchanged, nameChanged, changes, showRefusal };
}
