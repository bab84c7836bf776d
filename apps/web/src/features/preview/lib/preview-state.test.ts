import {
  PREVIEW_BUNDLE_VERSION,
  PREVIEW_SAMPLE_ENTRIES,
  screenTenant,
  type PublishedBundle,
} from '@foyer/shared';
import { deviceRecord, tenantListRecord, themeRecord } from '@foyer/shared/testing';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { PREVIEW_TEXT } from '../messages';
import { modeFromSearch, previewView, type PreviewInputs } from './preview-state';

const theme = themeRecord();
const list = tenantListRecord();
const done = <T>(data: T) => ({ data, isPending: false, isError: false });
const pending = { data: undefined, isPending: true, isError: false };

function inputs(overrides: Partial<PreviewInputs> = {}): PreviewInputs {
  return {
    mode: 'latest',
    deviceId: 'd1',
    devices: done([deviceRecord()]),
    themes: done([theme]),
    tenantLists: done([list]),
    published: { ...pending, error: null },
    ...overrides,
  };
}

describe('previewView (docs/product.md §2 Preview page, §4 Preview, §8)', () => {
  it('asks to select a device when none is chosen', () => {
    expect(previewView(inputs({ deviceId: undefined }))).toEqual({ kind: 'select' });
  });

  it('builds the latest-changes bundle locally: active, version 1, the device’s tenants', () => {
    const view = previewView(inputs());
    expect(view.kind).toBe('ready');
    if (view.kind !== 'ready') return;
    expect(view.bundle.status).toBe('active');
    expect(view.bundle.version).toBe(PREVIEW_BUNDLE_VERSION);
    expect(view.bundle.data.theme).toBe(theme);
    expect(view.bundle.data.tenants?.entries).toEqual(list.entries.map(screenTenant));
    expect(view.sample).toBe(false);
  });

  it("copies the device's building as a publish would: its name, and the directory address while it is on", () => {
    const building = {
      id: 'b1',
      org_id: 'o1',
      name: 'Harbour Point',
      description: '',
      slug: 'harbour-point',
      created_by: null,
      created_at: '',
      languages: ['de', 'en'] as ('de' | 'en')[],
      time_zone: 'Asia/Tokyo',
    };
    const url = 'https://foyer.example/directory/abc';
    const view = (enabled: boolean) =>
      previewView(
        inputs({
          devices: done([deviceRecord({ sub_org_id: 'b1' })]),
          buildings: [building],
          directories: [{ sub_org_id: 'b1', enabled, url }],
        }),
      );
    const on = view(true);
    const off = view(false);
    if (on.kind !== 'ready' || off.kind !== 'ready') throw new Error('not ready');
    expect(on.bundle.data.building).toEqual({
      id: 'b1',
      name: 'Harbour Point',
      directory_url: url,
      languages: ['de', 'en'],
      // The screen's clock in the building's zone, not the browser's.
      time_zone: 'Asia/Tokyo',
    });
    expect(off.bundle.data.building?.directory_url).toBeNull();
    const none = previewView(inputs());
    if (none.kind !== 'ready') throw new Error('not ready');
    expect(none.bundle.data.building).toBeNull();
  });

  it('uses two sample entries for a device without tenants', () => {
    const view = previewView(inputs({ devices: done([deviceRecord({ tenants_id: null })]) }));
    expect(view.kind === 'ready' && view.bundle.data.tenants?.entries).toEqual(
      PREVIEW_SAMPLE_ENTRIES.map(screenTenant),
    );
    expect(view.kind === 'ready' && view.sample).toBe(true);
  });

  it('says what is loading', () => {
    expect(previewView(inputs({ themes: pending }))).toEqual({
      kind: 'loading',
      text: PREVIEW_TEXT.generating,
    });
    expect(previewView(inputs({ mode: 'published' }))).toEqual({
      kind: 'loading',
      text: PREVIEW_TEXT.loadingPublished,
    });
  });

  it('gives the §8 errors', () => {
    expect(previewView(inputs({ deviceId: 'gone' }))).toEqual({ kind: 'error', message: 'Device not found' });
    expect(previewView(inputs({ devices: done([deviceRecord({ theme_id: null })]) }))).toEqual({
      kind: 'error',
      message: 'Failed to create preview bundle. Make sure the device has a theme assigned.',
    });
    expect(
      previewView(inputs({ mode: 'published', devices: done([deviceRecord({ pairing_code: '' })]) })),
    ).toEqual({
      kind: 'error',
      message:
        'Selected device does not have a pairing code. Switch to Preview mode to see the latest changes.',
    });
    const notFound = new ApiError({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No bundle published for this device',
    });
    expect(
      previewView(
        inputs({
          mode: 'published',
          published: { data: undefined, isPending: false, isError: true, error: notFound },
        }),
      ),
    ).toEqual({
      kind: 'error',
      message: 'Failed to fetch device bundle',
      detail: 'No bundle published for this device',
    });
    const published = (error: unknown) =>
      previewView(
        inputs({ mode: 'published', published: { data: undefined, isPending: false, isError: true, error } }),
      );
    expect(
      published(
        new ApiError({
          status: 403,
          code: 'FORBIDDEN',
          message: 'You do not have access to this sub-organization',
        }),
      ),
    ).toEqual({
      kind: 'error',
      message: 'Failed to fetch device bundle',
      detail: 'You do not have access to this sub-organization',
    });
    expect(
      published(new ApiError({ status: 500, code: 'INTERNAL', message: 'Internal server error' })),
    ).toEqual({
      kind: 'error',
      message: 'Failed to fetch device bundle',
    });
  });

  it('shows the published bundle as fetched', () => {
    const published = { id: 'b', version: 4 } as PublishedBundle;
    expect(
      previewView(inputs({ mode: 'published', published: { ...done(published), error: null } })),
    ).toEqual({
      kind: 'ready',
      bundle: published,
      sample: false,
    });
  });

  it('reads the mode from the address', () => {
    expect(modeFromSearch('published')).toBe('published');
    expect(modeFromSearch(null)).toBe('latest');
    expect(modeFromSearch('other')).toBe('latest');
  });
});
