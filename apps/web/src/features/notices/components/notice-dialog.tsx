import {
  NOTICE_TEXT_MAX,
  NOTICE_TITLE_MAX,
  NOTICE_TONE_LABELS,
  NOTICE_TONES,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type Device,
  type Notice,
  type Role,
  type SubOrganization,
  crossesMidnight,
} from '@foyer/shared';
import { CalendarClock, Megaphone, Plus, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { LeaveQuestion } from '../../../components/ui/leave-without-saving-dialog';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Textarea } from '../../../components/ui/textarea';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { TONE_LOOK } from '../lib/notice-look';
import { shortDay } from '../lib/notice-words';
import { NOTICES_TEXT } from '../messages';
import { useNoticeDraft, type NoticeValues, type ScopeKind } from './use-notice-draft';
import { Checklist } from '../../../components/ui/checklist';

/** The image library's 'Upload' and 'Select from library', handed in by the route (features stay apart). */
export type RenderNoticeImageSource = (props: {
  purpose: 'image';
  label: string;
  value: string;
  onSelect: (url: string) => void;
}) => ReactNode;

/** What the dialog is open for: a notice to change, or a new one with its first values. */
export interface NoticeDialogRequest {
  notice: Notice | null;
  initial: NoticeValues;
}

export interface NoticeDialogProps {
  request: NoticeDialogRequest | null;
  onClose: () => void;
  orgId: string;
  role: Role;
  buildings: readonly SubOrganization[];
  devices: readonly Device[];
  renderImageSource?: RenderNoticeImageSource;
}

/** New notice and Edit notice (docs/product.md §12): open while `request` is set. */
export function NoticeDialog({ request, onClose, ...props }: NoticeDialogProps) {
  const closeRequest = useRef(onClose);
  closeRequest.current = onClose;
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && closeRequest.current()}>
      {request && (
        <NoticeEditor
          key={request.notice?.id ?? 'new'}
          request={request}
          onClose={onClose}
          closeRequest={closeRequest}
          {...props}
        />
      )}
    </Dialog>
  );
}

type Draft = ReturnType<typeof useNoticeDraft>;

function NoticeEditor({
  request,
  onClose,
  closeRequest,
  orgId,
  role,
  buildings,
  devices,
  renderImageSource,
}: Omit<NoticeDialogProps, 'request'> & {
  request: NoticeDialogRequest;
  closeRequest: { current: () => void };
}) {
  const draft = useNoticeDraft({ orgId, role, notice: request.notice, initial: request.initial, onClose });
  useEffect(() => {
    closeRequest.current = draft.requestClose;
  });
  const { register } = draft.form;
  return (
    <DialogContent
      title={draft.title}
      description={NOTICES_TEXT.dialogDescription}
      size="lg"
      busy={draft.pending}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Megaphone className="size-5" aria-hidden />
        </span>
      }
    >
      <DialogForm
        onSubmit={(event) => {
          event.preventDefault();
          draft.save();
        }}
      >
        <DialogBody className="space-y-6">
          {draft.formError && <Alert>{draft.formError}</Alert>}
          {request.notice?.state === 'ended' && <Alert tone="info">{NOTICES_TEXT.endedNote}</Alert>}
          <TextField
            label={NOTICES_TEXT.fieldTitle}
            error={draft.errorAt('title')}
            placeholder={NOTICES_TEXT.titlePlaceholder}
            maxLength={NOTICE_TITLE_MAX}
            autoComplete="off"
            {...register('title')}
          />
          <FormField
            label={NOTICES_TEXT.fieldText}
            error={draft.errorAt('text')}
            hint={NOTICES_TEXT.textHint}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={NOTICE_TEXT_MAX}
                placeholder={NOTICES_TEXT.textPlaceholder}
                {...register('text')}
              />
            )}
          </FormField>
          <div className="grid gap-6 sm:grid-cols-2">
            <ToneChoice draft={draft} />
            <ImageChoice draft={draft} renderImageSource={renderImageSource} />
          </div>
          <ScopeChoice draft={draft} buildings={buildings} devices={devices} />
          <When draft={draft} />
        </DialogBody>
        <DialogFooter aside={NOTICES_TEXT.timesNote}>
          <Button variant="secondary" onClick={draft.requestClose} disabled={draft.pending}>
            {NOTICES_TEXT.cancel}
          </Button>
          <Button type="submit" loading={draft.pending} disabled={draft.editing && !draft.dirty}>
            {draft.pending ? NOTICES_TEXT.saving : NOTICES_TEXT.save}
          </Button>
        </DialogFooter>
      </DialogForm>
      <LeaveQuestion {...draft.leaveQuestion} />
      {draft.guard}
    </DialogContent>
  );
}

function GroupLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mb-1.5 text-sm font-medium text-zinc-900">
      {children}
    </p>
  );
}

function ToneChoice({ draft }: { draft: Draft }) {
  return (
    <div>
      <GroupLabel id="notice-tone">{NOTICES_TEXT.fieldTone}</GroupLabel>
      <div role="radiogroup" aria-labelledby="notice-tone" className="grid gap-2">
        {NOTICE_TONES.map((tone) => {
          const chosen = draft.values.tone === tone;
          return (
            <button
              key={tone}
              type="button"
              role="radio"
              aria-checked={chosen}
              onClick={() => draft.chooseTone(tone)}
              className={cn(
                'flex h-10 items-center gap-2.5 rounded-lg border px-3 text-left text-sm font-medium transition-colors',
                'focus-visible:ring-4 focus-visible:ring-brand-500/20 focus-visible:outline-none',
                chosen
                  ? TONE_LOOK[tone].choice
                  : 'border-zinc-200 text-zinc-700 hover:border-zinc-300 hover:bg-zinc-50',
              )}
            >
              <span className={cn('size-2.5 rounded-full', TONE_LOOK[tone].dot)} aria-hidden />
              {NOTICE_TONE_LABELS[tone]}
            </button>
          );
        })}
      </div>
      {draft.errorAt('tone') && <p className="mt-1.5 text-[13px] text-red-600">{draft.errorAt('tone')}</p>}
    </div>
  );
}

function ImageChoice({
  draft,
  renderImageSource,
}: {
  draft: Draft;
  renderImageSource?: RenderNoticeImageSource;
}) {
  const url = draft.values.image_url;
  const problem = draft.errorAt('image_url');
  return (
    <div>
      <GroupLabel id="notice-image">{NOTICES_TEXT.fieldImage}</GroupLabel>
      <div className="space-y-2" aria-labelledby="notice-image" role="group">
        <div
          className={cn(
            'relative flex h-28 items-center justify-center overflow-hidden rounded-lg border bg-zinc-50',
            problem ? 'border-red-400' : 'border-zinc-200',
          )}
        >
          {url ? (
            <>
              <img src={url} alt={NOTICES_TEXT.chosenImage} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => draft.chooseImage('')}
                aria-label={NOTICES_TEXT.removeImage}
                className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-md bg-white/90 text-zinc-600 shadow-sm ring-1 ring-zinc-200 hover:text-zinc-900"
              >
                <X className="size-4" aria-hidden />
              </button>
            </>
          ) : (
            <span className="text-[13px] text-zinc-400">{NOTICES_TEXT.noImage}</span>
          )}
        </div>
        {renderImageSource?.({
          purpose: 'image',
          label: NOTICES_TEXT.fieldImage,
          value: url,
          onSelect: draft.chooseImage,
        })}
        <p className={cn('text-[13px]', problem ? 'text-red-600' : 'text-zinc-500')}>
          {problem ?? NOTICES_TEXT.imageHint}
        </p>
      </div>
    </div>
  );
}

const screensText = (count: number) => `${count} ${count === 1 ? 'screen' : 'screens'}`;

function ScopeChoice({
  draft,
  buildings,
  devices,
}: {
  draft: Draft;
  buildings: readonly SubOrganization[];
  devices: readonly Device[];
}) {
  const { values } = draft;
  const options: { value: ScopeKind; label: string }[] = [
    ...(draft.offersEveryScreen
      ? [{ value: 'organization' as const, label: NOTICES_TEXT.scopeOrganization }]
      : []),
    { value: 'buildings', label: NOTICES_TEXT.scopeBuildings },
    { value: 'screens', label: NOTICES_TEXT.scopeScreens },
  ];
  const scopeProblem = draft.errorAt('scopeKind');
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-900">{NOTICES_TEXT.where}</legend>
      <SegmentedControl<ScopeKind>
        aria-label={NOTICES_TEXT.where}
        value={values.scopeKind}
        onChange={draft.chooseScope}
        className="flex"
        itemClassName="flex-1 px-3 text-[13px]"
        options={options}
      />
      {scopeProblem && <p className="text-[13px] text-red-600">{scopeProblem}</p>}
      {values.scopeKind === 'buildings' && (
        <Checklist
          label={NOTICES_TEXT.scopeBuildings}
          empty={NOTICES_TEXT.noBuildings}
          items={buildings.map((building) => ({
            id: building.id,
            name: building.name,
            note: screensText(devices.filter((device) => device.sub_org_id === building.id).length),
          }))}
          value={values.buildingIds}
          onChange={draft.chooseBuildings}
          error={draft.errorAt('buildingIds')}
        />
      )}
      {values.scopeKind === 'screens' && (
        <Checklist
          label={NOTICES_TEXT.scopeScreens}
          empty={NOTICES_TEXT.noScreens}
          items={devices.map((device) => ({
            id: device.id,
            name: device.name,
            note:
              buildings.find((building) => building.id === device.sub_org_id)?.name ??
              NOTICES_TEXT.noBuilding,
          }))}
          value={values.screenIds}
          onChange={draft.chooseScreens}
          error={draft.errorAt('screenIds')}
        />
      )}
    </fieldset>
  );
}

function When({ draft }: { draft: Draft }) {
  const { register } = draft.form;
  const { values } = draft;
  const weekdaysProblem = draft.errorAt('weekdays');
  return (
    <section className="space-y-5 rounded-xl border border-zinc-200 p-4" aria-labelledby="notice-when">
      <h3 id="notice-when" className="flex items-center gap-2 text-sm font-semibold text-zinc-950">
        <CalendarClock className="size-4 text-zinc-400" aria-hidden />
        {NOTICES_TEXT.when}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label={NOTICES_TEXT.from}
          error={draft.errorAt('starts_at')}
          {...register('starts_at')}
        />
        <TextField
          type="datetime-local"
          label={NOTICES_TEXT.until}
          error={draft.errorAt('ends_at')}
          hint={NOTICES_TEXT.untilHint}
          labelAside={
            values.ends_at ? (
              <Button variant="link" className="text-[13px]" onClick={draft.clearUntil}>
                {NOTICES_TEXT.clearUntil}
              </Button>
            ) : undefined
          }
          {...register('ends_at')}
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-zinc-900">{NOTICES_TEXT.weekdays}</legend>
        <div className="flex flex-wrap gap-1.5" data-invalid={weekdaysProblem ? true : undefined}>
          {WEEKDAYS.map((day) => {
            const on = values.weekdays.includes(day);
            return (
              <label
                key={day}
                title={WEEKDAY_NAMES[day]}
                className={cn(
                  'flex h-9 cursor-pointer items-center gap-2 rounded-lg border px-2.5 text-[13px] font-medium transition-colors',
                  'has-focus-visible:ring-4 has-focus-visible:ring-brand-500/20',
                  on
                    ? 'border-brand-300 bg-brand-50 text-brand-900'
                    : 'border-zinc-200 text-zinc-600 hover:bg-zinc-50',
                )}
              >
                <Checkbox
                  aria-label={WEEKDAY_NAMES[day]}
                  checked={on}
                  onCheckedChange={(checked) => draft.toggleWeekday(day, checked === true)}
                />
                <span aria-hidden>{shortDay(day)}</span>
              </label>
            );
          })}
        </div>
        {weekdaysProblem && <p className="mt-1.5 text-[13px] text-red-600">{weekdaysProblem}</p>}
      </fieldset>
      <DailyTimes draft={draft} />
      {draft.summary && (
        <p
          className="rounded-lg bg-zinc-50 px-3 py-2.5 text-sm text-zinc-800 ring-1 ring-zinc-200"
          aria-live="polite"
        >
          {draft.summary}
        </p>
      )}
    </section>
  );
}

function DailyTimes({ draft }: { draft: Draft }) {
  const { register, getValues } = draft.form;
  const { fields } = draft.times;
  return (
    <div>
      <div className="mb-1.5 flex items-end justify-between gap-3">
        <p className="text-sm font-medium text-zinc-900">{NOTICES_TEXT.times}</p>
        {draft.canAddTime && (
          <Button size="sm" variant="ghost" onClick={draft.addTime}>
            <Plus className="size-3.5" aria-hidden />
            {NOTICES_TEXT.addTime}
          </Button>
        )}
      </div>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-200 px-3 py-2.5 text-sm text-zinc-500">
          {NOTICES_TEXT.timesAllDay}
        </p>
      ) : (
        <ul className="space-y-2">
          {fields.map((field, index) => {
            // The draft is watched as a whole, so these are current on every render.
            const { from, to } = getValues(`times.${index}`);
            const fromProblem = draft.errorAt(`times.${index}.from`);
            const toProblem = draft.errorAt(`times.${index}.to`);
            return (
              <li key={field.key}>
                <div className="flex flex-wrap items-center gap-2">
                  <Input
                    type="time"
                    aria-label={NOTICES_TEXT.timeFrom(index)}
                    aria-invalid={fromProblem ? true : undefined}
                    className="h-9! w-32!"
                    {...register(`times.${index}.from`)}
                  />
                  <span className="text-sm text-zinc-400" aria-hidden>
                    to
                  </span>
                  <Input
                    type="time"
                    aria-label={NOTICES_TEXT.timeTo(index)}
                    aria-invalid={toProblem ? true : undefined}
                    className="h-9! w-32!"
                    {...register(`times.${index}.to`)}
                  />
                  <button
                    type="button"
                    onClick={() => draft.removeTime(index)}
                    aria-label={NOTICES_TEXT.removeTime(index)}
                    className="flex size-8 items-center justify-center rounded-md text-zinc-400 transition-colors hover:bg-zinc-100 hover:text-zinc-700"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                  {crossesMidnight({ from, to }) && (
                    <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700">
                      {NOTICES_TEXT.nextDay(to)}
                    </span>
                  )}
                </div>
                {(fromProblem ?? toProblem) && (
                  <p className="mt-1 text-[13px] text-red-600">{fromProblem ?? toProblem}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
