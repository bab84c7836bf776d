import { ThemePreview } from '@foyer/display';
import { can, LAYOUT_CARDS, SAMPLE_DIRECTORY, type Theme, type User } from '@foyer/shared';
import { LayoutGrid, List, Palette, Plus, RefreshCw, Search } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layouts/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { usePersistentState } from '../../../lib/use-persistent-state';
import { useThemes } from '../api/get-themes';
import { THEMES_TEXT } from '../messages';

/** One stable array, so the card previews never re-render for a new tenants prop. */
const CARD_TENANTS = SAMPLE_DIRECTORY;
const VIEW_KEY = 'foyer.themes.view';
type View = 'grid' | 'list';
const isView = (value: unknown): value is View => value === 'grid' || value === 'list';

const layoutName = (layout: string) => layout.toUpperCase();

/** Search by name or layout (the layout's id or its card label, e.g. 'split' or 'Two Column'). */
export function matchesThemeSearch(theme: Theme, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const labels = LAYOUT_CARDS.filter((card) => card.layout === theme.layout).map((card) => card.label);
  return [theme.name, theme.layout, ...labels].some((text) => text.toLowerCase().includes(q));
}

export interface ThemesListProps {
  actor: User;
  /** The selected sub-organization's id; null shows every theme. */
  subOrgId: string | null;
  title: string;
  description?: string;
  createPath: string;
  editHref: (id: string) => string;
}

/** The Themes page body (SPEC §2): search, grid or list, each card a live scaled preview. */
export function ThemesList({ actor, subOrgId, title, description, createPath, editHref }: ThemesListProps) {
  const list = useThemes(actor.org_id);
  const [query, setQuery] = useState('');
  const [view, setView] = usePersistentState<View>(VIEW_KEY, 'grid', isView);
  const canWrite = can(actor, 'content:write');

  const inScope = useMemo(
    () => (list.data ?? []).filter((theme) => subOrgId === null || theme.sub_org_id === subOrgId),
    [list.data, subOrgId],
  );
  const shown = useMemo(() => inScope.filter((theme) => matchesThemeSearch(theme, query)), [inScope, query]);

  const createButton = canWrite && (
    <Button asChild>
      <Link to={createPath}>
        <Plus className="size-4" aria-hidden />
        {THEMES_TEXT.createTheme}
      </Link>
    </Button>
  );

  return (
    <div className="animate-fade-in">
      <PageHeader title={title} description={description} actions={createButton} />
      {inScope.length > 0 && (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative max-w-sm flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
              aria-hidden
            />
            <Input
              type="search"
              aria-label="Search themes"
              placeholder={THEMES_TEXT.searchPlaceholder}
              className="pl-9"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <div
            role="radiogroup"
            aria-label="View"
            className="flex rounded-lg border border-zinc-200 bg-white p-0.5 sm:ml-auto"
          >
            {(
              [
                ['grid', LayoutGrid, 'Grid view'],
                ['list', List, 'List view'],
              ] as const
            ).map(([value, Icon, label]) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={view === value}
                aria-label={label}
                onClick={() => setView(value)}
                className={cn(
                  'flex size-8 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-500',
                  view === value ? 'bg-zinc-100 text-zinc-950' : 'text-zinc-500 hover:text-zinc-900',
                )}
              >
                <Icon className="size-4" aria-hidden />
              </button>
            ))}
          </div>
        </div>
      )}
      <div className="mt-6">
        {list.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading themes">
            {[0, 1, 2].map((card) => (
              <div
                key={card}
                className="aspect-[16/12] animate-pulse rounded-2xl border border-zinc-200/80 bg-white"
              />
            ))}
          </div>
        ) : list.isError && inScope.length === 0 ? (
          <EmptyState
            tone="neutral"
            icon={<Palette />}
            title={THEMES_TEXT.loadFailed}
            description="Check your connection, then try again. Nothing has changed."
            action={
              <Button variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
                <RefreshCw className="size-4" aria-hidden />
                Try again
              </Button>
            }
          />
        ) : inScope.length === 0 ? (
          <EmptyState
            icon={<Palette />}
            title={THEMES_TEXT.empty}
            description={canWrite ? THEMES_TEXT.emptyHint : THEMES_TEXT.emptyViewerHint}
            action={createButton}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            tone="neutral"
            icon={<Search />}
            title={THEMES_TEXT.noResults}
            description={THEMES_TEXT.noResultsHint}
          />
        ) : view === 'grid' ? (
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((theme) => (
              <li key={theme.id}>
                <ThemeCard theme={theme} href={canWrite ? editHref(theme.id) : undefined} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="divide-y divide-zinc-100 overflow-hidden rounded-2xl border border-zinc-200/80 bg-white">
            {shown.map((theme) => (
              <li key={theme.id}>
                <ThemeRow theme={theme} href={canWrite ? editHref(theme.id) : undefined} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** A link when the user may edit, a plain box otherwise. */
function CardShell({
  href,
  className,
  children,
  label,
}: {
  href?: string;
  className: string;
  children: React.ReactNode;
  label: string;
}) {
  return href ? (
    <Link
      to={href}
      aria-label={label}
      className={cn(
        className,
        'hover:border-zinc-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-500',
      )}
    >
      {children}
    </Link>
  ) : (
    <div className={className}>{children}</div>
  );
}

const ThemeCard = memo(function ThemeCard({ theme, href }: { theme: Theme; href?: string }) {
  return (
    <CardShell
      href={href}
      label={`Edit theme ${theme.name}`}
      className="group block overflow-hidden rounded-2xl border border-zinc-200/80 bg-white shadow-sm shadow-zinc-900/[0.04] transition"
    >
      <div className="aspect-video border-b border-zinc-100 bg-zinc-100 p-3">
        <ThemePreview theme={theme} tenants={CARD_TENANTS} animate={false} className="rounded-md" />
      </div>
      <div className="flex items-center justify-between gap-3 px-4 py-3.5">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold text-zinc-950">{theme.name}</h3>
          <p className="mt-0.5 text-xs text-zinc-500">Created {formatDate(theme.created_at)}</p>
        </div>
        <Badge tone="brand">{layoutName(theme.layout)}</Badge>
      </div>
    </CardShell>
  );
});

const ThemeRow = memo(function ThemeRow({ theme, href }: { theme: Theme; href?: string }) {
  return (
    <CardShell
      href={href}
      label={`Edit theme ${theme.name}`}
      className="flex items-center gap-4 px-4 py-3 transition"
    >
      <div className="aspect-video w-32 shrink-0 overflow-hidden rounded-md bg-zinc-100">
        <ThemePreview theme={theme} tenants={CARD_TENANTS} animate={false} />
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="truncate text-sm font-semibold text-zinc-950">{theme.name}</h3>
        <p className="mt-0.5 text-xs text-zinc-500">Created {formatDate(theme.created_at)}</p>
      </div>
      <Badge tone="brand">{layoutName(theme.layout)}</Badge>
    </CardShell>
  );
});
