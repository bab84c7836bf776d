import { describe, expect, it } from 'vitest';
import { unsupportedNode } from './supported-node.mjs';

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
});
