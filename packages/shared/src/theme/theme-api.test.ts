import { describe, expect, it } from 'vitest';
import { defaultThemeName, THEME_MESSAGES, themeListQuerySchema, themeUpdateSchema } from './theme-api';

describe('theme call shapes', () => {
  it('names an unnamed theme by its UTC day', () => {
    expect(defaultThemeName(new Date('2026-11-21T23:30:00Z'))).toBe('Theme 2026-11-21');
  });

  it('needs metadata.version to save, and keeps the version sent', () => {
    const problems = (input: unknown) => {
      const result = themeUpdateSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(problems({})).toEqual([`metadata: ${THEME_MESSAGES.versionRequired}`]);
    expect(problems({ metadata: {} })).toEqual([`metadata.version: ${THEME_MESSAGES.versionRequired}`]);
    expect(problems({ metadata: { version: 0 } })[0]).toMatch(/^metadata\.version: /);
    expect(themeUpdateSchema.parse({ metadata: { version: 4 } }).metadata.version).toBe(4);
  });

  it('takes an optional sub_org_id filter, refusing a NUL', () => {
    expect(themeListQuerySchema.parse({})).toEqual({});
    expect(themeListQuerySchema.safeParse({ sub_org_id: 'a\u0000' }).success).toBe(false);
  });
});
