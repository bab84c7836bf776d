import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';

/*
 * The theme renderer (packages/display) drawn in Chromium: each of the six layouts in landscape and
 * portrait, compared with the reference images beside this file, so an unintended visual change
 * fails. The renderer is bundled into a blank page; it needs no server. Images come from a fake
 * origin answered here, so nothing leaves the machine. The typefaces are the product's own
 * (@foyer/display/fonts, which the harness imports, writes their @font-face rules into the page),
 * bundled here with the font files inline, so each theme is drawn in its face and not in whatever
 * the machine has.
 */

const HARNESS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/display/test-harness/harness.tsx',
);
const ASSETS = 'https://assets.foyer.test';

// ---------------------------------------------------------------------------------------------
// Images, drawn as SVG.

/** A deterministic 0..1 sequence, so the lit windows are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Towers at dusk, the hero image: drawn for the shape it fills, as a photographer would crop it. */
function skylineSvg(width: number, height: number): string {
  const random = seeded(7);
  const ground = Math.round(height * 0.12);
  const tones = ['#1b2a41', '#22344f', '#15243a', '#1e3050', '#182a44'];
  const shapes: string[] = [];
  const towerWidth = Math.max(140, Math.round(width / 9));
  for (let x = Math.round(towerWidth * 0.2), i = 0; x < width; x += towerWidth + 24, i++) {
    const w = Math.round(towerWidth * (0.75 + random() * 0.4));
    const h = Math.round((height - ground) * (0.45 + random() * 0.45));
    const top = height - ground - h;
    shapes.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${tones[i % tones.length]}"/>`);
    for (let wy = top + 24; wy < height - ground - 30; wy += 38) {
      for (let wx = x + 16; wx < x + w - 26; wx += 32) {
        const lit = random();
        if (lit > 0.45) {
          const opacity = (0.35 + lit * 0.6).toFixed(2);
          shapes.push(
            `<rect x="${wx}" y="${wy}" width="16" height="20" fill="#ffd58a" opacity="${opacity}"/>`,
          );
        }
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1c2f5a"/><stop offset="0.55" stop-color="#6d5a8c"/><stop offset="1" stop-color="#f2a65a"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffe2b0"/><stop offset="1" stop-color="#ffe2b0" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * 0.7}" cy="${height * 0.75}" r="${height * 0.3}" fill="url(#sun)"/>
  ${shapes.join('')}
  <rect y="${height - ground}" width="${width}" height="${ground}" fill="#0d1728"/>
  <rect y="${height - ground}" width="${width}" height="6" fill="#f2a65a" opacity="0.5"/>
</svg>`;
}

/** A wordmark with an arch emblem. */
function logoSvg(color: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="660" height="120" viewBox="0 0 660 120">
  <rect x="4" y="4" width="112" height="112" rx="26" fill="${accent}"/>
  <path d="M30 96V58a30 30 0 0 1 60 0v38" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>
  <path d="M48 96V66a12 12 0 0 1 24 0v30" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>
  <text x="142" y="70" font-family="DejaVu Sans, Arial, sans-serif" font-size="46" font-weight="700" letter-spacing="6" fill="${color}">HARBOR PLAZA</text>
  <text x="144" y="104" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" letter-spacing="9" fill="${color}" opacity="0.7">200 WATERFRONT AVENUE</text>
</svg>`;
}

/** The full-page image of the imageOnly layout: a welcome poster. */
function posterSvg(width: number, height: number): string {
  const portrait = height > width;
  const cx = width / 2;
  const titleSize = portrait ? 120 : 132;
  const titleY = portrait ? height * 0.42 : height * 0.46;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f3d3e"/><stop offset="1" stop-color="#0b1f3a"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.15}" r="${Math.min(width, height) * 0.45}" fill="#f2a65a" opacity="0.12"/>
  <circle cx="${width * 0.1}" cy="${height * 0.9}" r="${Math.min(width, height) * 0.35}" fill="#7dd3fc" opacity="0.10"/>
  <text x="${cx}" y="${titleY - titleSize * 1.3}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" letter-spacing="14" fill="#f2a65a">WELCOME TO</text>
  <text x="${cx}" y="${titleY}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${titleSize}" font-weight="700" fill="#ffffff">Harbor</text>
  <text x="${cx}" y="${titleY + titleSize * 1.1}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${titleSize}" font-weight="700" fill="#ffffff">Plaza</text>
  <rect x="${cx - 80}" y="${titleY + titleSize * 1.55}" width="160" height="6" rx="3" fill="#f2a65a"/>
  <text x="${cx}" y="${titleY + titleSize * 2.2}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#cbd5e1">Reception on the ground floor · Mon–Fri 7:00–19:00</text>
</svg>`;
}

const IMAGES: Record<string, string> = {
  '/skyline.svg': skylineSvg(1600, 1200),
  '/skyline-wide.svg': skylineSvg(2400, 720),
  '/logo-light.svg': logoSvg('#ffffff', '#f2a65a'),
  '/logo-dark.svg': logoSvg('#1f2937', '#0f766e'),
  '/logo-warm.svg': logoSvg('#3f2a1d', '#b45309'),
  '/poster-landscape.svg': posterSvg(1920, 1080),
  '/poster-portrait.svg': posterSvg(1080, 1920),
};

// ---------------------------------------------------------------------------------------------
// One theme per layout, each showing different options.

const FOOTER_ITEMS = {
  OfficeSuite: { show: true, text: 'Management Office: Suite 100', order: 1 },
  OfficeHours: { show: true, text: 'Mon–Fri 8:00–18:00', order: 2 },
  OfficeNumber: { show: false, text: 'Office (555) 010-0100', order: 3 },
  MaintenanceNumber: { show: true, text: 'Maintenance (555) 010-0199', order: 4 },
  WifiInfo: { show: true, text: 'Wi-Fi: HarborPlaza-Guest', order: 5 },
  BuildingName: { show: false, text: 'Harbor Plaza', order: 6 },
};

const THEMES = {
  'list-simple': {
    name: 'Harbor Plaza Lobby',
    layout: 'list-simple',
    layoutOptions: { contentPadding: { all: 40 }, borderRadius: 20 },
    colors: {
      background: '#e9eef5',
      primary: '#1d4ed8',
      accent: '#f2a65a',
      textPrimary: '#0f172a',
      textSecondary: '#64748b',
    },
    tenants: {
      hiddenColumns: [],
      columnWidths: { company_name: 46, floor: 14, suite_room: 16, category: 24 },
      columnAlignments: { company_name: 'left', floor: 'center', suite_room: 'center', category: 'right' },
      rowHeight: 52,
      padding: 28,
    },
    header: { backgroundColor: '#0b1f3a' },
    footer: { backgroundColor: '#0b1f3a', textColor: '#e2e8f0', fontSize: 0.75, items: FOOTER_ITEMS },
    media: { companyLogoUrl: `${ASSETS}/logo-light.svg`, logoSize: 72 },
  },
  hero: {
    name: 'Harbor Plaza Hero',
    layout: 'hero',
    layoutOptions: { imageSectionSize: 36, contentPadding: { all: 36 }, borderRadius: 16 },
    colors: {
      background: '#ffffff',
      primary: '#0f766e',
      accent: '#f59e0b',
      textPrimary: '#111827',
      textSecondary: '#6b7280',
    },
    tenants: {
      listStyle: 'alternating',
      alternatingRowColor: '#ccfbf1',
      alternatingRowOpacity: 0.5,
      columnWidths: { company_name: 56, floor: 20, suite_room: 24 },
      rowHeight: 48,
      padding: 8,
      sortMethod: 'floor',
    },
    header: { backgroundColor: '#ffffff', logoAlignment: 'center' },
    footer: {
      backgroundColor: '#0f766e',
      textColor: '#ffffff',
      fontSize: 0.75,
      justifyContent: 'space-evenly',
      items: FOOTER_ITEMS,
    },
    media: {
      heroImageUrl: `${ASSETS}/skyline-wide.svg`,
      companyLogoUrl: `${ASSETS}/logo-dark.svg`,
      logoSize: 64,
    },
  },
  twoColumn: {
    name: 'Harbor Plaza Night',
    layout: 'twoColumn',
    layoutOptions: { contentPadding: { all: 40 }, borderRadius: 24 },
    colors: {
      background: '#0f2027',
      primary: '#7dd3fc',
      accent: '#fbbf24',
      textPrimary: '#f8fafc',
      textSecondary: '#cbd5e1',
    },
    background: { type: 'gradient', gradient: { from: '#0f2027', to: '#2c5364', angle: 135 } },
    typography: { fontFamily: 'Poppins' },
    tenants: {
      listStyle: 'glassy',
      glassBackgroundColor: '#ffffff',
      glassOpacity: 0.1,
      glassBlur: 12,
      columnWidths: { company_name: 60, floor: 16, suite_room: 24 },
      columnAlignments: { company_name: 'left', floor: 'center', suite_room: 'right' },
      textSize: 0.75,
      rowHeight: 46,
      padding: 28,
    },
    header: { backgroundColor: '#000000', backgroundOpacity: 0.3 },
    footer: {
      backgroundColor: '#000000',
      backgroundOpacity: 0.35,
      textColor: '#e2e8f0',
      fontSize: 0.75,
      items: FOOTER_ITEMS,
    },
    media: { companyLogoUrl: `${ASSETS}/logo-light.svg`, logoSize: 64 },
  },
  split: {
    name: 'Harbor Plaza Split',
    layout: 'split',
    layoutOptions: { imageSize: 42, tenantListSize: 58, contentPadding: { all: 40 }, borderRadius: 12 },
    colors: {
      background: '#f8fafc',
      primary: '#9a3412',
      accent: '#d97706',
      textPrimary: '#1f2937',
      textSecondary: '#6b7280',
    },
    tenants: {
      sortMethod: 'floor',
      columnOrder: ['floor', 'company_name', 'suite_room', 'category'],
      columnWidths: { floor: 16, company_name: 60, suite_room: 24 },
      columnAlignments: { floor: 'left', company_name: 'left', suite_room: 'right' },
      rowHeight: 48,
      padding: 24,
    },
    header: { backgroundColor: '#1f2937' },
    footer: { backgroundColor: '#1f2937', textColor: '#f3f4f6', fontSize: 0.75, items: FOOTER_ITEMS },
    media: {
      heroImageUrl: `${ASSETS}/skyline.svg`,
      companyLogoUrl: `${ASSETS}/logo-light.svg`,
      logoSize: 64,
    },
  },
  imageTenant: {
    name: 'Harbor Plaza Warm',
    layout: 'imageTenant',
    layoutOptions: {
      heroPosition: 'right',
      imageSize: 38,
      tenantListSize: 62,
      contentPadding: { all: 40 },
      borderRadius: 28,
    },
    colors: {
      background: '#faf7f2',
      primary: '#b45309',
      accent: '#b45309',
      textPrimary: '#3f2a1d',
      textSecondary: '#8a735f',
    },
    typography: { fontFamily: 'Lato' },
    tenants: {
      listStyle: 'alternating',
      alternatingRowColor: '#eadfce',
      alternatingRowOpacity: 0.7,
      columnWidths: { company_name: 58, floor: 18, suite_room: 24 },
      rowHeight: 50,
      padding: 12,
    },
    header: { backgroundColor: '#faf7f2', logoAlignment: 'left' },
    footer: { backgroundColor: '#3f2a1d', textColor: '#faf7f2', fontSize: 0.75, items: FOOTER_ITEMS },
    media: { heroImageUrl: `${ASSETS}/skyline.svg`, companyLogoUrl: `${ASSETS}/logo-warm.svg`, logoSize: 64 },
  },
  imageOnly: {
    name: 'Harbor Plaza Welcome',
    layout: 'imageOnly',
    colors: { background: '#0b1f3a' },
    media: { fullPageImageUrl: `${ASSETS}/poster-landscape.svg` },
  },
} as const;

const ORIENTATIONS = {
  landscape: { width: 960, height: 540 },
  portrait: { width: 540, height: 960 },
} as const;

// ---------------------------------------------------------------------------------------------

/** The typeface a theme's text is drawn in (the default is Inter); none for imageOnly, which draws no text. */
function themeFamily(layout: string, theme: (typeof THEMES)[keyof typeof THEMES]): string | null {
  if (layout === 'imageOnly') return null;
  return 'typography' in theme ? theme.typography.fontFamily : 'Inter';
}

let harnessScript = '';

test.beforeAll(async () => {
  const result = await build({
    entryPoints: [HARNESS],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    // The font files go into the script as data URLs: the page needs nothing from a server.
    loader: { '.woff2': 'dataurl' },
    logLevel: 'silent',
  });
  harnessScript = result.outputFiles[0]?.text ?? '';
  expect(harnessScript.length).toBeGreaterThan(1000);
  // Every bundled face came along: 36 files, and a row of each family.
  expect(harnessScript.split('data:font/woff2;base64,').length - 1).toBe(36);
  for (const family of ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Poppins'])
    expect(harnessScript).toContain(`["${family}",`);
});

/** JSON or script text that cannot end the <script> element it sits in. */
const scriptSafe = (text: string) => text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

for (const [layout, theme] of Object.entries(THEMES)) {
  for (const [orientation, viewport] of Object.entries(ORIENTATIONS)) {
    test(`${layout} in ${orientation}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // Nothing leaves the machine: the fake asset origin is answered here, anything else refused.
      await page.route('**/*', (route) => route.abort());
      await page.route(`${ASSETS}/**`, (route) => {
        const body = IMAGES[new URL(route.request().url()).pathname];
        return body ? route.fulfill({ contentType: 'image/svg+xml', body }) : route.abort();
      });

      const config = {
        theme:
          layout === 'imageOnly' && orientation === 'portrait'
            ? { ...theme, media: { fullPageImageUrl: `${ASSETS}/poster-portrait.svg` } }
            : theme,
        orientation,
      };
      await page.setContent(
        `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;overflow:hidden}</style>` +
          `</head>` +
          `<body><div id="root"></div>` +
          `<script>window.__HARNESS__ = ${scriptSafe(JSON.stringify(config))};</script>` +
          `<script>${scriptSafe(harnessScript)}</script></body></html>`,
      );
      await page.waitForFunction(
        () => (window as { __HARNESS_READY__?: boolean }).__HARNESS_READY__ === true,
      );

      // The theme's own typeface is loaded before the picture: a face of it, in every weight the
      // canvas draws text in (a theme may draw none at 400, and then that face never loads).
      await page.evaluate(() => document.fonts.ready);
      const family = themeFamily(layout, theme);
      if (family) {
        await page.waitForFunction((name) => {
          let loaded = false;
          document.fonts.forEach((face) => {
            if (face.family.replace(/["']/g, '') === name && face.status === 'loaded') loaded = true;
          });
          const weights = new Set<string>();
          document.querySelectorAll('[data-foyer-canvas], [data-foyer-canvas] *').forEach((element) => {
            const text = Array.from(element.childNodes).some(
              (node: Node) => node.nodeType === Node.TEXT_NODE && Boolean(node.textContent?.trim()),
            );
            if (text) weights.add(getComputedStyle(element).fontWeight);
          });
          return (
            loaded &&
            weights.size > 0 &&
            Array.from(weights).every((weight) => document.fonts.check(`${weight} 16px "${name}"`))
          );
        }, family);
      }

      await expect(page).toHaveScreenshot(`${layout}-${orientation}.png`, { maxDiffPixelRatio: 0.01 });
    });
  }
}
