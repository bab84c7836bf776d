import {
  SYNC_AFTER,
  SYNC_AFTER_LABELS,
  SYNC_DEFAULT_MAX_REMOVAL_PERCENT,
  SYNC_FORMAT_LABELS,
  SYNC_FORMATS,
  SYNC_MAPPED_FIELDS,
  tenantSyncInputSchema,
  type SyncAfter,
  type SyncFormat,
  type SyncMappedField,
  type SyncSchedule,
  type SyncSource,
  type TenantSyncInput,
} from '@foyer/shared';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogBody, DialogContent, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useDialogLeaveGuard } from '../../../components/ui/leave-without-saving-dialog';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { TextField } from '../../../components/ui/text-field';
import { fieldIssues, otherIssue } from '../../../lib/field-issues';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { choiceSetter, issuesOf, issuesResolver } from '../../../lib/issues-resolver';
import { MAPPING_LABELS, SYNC_TEXT } from '../messages';

/** What the settings form holds; the body it sends is built from it (`syncBodyOf`). */
export interface SyncFormValues {
  url: string;
  format: SyncFormat;
  json_mapping: Record<SyncMappedField, string>;
  schedule: SyncSchedule;
  daily_at: string;
  max_removal_percent: string;
  after_sync: SyncAfter;
}

const FORM_FIELDS = [
  'url',
  'format',
  'json_mapping',
  'schedule',
  'daily_at',
  'max_removal_percent',
  'after_sync',
];
const DEFAULT_DAILY_AT = '06:00';

/** The form's values for a list's source, or for a list that does not sync yet. */
export function syncFormValues(source: SyncSource | null): SyncFormValues {
  const mapping = Object.fromEntries(
    SYNC_MAPPED_FIELDS.map((field) => [field, source?.json_mapping?.[field] ?? '']),
  ) as Record<SyncMappedField, string>;
  return {
    url: source?.url ?? '',
    format: source?.format ?? 'csv',
    json_mapping: mapping,
    schedule: source?.schedule ?? 'daily',
    daily_at: source?.daily_at ?? DEFAULT_DAILY_AT,
    max_removal_percent: String(source?.max_removal_percent ?? SYNC_DEFAULT_MAX_REMOVAL_PERCENT),
    after_sync: source?.after_sync ?? 'mark',
  };
}

/** The PUT body of the form's values: a mapping only for JSON (its empty keys left out), a time only for daily. */
export function syncBodyOf(values: SyncFormValues): TenantSyncInput {
  const percent = values.max_removal_percent.trim();
  const mapping = Object.fromEntries(
    Object.entries(values.json_mapping)
      .map(([field, key]) => [field, key.trim()] as const)
      .filter(([, key]) => key !== ''),
  );
  return {
    url: values.url.trim(),
    format: values.format,
    json_mapping: values.format === 'json' ? mapping : null,
    schedule: values.schedule,
    daily_at: values.schedule === 'daily' ? values.daily_at : null,
    max_removal_percent: percent === '' ? Number.NaN : Number(percent),
    after_sync: values.after_sync,
  };
}

/** The form's issues by field: the server's schema on the body (Google Sheets links it cannot read included). */
export function syncFormIssues(values: SyncFormValues): Partial<Record<string, string>> {
  return fieldIssues(tenantSyncInputSchema.safeParse(syncBodyOf(values)));
}

export interface SyncSettingsDialogProps {
  source: SyncSource | null;
  canStop: boolean;
  pending: boolean;
  onSave: (body: TenantSyncInput) => Promise<boolean>;
  onStop: () => void;
  onClose: () => void;
}

/**
 * Where a list syncs from and how (docs/product.md §13): the address and its format (a JSON key
 * for each field), when, how much a sync may remove without asking, and what happens to the
 * screens after it. Rendered inside an open `Dialog`.
 */
export function SyncSettingsDialog({
  source,
  canStop,
  pending,
  onSave,
  onStop,
  onClose,
}: SyncSettingsDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<SyncFormValues>({
    resolver: issuesResolver(syncFormIssues),
    shouldFocusError: false,
    defaultValues: syncFormValues(source),
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isDirty },
  } = form;
  const values = watch();
  const issues = issuesOf(errors);
  const choose = choiceSetter(form);
  const { guard, allowLeaving } = useDialogLeaveGuard(isDirty && !pending, SYNC_TEXT.dialogTitle);
  const isNew = source === null || values.url.trim() !== source.url;

  const onSubmit = handleSubmit(
    async (valid) => {
      if (!(await onSave(syncBodyOf(valid)))) return;
      allowLeaving();
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <DialogContent
      title={SYNC_TEXT.dialogTitle}
      description={SYNC_TEXT.dialogDescription}
      busy={pending}
      size="lg"
    >
      <DialogForm ref={formRef} onSubmit={(event) => void onSubmit(event)}>
        <DialogBody className="space-y-6">
          {otherIssue(issues, FORM_FIELDS) && <Alert>{otherIssue(issues, FORM_FIELDS)}</Alert>}
          <TextField
            label={SYNC_TEXT.url}
            type="url"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            placeholder={SYNC_TEXT.urlPlaceholder}
            error={issues.url}
            hint={SYNC_TEXT.urlHint}
            autoFocus={source === null}
            {...register('url')}
          />

          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium text-zinc-800">{SYNC_TEXT.format}</legend>
            <SegmentedControl
              aria-label={SYNC_TEXT.format}
              value={values.format}
              options={SYNC_FORMATS.map((format) => ({ value: format, label: SYNC_FORMAT_LABELS[format] }))}
              onChange={(format) => choose('format', format)}
              className="inline-flex"
              itemClassName="px-5 text-sm"
            />
          </fieldset>

          {values.format === 'json' && (
            <fieldset className="space-y-3 rounded-xl border border-zinc-200 bg-zinc-50/60 p-4">
              <legend className="float-left w-full text-sm font-medium text-zinc-800">
                {SYNC_TEXT.mapping}
              </legend>
              <p className="clear-both text-[13px] leading-5 text-zinc-500">{SYNC_TEXT.mappingHint}</p>
              <div className="grid gap-x-4 gap-y-2.5 sm:grid-cols-2">
                {SYNC_MAPPED_FIELDS.map((field) => (
                  <label key={field} className="flex items-center gap-3 text-sm">
                    <span className="w-24 shrink-0 text-zinc-700">{MAPPING_LABELS[field]}</span>
                    <Input
                      className="h-9! font-mono text-[13px]"
                      spellCheck={false}
                      autoComplete="off"
                      placeholder={field}
                      aria-label={`${SYNC_TEXT.mapping}: ${MAPPING_LABELS[field]}`}
                      {...register(`json_mapping.${field}`)}
                    />
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium text-zinc-800">{SYNC_TEXT.scheduleLabel}</legend>
            <div className="flex flex-wrap items-center gap-3">
              <SegmentedControl
                aria-label={SYNC_TEXT.scheduleLabel}
                value={values.schedule}
                options={[
                  { value: 'manual', label: SYNC_TEXT.manual },
                  { value: 'hourly', label: SYNC_TEXT.hourly },
                  { value: 'daily', label: SYNC_TEXT.daily },
                ]}
                onChange={(schedule) => choose('schedule', schedule)}
                className="inline-flex"
                itemClassName="px-4 text-sm"
              />
              {values.schedule === 'daily' && (
                <label className="flex items-center gap-2 text-sm text-zinc-700">
                  {SYNC_TEXT.dailyAt}
                  <Input
                    type="time"
                    className="h-9! w-32!"
                    aria-invalid={issues.daily_at ? true : undefined}
                    {...register('daily_at')}
                  />
                  <span className="text-[13px] text-zinc-500">{SYNC_TEXT.dailyAtHint}</span>
                </label>
              )}
            </div>
            {issues.daily_at && <p className="text-[13px] text-red-600">{issues.daily_at}</p>}
          </fieldset>

          <FormField
            label={SYNC_TEXT.maxRemoval}
            error={issues.max_removal_percent}
            hint={SYNC_TEXT.maxRemovalHint}
          >
            {(control) => (
              <div className="flex items-center gap-2">
                <Input
                  {...control}
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  inputMode="numeric"
                  className="h-9! w-20! text-right tabular-nums"
                  {...register('max_removal_percent')}
                />
                <span className="text-sm text-zinc-700">{SYNC_TEXT.maxRemovalSuffix}</span>
              </div>
            )}
          </FormField>

          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium text-zinc-800">{SYNC_TEXT.afterSync}</legend>
            {SYNC_AFTER.map((after) => (
              <label
                key={after}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-zinc-200 px-3 py-2.5 text-sm text-zinc-800 transition-colors hover:bg-zinc-50 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50/50"
              >
                <input
                  type="radio"
                  value={after}
                  className="size-4 accent-brand-600"
                  {...register('after_sync')}
                />
                {SYNC_AFTER_LABELS[after]}
              </label>
            ))}
          </fieldset>
        </DialogBody>
        <DialogFooter
          aside={
            canStop && (
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={onStop}
                disabled={pending}
              >
                {SYNC_TEXT.stop}
              </Button>
            )
          }
        >
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {SYNC_TEXT.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {isNew ? SYNC_TEXT.saveAndSync : SYNC_TEXT.save}
          </Button>
        </DialogFooter>
      </DialogForm>
      {guard}
    </DialogContent>
  );
}
