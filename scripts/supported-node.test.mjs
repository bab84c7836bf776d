import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { MIN_NODE_MAJOR, minimumMajor, unsupportedNode } from './supported-node.mjs';

describe('supported Node.js', () => {
  it('runs on 22, 24 and newer', () => {
    for (const version of ['22.12.0', '22.23.3', '24.21.0', '26.1.0'])
      expect(unsupportedNode(version)).toBeNull();
  });

  it('refuses 20 and older, saying which it is and what to do', () => {
    expect(unsupportedNode('20.20.2')).toBe(
      'Foyer needs Node.js 22 or 24 (LTS); this is Node.js 20.20.2. Install Node.js 24 LTS, or start it ' +
        'with `npm start`, which runs the Node.js 24 that `npm install` brings with the development tools.',
    );
    expect(unsupportedNode('18.19.0')).toContain('this is Node.js 18.19.0');
  });

  it('takes the minimum from package.json "engines", written nowhere else', () => {
    const engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines;
    expect(engines.node).toMatch(/^>=22\b/);
    expect(MIN_NODE_MAJOR).toBe(22);
    expect(minimumMajor('>=24')).toBe(24);
    expect(minimumMajor('>= 20.9.0')).toBe(20);
    expect(() => minimumMajor('^22')).toThrow('engines.node');
    expect(() => minimumMajor(undefined)).toThrow('engines.node');
  });
});
