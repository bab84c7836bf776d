import {
  categoryText,
  groupByFloor,
  LANGUAGE_NAMES,
  type CategoryDictionary,
  type PublicDirectory,
  type PublicDirectoryTenant,
  type VisitorLanguage,
} from '@foyer/shared';
import { Building2, Languages, RotateCw, Search, WifiOff } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { ApiError, errorMessage, SERVER_FAILED_MESSAGE } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { accentColors, NEUTRAL_ACCENT, type AccentColors } from '../accent';
import { usePublicDirectory } from '../api/get-public-directory';
import { isSuiteCode, searchTenants } from '../directory-search';
import {
  browserLanguages,
  pageLanguage,
  pickedLanguage,
  rememberPickedLanguage,
  visitorLanguageOf,
} from '../language';
import {
  ENGLISH_TEXT,
  localFloorHeading,
  richMessage,
  useDocumentLanguage,
  usePhoneText,
  usePrefetchPhoneText,
  type PhoneText,
} from '../phone-text';
import { PublicPageNotice } from '../../../components/public-page/public-page-notice';

/*
 * A building's mobile directory as a visitor's phone shows it (docs/product.md §11): no
 * sign-in, the companies its screens list grouped by floor, searchable. Plain semantic HTML sized
 * in rem, so screen readers, text zoom and the phone's dark mode all work. It speaks the visitor's
 * language when the building offers it, right to left in Arabic, with the building's data (names,
 * categories, suites) isolated in <bdi> so Latin names read right inside Arabic text (docs/product.md
 * §16 "Phone directory languages").
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
  const [picked, setPicked] = useState(pickedLanguage);
  const lang = pageLanguage(data?.languages ?? null, browserLanguages(), picked);
  const text = usePhoneText(lang);
  usePrefetchPhoneText(data?.languages);
  useDocumentLanguage(text);
  // A directory turned off or given a new address while the page is open is gone at the next refresh.
  const gone = error instanceof ApiError && error.status === 404;

  const pick = (next: VisitorLanguage) => {
    rememberPickedLanguage(next);
    setPicked(next);
  };

  if (!text) return <Loading text={ENGLISH_TEXT} />;
  if (gone) return <NotAvailable text={text} />;
  if (data) return <DirectoryView directory={data} text={text} onPick={pick} />;
  if (error) {
    return (
      <LoadFailed
        text={text}
        // The server's and the client's own words are English: other languages say it their way.
        message={text.lang === 'en' ? errorMessage(error, SERVER_FAILED_MESSAGE) : text.t('loadFailedHint')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Loading text={text} />;
}

function DirectoryView({
  directory,
  text,
  onPick,
}: {
  directory: PublicDirectory;
  text: PhoneText;
  onPick: (lang: VisitorLanguage) => void;
}) {
  const accent = useMemo(() => accentColors(directory.accent_color), [directory.accent_color]);
  return (
    <PageShell accent={accent}>
      <title>{text.t('documentTitle', { building: directory.building_name })}</title>
      <main className="mx-auto w-full max-w-2xl flex-1 px-5 pb-16 sm:px-8">
        <DirectoryHeader directory={directory} text={text} onPick={onPick} />
        <Companies tenants={directory.tenants} categories={directory.categories} text={text} />
      </main>
    </PageShell>
  );
}

/**
 * The building's languages, each named in itself, the one shown pressed; only when it offers two
 * (docs/decisions/languages.md).
 */
function LanguageSwitch({
  languages,
  text,
  onPick,
}: {
  languages: readonly VisitorLanguage[];
  text: PhoneText;
  onPick: (lang: VisitorLanguage) => void;
}) {
  if (languages.length < 2) return null;
  return (
    <div role="group" aria-label={text.t('languageSwitch')} className="flex items-center justify-end gap-1.5">
      <Languages aria-hidden className="size-5 shrink-0 text-zinc-500 dark:text-zinc-400" />
      {languages.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={lang === text.lang}
          onClick={() => onPick(lang)}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-zinc-300 px-4 text-sm font-medium hover:bg-zinc-50 focus-visible:ring-4 focus-visible:ring-zinc-500/25 focus-visible:outline-none aria-pressed:border-zinc-900 aria-pressed:bg-zinc-900 aria-pressed:text-white dark:border-zinc-700 dark:hover:bg-zinc-800 dark:aria-pressed:border-white dark:aria-pressed:bg-white dark:aria-pressed:text-zinc-900"
        >
          {LANGUAGE_NAMES[lang]}
        </button>
      ))}
    </div>
  );
}

/**
 * The publish date in the phone's own form of the page's language ('en-GB' on a British phone),
 * with the digits the page's counts use (an 'ar-SA' phone would write Arabic-Indic digits in the
 * date beside Latin ones in the count).
 */
function formatUpdated(iso: string, lang: VisitorLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = browserLanguages().find((tag) => visitorLanguageOf(tag) === lang) ?? lang;
  const { numberingSystem } = new Intl.NumberFormat(lang).resolvedOptions();
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', numberingSystem }).format(date);
  } catch {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
  }
}

function DirectoryHeader({
  directory,
  text,
  onPick,
}: {
  directory: PublicDirectory;
  text: PhoneText;
  onPick: (lang: VisitorLanguage) => void;
}) {
  const [logoFailed, setLogoFailed] = useState(false);
  const { building_name: building, organization_name: organization, logo_url: logo } = directory;
  const updated = directory.published_at ? formatUpdated(directory.published_at, text.lang) : '';
  return (
    <header className="pt-8 pb-6 sm:pt-12">
      {directory.languages.length > 1 && (
        <div className="-mt-4 mb-4 sm:-mt-6">
          <LanguageSwitch languages={directory.languages} text={text} onPick={onPick} />
        </div>
      )}
      {logo && !logoFailed && (
        <img
          src={logo}
          alt={text.t('logoAlt', { building })}
          onError={() => setLogoFailed(true)}
          className="mb-6 block h-12 w-auto max-w-48 object-contain object-left rtl:object-right dark:rounded-lg dark:bg-white dark:p-1.5"
        />
      )}
      {organization && (
        <p className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
          <bdi>{organization}</bdi>
        </p>
      )}
      <h1 className="mt-1 text-3xl leading-tight font-bold text-balance break-words sm:text-4xl ltr:tracking-tight">
        <bdi>{building}</bdi>
      </h1>
      {updated && directory.published_at && (
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          {richMessage(text, 'updated', {
            date: <time dateTime={directory.published_at}>{updated}</time>,
          })}
        </p>
      )}
    </header>
  );
}

function Companies({
  tenants,
  categories,
  text,
}: {
  tenants: PublicDirectoryTenant[];
  categories: CategoryDictionary | undefined;
  text: PhoneText;
}) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { t, lang } = text;
  // A category shows in the page's language, else as typed; search finds it as typed and in each
  // of the building's languages (docs/decisions/languages.md LNG-21).
  const localCategory = useCallback(
    (category: string) => categoryText(category, categories, lang),
    [categories, lang],
  );
  const matches = useMemo(
    () => searchTenants(tenants, query, (floor) => localFloorHeading(floor, t), categories),
    [tenants, query, t, categories],
  );
  // Building order from the bottom up, whatever the screens' floor order: a phone is scrolled, not
  // read as an elevator panel, and its answer carries no theme (docs/decisions/themes.md THM-32).
  const floors = useMemo(() => groupByFloor(matches, 'lowest-first'), [matches]);
  const searching = query.trim() !== '';
  // The search as typed, isolated: a Latin name inside Arabic quotes reads right.
  const noMatch = richMessage(text, 'noMatch', { query: <bdi>{query.trim()}</bdi> });

  if (tenants.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-zinc-300 px-5 py-10 text-center text-base text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
        {t('empty')}
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
          {t('searchLabel')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-zinc-500 dark:text-zinc-400"
          />
          <input
            id={inputId}
            ref={inputRef}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            className="block min-h-12 w-full rounded-xl border border-zinc-300 bg-white py-2.5 ps-11 pe-3 text-base text-zinc-900 shadow-xs placeholder:text-zinc-500 focus:border-zinc-500 focus:ring-4 focus:ring-zinc-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-50 dark:placeholder:text-zinc-400 dark:focus:border-zinc-400 dark:focus:ring-zinc-400/25"
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
          ? noMatch
          : searching
            ? t('countSearching', { shown: matches.length, total: tenants.length })
            : t('count', { total: tenants.length })}
      </p>

      {matches.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-zinc-300 px-5 py-10 text-center dark:border-zinc-700">
          <p aria-hidden className="text-lg font-semibold break-words">
            {noMatch}
          </p>
          <p className="mt-2 text-base text-pretty text-zinc-600 dark:text-zinc-400">{t('noMatchHint')}</p>
          <button
            type="button"
            onClick={() => {
              setQuery('');
              // The button goes with the notice: the search box keeps the focus.
              inputRef.current?.focus();
            }}
            className="mt-6 inline-flex min-h-12 items-center rounded-xl border border-zinc-300 bg-white px-5 text-base font-medium hover:bg-zinc-50 focus-visible:ring-4 focus-visible:ring-zinc-500/25 focus-visible:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800"
          >
            {t('clearSearch')}
          </button>
        </div>
      ) : (
        <div className="mt-6 space-y-9">
          {floors.map((floor) => (
            <FloorSection
              key={floor.floor.toLowerCase()}
              heading={localFloorHeading(floor.floor, t)}
              tenants={floor.entries}
              localCategory={localCategory}
              text={text}
            />
          ))}
        </div>
      )}
    </>
  );
}

function FloorSection({
  heading,
  tenants,
  localCategory,
  text,
}: {
  heading: string;
  tenants: PublicDirectoryTenant[];
  localCategory: (category: string) => string;
  text: PhoneText;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="border-b-2 border-current pb-2 text-sm font-bold text-(--directory-accent) uppercase ltr:tracking-wider dark:text-(--directory-accent-dark)"
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
              <p className="text-base leading-snug font-semibold break-words">
                <bdi>{tenant.company_name}</bdi>
              </p>
              {tenant.category && (
                <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
                  <bdi>{localCategory(tenant.category)}</bdi>
                </p>
              )}
            </div>
            {tenant.suite_room && <Suite value={tenant.suite_room} label={text.t('suite')} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** '301' reads 'Suite 301' (a small label over the number); a suite typed in words stays as typed. */
function Suite({ value, label }: { value: string; label: string }) {
  if (!isSuiteCode(value)) {
    return (
      <p className="max-w-[40%] shrink-0 text-end text-sm font-medium break-words">
        <bdi>{value}</bdi>
      </p>
    );
  }
  return (
    <p className="shrink-0 text-end">
      <span className="block text-xs font-medium text-zinc-600 uppercase ltr:tracking-wide dark:text-zinc-400">
        {label}
      </span>{' '}
      <bdi className="block text-base font-semibold tabular-nums">{value}</bdi>
    </p>
  );
}

function Loading({ text }: { text: PhoneText }) {
  return (
    <PageShell>
      <title>{text.t('loadingTitle')}</title>
      <main className="mx-auto w-full max-w-2xl flex-1 px-5 pt-8 sm:px-8 sm:pt-12">
        <div
          role="status"
          aria-label={text.t('loading')}
          className="animate-pulse motion-reduce:animate-none"
        >
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

function NotAvailable({ text }: { text: PhoneText }) {
  return (
    <Notice icon={<Building2 className="size-7" />} title={text.t('notFound')}>
      <p className="mt-3 text-base leading-relaxed text-pretty text-zinc-600 dark:text-zinc-400">
        {text.t('notFoundHint')}
      </p>
    </Notice>
  );
}

function LoadFailed({
  text,
  message,
  retrying,
  onRetry,
}: {
  text: PhoneText;
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Notice icon={<WifiOff className="size-7" />} title={text.t('loadFailed')}>
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
        {retrying ? text.t('retrying') : text.t('retry')}
      </button>
    </Notice>
  );
}
