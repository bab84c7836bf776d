import type { ThemeContent } from '@foyer/shared';
import type { CSSProperties } from 'react';
import { withOpacity } from '../color';

/** How a list style (docs/product.md §3 tenants.listStyle) paints the list's card and its rows. */
export interface ListLook {
  frame: CSSProperties;
  /** Background of the row at `index` (0-based) on its page. */
  rowBackground: (index: number) => string | undefined;
  /** The hairline between rows, if the style has one. */
  separator?: string;
}

export function listLook(theme: ThemeContent): ListLook {
  const t = theme.tenants;
  const hairline = (alpha: number) => `1px solid ${withOpacity(theme.colors.textPrimary, alpha)}`;
  switch (t.listStyle) {
    case 'solid':
      return {
        frame: { backgroundColor: t.solidRowColor, boxShadow: '0 16px 48px rgba(15, 23, 42, 0.12)' },
        rowBackground: () => t.solidRowColor,
        separator: hairline(0.08),
      };
    case 'alternating': {
      const stripe = withOpacity(t.alternatingRowColor, t.alternatingRowOpacity);
      return { frame: {}, rowBackground: (index) => (index % 2 === 1 ? stripe : undefined) };
    }
    case 'glassy':
      return {
        frame: {
          backgroundColor: withOpacity(t.glassBackgroundColor, t.glassOpacity),
          backdropFilter: `blur(${t.glassBlur}px)`,
          WebkitBackdropFilter: `blur(${t.glassBlur}px)`,
          border: `2px solid ${withOpacity(t.glassBackgroundColor, Math.min(1, t.glassOpacity + 0.15))}`,
          boxShadow: '0 16px 48px rgba(0, 0, 0, 0.18)',
        },
        rowBackground: () => undefined,
        separator: hairline(0.12),
      };
  }
}
