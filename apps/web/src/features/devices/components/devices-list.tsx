import {
  can,
  listedUnder,
  type Device,
  type ScreenShowing,
  type TenantEntry,
  type Theme,
  type User,
} from '@foyer/shared';
import { BarChart3, Monitor } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { ListItemCard, ListItemRow } from '../../../components/list-page/list-item';
import { ListPage } from '../../../components/list-page/list-page';
import { PublishAllButton } from '../../../components/publish-all/publish-all-button';
import type { SelectedBuilding } from '../../../components/list-page/other-buildings-empty-state';
import { AddLink } from '../../../components/ui/add-link';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useDevices } from '../api/get-devices';
import { DEVICES_TEXT } from '../messages';
import { DeviceScreenReport, screenReportLines } from './device-screen-report';
import { ScreenDrawing } from './screen-drawing';
import { useScreensShowing } from '../api/get-screens-showing';
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
  /** The selected building, so an empty one can point to the others. */
  building?: SelectedBuilding | null;
  themes: readonly Theme[];
  /** Entries of each tenant list, by list id. */
  tenantEntries: ReadonlyMap<string, TenantEntry[]>;
  createPath: string;
  editHref: (id: string) => string;
}

/** The Devices page body (docs/product.md §2): search, grid or list, each card a live preview of its screen. */
export function DevicesList({
  actor,
  subOrgId,
  building,
  themes,
  tenantEntries,
  createPath,
  editHref,
}: DevicesListProps) {
  const list = useDevices(actor.org_id, { live: true });
  const showing = useScreensShowing(actor.org_id);
  const showingById = useMemo(
    () => new Map((showing.data ?? []).map((row) => [row.device_id, row])),
    [showing.data],
  );
  const canWrite = can(actor, 'content:write');
  const themesById = useMemo(() => new Map(themes.map((theme) => [theme.id, theme])), [themes]);

  const inScope = useMemo(
    () => (list.data ?? []).filter((device) => listedUnder(device, subOrgId)),
    [list.data, subOrgId],
  );
  const elsewhere = building
    ? { ...building, count: (list.data?.length ?? 0) - inScope.length, itemName: 'device' }
    : undefined;

  // Analytics has no sidebar entry (docs/product.md §2 lists three); it belongs with the screens it reports on.
  const createButton = (
    <div className="flex flex-wrap items-center gap-2">
      <PublishAllButton actor={actor} devices={inScope} themes={themes} />
      <Button asChild variant="secondary">
        <Link to={paths.app.analytics.path}>
          <BarChart3 className="size-4" aria-hidden />
          {DEVICES_TEXT.analytics}
        </Link>
      </Button>
      {canWrite && <AddLink to={createPath}>{DEVICES_TEXT.addDevice}</AddLink>}
    </div>
  );
  const cardProps = (device: Device) => ({
    device,
    theme: device.theme_id ? themesById.get(device.theme_id) : undefined,
    entries: (device.tenants_id && tenantEntries.get(device.tenants_id)) || NO_ENTRIES,
    showing: showingById.get(device.id),
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
      elsewhere={elsewhere}
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
  showing: ScreenShowing | undefined;
  href?: string;
}

/** The parts of a device's card and row besides the picture. */
function deviceItem(device: Device, href: string | undefined) {
  // Worked out on each refetch of the list (every 10 s), so the uptime moves along.
  const lines = screenReportLines(device, new Date());
  return {
    href,
    label: `Edit device ${device.name}`,
    title: device.name,
    detail: device.pairing_code || DEVICES_TEXT.noPairingCode,
    detailClassName: 'font-mono',
    aside: <DeviceStatusBadge device={device} />,
    footer: lines && <DeviceScreenReport lines={lines} />,
  };
}

const DeviceCard = memo(function DeviceCard({ device, theme, entries, showing, href }: CardProps) {
  return (
    <ListItemCard
      {...deviceItem(device, href)}
      preview={<ScreenDrawing theme={theme} entries={entries} showing={showing} className="rounded-md" />}
    />
  );
});

const DeviceRow = memo(function DeviceRow({ device, theme, entries, showing, href }: CardProps) {
  return (
    <ListItemRow
      {...deviceItem(device, href)}
      preview={<ScreenDrawing theme={theme} entries={entries} showing={showing} />}
    />
  );
});
