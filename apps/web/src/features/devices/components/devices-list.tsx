import { ThemePreview } from '@foyer/display';
import { can, type Device, type TenantEntry, type Theme, type User } from '@foyer/shared';
import { LayoutGrid, List, Monitor, Plus, RefreshCw, Search } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { usePersistentState } from '../../../lib/use-persistent-state';
import { useDevices } from '../api/get-devices';
import { DEVICES_TEXT } from '../messages';
import { DeviceStatusBadge } from './device-status-badge';

const VIEW_KEY = 'foyer.devices.view';
type View = 'grid' | 'list';
const isView = (value: unknown): value is View => value === 'grid' || value === 'list';
const NO_ENTRIES: TenantEntry[] = [];

/** Search by name or pairing code. */
export function matchesDeviceSearch(device: Device, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [device.name, device.pairing_code].some((text) => text.toLowerCase().includes(q));
}

export interface DevicesListProps {
  actor: User;
  /** The selected sub-organization's id; null shows every device. */
  subOrgId: string | null;
  themes: readonly Theme[];
  /** Entries of each tenant list, by list id. */
  tenantEntries: ReadonlyMap<string, TenantEntry[]>;
  createPath: string;
  editHref: (id: string) => string;
}

/** The Devices page body (SPEC §2): search, grid or list, each card a live preview of its screen. */
export function DevicesList({
  actor,
  subOrgId,
  themes,
  tenantEntries,
  createPath,
  editHref,
}: DevicesListProps) {
  const list = useDevices(actor.org_id);
  const [query, setQuery] = useState('');
  const [view, setView] = usePersistentState<View>(VIEW_KEY, 'grid', isView);
  const canWrite = can(actor, 'content:write');
  const themesById = useMemo(() => new Map(themes.map((theme) => [theme.id, theme])), [themes]);

  const inScope = useMemo(
    () => (list.data ?? []).filter((device) => subOrgId === null || device.sub_org_id === subOrgId),
    [list.data, subOrgId],
  );
  const shown = useMemo(
    () => inScope.filter((device) => matchesDeviceSearch(device, query)),
    [inScope, query],
  );

  const createButton = canWrite && (
    <Button asChild>
      <Link to={createPath}>
        <Plus className="size-4" aria-hidden />
        {DEVICES_TEXT.addDevice}
      </Link>
    </Button>
  );
  const cardProps = (device: Device) => ({
    device,
    theme: device.theme_id ? themesById.get(device.theme_id) : undefined,
    entries: (device.tenants_id && tenantEntries.get(device.tenants_id)) || NO_ENTRIES,
    href: canWrite ? editHref(device.id) : undefined,
  });

  return (
    <div className="animate-fade-in">
      <PageHeader title={DEVICES_TEXT.title} description={DEVICES_TEXT.subtitle} actions={createButton} />
      {inScope.length > 0 && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative max-w-sm flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
              aria-hidden
            />
            <Input
              type="search"
              aria-label="Search devices"
              placeholder={DEVICES_TEXT.searchPlaceholder}
              className="pl-9"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <div
            role="radiogroup"
            aria-label="View"
            className="flex rounded-lg border border-zinc-200 bg-white p-0.5 sm:ml-auto"
          >
            {(
              [
                ['grid', LayoutGrid, 'Grid view'],
                ['list', List, 'List view'],
              ] as const
            ).map(([value, Icon, label]) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={view === value}
                aria-label={label}
                onClick={() => setView(value)}
                className={cn(
                  'flex size-8 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-500',
                  view === value ? 'bg-zinc-100 text-zinc-950' : 'text-zinc-500 hover:text-zinc-900',
                )}
              >
                <Icon className="size-4" aria-hidden />
              </button>
            ))}
          </div>
        </div>
      )}
      <div className="mt-6">
        {list.isPending ? (
          <div
            className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3"
            role="status"
            aria-label="Loading devices"
          >
            {[0, 1, 2].map((card) => (
              <div
                key={card}
                className="aspect-[16/12] animate-pulse rounded-2xl border border-zinc-200/80 bg-white"
              />
            ))}
          </div>
        ) : list.isError && inScope.length === 0 ? (
          <EmptyState
            tone="neutral"
            icon={<Monitor />}
            title={DEVICES_TEXT.loadFailed}
            description="Check your connection, then try again. Nothing has changed."
            action={
              <Button variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
                <RefreshCw className="size-4" aria-hidden />
                Try again
              </Button>
            }
          />
        ) : inScope.length === 0 ? (
          <EmptyState
            icon={<Monitor />}
            title={DEVICES_TEXT.empty}
            description={canWrite ? DEVICES_TEXT.emptyHint : DEVICES_TEXT.emptyViewerHint}
            action={createButton}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            tone="neutral"
            icon={<Search />}
            title={DEVICES_TEXT.noResults}
            description={DEVICES_TEXT.noResultsHint}
          />
        ) : view === 'grid' ? (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((device) => (
              <li key={device.id}>
                <DeviceCard {...cardProps(device)} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="divide-y divide-zinc-100 overflow-hidden rounded-2xl border border-zinc-200/80 bg-white">
            {shown.map((device) => (
              <li key={device.id}>
                <DeviceRow {...cardProps(device)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

interface CardProps {
  device: Device;
  theme: Theme | undefined;
  entries: TenantEntry[];
  href?: string;
}

function Shell({
  href,
  className,
  label,
  children,
}: {
  href?: string;
  className: string;
  label: string;
  children: React.ReactNode;
}) {
  return href ? (
    <Link
      to={href}
      aria-label={label}
      className={cn(
        className,
        'hover:border-zinc-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500',
      )}
    >
      {children}
    </Link>
  ) : (
    <div className={className}>{children}</div>
  );
}

function Screen({
  theme,
  entries,
  className,
}: {
  theme: Theme | undefined;
  entries: TenantEntry[];
  className?: string;
}) {
  return theme ? (
    <ThemePreview theme={theme} tenants={entries} animate={false} className={className} />
  ) : (
    <div className={cn('flex h-full items-center justify-center text-xs text-zinc-400', className)}>
      {DEVICES_TEXT.noTheme}
    </div>
  );
}

const DeviceCard = memo(function DeviceCard({ device, theme, entries, href }: CardProps) {
  return (
    <Shell
      href={href}
      label={`Edit device ${device.name}`}
      className="group block overflow-hidden rounded-2xl border border-zinc-200/80 bg-white shadow-sm shadow-zinc-900/[0.04] transition"
    >
      <div className="aspect-video border-b border-zinc-100 bg-zinc-100 p-3">
        <Screen theme={theme} entries={entries} className="rounded-md" />
      </div>
      <div className="flex items-center justify-between gap-3 px-4 py-3.5">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold text-zinc-950">{device.name}</h3>
          <p className="mt-0.5 font-mono text-xs text-zinc-500">
            {device.pairing_code || DEVICES_TEXT.noPairingCode}
          </p>
        </div>
        <DeviceStatusBadge device={device} />
      </div>
    </Shell>
  );
});

const DeviceRow = memo(function DeviceRow({ device, theme, entries, href }: CardProps) {
  return (
    <Shell
      href={href}
      label={`Edit device ${device.name}`}
      className="flex items-center gap-4 px-4 py-3 transition"
    >
      <div className="aspect-video w-32 shrink-0 overflow-hidden rounded-md bg-zinc-100">
        <Screen theme={theme} entries={entries} />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="truncate text-sm font-semibold text-zinc-950">{device.name}</h3>
        <p className="mt-0.5 font-mono text-xs text-zinc-500">
          {device.pairing_code || DEVICES_TEXT.noPairingCode}
        </p>
      </div>
      <DeviceStatusBadge device={device} />
    </Shell>
  );
});
