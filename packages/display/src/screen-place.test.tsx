import { SAMPLE_DIRECTORY, type BundleBuilding, type PublishedBundle } from '@foyer/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BundlePreview } from './bundle-preview';
import { DIRECTORY_QR_CAPTION } from './directory-qr';
import { qrPath } from './qr-code';
import { ThemePreview } from './theme-preview';

afterEach(cleanup);

const tenants = SAMPLE_DIRECTORY.slice(0, 3);
const part = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>(`[data-part="${name}"]`);
const footerItem = (container: HTMLElement, key: string) =>
  container.querySelector<HTMLElement>(`[data-footer-item="${key}"]`);

const DIRECTORY_URL = 'https://foyer.example.com/directory/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

function bundle(
  theme: object,
  building: BundleBuilding | null,
  organizationName?: string,
): Pick<PublishedBundle, 'data'> {
  return {
    data: {
      theme,
      tenants: null,
      building,
      ...(organizationName ? { organization_name: organizationName } : {}),
    } as unknown as PublishedBundle['data'],
  };
}

const everything = {
  header: { buildingName: true },
  media: { directoryQr: 'footer' as const },
};

describe("the screen's building", () => {
  it('shows the building name in the header and an empty footer item, and the QR code to its directory', async () => {
    const { container } = render(
      <BundlePreview
        bundle={bundle(everything, { id: 'b1', name: 'Harbour Point', directory_url: DIRECTORY_URL })}
      />,
    );
    expect(part(container, 'header-building')?.textContent).toBe('Harbour Point');
    expect(footerItem(container, 'BuildingName')?.textContent).toBe('Harbour Point');
    const qr = part(container, 'directory-qr');
    expect(qr?.textContent).toContain(DIRECTORY_QR_CAPTION);
    // The encoder is fetched on first use (LNG-7).
    expect(
      await screen.findByRole('img', { name: `${DIRECTORY_QR_CAPTION}: ${DIRECTORY_URL}` }),
    ).toBeTruthy();
    expect(qr?.querySelector('svg')?.getAttribute('data-qr-value')).toBe(DIRECTORY_URL);
  });

  it('keeps a typed footer building name', () => {
    const { container } = render(
      <BundlePreview
        bundle={bundle(
          { footer: { items: { BuildingName: { text: 'One Market Plaza' } } } },
          { id: 'b1', name: 'Harbour Point', directory_url: null },
        )}
      />,
    );
    expect(footerItem(container, 'BuildingName')?.textContent).toBe('One Market Plaza');
  });

  it('shows nothing of them on a screen without a building or with the directory off', () => {
    const { container } = render(
      <BundlePreview bundle={bundle(everything, { id: 'b1', name: 'Harbour Point', directory_url: null })} />,
    );
    expect(part(container, 'directory-qr')).toBeNull();
    cleanup();
    const none = render(<BundlePreview bundle={bundle(everything, null)} />).container;
    expect(part(none, 'header-building')).toBeNull();
    expect(footerItem(none, 'BuildingName')).toBeNull();
    expect(part(none, 'directory-qr')).toBeNull();
  });

  it("heads a screen of the whole organization with the organization's name, never an empty band", () => {
    const { container } = render(<BundlePreview bundle={bundle(everything, null, 'Kaiserhof Immobilien')} />);
    expect(part(container, 'header-building')?.textContent).toBe('Kaiserhof Immobilien');
    expect(part(container, 'header-building')?.dataset.placeholder).toBeUndefined();
    // A building's screen keeps its building's name.
    cleanup();
    const inBuilding = render(
      <BundlePreview
        bundle={bundle(
          everything,
          { id: 'b1', name: 'Harbour Point', directory_url: null },
          'Kaiserhof Immobilien',
        )}
      />,
    ).container;
    expect(part(inBuilding, 'header-building')?.textContent).toBe('Harbour Point');
  });

  it('shows dimmed placeholders in the builder only', () => {
    const { container } = render(
      <ThemePreview
        theme={{ ...everything, media: { directoryQr: 'header' } }}
        tenants={tenants}
        onSelectElement={() => {}}
      />,
    );
    expect(part(container, 'header-building')?.dataset.placeholder).toBe('true');
    expect(part(container, 'directory-qr')?.dataset.placeholder).toBe('true');
    const header = container.querySelector('[data-element="header"]');
    expect(header?.contains(part(container, 'directory-qr'))).toBe(true);
  });
});

describe('qrPath', () => {
  it('draws a version 5 code (37 modules) for a directory address, with a quiet zone', () => {
    const { modules, path } = qrPath(DIRECTORY_URL);
    expect(modules).toBe(37 + 8);
    // The finder pattern's top row: seven dark modules from the quiet zone's corner.
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true);
  });
});
