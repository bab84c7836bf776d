import { Building } from 'lucide-react';
import { useState } from 'react';
import { BUILDING_SCOPE_TEXT } from '../../lib/sub-organizations/messages';
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
/** The select's value of 'All buildings' (Radix refuses an empty one). */
const ALL_VALUE = '*';

/**
 * The top bar's sub-organization choice (docs/product.md §2 Dashboard shell): a dropdown only when there is
 * more than one; a single one is named quietly, so everyone can see which building they work in.
 * 'All buildings' comes first (docs/product.md §4: with no selection every item is shown). A switch that would
 * throw away unsaved work on the page asks first.
 */
export function SubOrganizationPicker() {
  const { subOrganizations, selected, all, select } = useSelectedSubOrganization();
  const unsavedWork = useUnsavedWork();
  const [pending, setPending] = useState<string | null>(null);
  if (!selected && !all) return null;
  const value = selected?.id ?? ALL_VALUE;
  const choose = (choice: string) => select(choice === ALL_VALUE ? null : choice);

  if (selected && subOrganizations.length === 1) {
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
        value={value}
        onValueChange={(choice) => (unsavedWork && choice !== value ? setPending(choice) : choose(choice))}
      >
        <SelectTrigger aria-label={LABEL} className="w-full sm:w-auto sm:max-w-[min(16rem,40vw)]">
          <Building className="size-4 shrink-0 text-zinc-400" aria-hidden />
          <span className="truncate">
            <SelectValue />
          </span>
        </SelectTrigger>
        <SelectContent align="start" className="max-w-80">
          <SelectGroup>
            <SelectLabel>{LABEL}</SelectLabel>
            <SelectItem value={ALL_VALUE}>{BUILDING_SCOPE_TEXT.allBuildings}</SelectItem>
            {subOrganizations.map((subOrganization) => (
              <SelectItem key={subOrganization.id} value={subOrganization.id}>
                {subOrganization.name}
              </SelectItem>
            ))}
          </SelectGroup>
        </SelectContent>
      </Select>
      <LeaveQuestion
        open={pending !== null && unsavedWork !== null}
        description={unsavedWork ?? ''}
        onLeave={() => {
          if (pending !== null) choose(pending);
          setPending(null);
        }}
        onStay={() => setPending(null)}
      />
    </>
  );
}
