import { can, type TenantList, type User } from '@foyer/shared';
import { Users } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { Alert } from '../../../components/ui/alert';
import { AddLink } from '../../../components/ui/add-link';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import {
  OtherBuildingsEmptyState,
  type SelectedBuilding,
} from '../../../components/list-page/other-buildings-empty-state';
import { useTenantList } from '../api/get-tenant-list';
import { useTenantLists } from '../api/get-tenant-lists';
import { TENANTS_TEXT } from '../messages';
import { TenantListEditor } from './tenant-list-editor';
import { TenantListsNav } from './tenant-lists-nav';
import { ReviewSuggestions } from './review-suggestions';
import { CategoryTranslationsButton } from './category-translations-dialog';

const NO_SCREENS: readonly string[] = [];
/** Navigation state of the address a new list opens at: its editor starts with the saved notice. */
const JUST_CREATED = { tenantListCreated: true } as const;

export interface TenantsPageProps {
  actor: User;
  /** The selected sub-organization; null shows the organization's lists. */
  subOrganization: { id: string; name: string } | null;
  organizationName: string;
  /** The list named in the address (/dashboard/tenants/{id}); without one the first list opens. */
  openListId?: string;
  /** /dashboard/tenants/new: a new list is being made. */
  startCreating?: boolean;
  /** The names of the screens showing each list, by list id. */
  screensByList?: ReadonlyMap<string, readonly string[]>;
  /** The selected building with the way to 'All buildings', so an empty building points to the others. */
  building?: SelectedBuilding | null;
  /** Building names by id, to name each list's building when all buildings are shown. */
  buildingNames?: ReadonlyMap<string, string>;
  /** 'Publish to N screens' for the screens showing a list (given by the route). */
  renderPublishAll?: (listId: string) => ReactNode;
  /** The open list's sync from a URL (given by the route, docs/product.md §13). */
  renderSync?: (list: TenantList) => ReactNode;
}

/** The building's own lists first, then the organization-wide ones; each group by name. */
function inDisplayOrder(lists: readonly TenantList[]): TenantList[] {
  return [...lists].sort(
    (a, b) =>
      Number(a.sub_org_id === null) - Number(b.sub_org_id === null) ||
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
      a.created_at.localeCompare(b.created_at),
  );
}

/**
 * The Tenants page (docs/product.md §2): every tenant list of the selected building, by name, with its entry
 * count and screens; the open one below, viewed or edited as a table (docs/decisions/tenants.md TEN-3).
 */
export function TenantsPage({
  actor,
  subOrganization,
  organizationName,
  openListId,
  startCreating = false,
  screensByList,
  renderPublishAll,
  renderSync,
  building,
  buildingNames,
}: TenantsPageProps) {
  const navigate = useNavigate();
  const subOrgId = subOrganization?.id ?? null;
  const query = useTenantLists(actor.org_id, subOrgId);
  const lists = inDisplayOrder(query.data ?? []);
  const canCreate = can(actor, 'content:write', { sub_org_id: subOrgId });
  // Only asked when the building has none: are there lists elsewhere?
  const everywhere = useTenantLists(actor.org_id, null, {
    enabled: Boolean(building) && query.isSuccess && query.data.length === 0,
  });
  const elsewhereCount = everywhere.data?.length ?? 0;
  const creating = startCreating && canCreate;
  const inBuilding = openListId ? lists.find((list) => list.id === openListId) : undefined;
  // An address naming a list of another building (a shared link) still opens that list.
  const elsewhere = useTenantList(openListId, {
    enabled: !creating && query.isSuccess && inBuilding === undefined,
  });
  const named = inBuilding ?? (elsewhere.data?.id === openListId ? elsewhere.data : undefined);
  const open = creating ? null : (named ?? (openListId && elsewhere.isPending ? null : (lists[0] ?? null)));
  const location = useLocation();
  const justCreated = (location.state as typeof JUST_CREATED | null)?.tenantListCreated === true;
  // Another building chosen in the picker: its lists replace the one named in the address.
  const shownSubOrg = useRef(subOrgId);
  useEffect(() => {
    const before = shownSubOrg.current;
    shownSubOrg.current = subOrgId;
    // From none (still loading) to one is the first selection, not a switch.
    if (before !== null && before !== subOrgId && openListId)
      void navigate(paths.app.tenants.path, { replace: true });
  }, [subOrgId, openListId, navigate]);
  const screensOf = (id: string) => screensByList?.get(id) ?? NO_SCREENS;

  return (
    <div className="animate-fade-in space-y-6">
      <PageHeader
        title="Tenants"
        description={TENANTS_TEXT.subtitle(subOrganization?.name ?? organizationName)}
        actions={
          <>
            {/* The organization's category dictionary (docs/product.md §16), read by all who see lists. */}
            <CategoryTranslationsButton actor={actor} />
            {/* Suggestions companies made for their listing (docs/product.md §15), for those who may change lists. */}
            {can(actor, 'content:write') && lists.length > 0 && (
              <ReviewSuggestions orgId={actor.org_id} subOrgId={subOrgId} />
            )}
            {canCreate && lists.length > 0 && !creating && (
              <AddLink to={paths.app.tenantsNew.path}>{TENANTS_TEXT.newList}</AddLink>
            )}
          </>
        }
      />
      {query.isPending || (openListId && !named && elsewhere.isLoading) ? (
        <PageLoader />
      ) : query.isError && !query.data ? (
        <LoadFailedState title={TENANTS_TEXT.loadFailed} icon={<Users />} query={query} />
      ) : (
        <>
          {lists.length > 0 && (
            <TenantListsNav
              lists={lists}
              openId={open?.id ?? null}
              hrefOf={paths.app.tenantList.getHref}
              screensOf={screensOf}
              markOrganizationWide={subOrgId !== null}
              buildingOf={
                subOrgId === null && buildingNames && buildingNames.size > 1
                  ? (id) => (id === null ? TENANTS_TEXT.allBuildings : (buildingNames.get(id) ?? null))
                  : undefined
              }
            />
          )}
          {openListId && !creating && !named && <Alert tone="info">{TENANTS_TEXT.listNotFound}</Alert>}
          {named && !inBuilding && <Alert tone="info">{TENANTS_TEXT.otherBuilding}</Alert>}
          {building && lists.length === 0 && !creating && elsewhereCount > 0 ? (
            <OtherBuildingsEmptyState
              elsewhere={{ ...building, count: elsewhereCount, itemName: 'tenant list' }}
              itemsName="tenant lists"
              icon={<Users />}
              action={canCreate && <AddLink to={paths.app.tenantsNew.path}>{TENANTS_TEXT.newList}</AddLink>}
            />
          ) : (
            <TenantListEditor
              // A list switch starts afresh; the address change already asked about unsaved edits.
              key={open?.id ?? (creating ? 'new' : 'none')}
              actor={actor}
              list={open}
              subOrgId={subOrgId}
              creating={creating}
              screens={open ? screensOf(open.id) : NO_SCREENS}
              publishSlot={open && renderPublishAll?.(open.id)}
              syncSlot={open && renderSync?.(open)}
              justCreated={justCreated}
              onCreated={(list) =>
                void navigate(paths.app.tenantList.getHref(list.id), {
                  replace: creating,
                  state: JUST_CREATED,
                })
              }
              onDeleted={() => void navigate(paths.app.tenants.path)}
              onCancelCreate={creating ? () => void navigate(paths.app.tenants.path) : undefined}
            />
          )}
        </>
      )}
    </div>
  );
}
