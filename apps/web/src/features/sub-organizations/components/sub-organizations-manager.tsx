import { can, type BuildingDirectory, type SubOrganization, type User } from '@foyer/shared';
import { Network, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../components/layouts/page-header';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { useSubOrganizations } from '../../../lib/sub-organizations/get-sub-organizations';
import { useMobileDirectories } from '../../../lib/sub-organizations/mobile-directories';
import { SUB_ORGANIZATIONS_TEXT } from '../messages';
import { DeleteSubOrganizationDialog } from './delete-sub-organization-dialog';
import { MobileDirectoryPanel } from './mobile-directory-panel';
import { ScreenHoursDialog } from './screen-hours-dialog';
import { SubOrganizationCard } from './sub-organization-card';
import { SubOrganizationFormDialog, type SubOrganizationDialogTarget } from './sub-organization-form-dialog';

export interface SubOrganizationsManagerProps {
  actor: User;
  title: string;
  description?: string;
  onCreated?: (subOrganization: SubOrganization) => void;
}

/** The Sub-organizations page body: the cards and their create, edit and delete dialogs. */
export function SubOrganizationsManager({
  actor,
  title,
  description,
  onCreated,
}: SubOrganizationsManagerProps) {
  const list = useSubOrganizations(actor.org_id);
  const [formTarget, setFormTarget] = useState<SubOrganizationDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<SubOrganization | null>(null);
  const [hoursOf, setHoursOf] = useState<SubOrganization | null>(null);
  const canManage = can(actor, 'sub-organizations:manage');
  const subOrganizations = list.data ?? [];
  // Only those who manage buildings manage their mobile directories (and may ask for them).
  const directories = useMobileDirectories(actor.org_id, { enabled: canManage });
  const directoryLoadError = directories.isError
    ? { error: directories.error, retry: () => void directories.refetch() }
    : undefined;

  useEffect(() => {
    if (list.error) console.error('Failed to fetch sub-organizations', list.error);
  }, [list.error]);

  const addButton = canManage && (
    <Button onClick={() => setFormTarget({ mode: 'create' })}>
      <Plus className="size-4" aria-hidden />
      {SUB_ORGANIZATIONS_TEXT.add}
    </Button>
  );

  return (
    <div className="animate-fade-in">
      <PageHeader
        title={title}
        description={description}
        actions={subOrganizations.length > 0 && addButton}
      />
      <div className="mt-8">
        {list.isPending ? (
          <CardsSkeleton />
        ) : list.isError && subOrganizations.length === 0 ? (
          <LoadFailedState title="Sub-organizations could not be loaded" icon={<Network />} query={list} />
        ) : subOrganizations.length === 0 ? (
          <EmptyState
            icon={<Network />}
            title={SUB_ORGANIZATIONS_TEXT.empty}
            description={
              canManage
                ? 'Add a building or site to group its screens, tenant lists and themes.'
                : 'None have been shared with you yet.'
            }
            action={addButton}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {subOrganizations.map((subOrganization) => (
              <li key={subOrganization.id}>
                <SubOrganizationCard
                  subOrganization={subOrganization}
                  onEdit={canManage ? () => setFormTarget({ mode: 'edit', subOrganization }) : undefined}
                  onScreenHours={canManage ? () => setHoursOf(subOrganization) : undefined}
                  onDelete={canManage ? () => setDeleting(subOrganization) : undefined}
                >
                  {canManage && (
                    <MobileDirectoryPanel
                      orgId={actor.org_id}
                      subOrgId={subOrganization.id}
                      buildingName={subOrganization.name}
                      directory={directoryOf(directories.data, subOrganization.id)}
                      loadError={directoryLoadError}
                    />
                  )}
                </SubOrganizationCard>
              </li>
            ))}
          </ul>
        )}
      </div>

      <SubOrganizationFormDialog
        target={formTarget}
        orgId={actor.org_id}
        onClose={() => setFormTarget(null)}
        onCreated={onCreated}
        existing={subOrganizations}
      />
      <ScreenHoursDialog building={hoursOf} onClose={() => setHoursOf(null)} />
      <DeleteSubOrganizationDialog subOrganization={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** A building's directory once they are loaded; one added since is off, without an address. */
function directoryOf(
  directories: BuildingDirectory[] | undefined,
  subOrgId: string,
): BuildingDirectory | undefined {
  if (!directories) return undefined;
  return (
    directories.find((item) => item.sub_org_id === subOrgId) ?? {
      sub_org_id: subOrgId,
      enabled: false,
      url: null,
    }
  );
}

function CardsSkeleton() {
  return (
    <div
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      role="status"
      aria-label="Loading sub-organizations"
    >
      {[0, 1, 2].map((card) => (
        <div key={card} className="h-[196px] animate-pulse rounded-2xl border border-zinc-200/80 bg-white">
          <div className="m-5 flex gap-3">
            <div className="size-10 rounded-xl bg-zinc-100" />
            <div className="h-4 w-32 rounded bg-zinc-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
