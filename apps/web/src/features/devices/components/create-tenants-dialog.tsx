import { tenantEntrySchema, type TenantEntry } from '@foyer/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useAction } from '../../../components/editor/use-action';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDialogLeaveGuard } from '../../../components/ui/leave-without-saving-dialog';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { TextField } from '../../../components/ui/text-field';
import { DEVICES_TEXT } from '../messages';

const COLUMNS = [
  ['company_name', 'Company Name'],
  ['floor', 'Floor'],
  ['suite_room', 'Suite/Room'],
  ['logo_url', 'Logo URL'],
] as const;

const blankEntry = (): TenantEntry => tenantEntrySchema.parse({ id: crypto.randomUUID() });

interface CreateTenantsValues {
  name: string;
  entries: TenantEntry[];
}

const blankForm = (): CreateTenantsValues => ({ name: '', entries: [blankEntry()] });

export interface CreateTenantsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Creates the list; resolves once it is stored. */
  onCreate: (name: string, entries: TenantEntry[]) => Promise<void>;
}

/** The 'Create New Tenants' modal of the device form (docs/product.md §2). */
export function CreateTenantsDialog({ open, onOpenChange, onCreate }: CreateTenantsDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const [initial] = useState(blankForm);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting: pending },
  } = useForm<CreateTenantsValues>({ defaultValues: initial });
  // Rows carry their own `id`: the field array keys its rows under another name.
  const { fields, append, remove } = useFieldArray({ control, name: 'entries', keyName: 'key' });
  const { guard, allowLeaving } = useDialogLeaveGuard(
    open && isDirty && !pending,
    DEVICES_TEXT.createTenants,
  );

  // Failures are said in the dialog's one message area (DSH-23).
  const create = useAction(
    async (name: string, entries: TenantEntry[]) => {
      await onCreate(name, entries);
      allowLeaving();
      reset(blankForm());
      onOpenChange(false);
    },
    { failed: DEVICES_TEXT.tenantsCreateFailed, reason: 'sentence' },
    { notice: setError },
  );

  const submit = handleSubmit(async ({ name, entries }) => {
    const named = entries.filter((entry) => entry.company_name.trim() !== '');
    if (named.length === 0) {
      setError(DEVICES_TEXT.atLeastOneEntry);
      return;
    }
    setError(null);
    await create.run(name.trim(), named);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={DEVICES_TEXT.createTenants} size="lg" busy={pending}>
        <DialogForm onSubmit={(event) => void submit(event)}>
          <DialogBody className="space-y-4">
            {error && <Alert>{error}</Alert>}
            <TextField label={DEVICES_TEXT.tenantsName} {...register('name')} />
            <div className="overflow-x-auto">
              <table className="w-full text-left text-[13px]">
                <thead className="text-xs text-zinc-500">
                  <tr>
                    {COLUMNS.map(([, label]) => (
                      <th key={label} className="px-1 py-1.5 font-medium">
                        {label}
                      </th>
                    ))}
                    <th className="px-1 py-1.5 font-medium">Active</th>
                    <th className="sr-only">{DEVICES_TEXT.removeRow}</th>
                  </tr>
                </thead>
                <tbody>
                  {fields.map((row, index) => (
                    <tr key={row.key}>
                      {COLUMNS.map(([field, label]) => (
                        <td key={field} className="px-1 py-1">
                          <Input
                            aria-label={`${label} row ${index + 1}`}
                            className="h-8 text-[13px]"
                            {...register(`entries.${index}.${field}`)}
                          />
                        </td>
                      ))}
                      <td className="px-1 py-1 text-center">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-600"
                          aria-label={`Active row ${index + 1}`}
                          {...register(`entries.${index}.active`)}
                        />
                      </td>
                      <td className="px-1 py-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`${DEVICES_TEXT.removeRow} ${index + 1}`}
                          disabled={fields.length === 1}
                          onClick={() => remove(index)}
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Button variant="secondary" size="sm" onClick={() => append(blankEntry())}>
              <Plus className="size-4" aria-hidden />
              {DEVICES_TEXT.addRow}
            </Button>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
              {DEVICES_TEXT.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {DEVICES_TEXT.createTenants}
            </Button>
          </DialogFooter>
        </DialogForm>
        {guard}
      </DialogContent>
    </Dialog>
  );
}
