import { tenantEntrySchema, type TenantEntry } from '@foyer/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDialogLeaveGuard } from '../../../components/ui/leave-without-saving-dialog';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { TextField } from '../../../components/ui/text-field';
import { DEVICES_TEXT } from '../messages';
import { textWithReason } from '../../../lib/api-client';

const COLUMNS = [
  ['company_name', 'Company Name'],
  ['floor', 'Floor'],
  ['suite_room', 'Suite/Room'],
  ['logo_url', 'Logo URL'],
] as const;

const blankEntry = (): TenantEntry => tenantEntrySchema.parse({ id: crypto.randomUUID() });

export interface CreateTenantsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Creates the list; resolves once it is stored. */
  onCreate: (name: string, entries: TenantEntry[]) => Promise<void>;
}

/** The 'Create New Tenants' modal of the device form (docs/product.md §2). */
export function CreateTenantsDialog({ open, onOpenChange, onCreate }: CreateTenantsDialogProps) {
  const [name, setName] = useState('');
  const [entries, setEntries] = useState<TenantEntry[]>(() => [blankEntry()]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const typed =
    name.trim() !== '' ||
    entries.length > 1 ||
    entries.some((entry) => COLUMNS.some(([key]) => entry[key].trim() !== ''));
  const { guard, allowLeaving } = useDialogLeaveGuard(open && typed && !pending, DEVICES_TEXT.createTenants);

  const change = (index: number, patch: Partial<TenantEntry>) =>
    setEntries((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  async function submit() {
    const named = entries.filter((entry) => entry.company_name.trim() !== '');
    if (named.length === 0) {
      setError(DEVICES_TEXT.atLeastOneEntry);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await onCreate(name.trim(), named);
      allowLeaving();
      setName('');
      setEntries([blankEntry()]);
      onOpenChange(false);
    } catch (failure) {
      console.error(failure);
      setError(textWithReason(DEVICES_TEXT.tenantsCreateFailed, failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={DEVICES_TEXT.createTenants} size="lg" busy={pending}>
        <DialogForm
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody className="space-y-4">
            {error && <Alert>{error}</Alert>}
            <TextField
              label={DEVICES_TEXT.tenantsName}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
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
                  {entries.map((entry, index) => (
                    <tr key={entry.id}>
                      {COLUMNS.map(([field, label]) => (
                        <td key={field} className="px-1 py-1">
                          <Input
                            aria-label={`${label} row ${index + 1}`}
                            className="h-8 text-[13px]"
                            value={entry[field]}
                            onChange={(event) => change(index, { [field]: event.target.value })}
                          />
                        </td>
                      ))}
                      <td className="px-1 py-1 text-center">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-600"
                          aria-label={`Active row ${index + 1}`}
                          checked={entry.active}
                          onChange={(event) => change(index, { active: event.target.checked })}
                        />
                      </td>
                      <td className="px-1 py-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`${DEVICES_TEXT.removeRow} ${index + 1}`}
                          disabled={entries.length === 1}
                          onClick={() => setEntries((rows) => rows.filter((_, i) => i !== index))}
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEntries((rows) => [...rows, blankEntry()])}
            >
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
