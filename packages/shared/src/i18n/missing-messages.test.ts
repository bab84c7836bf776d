/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, VISITOR_LANGUAGES } from './languages';

/*
 * The translators' check (docs/decisions/languages.md LNG-4) over every area folder of
 * ./messages: it LISTS the messages a language lacks (a missing translation falls back to English
 * and is reported, not fatal), and fails when a language has a key English lacks, a message does
 * not parse as ICU, or a translation's placeholders differ from the English ones.
 */

const ROOT = fileURLToPath(new URL('./messages', import.meta.url));
const areas = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const read = (area: string, lang: string): Record<string, string> | null => {
  try {
    return JSON.parse(readFileSync(join(ROOT, area, `${lang}.json`), 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** The argument names a message uses, nested plural and select branches included. */
function placeholders(ast: Ast, into = new Set<string>()): Set<string> {
  for (const element of ast) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0) {
      into.add(element.value);
    }
    if ('options' in element) {
      for (const option of Object.values(element.options as Record<string, { value: Ast }>)) {
        placeholders(option.value, into);
      }
    }
    if ('children' in element) placeholders(element.children as Ast, into);
  }
  return into;
}

const sorted = (set: Set<string>) => [...set].sort().join(', ');

describe('visitor messages', () => {
  it('has at least the screen area', () => {
    expect(areas).toContain('screen');
  });

  describe.each(areas)('%s', (area) => {
    const english = read(area, DEFAULT_LANGUAGE);

    it('has an English file, the source', () => {
      expect(english).not.toBeNull();
    });

    it('lists what each language is missing (reported, not fatal)', () => {
      const missing: string[] = [];
      for (const lang of VISITOR_LANGUAGES) {
        const messages = read(area, lang);
        if (!messages) {
          missing.push(
            `${area}/${lang}.json: no file (all ${Object.keys(english ?? {}).length} messages fall back to English)`,
          );
          continue;
        }
        const lacking = Object.keys(english ?? {}).filter((key) => !messages[key]?.trim());
        if (lacking.length > 0) missing.push(`${area}/${lang}.json: ${lacking.join(', ')}`);
      }
      console.info(
        missing.length === 0
          ? `Messages ${area}: every language has every message.`
          : `Messages ${area}: missing translations (English shows instead):\n  ${missing.join('\n  ')}`,
      );
    });

    it.each(VISITOR_LANGUAGES)('%s: known keys, ICU that parses, the English placeholders', (lang) => {
      const messages = read(area, lang);
      if (!messages || !english) return;
      const problems: string[] = [];
      for (const [key, text] of Object.entries(messages)) {
        if (typeof text !== 'string') {
          problems.push(`${key}: not a string`);
          continue;
        }
        const source = english[key];
        if (source === undefined) {
          problems.push(`${key}: not in en.json`);
          continue;
        }
        let ast: Ast;
        try {
          ast = new IntlMessageFormat(text, lang).getAst();
        } catch (error) {
          problems.push(`${key}: does not parse as ICU (${(error as Error).message})`);
          continue;
        }
        const want = sorted(placeholders(new IntlMessageFormat(source, 'en').getAst()));
        const have = sorted(placeholders(ast));
        if (want !== have) problems.push(`${key}: placeholders {${have}}, English has {${want}}`);
      }
      expect(problems).toEqual([]);
    });
  });
});
