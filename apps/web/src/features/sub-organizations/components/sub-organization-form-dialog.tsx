import {
  sameNamedSubOrganization,
  SUB_ORGANIZATION_MESSAGES,
  subOrganizationInputSchema,
  type SubOrganization,
} from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAction } from '../../../components/editor/use-action';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { useDialogLeaveGuard } from '../../../components/ui/leave-without-saving-dialog';
import { FormField } from '../../../components/ui/form-field';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { useCreateSubOrganization } from '../api/create-sub-organization';
import { useUpdateSubOrganization } from '../api/update-sub-organization';
import { CREATE_TIME_ZONE_TEXT, SUB_ORGANIZATIONS_TEXT } from '../messages';
import { browserTimeZone } from '../../../components/time-zone/browser-time-zone';
import { TimeZonePicker } from '../../../components/time-zone/time-zone-picker';
import { ScreenLanguagesField } from './screen-languages-field';

/** What the dialog is for: a new sub-organization, or editing one. */
export type SubOrganizationDialogTarget =
  { mode: 'create' } | { mode: 'edit'; subOrganization: SubOrganization };

export interface SubOrganizationFormDialogProps {
  target: SubOrganizationDialogTarget | null;
  orgId: string;
  onClose: () => void;
  onCreated?: (subOrganization: SubOrganization) => void;
  /** The organization's sub-organizations, so a name already taken is said while typing. */
  existing?: readonly SubOrganization[];
}

export function SubOrganizationFormDialog({ target, ...props }: SubOrganizationFormDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && props.onClose()}>
      {target && (
        <SubOrganizationForm
          key={target.mode === 'edit' ? target.subOrganization.id : 'new'}
          target={target}
          {...props}
        />
      )}
    </Dialog>
  );
}

function SubOrganizationForm({
  target,
  orgId,
  onClose,
  onCreated,
  existing = [],
}: Omit<SubOrganizationFormDialogProps, 'target'> & { target: SubOrganizationDialogTarget }) {
  const createSubOrganization = useCreateSubOrganization();
  const updateSubOrganization = useUpdateSubOrganization();
  const editing = target.mode === 'edit' ? target.subOrganization : null;
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isDirty },
  } = useForm<
    z.input<typeof subOrganizationInputSchema>,
    unknown,
    z.output<typeof subOrganizationInputSchema>
  >({
    resolver: zodResolver(subOrganizationInputSchema),
    defaultValues: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      languages: editing?.languages ?? ['en'],
      // A new building's schedules are read in this zone; a building's own is changed in Screen hours.
      ...(editing ? {} : { time_zone: browserTimeZone() }),
    },
  });
  const name = watch('name') ?? '';
  const timeZone = watch('time_zone');
  const languages = watch('languages') ?? ['en'];
  const [choosingZone, setChoosingZone] = useState(false);
  // docs/product.md §8: create and update failures are logged; the toast keeps the person informed.
  const save = useAction(
    (body: z.output<typeof subOrganizationInputSchema>) =>
      editing
        ? updateSubOrganization.mutateAsync({ id: editing.id, body })
        : createSubOrganization.mutateAsync({ orgId, body }),
    {
      done: editing ? SUB_ORGANIZATIONS_TEXT.updated : SUB_ORGANIZATIONS_TEXT.created,
      failed: editing ? SUB_ORGANIZATIONS_TEXT.updateFailed : SUB_ORGANIZATIONS_TEXT.createFailed,
      reason: 'prefixed',
    },
  );
  const pending = save.pending;
  // docs/product.md §5: the button stays disabled until the name has more than spaces.
  const nameMissing = name.trim() === '';
  // The server refuses it too (and decides between simultaneous requests); said here as one types.
  const taken = sameNamedSubOrganization(existing, name, editing?.id);
  const title = editing ? SUB_ORGANIZATIONS_TEXT.editTitle : SUB_ORGANIZATIONS_TEXT.createTitle;
  const { guard, allowLeaving } = useDialogLeaveGuard(isDirty && !pending, title);

  const onSubmit = handleSubmit(async (body) => {
    if (taken) return;
    const saved = await save.run(body);
    if (!saved) return;
    if (!editing) {
      allowLeaving();
      onCreated?.(saved);
    }
    onClose();
  });

  return (
    <DialogContent
      title={title}
      description={
        editing
          ? `Rename "${editing.name}", change its description or its screen languages.`
          : 'A building or site whose screens, tenant lists and themes belong together.'
      }
      size="sm"
      busy={pending}
    >
      <DialogForm onSubmit={(event) => void onSubmit(event)}>
        <DialogBody className="space-y-5">
          <TextField
            label="Name"
            error={
              taken
                ? SUB_ORGANIZATION_MESSAGES.duplicateName(taken.name)
                : nameMissing
                  ? undefined
                  : errors.name?.message
            }
            {...register('name')}
            placeholder="North Tower"
            maxLength={120}
            autoFocus
          />
          <FormField label="Description" error={errors.description?.message} hint="Optional">
            {(control) => (
              <Textarea
                {...control}
                {...register('description')}
                placeholder="100 Main Street, lobby and east entrance"
                maxLength={1000}
              />
            )}
          </FormField>
          <ScreenLanguagesField
            value={languages}
            onChange={(next) => setValue('languages', next, { shouldDirty: true })}
            error={errors.languages?.message}
          />
          {!editing &&
            (choosingZone ? (
              <TimeZonePicker
                value={timeZone ?? ''}
                onChange={(zone) => setValue('time_zone', zone, { shouldDirty: true })}
                error={errors.time_zone?.message}
                autoFocus
              />
            ) : (
              <p className="flex items-center gap-2 text-sm text-zinc-600">
                {timeZone ? CREATE_TIME_ZONE_TEXT.line(timeZone) : CREATE_TIME_ZONE_TEXT.organizationDefault}
                <Button variant="link" onClick={() => setChoosingZone(true)}>
                  {CREATE_TIME_ZONE_TEXT.change}
                </Button>
              </p>
            ))}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={nameMissing || taken !== undefined}>
            {editing ? (pending ? 'Saving...' : 'Save Changes') : pending ? 'Creating...' : 'Create'}
          </Button>
        </DialogFooter>
      </DialogForm>
      {guard}
    </DialogContent>
  );
}
