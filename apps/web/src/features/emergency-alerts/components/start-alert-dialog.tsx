import { AlertScreen } from '@foyer/display';
import {
  ALERT_EXPIRY_CHOICES,
  ALERT_EXPIRY_DEFAULT_MIN,
  ALERT_TEMPLATE_TEXT,
  ALERT_TEMPLATES,
  alertBandWords,
  alertTemplateText,
  DEFAULT_LANGUAGE,
  languageLabel,
  startAlertSchema,
  type AlertTemplate,
  type AlertTranslation,
  type Device,
  type ScreenAlert,
  type StartAlertInput,
  type SubOrganization,
  type VisitorLanguage,
} from '@foyer/shared';
import {
  ArrowUpDown,
  CloudLightning,
  DoorOpen,
  House,
  Lock,
  PencilLine,
  Siren,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useAction } from '../../../components/editor/use-action';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Textarea } from '../../../components/ui/textarea';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, refusalReason } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { formatTimeOfDay } from '../../../lib/format-date';
import { choiceSetter, issuesOf, issuesResolver, showIssues } from '../../../lib/issues-resolver';
import { useStartAlert } from '../api/alerts';
import { ALERTS_TEXT, EXPIRY_LABELS } from '../messages';
import { Checklist } from '../../../components/ui/checklist';

const TEMPLATE_ICONS: Record<AlertTemplate, LucideIcon> = {
  evacuate: DoorOpen,
  shelter: House,
  weather: CloudLightning,
  lockdown: Lock,
  elevator: ArrowUpDown,
  custom: PencilLine,
};

type ScopeKind = 'organization' | 'buildings' | 'screens';

export interface AlertFormValues {
  template: AlertTemplate;
  title: string;
  text: string;
  scopeKind: ScopeKind;
  buildingIds: string[];
  screenIds: string[];
  expiresInMinutes: number;
  /** The languages other than English of the buildings in scope, main ones first (scopeLanguages). */
  languages: VisitorLanguage[];
  /** The title and text in each of `languages` (docs/decisions/languages.md LNG-24). */
  translations: Partial<Record<VisitorLanguage, { title: string; text: string }>>;
}

/**
 * The request the form sends. A language left empty sends the title and text above as its own, so
 * that its screens show them (else a template start would fill the template's text in it).
 */
export function toStartBody(values: AlertFormValues): StartAlertInput {
  const translations = sentTranslations(values);
  const scope =
    values.scopeKind === 'organization'
      ? { kind: 'organization' as const }
      : values.scopeKind === 'buildings'
        ? { kind: 'buildings' as const, ids: values.buildingIds }
        : { kind: 'screens' as const, ids: values.screenIds };
  return {
    template: values.template,
    title: values.title,
    text: values.text,
    ...(values.languages.length > 0 ? { translations } : {}),
    scope,
    expires_in_minutes: values.expiresInMinutes,
  };
}

/** The title and text each language of the form sends: its own, or when left empty the main ones. */
function sentTranslations(values: AlertFormValues): Record<string, { title: string; text: string }> {
  const translations: Record<string, { title: string; text: string }> = {};
  for (const lang of values.languages) {
    // A field registered before its language was filled reads undefined.
    const title = values.translations[lang]?.title ?? '';
    const text = values.translations[lang]?.text ?? '';
    const empty = title.trim() === '' && text.trim() === '';
    translations[lang] = empty ? { title: values.title, text: values.text } : { title, text };
  }
  return translations;
}

/** The buildings an alert with these values would reach: those of its screens, or as chosen without the screens' list. */
function buildingsInScope(
  values: AlertFormValues,
  devices: readonly Device[] | undefined,
  buildings: readonly SubOrganization[],
): SubOrganization[] {
  if (devices) {
    const ids = new Set(devicesInScope(values, devices).map((device) => device.sub_org_id));
    return buildings.filter((building) => ids.has(building.id));
  }
  if (values.scopeKind === 'buildings') return buildings.filter((b) => values.buildingIds.includes(b.id));
  return values.scopeKind === 'organization' ? [...buildings] : [];
}

/**
 * The languages other than English the buildings in scope use, in their order (main ones first),
 * as the server fills them (LNG-24): English reads the title and text above.
 */
export function scopeLanguages(inScope: readonly SubOrganization[]): VisitorLanguage[] {
  const found: VisitorLanguage[] = [];
  for (const index of [0, 1]) {
    for (const building of inScope) {
      const lang = building.languages?.[index];
      if (lang && lang !== DEFAULT_LANGUAGE && !found.includes(lang)) found.push(lang);
    }
  }
  return found;
}

/** The preview draws a two-language screen (LNG-23): a building in scope's, else the first other language and English. */
function previewLanguages(inScope: readonly SubOrganization[], others: readonly VisitorLanguage[]) {
  const pair = inScope.find((building) => (building.languages?.length ?? 0) > 1)?.languages;
  if (pair) return pair;
  return others[0] ? [others[0], DEFAULT_LANGUAGE] : [DEFAULT_LANGUAGE];
}

const textKey = (template: AlertTemplate, lang: VisitorLanguage) => `${template}:${lang}`;

/**
 * A language field's message nested as react-hook-form keeps it (`translations.de.title` →
 * translations → de → title), so that revalidating the field after an edit replaces it.
 */
function nestedIssues(resolver: Resolver<AlertFormValues>): Resolver<AlertFormValues> {
  return async (...args) => {
    const result = await resolver(...args);
    const errors: Record<string, unknown> = {};
    for (const [field, error] of Object.entries(result.errors)) {
      const path = field.split('.');
      let into = errors;
      for (const part of path.slice(0, -1)) into = (into[part] ??= {}) as Record<string, unknown>;
      into[path[path.length - 1] ?? field] = error;
    }
    return { ...result, errors } as Awaited<ReturnType<Resolver<AlertFormValues>>>;
  };
}

/** The devices an alert with these values would reach. */
export function devicesInScope(values: AlertFormValues, devices: readonly Device[]): Device[] {
  if (values.scopeKind === 'organization') return [...devices];
  if (values.scopeKind === 'buildings') {
    return devices.filter((d) => d.sub_org_id !== null && values.buildingIds.includes(d.sub_org_id));
  }
  return devices.filter((d) => values.screenIds.includes(d.id));
}

function validate(values: AlertFormValues): Partial<Record<string, string>> {
  const issues: Partial<Record<string, string>> = {};
  const parsed = startAlertSchema.safeParse(toStartBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first] = issue.path;
      const field =
        first === 'scope'
          ? values.scopeKind === 'buildings'
            ? 'buildingIds'
            : 'screenIds'
          : first === 'translations'
            ? issue.path.join('.')
            : String(first);
      issues[field] ??= issue.message;
    }
  }
  if (values.scopeKind === 'buildings' && values.buildingIds.length === 0) {
    issues.buildingIds = ALERTS_TEXT.noBuildingChosen;
  }
  if (values.scopeKind === 'screens' && values.screenIds.length === 0)
    issues.screenIds = ALERTS_TEXT.noScreenChosen;
  return issues;
}

export interface StartAlertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orgId: string;
  /** Undefined while the devices list is not (or could not be) loaded: the count is then unknown. */
  devices: readonly Device[] | undefined;
  buildings: readonly SubOrganization[];
}

export function StartAlertDialog({ open, onOpenChange, ...props }: StartAlertDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <StartAlertForm {...props} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function StartAlertForm({
  orgId,
  devices: loaded,
  buildings,
  onDone,
}: Omit<StartAlertDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const devices = loaded ?? [];
  const startAlert = useStartAlert(orgId);
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState<AlertFormValues | null>(null);
  const form = useForm<AlertFormValues>({
    resolver: nestedIssues(issuesResolver(validate)),
    shouldFocusError: false,
    defaultValues: {
      template: 'evacuate',
      title: ALERT_TEMPLATE_TEXT.evacuate.title,
      text: ALERT_TEMPLATE_TEXT.evacuate.text,
      scopeKind: 'organization',
      buildingIds: [],
      screenIds: [],
      expiresInMinutes: ALERT_EXPIRY_DEFAULT_MIN,
      languages: [],
      translations: {},
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = form;
  const values = watch();
  const issues = issuesOf(errors);
  const choose = choiceSetter(form);
  // Unknown without the devices list: the server still checks the scope reaches a screen.
  const reach = loaded ? devicesInScope(values, devices).length : null;

  // The buildings' languages (docs/product.md §16 "Alerts in the building's languages"): one pair
  // each, from the template's messages in that language, fetched on demand.
  const inScope = buildingsInScope(values, loaded, buildings);
  const languages = scopeLanguages(inScope);
  const languagesKey = languages.join(',');
  const [templateTexts, setTemplateTexts] = useState<Record<string, AlertTranslation>>({});
  const [bands, setBands] = useState<ScreenAlert['bands']>();
  const tone = ALERT_TEMPLATE_TEXT[values.template].tone;
  useEffect(() => {
    if (values.languages.join(',') !== languagesKey) setValue('languages', languages);
    const missing = languages.filter((lang) => !(textKey(values.template, lang) in templateTexts));
    if (values.template === 'custom' || missing.length === 0) return;
    let live = true;
    // Each language as it arrives: a slow one holds back no other. One that fails stays pending and
    // is left out of the start, so the server fills it (onSubmit).
    for (const lang of missing) {
      const key = textKey(values.template, lang);
      alertTemplateText(values.template, lang).then(
        (words) => live && setTemplateTexts((known) => ({ ...known, [key]: words })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the languages change with their key
  }, [languagesKey, values.template, templateTexts]);
  // A language new in the form starts from the template (Custom: empty); one already filled keeps its edits.
  const filled = useRef(new Set<VisitorLanguage>());
  useEffect(() => {
    for (const lang of languages) {
      if (filled.current.has(lang)) continue;
      const start =
        values.template === 'custom'
          ? { title: '', text: '' }
          : templateTexts[textKey(values.template, lang)];
      if (!start) continue;
      filled.current.add(lang);
      setValue(`translations.${lang}`, { ...start });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the languages change with their key
  }, [languagesKey, values.template, templateTexts]);
  useEffect(() => {
    if (languages.length === 0) return;
    let live = true;
    void alertBandWords(tone).then((words) => live && setBands(words));
    return () => {
      live = false;
    };
  }, [tone, languages.length]);

  const chooseTemplate = (template: AlertTemplate) => {
    choose('template', template);
    setValue('title', ALERT_TEMPLATE_TEXT[template].title, { shouldDirty: true });
    setValue('text', ALERT_TEMPLATE_TEXT[template].text, { shouldDirty: true });
    // Each language starts again from the new template (the effect above).
    filled.current.clear();
    setValue('translations', {}, { shouldDirty: true });
  };
  /** A language field's message: the form's own check, or the server's refusal (nested by setError). */
  const issueAt = (lang: VisitorLanguage, key: 'title' | 'text') =>
    errors.translations?.[lang]?.[key]?.message;
  const previewTranslations = sentTranslations({ ...values, languages });

  const onSubmit = handleSubmit(
    // A language whose template text has not loaded yet (a slow or offline dashboard) is left out:
    // the server fills it from the template, where sending its empty fields would send the main
    // pair as that language's (docs/decisions/languages.md LNG-24). Start is never held back.
    (valid) =>
      setConfirming({ ...valid, languages: valid.languages.filter((lang) => filled.current.has(lang)) }),
    () => focusFirstInvalid(formRef.current),
  );

  const start = useAction(
    (body: StartAlertInput) => startAlert.mutateAsync(body),
    { done: ALERTS_TEXT.started, failed: ALERTS_TEXT.startFailed, reason: 'prefixed' },
    {
      // Back to the form: the refusal beside its field (or above the form), and still in the toast.
      onFailed: (error) => {
        setConfirming(null);
        if (error instanceof ApiError) {
          const byField: Partial<Record<string, string>> = {};
          for (const detail of error.details) {
            const field = detail.path.startsWith('scope')
              ? values.scopeKind === 'buildings'
                ? 'buildingIds'
                : values.scopeKind === 'screens'
                  ? 'screenIds'
                  : 'form'
              : detail.path;
            byField[field] ??= detail.message;
          }
          // Above the form only the server's reason for a refusal: a failure of its own, or no
          // answer, is said by the toast alone (docs/product.md §8).
          const reason = refusalReason(error);
          if (Object.keys(byField).length === 0 && reason !== null) byField.form = reason;
          showIssues(setError, byField);
        }
        return false;
      },
    },
  );

  const confirm = async () => {
    if (!confirming) return;
    if (await start.run(toStartBody(confirming))) {
      setConfirming(null);
      onDone();
    }
  };

  const until = new Date(Date.now() + values.expiresInMinutes * 60_000).toISOString();

  return (
    <DialogContent
      title={ALERTS_TEXT.dialogTitle}
      description={ALERTS_TEXT.dialogDescription}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
          <Siren className="size-5" aria-hidden />
        </span>
      }
      busy={start.pending}
      size="lg"
    >
      <DialogForm ref={formRef} onSubmit={(event) => void onSubmit(event)}>
        <DialogBody className="space-y-5">
          {issues.form && <Alert>{issues.form}</Alert>}
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-zinc-800">{ALERTS_TEXT.template}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {ALERT_TEMPLATES.map((template) => {
                const Icon = TEMPLATE_ICONS[template];
                const chosen = values.template === template;
                return (
                  <label
                    key={template}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-[13px] font-medium transition-colors',
                      'has-focus-visible:ring-2 has-focus-visible:ring-red-500/40',
                      chosen
                        ? 'border-red-500 bg-red-50 text-red-900'
                        : 'border-zinc-200 text-zinc-700 hover:border-zinc-300 hover:bg-zinc-50',
                    )}
                  >
                    <input
                      type="radio"
                      name="alert-template"
                      value={template}
                      checked={chosen}
                      onChange={() => chooseTemplate(template)}
                      className="sr-only"
                    />
                    <Icon className="size-4 shrink-0" aria-hidden />
                    {ALERT_TEMPLATE_TEXT[template].label}
                  </label>
                );
              })}
            </div>
          </fieldset>

          <TextField
            label={ALERTS_TEXT.title}
            error={issues.title}
            {...register('title')}
            autoComplete="off"
          />
          <FormField label={ALERTS_TEXT.text} error={issues.text} hint={ALERTS_TEXT.textHint}>
            {(control) => <Textarea {...control} rows={3} {...register('text')} />}
          </FormField>

          {languages.length > 0 && (
            <fieldset className="space-y-4" data-testid="alert-languages">
              <legend className="mb-0.5 text-sm font-medium text-zinc-800">
                {ALERTS_TEXT.languagesHeading}
              </legend>
              <p className="text-[13px] text-zinc-500">{ALERTS_TEXT.languagesHint}</p>
              {languages.map((lang) => (
                <fieldset key={lang} className="space-y-3 rounded-lg border border-zinc-200 p-3">
                  <legend className="px-1 text-[13px] font-medium text-zinc-700">
                    {languageLabel(lang)}
                  </legend>
                  <TextField
                    label={ALERTS_TEXT.languageTitle(languageLabel(lang))}
                    error={issueAt(lang, 'title')}
                    {...register(`translations.${lang}.title`)}
                    autoComplete="off"
                  />
                  <FormField
                    label={ALERTS_TEXT.languageText(languageLabel(lang))}
                    error={issueAt(lang, 'text')}
                  >
                    {(control) => (
                      <Textarea {...control} rows={3} {...register(`translations.${lang}.text`)} />
                    )}
                  </FormField>
                </fieldset>
              ))}
            </fieldset>
          )}

          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium text-zinc-800">{ALERTS_TEXT.where}</legend>
            <SegmentedControl<ScopeKind>
              aria-label={ALERTS_TEXT.where}
              value={values.scopeKind}
              onChange={(kind) => choose('scopeKind', kind)}
              className="flex"
              itemClassName="flex-1 px-3 text-[13px]"
              options={[
                { value: 'organization', label: ALERTS_TEXT.scopeOrganization },
                { value: 'buildings', label: ALERTS_TEXT.scopeBuildings },
                { value: 'screens', label: ALERTS_TEXT.scopeScreens },
              ]}
            />
            {values.scopeKind === 'buildings' && (
              <Checklist
                label={ALERTS_TEXT.scopeBuildings}
                items={buildings.map((b) => ({
                  id: b.id,
                  name: b.name,
                  note: screensText(devices.filter((d) => d.sub_org_id === b.id).length),
                }))}
                value={values.buildingIds}
                onChange={(ids) => choose('buildingIds', ids)}
                error={issues.buildingIds}
              />
            )}
            {values.scopeKind === 'screens' && (
              <Checklist
                label={ALERTS_TEXT.scopeScreens}
                items={devices.map((d) => ({
                  id: d.id,
                  name: d.name,
                  note: buildings.find((b) => b.id === d.sub_org_id)?.name ?? ALERTS_TEXT.orgWide,
                }))}
                value={values.screenIds}
                onChange={(ids) => choose('screenIds', ids)}
                error={issues.screenIds}
              />
            )}
          </fieldset>

          <FormField label={ALERTS_TEXT.expiry} error={issues.expires_in_minutes}>
            {(control) => (
              <select
                {...control}
                className="block h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none sm:w-56"
                value={values.expiresInMinutes}
                onChange={(event) => choose('expiresInMinutes', Number(event.target.value))}
              >
                {ALERT_EXPIRY_CHOICES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {EXPIRY_LABELS[minutes]}
                  </option>
                ))}
              </select>
            )}
          </FormField>

          <div>
            <p className="mb-1.5 text-sm font-medium text-zinc-800">{ALERTS_TEXT.preview}</p>
            <div
              className="relative aspect-video w-full max-w-sm overflow-hidden rounded-lg ring-1 ring-zinc-200"
              aria-hidden
            >
              <AlertScreen
                alert={{
                  title: values.title || ' ',
                  text: values.text,
                  tone,
                  translations: previewTranslations,
                  bands,
                }}
                languages={previewLanguages(inScope, languages)}
              />
            </div>
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onDone} disabled={start.pending}>
            {ALERTS_TEXT.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={reach === 0}>
            <Siren className="size-4" aria-hidden />
            {reach === null ? ALERTS_TEXT.confirm : ALERTS_TEXT.start(reach)}
          </Button>
        </DialogFooter>
      </DialogForm>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => !next && setConfirming(null)}
        title={ALERTS_TEXT.confirmTitle}
        description={
          reach === null
            ? ALERTS_TEXT.confirmTextUnknown(formatTimeOfDay(until))
            : ALERTS_TEXT.confirmText(reach, formatTimeOfDay(until))
        }
        confirmLabel={ALERTS_TEXT.confirm}
        pendingLabel={ALERTS_TEXT.starting}
        pending={start.pending}
        onConfirm={() => void confirm()}
      />
    </DialogContent>
  );
}

const screensText = (count: number) => `${count} ${count === 1 ? 'screen' : 'screens'}`;
