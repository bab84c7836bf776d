import { zodResolver } from '@hookform/resolvers/zod';
import { ThemePreview } from '@foyer/display';
import {
  listingSuggestionInputSchema,
  type ListingFields,
  type ListingSuggestionInput,
  type PublicListing,
  type ScreenTenant,
} from '@foyer/shared';
import { CircleCheck, Clock, Link2Off, Pencil, RotateCw, ShieldCheck, Upload, WifiOff } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage, SERVER_FAILED_MESSAGE } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { confirmListing, suggestListing, uploadListingLogo, usePublicListing } from '../api/public-listing';
import { LISTING_TEXT as TEXT } from '../messages';
import { PublicPageNotice } from '../../../components/public-page/public-page-notice';

/*
 * A company's own listing page (docs/product.md §15): no sign-in, the link in its e-mail is the
 * key. It shows the listing drawn by the screens' own renderer, then 'Correct' or a form to
 * suggest changes (the preview follows what is typed). Nothing of another company is ever here.
 */

function usePageChrome() {
  useEffect(() => {
    document.body.classList.add('bg-zinc-50');
    return () => document.body.classList.remove('bg-zinc-50');
  }, []);
}

function PageShell({ children }: { children: ReactNode }) {
  usePageChrome();
  return <div className="flex min-h-dvh flex-col bg-zinc-50 text-zinc-900 antialiased">{children}</div>;
}

export function ListingPage({ token }: { token: string }) {
  const query = usePublicListing(token);
  const { data, error } = query;
  const [answered, setAnswered] = useState<PublicListing | null>(null);
  if (error instanceof ApiError && error.status === 404) {
    const gone = error.message === TEXT.entryGone;
    return (
      <Notice icon={<Link2Off className="size-7" />} title={gone ? TEXT.entryGone : TEXT.notFound}>
        {gone ? TEXT.entryGoneHint : TEXT.notFoundHint}
      </Notice>
    );
  }
  if (data) return <ListingView token={token} listing={answered ?? data} onAnswered={setAnswered} />;
  if (error) {
    return (
      <Notice icon={<WifiOff className="size-7" />} title={TEXT.loadFailed}>
        {errorMessage(error, SERVER_FAILED_MESSAGE)}
        <span className="mt-6 block">
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            <RotateCw className="size-4" aria-hidden />
            {TEXT.retry}
          </Button>
        </span>
      </Notice>
    );
  }
  return (
    <PageShell>
      <title>{TEXT.loading}</title>
      <main className="mx-auto w-full max-w-3xl flex-1 px-5 pt-10">
        <div role="status" aria-label={TEXT.loading} className="animate-pulse motion-reduce:animate-none">
          <div className="h-4 w-40 rounded bg-zinc-200" />
          <div className="mt-3 h-8 w-72 max-w-full rounded bg-zinc-200" />
          <div className="mt-8 aspect-video w-full rounded-2xl bg-zinc-200" />
        </div>
      </main>
    </PageShell>
  );
}

type Mode = 'ask' | 'edit' | 'answered';

function ListingView({
  token,
  listing,
  onAnswered,
}: {
  token: string;
  listing: PublicListing;
  onAnswered: (listing: PublicListing) => void;
}) {
  const [mode, setMode] = useState<Mode>(listing.answer === 'none' ? 'ask' : 'answered');
  const [draft, setDraft] = useState<ListingFields | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const company = listing.listing.company_name;
  const shown = mode === 'edit' && draft ? draft : listing.listing;
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function confirm() {
    setConfirming(true);
    setFailure(null);
    try {
      onAnswered(await confirmListing(token));
      setMode('answered');
    } catch (error) {
      setFailure(errorMessage(error, SERVER_FAILED_MESSAGE));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <PageShell>
      <title>{TEXT.documentTitle(company)}</title>
      <main className="mx-auto w-full max-w-3xl flex-1 px-5 pt-8 pb-16 sm:px-8 sm:pt-12">
        <header>
          <p className="text-sm font-medium text-zinc-600">
            {listing.organization_name ? `${listing.organization_name} · ` : ''}
            {listing.building_name}
          </p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 text-3xl leading-tight font-bold tracking-tight text-balance text-zinc-950 focus:outline-none sm:text-4xl"
          >
            {TEXT.question}
          </h1>
          <p className="mt-3 max-w-2xl text-base leading-relaxed text-pretty text-zinc-700">
            {TEXT.intro(company, listing.building_name)}
          </p>
        </header>

        <ScreenPreview
          listing={listing}
          fields={shown}
          label={mode === 'edit' ? TEXT.previewDraftLabel : TEXT.previewLabel(listing.building_name)}
        />

        {failure && (
          <p
            role="alert"
            className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {failure}
          </p>
        )}

        {mode === 'ask' && (
          <section
            aria-label={TEXT.asListed}
            className="mt-8 rounded-2xl border border-zinc-200 bg-white p-5 shadow-xs sm:p-6"
          >
            <h2 className="text-base font-semibold text-zinc-950">{TEXT.asListed}</h2>
            <ListingFieldsList fields={listing.listing} />
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button className="min-h-12 sm:min-h-10" loading={confirming} onClick={() => void confirm()}>
                <CircleCheck className="size-4" aria-hidden />
                {TEXT.correct}
              </Button>
              <Button
                variant="secondary"
                className="min-h-12 sm:min-h-10"
                disabled={confirming}
                onClick={() => setMode('edit')}
              >
                <Pencil className="size-4" aria-hidden />
                {TEXT.suggestChanges}
              </Button>
            </div>
          </section>
        )}

        {mode === 'edit' && (
          <SuggestForm
            token={token}
            listing={listing}
            onDraft={setDraft}
            onCancel={() => {
              setDraft(null);
              setMode(listing.answer === 'none' ? 'ask' : 'answered');
            }}
            onSent={(next) => {
              onAnswered(next);
              setDraft(null);
              setMode('answered');
              headingRef.current?.focus();
            }}
          />
        )}

        {mode === 'answered' && (
          <Answered
            listing={listing}
            onChange={() => {
              setFailure(null);
              setMode('ask');
            }}
          />
        )}

        <footer className="mt-10 space-y-2 text-sm text-zinc-600">
          <p>{TEXT.linkValidUntil(formatDate(listing.expires_at))}</p>
          <p className="flex items-start gap-2">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-zinc-500" aria-hidden />
            {TEXT.privacy}
          </p>
        </footer>
      </main>
    </PageShell>
  );
}

/** The company drawn by the screens' renderer with the screens' theme: one row, as the lobby shows it. */
function ScreenPreview({
  listing,
  fields,
  label,
}: {
  listing: PublicListing;
  fields: ListingFields;
  label: string;
}) {
  const tenants = useMemo<ScreenTenant[]>(
    () => [
      {
        id: 'listing',
        company_name: fields.company_name || ' ',
        floor: fields.floor,
        suite_room: fields.suite_room,
        category: fields.category,
        move_in_date: '',
        move_out_date: '',
        active: true,
      },
    ],
    [fields.company_name, fields.floor, fields.suite_room, fields.category],
  );
  const place = useMemo(
    () => ({ buildingName: listing.building_name, directoryUrl: null }),
    [listing.building_name],
  );
  const portrait =
    (listing.theme as { layoutOptions?: { orientation?: string } } | null)?.layoutOptions?.orientation ===
    'portrait';
  return (
    <figure className="mt-8">
      <div
        role="img"
        aria-label={`${label}: ${[fields.company_name, fields.floor && `${TEXT.floor} ${fields.floor}`, fields.suite_room && `${TEXT.suite} ${fields.suite_room}`, fields.category].filter(Boolean).join(', ')}`}
        className={
          portrait
            ? 'relative mx-auto aspect-[9/16] max-h-[70vh] overflow-hidden rounded-2xl bg-zinc-900 shadow-lg ring-1 ring-zinc-900/10'
            : 'relative aspect-video w-full overflow-hidden rounded-2xl bg-zinc-900 shadow-lg ring-1 ring-zinc-900/10'
        }
      >
        <ThemePreview theme={listing.theme ?? {}} tenants={tenants} place={place} animate={false} />
      </div>
      <figcaption className="mt-2 text-center text-sm text-zinc-600">{label}</figcaption>
    </figure>
  );
}

function ListingFieldsList({ fields }: { fields: ListingFields }) {
  const rows: Array<[string, ReactNode]> = [
    [TEXT.companyName, fields.company_name],
    [TEXT.floor, fields.floor],
    [TEXT.suite, fields.suite_room],
    [TEXT.category, fields.category],
    [
      TEXT.logo,
      fields.logo_url ? (
        <img
          src={fields.logo_url}
          alt={TEXT.logoPreviewAlt(fields.company_name)}
          className="h-12 max-w-48 rounded-md border border-zinc-200 bg-white object-contain p-1"
        />
      ) : (
        ''
      ),
    ],
  ];
  return (
    <dl className="mt-3 divide-y divide-zinc-100">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="grid grid-cols-[8rem_1fr] gap-3 py-2.5 text-base sm:grid-cols-[10rem_1fr]"
        >
          <dt className="text-zinc-600">{label}</dt>
          <dd className="min-w-0 font-medium break-words text-zinc-950">
            {value || (
              <span className="font-normal text-zinc-500">
                {label === TEXT.logo ? TEXT.noLogo : TEXT.emptyValue}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function SuggestForm({
  token,
  listing,
  onDraft,
  onCancel,
  onSent,
}: {
  token: string;
  listing: PublicListing;
  onDraft: (fields: ListingFields) => void;
  onCancel: () => void;
  onSent: (listing: PublicListing) => void;
}) {
  const start = listing.pending ?? listing.listing;
  const form = useForm<ListingSuggestionInput>({
    resolver: zodResolver(listingSuggestionInputSchema),
    defaultValues: start,
  });
  const { register, handleSubmit, setValue, formState, setError } = form;
  const values = useWatch({ control: form.control }) as ListingFields;
  const draftKey = JSON.stringify(values);
  useEffect(
    () => onDraft({ ...start, ...(JSON.parse(draftKey) as Partial<ListingFields>) }),
    [draftKey, onDraft, start],
  );
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const logoId = useId();
  const logo = values.logo_url ?? '';

  async function upload(file: File) {
    setUploading(true);
    setUploadError(null);
    try {
      const result = await uploadListingLogo(token, file);
      setValue('logo_url', result.image_url, { shouldDirty: true });
    } catch (error) {
      setUploadError(errorMessage(error, SERVER_FAILED_MESSAGE));
    } finally {
      setUploading(false);
    }
  }

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      onSent(await suggestListing(token, body));
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0) {
        for (const detail of error.details) {
          setError(detail.path as keyof ListingSuggestionInput, { message: detail.message });
        }
      }
      setFailure(errorMessage(error, SERVER_FAILED_MESSAGE));
    }
  });

  return (
    <section
      aria-labelledby={`${logoId}-title`}
      className="mt-8 rounded-2xl border border-zinc-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={`${logoId}-title`} className="text-lg font-semibold text-zinc-950">
        {TEXT.suggestTitle}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{TEXT.suggestHint}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-5">
        <TextField
          label={TEXT.companyName}
          maxLength={200}
          autoComplete="organization"
          error={formState.errors.company_name?.message}
          {...register('company_name')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={TEXT.floor}
            maxLength={50}
            hint={TEXT.floorHint}
            error={formState.errors.floor?.message}
            {...register('floor')}
          />
          <TextField
            label={TEXT.suite}
            maxLength={50}
            hint={TEXT.suiteHint}
            error={formState.errors.suite_room?.message}
            {...register('suite_room')}
          />
        </div>
        <TextField
          label={TEXT.category}
          maxLength={100}
          hint={TEXT.categoryHint}
          error={formState.errors.category?.message}
          {...register('category')}
        />

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-zinc-900">{TEXT.logo}</legend>
          <div className="flex flex-wrap items-center gap-3">
            {logo ? (
              <img
                src={logo}
                alt={TEXT.logoPreviewAlt(values.company_name || listing.listing.company_name)}
                className="h-14 max-w-56 rounded-md border border-zinc-200 bg-white object-contain p-1"
              />
            ) : (
              <span className="text-sm text-zinc-500">{TEXT.noLogo}</span>
            )}
            <input
              ref={fileInput}
              id={logoId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="sr-only"
              tabIndex={-1}
              aria-label={TEXT.uploadLogo}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              loading={uploading}
              onClick={() => fileInput.current?.click()}
            >
              <Upload className="size-4" aria-hidden />
              {uploading ? TEXT.uploading : logo ? TEXT.replaceLogo : TEXT.uploadLogo}
            </Button>
            {logo && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setValue('logo_url', '', { shouldDirty: true })}
              >
                {TEXT.removeLogo}
              </Button>
            )}
            {logo !== listing.listing.logo_url && listing.listing.logo_url && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setValue('logo_url', listing.listing.logo_url, { shouldDirty: true })}
              >
                {TEXT.keepLogo}
              </Button>
            )}
          </div>
          <p className="text-[13px] text-zinc-500">{TEXT.logoHint}</p>
          {uploadError && (
            <p role="alert" className="text-[13px] text-red-600">
              {uploadError}
            </p>
          )}
        </fieldset>

        {failure && (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="secondary"
            className="min-h-12 sm:min-h-10"
            disabled={formState.isSubmitting}
            onClick={onCancel}
          >
            {TEXT.cancel}
          </Button>
          <Button
            type="submit"
            className="min-h-12 sm:min-h-10"
            loading={formState.isSubmitting}
            disabled={uploading}
          >
            {formState.isSubmitting ? TEXT.sending : TEXT.send}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Answered({ listing, onChange }: { listing: PublicListing; onChange: () => void }) {
  const suggested = listing.answer === 'suggested' && listing.pending !== null;
  return (
    <section
      aria-live="polite"
      className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6"
    >
      <div role="status" className="flex items-start gap-3">
        {suggested ? (
          <Clock className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden />
        ) : (
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden />
        )}
        <div>
          <h2 className="text-lg font-semibold text-emerald-950">
            {suggested ? TEXT.thanksSuggested : TEXT.thanksConfirmed}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-emerald-900">
            {suggested ? TEXT.thanksSuggestedHint : TEXT.thanksConfirmedHint}
          </p>
        </div>
      </div>
      {suggested && listing.pending && (
        <div className="mt-4 rounded-xl bg-white p-4">
          <h3 className="text-sm font-semibold text-zinc-900">{TEXT.waitingTitle}</h3>
          <ListingFieldsList fields={listing.pending} />
        </div>
      )}
      <Button variant="secondary" className="mt-5" onClick={onChange}>
        {TEXT.changeAnswer}
      </Button>
    </section>
  );
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <PageShell>
      <PublicPageNotice icon={icon} title={title}>
        <p className="mt-3 text-base leading-relaxed text-pretty text-zinc-600">{children}</p>
      </PublicPageNotice>
    </PageShell>
  );
}
