import type { ScreenTenant, ThemeContent } from '@foyer/shared';
import type { CSSProperties } from 'react';
import { contentPadding } from '../background';
import type { Orientation } from '../fit-scale';

/** What every layout body gets from the canvas. */
export interface LayoutProps {
  theme: ThemeContent;
  tenants: readonly ScreenTenant[];
  orientation: Orientation;
  animate: boolean;
}

/** The theme's content padding as a CSS padding value. */
export function paddingOf(theme: ThemeContent): string {
  const p = contentPadding(theme.layoutOptions);
  return `${p.top}px ${p.right}px ${p.bottom}px ${p.left}px`;
}

/** A region that fills what its parent gives it and lets its child fill it in turn. */
export const fill: CSSProperties = { flex: '1 1 0px', minWidth: 0, minHeight: 0, display: 'flex' };
