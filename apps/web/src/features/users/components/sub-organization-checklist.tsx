import type { SubOrganization } from '@foyer/shared';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../lib/cn';

export interface SubOrganizationChecklistProps {
  subOrganizations: readonly SubOrganization[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Set for roles that reach everything: every box shows checked and cannot be changed. */
  allAccessNote?: string;
  /** Shown when the organization has no sub-organizations yet. */
  emptyNote: string;
  error?: string;
  disabled?: boolean;
}

/** Which sub-organizations a user may reach, as a list of checkboxes. */
export function SubOrganizationChecklist({
  subOrganizations,
  value,
  onChange,
  allAccessNote,
  emptyNote,
  error,
  disabled = false,
}: SubOrganizationChecklistProps) {
  const id = useId();
  const allAccess = allAccessNote !== undefined;
  const errorId = `${id}-error`;
  const toggle = (subOrgId: string, checked: boolean) =>
    onChange(checked ? [...value, subOrgId] : value.filter((v) => v !== subOrgId));

  return (
    <fieldset
      className="space-y-1.5"
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">Sub-Organizations</legend>
      {allAccess && (
        <p className="mb-2 flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-[13px] text-brand-900">
          <Info className="size-4 shrink-0 text-brand-500" aria-hidden />
          {allAccessNote}
        </p>
      )}
      {subOrganizations.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-3 py-3 text-[13px] leading-5 text-zinc-500">
          {emptyNote}
        </p>
      ) : (
        <ul
          className={cn(
            'max-h-56 divide-y divide-zinc-100 overflow-y-auto rounded-lg border',
            error ? 'border-red-400' : 'border-zinc-200',
          )}
        >
          {subOrganizations.map((subOrganization) => {
            const boxId = `${id}-${subOrganization.id}`;
            return (
              <li key={subOrganization.id} className="flex items-center gap-3 px-3 py-2.5">
                <Checkbox
                  id={boxId}
                  checked={allAccess || value.includes(subOrganization.id)}
                  disabled={allAccess || disabled}
                  onCheckedChange={(checked) => toggle(subOrganization.id, checked === true)}
                />
                <label
                  htmlFor={boxId}
                  className={cn(
                    'flex min-w-0 flex-1 items-baseline justify-between gap-3 text-sm',
                    allAccess || disabled ? 'text-zinc-500' : 'cursor-pointer text-zinc-800',
                  )}
                >
                  <span className="truncate font-medium">{subOrganization.name}</span>
                  <span className="shrink-0 text-xs text-zinc-400" aria-hidden>
                    @{subOrganization.slug}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-[13px] text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
