import {
  NO_PLACE,
  NOTHING_DRAWN,
  readabilitySummary,
  ThemePreview,
  type DrawnList,
  type ScreenPlace,
} from '@foyer/display';
import {
  can,
  LAYOUT_CARDS,
  listedUnder,
  resolveTheme,
  SAMPLE_DIRECTORY,
  type Theme,
  type User,
} from '@foyer/shared';
import { Palette } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { ListItemCard, ListItemRow } from '../../../components/list-page/list-item';
import { ListPage } from '../../../components/list-page/list-page';
import type { SelectedBuilding } from '../../../components/list-page/other-buildings-empty-state';
import { AddLink } from '../../../components/ui/add-link';
import { Badge } from '../../../components/ui/badge';
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
  /** The selected building, so an empty one can point to the others. */
  building?: SelectedBuilding | null;
  title: string;
  description?: string;
  createPath: string;
  editHref: (id: string) => string;
}

/** The Themes page body (docs/product.md §2): search, grid or list, each card a live scaled preview. */
export function ThemesList({
  actor,
  subOrgId,
  building,
  title,
  description,
  createPath,
  editHref,
}: ThemesListProps) {
  const list = useThemes(actor.org_id);
  const canWrite = can(actor, 'content:write');

  const inScope = useMemo(
    () => (list.data ?? []).filter((theme) => listedUnder(theme, subOrgId)),
    [list.data, subOrgId],
  );
  const elsewhere = building
    ? { ...building, count: (list.data?.length ?? 0) - inScope.length, itemName: 'theme' }
    : undefined;

  // Thumbnails head with the selected building's name, as its screens do (THM-33).
  const buildingName = building?.name ?? null;
  const place: ScreenPlace = useMemo(
    () => (buildingName ? { buildingName, directoryUrl: null } : NO_PLACE),
    [buildingName],
  );

  const createButton = canWrite && <AddLink to={createPath}>{THEMES_TEXT.createTheme}</AddLink>;

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
      elsewhere={elsewhere}
      matches={matchesThemeSearch}
      viewKey={VIEW_KEY}
      renderCard={(theme) => (
        <ThemeCard theme={theme} place={place} href={canWrite ? editHref(theme.id) : undefined} />
      )}
      renderRow={(theme) => (
        <ThemeRow theme={theme} place={place} href={canWrite ? editHref(theme.id) : undefined} />
      )}
    />
  );
}

/**
 * Created date and the readability summary (docs/product.md §11), amber when some text is hard to
 * read or a name the thumbnail draws falls short of the theme's viewing distance (THM-34).
 */
function ThemeDetail({ theme, drawn }: { theme: Theme; drawn: DrawnList }) {
  const summary = readabilitySummary(resolveTheme(theme), drawn.smallestNamePx);
  return (
    <>
      Created {formatDate(theme.created_at)}
      <span
        className={cn('block', summary.ok ? 'text-zinc-500' : 'text-amber-700')}
        data-testid="readability-summary"
      >
        {summary.text}
      </span>
    </>
  );
}

/**
 * The parts of a theme's card and row: its thumbnail draws the sample directory in the selected
 * building and tells the readability line the smallest name it drew.
 */
function useThemeItem(theme: Theme, href: string | undefined, place: ScreenPlace, className?: string) {
  const [drawn, setDrawn] = useState<DrawnList>(NOTHING_DRAWN);
  return {
    href,
    label: `Edit theme ${theme.name}`,
    title: theme.name,
    detail: <ThemeDetail theme={theme} drawn={drawn} />,
    aside: <Badge tone="brand">{layoutName(theme.layout)}</Badge>,
    preview: (
      <ThemePreview
        theme={theme}
        tenants={CARD_TENANTS}
        animate={false}
        className={className}
        place={place}
        onDrawnList={setDrawn}
      />
    ),
  };
}

interface ThemeItemProps {
  theme: Theme;
  place: ScreenPlace;
  href?: string;
}

const ThemeCard = memo(function ThemeCard({ theme, place, href }: ThemeItemProps) {
  return <ListItemCard {...useThemeItem(theme, href, place, 'rounded-md')} />;
});

const ThemeRow = memo(function ThemeRow({ theme, place, href }: ThemeItemProps) {
  return <ListItemRow {...useThemeItem(theme, href, place)} />;
});
