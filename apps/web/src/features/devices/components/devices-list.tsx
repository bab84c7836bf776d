import { ThemePreview } from '@foyer/display';
import { can, type Device, type TenantEntry, type Theme, type User } from '@foyer/shared';
import { BarChart3, Monitor, Plus } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../../../components/list-page/list-page';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useDevices } from '../api/get-devices';
import { DEVICES_TEXT } from '../messages';
import { DeviceStatusBadge } from './device-status-badge';

const VIEW_KEY = 'foyer.devices.view';
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
  const list = useDevices(actor.org_id, { live: true });
  const canWrite = can(actor, 'content:write');
  const themesById = useMemo(() => new Map(themes.map((theme) => [theme.id, theme])), [themes]);

  const inScope = useMemo(
    () => (list.data ?? []).filter((device) => subOrgId === null || device.sub_org_id === subOrgId),
    [list.data, subOrgId],
  );

  // Analytics has no sidebar entry (SPEC §2 lists three); it belongs with the screens it reports on.
  const createButton = (
    <div className="flex items-center gap-2">
      <Button asChild variant="secondary">
        <Link to={paths.app.analytics.path}>
          <BarChart3 className="size-4" aria-hidden />
          {DEVICES_TEXT.analytics}
        </Link>
      </Button>
      {canWrite && (
        <Button asChild>
          <Link to={createPath}>
            <Plus className="size-4" aria-hidden />
            {DEVICES_TEXT.addDevice}
          </Link>
        </Button>
      )}
    </div>
  );
  const cardProps = (device: Device) => ({
    device,
    theme: device.theme_id ? themesById.get(device.theme_id) : undefined,
    entries: (device.tenants_id && tenantEntries.get(device.tenants_id)) || NO_ENTRIES,
    href: canWrite ? editHref(device.id) : undefined,
  });

  return (
    <ListPage
      title={DEVICES_TEXT.title}
      description={DEVICES_TEXT.subtitle}
      action={createButton}
      icon={<Monitor />}
      itemsName="devices"
      text={DEVICES_TEXT}
      canWrite={canWrite}
      list={list}
      items={inScope}
      matches={matchesDeviceSearch}
      viewKey={VIEW_KEY}
      renderCard={(device) => <DeviceCard {...cardProps(device)} />}
      renderRow={(device) => <DeviceRow {...cardProps(device)} />}
    />
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
