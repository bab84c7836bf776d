import {
  can,
  canReachSubOrganization,
  NOTICE_MESSAGES,
  NOTICE_STATE_LABELS,
  NOTICE_STATES,
  NOTICE_TONE_LABELS,
  screenScopeText,
  seesAllSubOrganizations,
  type Device,
  type Notice,
  type NoticeState,
  type ScreenScope,
  type SubOrganization,
  type User,
} from '@foyer/shared';
import {
  Building2,
  Copy,
  Globe,
  Megaphone,
  MoreHorizontal,
  Pencil,
  Plus,
  Square,
  Trash2,
  Tv,
} from 'lucide-react';
import { useState } from 'react';
import { useAction } from '../../../components/editor/use-action';
import { PageHeader } from '../../../components/layouts/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedState } from '../../../components/ui/load-failed-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { cn } from '../../../lib/cn';
import { useSubOrganizations } from '../../../lib/sub-organizations/get-sub-organizations';
import {
  useBuildingSchedule,
  useDeleteNotice,
  useDuplicateNotice,
  useEndNotice,
  useNotices,
} from '../api/notices';
import { STATE_BADGE, TONE_LOOK } from '../lib/notice-look';
import { browserZone, nextHourIn, scheduleWords } from '../lib/notice-words';
import { NOTICES_TEXT } from '../messages';
import { NoticeDialog, type NoticeDialogRequest, type RenderNoticeImageSource } from './notice-dialog';
import { newNoticeValues } from './use-notice-draft';
import { WeekView } from './week-view';
import { formatDateTime } from '../../../lib/format-date';

/** How the list orders the states: what shows now first. */
const STATE_ORDER: Record<NoticeState, number> = { showing: 0, scheduled: 1, ended: 2 };

type Filter = 'all' | NoticeState;
type View = 'list' | 'week';

/** Whether the user may change a notice: Owners and Admins any, Editors one wholly in their buildings. */
export function mayChange(user: User, notice: Notice, devices: readonly Device[]): boolean {
  if (!can(user, 'content:write', { org_id: notice.org_id })) return false;
  if (seesAllSubOrganizations(user.role)) return true;
  const { scope } = notice;
  if (scope.kind === 'organization') return false;
  if (scope.kind === 'buildings') return scope.ids.every((id) => canReachSubOrganization(user, id));
  return scope.ids.every((id) => {
    const device = devices.find((each) => each.id === id);
    return device !== undefined && canReachSubOrganization(user, device.sub_org_id);
  });
}

/** Where a new notice shows at first: the building chosen in the picker, else every screen for those who may. */
export function defaultScope(user: User, selectedBuildingId: string | null): ScreenScope {
  if (selectedBuildingId !== null) return { kind: 'buildings', ids: [selectedBuildingId] };
  return seesAllSubOrganizations(user.role) ? { kind: 'organization' } : { kind: 'buildings', ids: [] };
}

/** The names a scope lists, for the line under 'Shows on' ('North Tower, South Tower'). */
function scopeNames(scope: ScreenScope, buildings: readonly SubOrganization[], devices: readonly Device[]) {
  if (scope.kind === 'organization') return '';
  const names = scope.ids.map((id) =>
    scope.kind === 'buildings'
      ? buildings.find((building) => building.id === id)?.name
      : devices.find((device) => device.id === id)?.name,
  );
  return names.filter((name): name is string => Boolean(name)).join(', ');
}

/**
 * /dashboard/notices (docs/product.md §12): the scheduled notices with where and when they show
 * and their state, filtered by state; a week per building; and, for those who may write, new,
 * edit, duplicate, end now and delete.
 */
export function NoticesPage({
  user,
  devices: loadedDevices,
  selectedBuildingId,
  renderImageSource,
  now,
}: {
  user: User;
  devices: readonly Device[] | undefined;
  /** The building chosen in the dashboard's picker; null for all buildings. */
  selectedBuildingId: string | null;
  renderImageSource?: RenderNoticeImageSource;
  /** The clock of the week view and of a new notice's start; the real one when left out. */
  now?: number;
}) {
  const devices = loadedDevices ?? [];
  const notices = useNotices(user.org_id);
  const buildings = useSubOrganizations(user.org_id);
  const selectedSchedule = useBuildingSchedule(selectedBuildingId);
  const [filter, setFilter] = useState<Filter>('all');
  const [view, setView] = useState<View>('list');
  const [editing, setEditing] = useState<NoticeDialogRequest | null>(null);
  const [asking, setAsking] = useState<{ kind: 'end' | 'delete'; notice: Notice } | null>(null);
  const writes = can(user, 'content:write', { org_id: user.org_id });

  const duplicateNotice = useDuplicateNotice();
  const endNotice = useEndNotice();
  const deleteNotice = useDeleteNotice();
  const duplicate = useAction((id: string) => duplicateNotice.mutateAsync(id), {
    done: NOTICE_MESSAGES.duplicated,
    failed: NOTICES_TEXT.duplicateFailed,
    reason: 'prefixed',
  });
  const end = useAction((id: string) => endNotice.mutateAsync(id), {
    done: NOTICE_MESSAGES.ended,
    failed: NOTICES_TEXT.endFailed,
    reason: 'prefixed',
  });
  const remove = useAction((id: string) => deleteNotice.mutateAsync(id), {
    done: NOTICE_MESSAGES.deleted,
    failed: NOTICES_TEXT.deleteFailed,
    reason: 'prefixed',
  });

  const openNew = () => {
    // A new notice starts at the next full hour of the building it is for (else of this browser).
    const zone = selectedSchedule.data?.time_zone ?? browserZone();
    setEditing({
      notice: null,
      initial: newNoticeValues(defaultScope(user, selectedBuildingId), nextHourIn(zone, now ?? Date.now())),
    });
  };
  const openEdit = (notice: Notice) =>
    setEditing({ notice, initial: newNoticeValues({ kind: 'organization' }, '') });

  const confirm = async () => {
    if (!asking) return;
    const done = asking.kind === 'end' ? await end.run(asking.notice.id) : await remove.run(asking.notice.id);
    if (done !== undefined) setAsking(null);
  };

  const newButton = writes && (
    <Button onClick={openNew}>
      <Plus className="size-4" aria-hidden />
      {NOTICES_TEXT.newNotice}
    </Button>
  );
  const all = notices.data ?? [];
  const counts = Object.fromEntries(
    NOTICE_STATES.map((state) => [state, all.filter((notice) => notice.state === state).length]),
  ) as Record<NoticeState, number>;
  // Showing now first, then what comes, then what is over; newest first within each.
  const shown = (filter === 'all' ? all : all.filter((notice) => notice.state === filter))
    .map((notice, index) => ({ notice, index }))
    .sort((a, b) => STATE_ORDER[a.notice.state] - STATE_ORDER[b.notice.state] || a.index - b.index)
    .map(({ notice }) => notice);
  const changeable = (notice: Notice) => mayChange(user, notice, devices);

  return (
    <div className="animate-fade-in">
      <PageHeader title={NOTICES_TEXT.title} description={NOTICES_TEXT.description} actions={newButton} />
      <div className="mt-8">
        {notices.isPending ? (
          <PageLoader />
        ) : notices.isError ? (
          <LoadFailedState title={NOTICES_TEXT.loadFailed} icon={<Megaphone />} query={notices} />
        ) : all.length === 0 ? (
          <EmptyState
            icon={<Megaphone />}
            title={NOTICES_TEXT.emptyTitle}
            description={writes ? NOTICES_TEXT.emptyHint : NOTICES_TEXT.emptyViewerHint}
            action={newButton}
          />
        ) : (
          <div className="space-y-5">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              {view === 'list' && (
                <SegmentedControl<Filter>
                  aria-label={NOTICES_TEXT.filterLabel}
                  value={filter}
                  onChange={setFilter}
                  className="flex max-w-full overflow-x-auto sm:inline-flex"
                  itemClassName="shrink-0 px-3 text-[13px] whitespace-nowrap"
                  options={[
                    { value: 'all', label: <FilterLabel text={NOTICES_TEXT.all} count={all.length} /> },
                    ...(['showing', 'scheduled', 'ended'] as const).map((state) => ({
                      value: state,
                      label: <FilterLabel text={NOTICE_STATE_LABELS[state]} count={counts[state]} />,
                    })),
                  ]}
                />
              )}
              <SegmentedControl<View>
                aria-label={NOTICES_TEXT.viewLabel}
                value={view}
                onChange={setView}
                className="inline-flex sm:ml-auto"
                itemClassName="px-4 text-[13px]"
                options={[
                  { value: 'list', label: NOTICES_TEXT.viewList },
                  { value: 'week', label: NOTICES_TEXT.viewWeek },
                ]}
              />
            </div>
            {view === 'week' ? (
              <WeekView
                notices={all}
                buildings={buildings.data ?? []}
                devices={devices}
                initialBuildingId={selectedBuildingId}
                onOpen={
                  writes
                    ? (notice) => {
                        if (changeable(notice)) openEdit(notice);
                      }
                    : undefined
                }
                now={now}
              />
            ) : shown.length === 0 ? (
              <EmptyState
                tone="neutral"
                icon={<Megaphone />}
                title={filter === 'all' ? NOTICES_TEXT.emptyTitle : NOTICES_TEXT.noneInFilter[filter]}
              />
            ) : (
              <NoticeList
                notices={shown}
                buildings={buildings.data ?? []}
                devices={devices}
                changeable={changeable}
                onEdit={openEdit}
                onDuplicate={(notice) =>
                  // The copy opens at once, to change its dates or words before it shows.
                  void duplicate.run(notice.id).then((copy) => copy && openEdit(copy))
                }
                onEnd={(notice) => setAsking({ kind: 'end', notice })}
                onDelete={(notice) => setAsking({ kind: 'delete', notice })}
              />
            )}
          </div>
        )}
      </div>
      <NoticeDialog
        request={editing}
        onClose={() => setEditing(null)}
        orgId={user.org_id}
        role={user.role}
        buildings={buildings.data ?? []}
        devices={devices}
        renderImageSource={renderImageSource}
      />
      <ConfirmDialog
        open={asking?.kind === 'end'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={NOTICES_TEXT.endTitle}
        description={NOTICES_TEXT.endText(asking?.notice.title ?? '')}
        confirmLabel={NOTICES_TEXT.endNow}
        pendingLabel={NOTICES_TEXT.ending}
        pending={end.pending}
        onConfirm={() => void confirm()}
      />
      <ConfirmDialog
        open={asking?.kind === 'delete'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={NOTICES_TEXT.deleteTitle}
        description={NOTICES_TEXT.deleteText(asking?.notice.title ?? '')}
        confirmLabel={NOTICES_TEXT.delete}
        pendingLabel={NOTICES_TEXT.deleting}
        pending={remove.pending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}

function FilterLabel({ text, count }: { text: string; count: number }) {
  return (
    <span className="flex items-center gap-1.5">
      {text}
      <span className="rounded-full bg-zinc-200/70 px-1.5 text-[11px] leading-4 text-zinc-600 tabular-nums">
        {count}
      </span>
    </span>
  );
}

function NoticeList({
  notices,
  buildings,
  devices,
  changeable,
  onEdit,
  onDuplicate,
  onEnd,
  onDelete,
}: {
  notices: readonly Notice[];
  buildings: readonly SubOrganization[];
  devices: readonly Device[];
  changeable: (notice: Notice) => boolean;
  onEdit: (notice: Notice) => void;
  onDuplicate: (notice: Notice) => void;
  onEnd: (notice: Notice) => void;
  onDelete: (notice: Notice) => void;
}) {
  const columns =
    'lg:grid lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1.1fr)_minmax(0,2fr)_7.5rem_5.5rem] lg:items-center lg:gap-5';
  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-200/80 bg-white shadow-sm shadow-zinc-900/[0.04]">
      <div
        className={cn(
          'hidden border-b border-zinc-100 bg-zinc-50/70 px-5 py-2.5 text-[12px] font-medium tracking-wide text-zinc-500 uppercase',
          columns,
        )}
        aria-hidden
      >
        <span>{NOTICES_TEXT.columnNotice}</span>
        <span>{NOTICES_TEXT.columnWhere}</span>
        <span>{NOTICES_TEXT.columnWhen}</span>
        <span>{NOTICES_TEXT.columnState}</span>
        <span />
      </div>
      <ul className="divide-y divide-zinc-100" aria-label={NOTICES_TEXT.title}>
        {notices.map((notice) => {
          const names = scopeNames(notice.scope, buildings, devices);
          const ScopeIcon =
            notice.scope.kind === 'screens' ? Tv : notice.scope.kind === 'buildings' ? Building2 : Globe;
          const may = changeable(notice);
          return (
            <li
              key={notice.id}
              aria-label={notice.title}
              className={cn('flex flex-col gap-2 px-5 py-4', columns)}
            >
              <div className="flex min-w-0 items-start gap-3">
                {notice.image_url ? (
                  <img
                    src={notice.image_url}
                    alt=""
                    className="mt-0.5 size-10 shrink-0 rounded-lg object-cover ring-1 ring-zinc-200"
                  />
                ) : (
                  <span
                    className={cn(
                      'mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-lg ring-1 ring-inset',
                      TONE_LOOK[notice.tone].icon,
                    )}
                    aria-hidden
                  >
                    <Megaphone className="size-4" />
                  </span>
                )}
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold text-zinc-950">{notice.title}</p>
                  {notice.text && <p className="truncate text-[13px] text-zinc-500">{notice.text}</p>}
                  <p className="mt-0.5 flex items-center gap-1.5 text-[12px] text-zinc-500">
                    <span className={cn('size-2 rounded-full', TONE_LOOK[notice.tone].dot)} aria-hidden />
                    {NOTICE_TONE_LABELS[notice.tone]}
                  </p>
                </div>
              </div>
              <div className="min-w-0 text-sm">
                <p className="flex items-center gap-1.5 font-medium text-zinc-800">
                  <ScopeIcon className="size-4 shrink-0 text-zinc-400" aria-hidden />
                  {screenScopeText(notice.scope)}
                </p>
                {names && (
                  <p className="truncate pl-5.5 text-[12px] text-zinc-500" title={names}>
                    {names}
                  </p>
                )}
              </div>
              <p className="text-sm text-zinc-700">
                {scheduleWords(notice.schedule)}
                {notice.ended_at && (
                  <span className="block text-[13px] text-zinc-500">
                    {NOTICES_TEXT.endedAt(formatDateTime(notice.ended_at))}
                  </span>
                )}
              </p>
              <div>
                <Badge tone={STATE_BADGE[notice.state]}>
                  {notice.state === 'showing' && (
                    <span className="mr-1.5 size-1.5 animate-pulse rounded-full bg-emerald-500" aria-hidden />
                  )}
                  {NOTICE_STATE_LABELS[notice.state]}
                </Badge>
              </div>
              <div className="flex items-center justify-end gap-1">
                {may && (
                  <>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => onEdit(notice)}
                      aria-label={NOTICES_TEXT.editNotice(notice.title)}
                    >
                      <Pencil className="size-3.5" aria-hidden />
                      {NOTICES_TEXT.edit}
                    </Button>
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button
                          size="icon"
                          variant="ghost"
                          aria-label={NOTICES_TEXT.actionsFor(notice.title)}
                        >
                          <MoreHorizontal className="size-4" aria-hidden />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end" className="min-w-44">
                        <DropdownMenuItem onSelect={() => onDuplicate(notice)}>
                          <Copy aria-hidden />
                          {NOTICES_TEXT.duplicate}
                        </DropdownMenuItem>
                        {notice.state !== 'ended' && (
                          <DropdownMenuItem onSelect={() => onEnd(notice)}>
                            <Square aria-hidden />
                            {NOTICES_TEXT.endNow}
                          </DropdownMenuItem>
                        )}
                        <DropdownMenuSeparator />
                        <DropdownMenuItem destructive onSelect={() => onDelete(notice)}>
                          <Trash2 aria-hidden />
                          {NOTICES_TEXT.delete}
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
