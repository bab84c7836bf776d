// `npm run bench`: how long the preview takes to re-render for one slider step with 500 tenants.
// Bundled with esbuild into a blank Chromium page by scripts/bench-slider.mjs.
import { SAMPLE_DIRECTORY, type TenantEntry } from '@foyer/shared';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThemePreview } from '../src';

interface SliderStep {
  label: string;
  theme: (step: number) => unknown;
}

declare global {
  interface Window {
    __BENCH_RESULT__?: Array<{ label: string; median: number; p95: number; max: number }>;
  }
}

const TENANTS: TenantEntry[] = Array.from({ length: 500 }, (_, i) => {
  const base = SAMPLE_DIRECTORY[i % SAMPLE_DIRECTORY.length] as TenantEntry;
  return {
    ...base,
    id: `t${i}`,
    company_name: `${base.company_name} ${Math.floor(i / SAMPLE_DIRECTORY.length) + 1}`,
  };
});

// Each step moves one builder slider by one notch, as a user dragging it would.
const STEPS: SliderStep[] = [
  {
    label: 'list-simple, row height',
    theme: (s) => ({ layout: 'list-simple', tenants: { rowHeight: 40 + (s % 20) } }),
  },
  {
    label: 'list-simple, scroll, text size',
    theme: (s) => ({
      layout: 'list-simple',
      layoutOptions: { pagination: 'scroll' },
      tenants: { textSize: 0.625 + (s % 7) * 0.125 },
    }),
  },
  {
    label: 'split, image size',
    theme: (s) => ({
      layout: 'split',
      layoutOptions: { imageSize: 30 + (s % 40), tenantListSize: 70 - (s % 40) },
    }),
  },
  {
    label: 'twoColumn, column width',
    theme: (s) => ({
      layout: 'twoColumn',
      tenants: {
        columnWidths: {
          company_name: 40 + (s % 20),
          floor: 30 - (s % 20) / 2,
          suite_room: 30 - (s % 20) / 2,
        },
      },
    }),
  },
  {
    label: 'imageTenant, glass blur',
    theme: (s) => ({ layout: 'imageTenant', tenants: { listStyle: 'glassy', glassBlur: s % 20 } }),
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const root = createRoot(container);
  const results: NonNullable<Window['__BENCH_RESULT__']> = [];
  for (const step of STEPS) {
    const draw = (s: number) =>
      root.render(
        <div style={{ width: 1200, height: 675 }}>
          <ThemePreview theme={step.theme(s)} tenants={TENANTS} animate={false} />
        </div>,
      );
    flushSync(() => draw(0));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const times: number[] = [];
    for (let s = 1; s <= 120; s++) {
      const start = performance.now();
      flushSync(() => draw(s));
      // Reading layout forces style and layout, as the browser must before painting the frame.
      void container.getBoundingClientRect().height;
      times.push(performance.now() - start);
    }
    const sorted = times.slice(10).sort((a, b) => a - b);
    results.push({
      label: step.label,
      median: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted[sorted.length - 1] ?? 0,
    });
  }
  window.__BENCH_RESULT__ = results;
}

void main();
