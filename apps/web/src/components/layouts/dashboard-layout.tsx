import { can } from '@foyer/shared';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/cn';
import { isBoolean, usePersistentState } from '../../lib/use-persistent-state';
import { TooltipProvider } from '../ui/tooltip';
import { MobileNav } from './mobile-nav';
import { CONTENT_NAV } from './nav-items';
import { Brand, Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

const SIDEBAR_COLLAPSED_KEY = 'foyer.sidebarCollapsed';

export interface DashboardLayoutProps {
  children: ReactNode;
  /** Top-bar space for the sub-organization picker. */
  topBarSlot?: ReactNode;
  /** Theme builder pages: no sidebar, content uses the full width. */
  fullWidth?: boolean;
  /** Top-bar actions beside the user menu (the emergency alert button). */
  actionsSlot?: ReactNode;
  /** A bar under the top bar on every page (an emergency alert on the screens). */
  bannerSlot?: ReactNode;
}

/** The signed-in frame: sidebar, top bar with the user menu, and the page. */
export function DashboardLayout({
  children,
  topBarSlot,
  fullWidth = false,
  actionsSlot,
  bannerSlot,
}: DashboardLayoutProps) {
  const { state, signOut } = useAuth();
  const [collapsed, setCollapsed] = usePersistentState(SIDEBAR_COLLAPSED_KEY, false, isBoolean);
  if (state.status !== 'authenticated') return null;
  const { user, organization } = state;

  const navItems = can(user, 'nav:content') ? CONTENT_NAV : [];
  const showSidebar = !fullWidth && navItems.length > 0;

  return (
    <TooltipProvider delayDuration={300}>
      <div className="flex min-h-dvh bg-zinc-50">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {showSidebar && (
          <Sidebar items={navItems} collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b border-zinc-200/80 bg-white/85 px-4 py-2.5 backdrop-blur-md sm:h-14 sm:flex-nowrap sm:px-6 sm:py-0">
            {showSidebar && <MobileNav items={navItems} topSlot={topBarSlot} />}
            {/* The brand moves here when there is no sidebar to carry it (small screens, Viewers, theme builder). */}
            <div className={cn(showSidebar && 'md:hidden')}>
              <Brand />
            </div>
            {/* On a phone the building takes a row of its own at full width, so its whole name is read
                (docs/decisions/dashboard.md DSH-22); beside the menus it had room for one letter. */}
            <div className="order-last flex min-w-0 basis-full items-center gap-3 empty:hidden sm:order-none sm:flex-1 sm:basis-auto">
              {topBarSlot}
            </div>
            <div className="ml-auto flex shrink-0 items-center gap-3">
              {actionsSlot}
              <UserMenu user={user} organization={organization} onSignOut={signOut} />
            </div>
          </header>
          {bannerSlot}
          <main
            id="main"
            tabIndex={-1}
            className={cn(
              'w-full flex-1 focus:outline-none',
              fullWidth ? 'flex flex-col' : 'mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-10 lg:py-10',
            )}
          >
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
