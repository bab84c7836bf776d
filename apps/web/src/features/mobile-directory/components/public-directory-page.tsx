import { groupByFloor, type PublicDirectory, type PublicDirectoryTenant } from '@foyer/shared';
import { Building2, RotateCw, Search, WifiOff } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { ApiError, errorMessage, SERVER_FAILED_MESSAGE } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import { accentColors, NEUTRAL_ACCENT, type AccentColors } from '../accent';
import { usePublicDirectory } from '../api/get-public-directory';
import { isSuiteCode, searchTenants } from '../directory-search';
import { PUBLIC_DIRECTORY_TEXT as TEXT } from '../messages';
import { PublicPageNotice } from '../../../components/public-page/public-page-notice';

/*
 * A building's mobile directory as a visitor's phone shows it (docs/product.md §11): no
 * sign-in, the companies its screens list grouped by floor, searchable. Plain semantic HTML sized
 * in rem, so screen readers, text zoom and the phone's dark mode all work.
 */

/** The page owns the whole window: its own background in both modes, also past the page's ends. */
const BODY_CLASSES = ['bg-white', 'dark:bg-zinc-950'];

function usePageChrome() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.colorScheme;
    // Form controls and scroll bars follow the phone's mode too.
    root.style.colorScheme = 'light dark';
    document.body.classList.add(...BODY_CLASSES);
    return () => {
      root.style.colorScheme = previous;
      document.body.classList.remove(...BODY_CLASSES);
    };
  }, []);
}

const NEUTRAL: AccentColors = { ...NEUTRAL_ACCENT, bar: null };

function accentStyle(colors: AccentColors): CSSProperties {
  return { '--directory-accent': colors.light, '--directory-accent-dark': colors.dark } as CSSProperties;
}

function PageShell({ accent = NEUTRAL, children }: { accent?: AccentColors; children: ReactNode }) {
  usePageChrome();
  return (
    <div
      style={accentStyle(accent)}
      className="flex min-h-dvh flex-col bg-white text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-50"
    >
      {accent.bar && <div aria-hidden className="h-1.5 shrink-0" style={{ background: accent.bar }} />}
      {children}
    </div>
  );
}

export function PublicDirectoryPage({ token }: { token: string }) {
  const query = usePublicDirectory(token);
  const { data, error } = query;
  // A directory turned off or given a new address while the page is open is gone at the next refresh.
  const gone = error instanceof ApiError && error.status === 404;

  if (gone) return <NotAvailable />;
  if (data) return <DirectoryView directory={data} />;
  if (error) {
    return (
      <LoadFailed
        message={errorMessage(error, SERVER_FAILED_MESSAGE)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Loading />;
}

function DirectoryView({ directory }: { directory: PublicDirectory }) {
  const accent = useMemo(() => accentColors(directory.accent_color), [directory.accent_color]);
  return (
    <PageShell accent={accent}>
      <title>{TEXT.documentTitle(directory.building_name)}</title>
      <main className="mx-auto w-full max-w-2xl flex-1 px-5 pb-16 sm:px-8">
        <DirectoryHeader directory={directory} />
        <Companies tenants={directory.tenants} />
      </main>
    </PageShell>
  );
}

function DirectoryHeader({ directory }: { directory: PublicDirectory }) {
  const [logoFailed, setLogoFailed] = useState(false);
  const { building_name: building, organization_name: organization, logo_url: logo } = directory;
  const updated = directory.published_at ? formatDate(directory.published_at) : '';
  return (
    <header className="pt-8 pb-6 sm:pt-12">
      {logo && !logoFailed && (
        <img
          src={logo}
          alt={TEXT.logoAlt(building)}
          onError={() => setLogoFailed(true)}
          className="mb-6 block h-12 w-auto max-w-48 object-contain object-left dark:rounded-lg dark:bg-white dark:p-1.5"
        />
      )}
      {organization && <p className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{organization}</p>}
      <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight text-balance break-words sm:text-4xl">
        {building}
      </h1>
      {updated && directory.published_at && (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          {TEXT.updated} <time dateTime={directory.published_at}>{updated}</time>
        </p>
      )}
    </header>
  );
}

function Companies({ tenants }: { tenants: PublicDirectoryTenant[] }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const matches = useMemo(() => searchTenants(tenants, query), [tenants, query]);
  // Building order from the bottom up, whatever the screens' floor order: a phone is scrolled, not
  // read as an elevator panel, and its answer carries no theme (docs/decisions/themes.md THM-32).
  const floors = useMemo(() => groupByFloor(matches, 'lowest-first'), [matches]);
  const searching = query.trim() !== '';

  if (tenants.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-zinc-300 px-5 py-10 text-center text-base text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
        {TEXT.empty}
      </p>
    );
  }

  return (
    <>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter closes the phone's keyboard so the results can be read.
          inputRef.current?.blur();
        }}
        className="sticky top-0 z-10 -mx-5 bg-white px-5 pt-2 pb-3 sm:-mx-8 sm:px-8 dark:bg-zinc-950"
      >
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold">
          {TEXT.searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-zinc-500 dark:text-zinc-400"
          />
          <input
            id={inputId}
            ref={inputRef}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={TEXT.searchPlaceholder}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            className="block min-h-12 w-full rounded-xl border border-zinc-300 bg-white py-2.5 pr-3 pl-11 text-base text-zinc-900 shadow-xs placeholder:text-zinc-500 focus:border-zinc-500 focus:ring-4 focus:ring-zinc-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50 dark:placeholder:text-zinc-400 dark:focus:border-zinc-400 dark:focus:ring-zinc-400/25"
          />
        </div>
      </form>

      {/* Read out as the list changes; when nothing matches, the notice below shows the same words. */}
      <p
        role="status"
        aria-live="polite"
        className={cn('mt-1 text-sm text-zinc-600 dark:text-zinc-400', matches.length === 0 && 'sr-only')}
      >
        {matches.length === 0
          ? TEXT.noMatch(query.trim())
          : TEXT.count(matches.length, tenants.length, searching)}
      </p>

      {matches.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-zinc-300 px-5 py-10 text-center dark:border-zinc-700">
          <p aria-hidden className="text-lg font-semibold break-words">
            {TEXT.noMatch(query.trim())}
          </p>
          <p className="mt-2 text-base text-pretty text-zinc-600 dark:text-zinc-400">{TEXT.noMatchHint}</p>
          <button
            type="button"
            onClick={() => {
              setQuery('');
              // The button goes with the notice: the search box keeps the focus.
              inputRef.current?.focus();
            }}
            className="mt-6 inline-flex min-h-12 items-center rounded-xl border border-zinc-300 bg-white px-5 text-base font-medium hover:bg-zinc-50 focus-visible:ring-4 focus-visible:ring-zinc-500/25 focus-visible:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800"
          >
            {TEXT.clearSearch}
          </button>
        </div>
      ) : (
        <div className="mt-6 space-y-9">
          {floors.map((floor) => (
            <FloorSection key={floor.floor.toLowerCase()} heading={floor.heading} tenants={floor.entries} />
          ))}
        </div>
      )}
    </>
  );
}

function FloorSection({ heading, tenants }: { heading: string; tenants: PublicDirectoryTenant[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="border-b-2 border-current pb-2 text-sm font-bold tracking-wider text-(--directory-accent) uppercase dark:text-(--directory-accent-dark)"
      >
        {heading}
      </h2>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {tenants.map((tenant) => (
          <li
            key={`${tenant.company_name}\u0000${tenant.suite_room}`}
            className="flex min-h-14 items-center justify-between gap-4 py-3"
          >
            <div className="min-w-0">
              <p className="text-base leading-snug font-semibold break-words">{tenant.company_name}</p>
              {tenant.category && (
                <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">{tenant.category}</p>
              )}
            </div>
            {tenant.suite_room && <Suite value={tenant.suite_room} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** '301' reads 'Suite 301' (a small label over the number); a suite typed in words stays as typed. */
function Suite({ value }: { value: string }) {
  if (!isSuiteCode(value)) {
    return <p className="max-w-[40%] shrink-0 text-right text-sm font-medium break-words">{value}</p>;
  }
  return (
    <p className="shrink-0 text-right">
      <span className="block text-xs font-medium tracking-wide text-zinc-600 uppercase dark:text-zinc-400">
        {TEXT.suite}
      </span>{' '}
      <span className="block text-base font-semibold tabular-nums">{value}</span>
    </p>
  );
}

function Loading() {
  return (
    <PageShell>
      <title>{TEXT.loadingTitle}</title>
      <main className="mx-auto w-full max-w-2xl flex-1 px-5 pt-8 sm:px-8 sm:pt-12">
        <div role="status" aria-label={TEXT.loading} className="animate-pulse motion-reduce:animate-none">
          <div className="h-4 w-32 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="mt-3 h-8 w-56 max-w-full rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="mt-10 h-12 w-full rounded-xl bg-zinc-100 dark:bg-zinc-900" />
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="mt-6 h-5 w-3/4 rounded bg-zinc-100 dark:bg-zinc-900" />
          ))}
        </div>
      </main>
    </PageShell>
  );
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <PageShell>
      <PublicPageNotice icon={icon} title={title}>
        {children}
      </PublicPageNotice>
    </PageShell>
  );
}

function NotAvailable() {
  return (
    <Notice icon={<Building2 className="size-7" />} title={TEXT.notFound}>
      <p className="mt-3 text-base leading-relaxed text-pretty text-zinc-600 dark:text-zinc-400">
        {TEXT.notFoundHint}
      </p>
    </Notice>
  );
}

function LoadFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Notice icon={<WifiOff className="size-7" />} title={TEXT.loadFailed}>
      <p className="mt-3 text-base leading-relaxed text-pretty text-zinc-600 dark:text-zinc-400">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-xl bg-zinc-900 px-6 text-base font-semibold text-white hover:bg-zinc-800 focus-visible:ring-4 focus-visible:ring-zinc-500/40 focus-visible:outline-none disabled:opacity-70 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
      >
        <RotateCw
          aria-hidden
          className={retrying ? 'size-5 animate-spin motion-reduce:animate-none' : 'size-5'}
        />
        {retrying ? TEXT.retrying : TEXT.retry}
      </button>
    </Notice>
  );
}
