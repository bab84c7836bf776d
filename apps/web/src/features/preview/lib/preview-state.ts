import {
  buildPreviewBundle,
  type BuildingDirectory,
  type CategoryDictionary,
  type Device,
  type SubOrganization,
  type PublishedBundle,
  type TenantList,
  type Theme,
} from '@foyer/shared';
import { ApiError } from '../../../lib/api-client';
import { PREVIEW_TEXT } from '../messages';

export type PreviewMode = 'latest' | 'published';

export const PREVIEW_MODES: readonly PreviewMode[] = ['latest', 'published'];

/** `?mode=published` keeps the mode in the address, so a preview can be shared and reloaded. */
export function modeFromSearch(value: string | null): PreviewMode {
  return value === 'published' ? 'published' : 'latest';
}

/** What the stage shows. */
export type PreviewView =
  | { kind: 'select' }
  | { kind: 'loading'; text: string }
  | { kind: 'error'; message: string; detail?: string }
  | { kind: 'ready'; bundle: PublishedBundle; sample: boolean };

interface Loaded<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface PreviewInputs {
  mode: PreviewMode;
  deviceId: string | undefined;
  devices: Loaded<Device[]>;
  themes: Loaded<Theme[]>;
  tenantLists: Loaded<TenantList[]>;
  published: Loaded<PublishedBundle> & { error: unknown };
  /** The buildings and their mobile directories, for the building a publish copies (may be loading). */
  buildings?: readonly SubOrganization[];
  directories?: readonly BuildingDirectory[];
  /** The organization's name, which a publish copies for a screen without a building. */
  organizationName?: string;
  /** The organization's category dictionary, of which a publish copies what the screen needs. */
  categoryTranslations?: CategoryDictionary;
}

/** The device's building as writeBundle on the server copies it: name, and the directory address while on. */
export function previewBuilding(
  device: Device,
  buildings: readonly SubOrganization[] = [],
  directories: readonly BuildingDirectory[] = [],
) {
  const building = device.sub_org_id ? buildings.find((b) => b.id === device.sub_org_id) : undefined;
  if (!building) return null;
  const directory = directories.find((d) => d.sub_org_id === building.id);
  return {
    id: building.id,
    name: building.name,
    directory_url: directory?.enabled ? directory.url : null,
    // Its screen languages and time zone, so the preview speaks and tells the time as the
    // screen will (docs/product.md §16).
    languages: building.languages,
    time_zone: building.time_zone,
  };
}

/**
 * docs/product.md §2 Preview page and §4 Preview: the placeholder with no device chosen; in 'Preview (Latest
 * Changes)' a bundle built here from the device's theme and tenants (version 1, two sample
 * entries when it has none); in 'Published Bundle' the bundle fetched by the device's pairing
 * code; the §8 error texts otherwise.
 */
export function previewView(inputs: PreviewInputs): PreviewView {
  const { mode, deviceId, devices, themes, tenantLists, published } = inputs;
  if (!deviceId) return { kind: 'select' };
  const loadingText = mode === 'latest' ? PREVIEW_TEXT.generating : PREVIEW_TEXT.loadingPublished;
  if (devices.isPending) return { kind: 'loading', text: loadingText };
  const device = devices.data?.find((candidate) => candidate.id === deviceId);
  if (!device) return { kind: 'error', message: PREVIEW_TEXT.deviceNotFound };

  if (mode === 'published') {
    if (!device.pairing_code) return { kind: 'error', message: PREVIEW_TEXT.noPairingCode };
    if (published.isPending) return { kind: 'loading', text: loadingText };
    if (published.isError || !published.data) {
      const error = published.error;
      return {
        kind: 'error',
        message: PREVIEW_TEXT.fetchFailed,
        // A refusal says why ('No bundle published for this device', a malformed pairing code, no
        // access); a failed server or a lost connection has nothing to add.
        detail:
          error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined,
      };
    }
    return { kind: 'ready', bundle: published.data, sample: false };
  }

  if (!device.theme_id) return { kind: 'error', message: PREVIEW_TEXT.previewFailed };
  if (themes.isPending || tenantLists.isPending) return { kind: 'loading', text: loadingText };
  if (themes.isError) return { kind: 'error', message: PREVIEW_TEXT.previewFailed };
  const theme = themes.data?.find((candidate) => candidate.id === device.theme_id);
  if (!theme) return { kind: 'error', message: PREVIEW_TEXT.themeNotFound };
  const tenants = device.tenants_id
    ? (tenantLists.data?.find((list) => list.id === device.tenants_id) ?? null)
    : null;
  const building = previewBuilding(device, inputs.buildings, inputs.directories);
  const bundle = buildPreviewBundle({
    device,
    theme,
    tenants,
    building,
    organizationName: inputs.organizationName,
    categoryTranslations: inputs.categoryTranslations,
  });
  return { kind: 'ready', bundle, sample: !tenants || tenants.entries.length === 0 };
}
