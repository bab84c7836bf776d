import { ThemePreview } from '@foyer/display';
import { can, LAYOUT_CARDS, SAMPLE_DIRECTORY, type Theme, type User } from '@foyer/shared';
import { Palette, Plus } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { ListPage } from '../../../components/list-page/list-page';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { useThemes } from '../api/get-themes';
import { THEMES_TEXT } from '../messages';

/** One stable array, so the card previews never re-render for a new tenants prop. */
const CARD_TENANTS = SAMPLE_DIRECTORY;
const VIEW_KEY = 'foyer.themes.view';

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
  const canWrite = can(actor, 'content:write');

  const inScope = useMemo(
    () => (list.data ?? []).filter((theme) => subOrgId === null || theme.sub_org_id === subOrgId),
    [list.data, subOrgId],
  );

  const createButton = canWrite && (
    <Button asChild>
      <Link to={createPath}>
        <Plus className="size-4" aria-hidden />
        {THEMES_TEXT.createTheme}
      </Link>
    </Button>
  );

  return (
    <ListPage
      title={title}
      description={description}
      action={createButton}
      icon={<Palette />}
      itemsName="themes"
      text={THEMES_TEXT}
      canWrite={canWrite}
      list={list}
      items={inScope}
      matches={matchesThemeSearch}
      viewKey={VIEW_KEY}
      renderCard={(theme) => <ThemeCard theme={theme} href={canWrite ? editHref(theme.id) : undefined} />}
      renderRow={(theme) => <ThemeRow theme={theme} href={canWrite ? editHref(theme.id) : undefined} />}
    />
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
