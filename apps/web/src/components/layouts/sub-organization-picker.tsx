import { Building } from 'lucide-react';
import { useState } from 'react';
import { useSelectedSubOrganization } from '../../lib/sub-organizations/sub-organization-context';
import { useUnsavedWork } from '../../lib/use-unsaved-changes';
import { LeaveQuestion } from '../ui/leave-without-saving-dialog';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '../ui/select';

const LABEL = 'Sub-organization';

/**
 * The top bar's sub-organization choice (SPEC §2 Dashboard shell): a dropdown only when there is
 * more than one; a single one is named quietly, so everyone can see which building they work in.
 * A switch that would throw away unsaved work on the page asks first.
 */
export function SubOrganizationPicker() {
  const { subOrganizations, selected, select } = useSelectedSubOrganization();
  const unsavedWork = useUnsavedWork();
  const [pendingId, setPendingId] = useState<string | null>(null);
  if (!selected) return null;

  if (subOrganizations.length === 1) {
    return (
      <p
        className="flex min-w-0 items-center gap-2 px-1 text-sm font-medium text-zinc-600"
        data-testid="sub-organization-label"
      >
        <Building className="size-4 shrink-0 text-zinc-400" aria-hidden />
        <span className="sr-only">{LABEL}: </span>
        <span className="truncate">{selected.name}</span>
      </p>
    );
  }

  return (
    <>
      <Select
        value={selected.id}
        onValueChange={(id) => (unsavedWork && id !== selected.id ? setPendingId(id) : select(id))}
      >
        <SelectTrigger aria-label={LABEL} className="max-w-[min(16rem,40vw)]">
          <Building className="size-4 shrink-0 text-zinc-400" aria-hidden />
          <span className="truncate">
            <SelectValue />
          </span>
        </SelectTrigger>
        <SelectContent align="start" className="max-w-80">
          <SelectGroup>
            <SelectLabel>{LABEL}</SelectLabel>
            {subOrganizations.map((subOrganization) => (
              <SelectItem key={subOrganization.id} value={subOrganization.id}>
                {subOrganization.name}
              </SelectItem>
            ))}
          </SelectGroup>
        </SelectContent>
      </Select>
      <LeaveQuestion
        open={pendingId !== null && unsavedWork !== null}
        description={unsavedWork ?? ''}
        onLeave={() => {
          if (pendingId) select(pendingId);
          setPendingId(null);
        }}
        onStay={() => setPendingId(null)}
      />
    </>
  );
}
