import { can, type Organization, type User } from '@foyer/shared';
import {
  Building2,
  ChevronDown,
  Images,
  LogOut,
  Network,
  ScrollText,
  Settings,
  Siren,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Avatar } from '../ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

const ADMIN_ITEMS = [
  { label: 'Users', to: paths.app.users.path, icon: Users },
  { label: 'Sub-Organizations', to: paths.app.subOrganizations.path, icon: Network },
  { label: 'Images', to: paths.app.images.path, icon: Images },
  { label: 'Emergency alerts', to: paths.app.alerts.path, icon: Siren },
  { label: 'Audit log', to: paths.app.auditLog.path, icon: ScrollText },
] as const;

/**
 * Who is signed in, the admin pages for Owners and Admins, Settings for everyone (their own name
 * and password), and 'Sign out' (docs/product.md §2 Dashboard shell).
 */
export function UserMenu({
  user,
  organization,
  onSignOut,
}: {
  user: User;
  organization: Organization | null;
  onSignOut: () => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="group flex h-10 items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-sm transition-colors hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none data-[state=open]:bg-zinc-100"
        aria-label={`Account menu for ${user.name}`}
      >
        <Avatar name={user.name} email={user.email} />
        <span className="hidden max-w-40 truncate font-medium text-zinc-800 sm:block">{user.name}</span>
        <ChevronDown
          className="size-4 text-zinc-400 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel className="flex items-center gap-3 pt-2.5 pb-3">
          <Avatar name={user.name} email={user.email} size="lg" />
          <div className="min-w-0">
            <p className="truncate font-semibold text-zinc-950">{user.name}</p>
            <p className="truncate text-[13px] text-zinc-500">{user.email}</p>
          </div>
        </DropdownMenuLabel>
        {organization && (
          <div className="mx-1 mb-1.5 flex items-center gap-2 rounded-lg bg-zinc-50 px-2.5 py-2 text-[13px] text-zinc-600 ring-1 ring-zinc-100">
            <Building2 className="size-4 shrink-0 text-zinc-400" aria-hidden />
            <span className="sr-only">Organization: </span>
            <span className="truncate font-medium text-zinc-700">{organization.name}</span>
            <span className="ml-auto shrink-0 rounded-full bg-white px-2 py-0.5 text-[11px] font-medium text-zinc-500 ring-1 ring-zinc-200">
              {user.role}
            </span>
          </div>
        )}
        {can(user, 'nav:admin') && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              {ADMIN_ITEMS.map(({ label, to, icon: Icon }) => (
                <DropdownMenuItem key={to} asChild>
                  <Link to={to}>
                    <Icon aria-hidden />
                    {label}
                  </Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.app.settings.path}>
            <Settings aria-hidden />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
