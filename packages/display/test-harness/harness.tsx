// Renders one theme for the renderer screenshot tests (e2e/renderer-screenshots.spec.ts), which
// bundle this file with esbuild and inline it into a blank page with its config. The typefaces are
// the ones the product serves (src/fonts.ts), so the page draws each theme's own face, not the
// system one; the spec puts their CSS, with the font files inline, into the page.
import '../src/fonts';
import { SAMPLE_DIRECTORY } from '@foyer/shared';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThemePreview, type Orientation } from '../src';

export interface HarnessConfig {
  theme: unknown;
  orientation: Orientation;
}

declare global {
  interface Window {
    __HARNESS__?: HarnessConfig;
    __HARNESS_READY__?: boolean;
  }
}

async function main() {
  const config = window.__HARNESS__;
  const container = document.getElementById('root');
  if (!config || !container) throw new Error('The harness needs window.__HARNESS__ and a #root element');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <div style={{ width: '100vw', height: '100vh' }}>
        <ThemePreview
          theme={config.theme}
          tenants={SAMPLE_DIRECTORY}
          orientation={config.orientation}
          animate={false}
        />
      </div>,
    ),
  );
  // A face loads when laid-out text first needs it: lay the page out, then wait for what it asked for.
  void container.offsetHeight;
  await document.fonts.ready;
  await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  // Two frames: the list has measured its area and drawn the rows that fit.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  window.__HARNESS_READY__ = true;
}

void main();
