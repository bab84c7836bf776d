import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { DEFAULT_APP_PATH } from '../../config/paths';
import { cn } from '../../lib/cn';
import { LogoMark } from '../brand/logo';
import { Tooltip } from '../ui/tooltip';
import { isNavItemActive, type NavItem } from './nav-items';

export function NavList({
  items,
  collapsed = false,
  onNavigate,
}: {
  items: readonly NavItem[];
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-0.5">
      {items.map((item) => {
        const active = isNavItemActive(item, pathname);
        const Icon = item.icon;
        return (
          <li key={item.to}>
            <Tooltip content={item.label} enabled={collapsed}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? item.label : undefined}
                className={cn(
                  'group flex h-9 items-center gap-3 rounded-lg text-sm font-medium transition-colors',
                  'focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none',
                  active
                    ? 'bg-white text-zinc-950 shadow-xs ring-1 ring-zinc-200'
                    : 'text-zinc-600 hover:bg-zinc-200/50 hover:text-zinc-900',
                  collapsed ? 'justify-center' : 'px-2.5',
                )}
              >
                <Icon
                  className={cn(
                    'size-[18px] shrink-0 transition-colors',
                    active ? 'text-brand-600' : 'text-zinc-400 group-hover:text-zinc-600',
                  )}
                  aria-hidden
                />
                {!collapsed && <span className="truncate">{item.label}</span>}
              </Link>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}

export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to={DEFAULT_APP_PATH}
      className="flex items-center gap-2.5 rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
      aria-label="Foyer home"
    >
      <LogoMark className="size-7" />
      {!compact && <span className="text-[17px] font-semibold tracking-tight text-zinc-950">Foyer</span>}
    </Link>
  );
}

/** Desktop sidebar; collapses to icons. */
export function Sidebar({
  items,
  collapsed,
  onToggle,
}: {
  items: readonly NavItem[];
  collapsed: boolean;
  onToggle: () => void;
}) {
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <aside
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-zinc-200/80 bg-zinc-100/60 transition-[width] duration-200 ease-out md:flex',
        collapsed ? 'w-16' : 'w-60',
      )}
    >
      <div className={cn('flex h-14 items-center', collapsed ? 'justify-center' : 'px-4')}>
        <Brand compact={collapsed} />
      </div>
      <nav aria-label="Main" id="main-navigation" className="flex-1 overflow-y-auto px-3 py-3">
        <NavList items={items} collapsed={collapsed} />
      </nav>
      <div className={cn('border-t border-zinc-200/80 p-3', collapsed && 'flex justify-center')}>
        <Tooltip content={toggleLabel} enabled={collapsed}>
          <button
            type="button"
            onClick={onToggle}
            aria-controls="main-navigation"
            aria-expanded={!collapsed}
            aria-label={toggleLabel}
            className={cn(
              'flex h-9 items-center gap-3 rounded-lg text-sm text-zinc-500 transition-colors hover:bg-zinc-200/50 hover:text-zinc-900',
              'focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none',
              collapsed ? 'w-10 justify-center' : 'w-full px-2.5',
            )}
          >
            <ToggleIcon className="size-[18px] shrink-0" aria-hidden />
            {!collapsed && <span>Collapse</span>}
          </button>
        </Tooltip>
      </div>
    </aside>
  );
}
