// The builder's preview re-rendered for one slider step with 500 tenants, in Chromium.
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

export async function sliderStepTimes(browser) {
  const bundle = await build({
    entryPoints: [resolve(root, 'packages/display/test-harness/slider-bench.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = bundle.outputFiles[0].text;
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.setContent('<!doctype html><html><body style="margin:0"><div id="root"></div></body></html>');
  await page.addScriptTag({ content: script });
  await page.waitForFunction(() => window.__BENCH_RESULT__ !== undefined, undefined, { timeout: 120_000 });
  const results = await page.evaluate(() => window.__BENCH_RESULT__);
  await page.close();
  return results;
}
