import { listedUnder, type User } from '@foyer/shared';
import {
  Building2,
  ChevronRight,
  Eye,
  Image,
  Megaphone,
  MonitorPlay,
  Palette,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { paths } from '../../../config/paths';
import { useTenantLists } from '../../../features/tenants/api/get-tenant-lists';
import { useThemes } from '../../../features/themes/api/get-themes';
import { useSelectedSubOrganization } from '../../../lib/sub-organizations/sub-organization-context';

const count = (n: number | undefined, one: string, many: string) =>
  n === undefined ? undefined : `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

interface Destination {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  figure?: string;
}

/**
 * Viewers have no sidebar (docs/product.md §6), so their landing page is the way to everything they may see:
 * the read-only tenant directories, the themes, the image library and the preview of each screen
 * (docs/decisions/dashboard.md DSH-10).
 */
export function ViewerHome({ actor, organization }: { actor: User; organization: string | null }) {
  const { selected } = useSelectedSubOrganization();
  const subOrgId = selected?.id ?? null;
  const lists = useTenantLists(actor.org_id, subOrgId);
  const themes = useThemes(actor.org_id);
  const themeCount = themes.data?.filter((theme) => listedUnder(theme, subOrgId)).length;
  const firstName = actor.name.trim().split(/\s+/)[0] || actor.name;
  const destinations: Destination[] = [
    {
      to: paths.app.tenants.path,
      icon: Building2,
      title: 'Tenant directories',
      description: 'Who is on which floor and in which suite.',
      figure: count(lists.data?.length, 'list', 'lists'),
    },
    {
      to: paths.app.themes.path,
      icon: Palette,
      title: 'Themes',
      description: 'How the lobby screens look.',
      figure: count(themeCount, 'theme', 'themes'),
    },
    {
      to: paths.app.preview.path,
      icon: MonitorPlay,
      title: 'Screen preview',
      description: 'See exactly what a screen shows.',
    },
    {
      // Scheduled notices (docs/product.md §12).
      to: paths.app.notices.path,
      icon: Megaphone,
      title: 'Notices',
      description: 'Messages the screens show by themselves, and when.',
    },
    {
      to: paths.app.images.path,
      icon: Image,
      title: 'Images',
      description: 'Logos and photos used on the screens.',
    },
  ];
  return (
    <div className="animate-fade-in">
      <PageHeader
        title={`Welcome, ${firstName}`}
        description={
          organization ? `You have view-only access to ${organization}.` : 'You have view-only access.'
        }
      />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {destinations.map(({ to, icon: Icon, title, description, figure }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-2xl border border-zinc-200/80 bg-white p-5 shadow-sm shadow-zinc-900/[0.04] transition-colors hover:border-zinc-300 hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-500/40 focus-visible:outline-none"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-zinc-950">{title}</span>
                  {figure && <span className="text-sm text-zinc-600">{figure}</span>}
                </span>
                <span className="mt-1 block text-sm text-zinc-600">{description}</span>
              </span>
              <ChevronRight
                className="mt-0.5 size-5 shrink-0 text-zinc-400 transition-transform group-hover:translate-x-0.5"
                aria-hidden
              />
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 flex items-start gap-2 text-sm text-zinc-600">
        <Eye className="mt-0.5 size-4 shrink-0" aria-hidden />
        Screens, tenant directories and themes are changed by the editors and administrators of your
        organization. Ask one of them if something on a screen needs to change.
      </p>
    </div>
  );
}
