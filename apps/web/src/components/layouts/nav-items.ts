import { Building2, Megaphone, Palette, Tv, type LucideIcon } from 'lucide-react';
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Path prefixes that keep the entry highlighted (its sub-pages). */
  activeOn: readonly string[];
  /** Exact paths that also highlight it. */
  activeExact?: readonly string[];
}

/** Sidebar entries (docs/product.md §2 Dashboard shell), shown to roles with 'nav:content'. */
export const CONTENT_NAV: readonly NavItem[] = [
  {
    label: 'Screens',
    to: paths.app.devices.path,
    icon: Tv,
    activeOn: [paths.app.devices.path, paths.app.preview.path],
    activeExact: [paths.app.dashboard.path],
  },
  { label: 'Tenants', to: paths.app.tenants.path, icon: Building2, activeOn: [paths.app.tenants.path] },
  { label: 'Themes', to: paths.app.themes.path, icon: Palette, activeOn: [paths.app.themes.path] },
  // Scheduled notices (docs/product.md §12).
  { label: 'Notices', to: paths.app.notices.path, icon: Megaphone, activeOn: [paths.app.notices.path] },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.activeExact?.includes(path)) return true;
  return item.activeOn.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
