import type { TenantList } from '@foyer/shared';
import { Monitor, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { TENANTS_TEXT } from '../messages';

export interface TenantListsNavProps {
  lists: readonly TenantList[];
  /** The list shown below; null while a new one is being created. */
  openId: string | null;
  hrefOf: (id: string) => string;
  /** The names of the screens showing each list. */
  screensOf: (id: string) => readonly string[];
  /** Lists of the whole organization are marked when a building is selected. */
  markOrganizationWide: boolean;
  /** With all buildings shown: the name of a list's building (by its sub_org_id), as a badge. */
  buildingOf?: (subOrgId: string | null) => string | null;
}

/**
 * Every tenant list of the building, by name, with its entry count and the screens showing it, so a
 * list made from the device form can never hide the building's directory (docs/decisions/tenants.md TEN-3).
 * 'New Tenant List' is the page header's button alone (TEN-19).
 */
export function TenantListsNav({
  lists,
  openId,
  hrefOf,
  screensOf,
  markOrganizationWide,
  buildingOf,
}: TenantListsNavProps) {
  return (
    <nav aria-label={TENANTS_TEXT.lists}>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {lists.map((list) => {
          const open = list.id === openId;
          const screens = screensOf(list.id);
          const badge =
            markOrganizationWide && list.sub_org_id === null
              ? TENANTS_TEXT.allBuildings
              : (buildingOf?.(list.sub_org_id) ?? null);
          return (
            <li key={list.id}>
              <Link
                to={hrefOf(list.id)}
                aria-current={open ? 'page' : undefined}
                className={cn(
                  'block h-full rounded-xl border bg-white px-4 py-3 transition-colors focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none',
                  open
                    ? 'border-brand-500 ring-1 ring-brand-500'
                    : 'border-zinc-200 hover:border-zinc-300 hover:bg-zinc-50',
                )}
              >
                <span className="flex items-center gap-2">
                  <Users className="size-4 shrink-0 text-zinc-400" aria-hidden />
                  <span className="truncate font-medium text-zinc-900">{list.name}</span>
                  {badge && <Badge className="ml-auto shrink-0">{badge}</Badge>}
                </span>
                <span className="mt-1 block text-sm text-zinc-600">
                  {TENANTS_TEXT.entryCount(list.entries.length)}
                </span>
                <span className="mt-1 flex items-start gap-1.5 text-[13px] text-zinc-500">
                  <Monitor className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                  <span className="line-clamp-2">
                    {screens.length > 0 ? TENANTS_TEXT.shownOn(screens) : TENANTS_TEXT.onNoScreen}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
