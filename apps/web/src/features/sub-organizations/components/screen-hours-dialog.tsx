import {
  MAX_INTERVALS_PER_DAY,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type SubOrganization,
  type Weekday,
  crossesMidnight,
} from '@foyer/shared';
import { CalendarPlus, Clock, Copy, Moon, Plus, Sun, Trash2, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogForm } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { LeaveQuestion } from '../../../components/ui/leave-without-saving-dialog';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useBuildingSchedule } from '../api/building-schedule';
import { SCREEN_HOURS_TEXT } from '../messages';
import { TimeZonePicker } from '../../../components/time-zone/time-zone-picker';
import { useExceptionIntervals, useScreenHoursDraft, type HoursMode } from './use-screen-hours-draft';

type Draft = ReturnType<typeof useScreenHoursDraft>;

/** Escape in the open time zone list closes the list, not the dialog. */
const listOpen = () => {
  const focused = document.activeElement;
  return focused?.getAttribute('role') === 'combobox' && focused.getAttribute('aria-expanded') === 'true';
};

/** A building's Screen hours (docs/product.md §12), for Owners and Admins: open while `building` is set. */
export function ScreenHoursDialog({
  building,
  onClose,
}: {
  building: SubOrganization | null;
  onClose: () => void;
}) {
  const closeRequest = useRef(onClose);
  closeRequest.current = onClose;
  return (
    <Dialog open={building !== null} onOpenChange={(open) => !open && !listOpen() && closeRequest.current()}>
      {building && (
        <ScreenHours key={building.id} building={building} onClose={onClose} closeRequest={closeRequest} />
      )}
    </Dialog>
  );
}

/** One frame from loading to saving, so the dialog does not jump when the hours arrive. */
function ScreenHours({
  building,
  onClose,
  closeRequest,
}: {
  building: SubOrganization;
  onClose: () => void;
  closeRequest: RefObject<() => void>;
}) {
  const schedule = useBuildingSchedule(building.id);
  const [busy, setBusy] = useState(false);
  return (
    <DialogContent
      title={SCREEN_HOURS_TEXT.title(building.name)}
      description={SCREEN_HOURS_TEXT.description}
      size="lg"
      busy={busy}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Clock className="size-5" aria-hidden />
        </span>
      }
    >
      {schedule.data ? (
        <ScreenHoursEditor
          building={building}
          schedule={schedule.data}
          onClose={onClose}
          onBusy={setBusy}
          closeRequest={closeRequest}
        />
      ) : (
        <DialogBody>
          {schedule.isError ? (
            <Alert title={SCREEN_HOURS_TEXT.loadFailed}>
              <Button variant="link" onClick={() => void schedule.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : (
            <div className="flex justify-center py-24" role="status" aria-label={SCREEN_HOURS_TEXT.loading}>
              <Spinner />
            </div>
          )}
        </DialogBody>
      )}
    </DialogContent>
  );
}

function ScreenHoursEditor({
  building,
  schedule,
  onClose,
  onBusy,
  closeRequest,
}: {
  building: SubOrganization;
  schedule: NonNullable<ReturnType<typeof useBuildingSchedule>['data']>;
  onClose: () => void;
  onBusy: (busy: boolean) => void;
  closeRequest: RefObject<() => void>;
}) {
  const draft = useScreenHoursDraft({
    subOrgId: building.id,
    buildingName: building.name,
    schedule,
    onClose,
  });
  useEffect(() => {
    closeRequest.current = draft.requestClose;
  });
  useEffect(() => onBusy(draft.pending), [draft.pending, onBusy]);
  const { values } = draft;
  return (
    <>
      <DialogForm
        onSubmit={(event) => {
          event.preventDefault();
          draft.save();
        }}
      >
        <DialogBody className="space-y-6">
          {draft.formError && <Alert>{draft.formError}</Alert>}
          <TimeZonePicker
            value={values.time_zone}
            onChange={draft.chooseTimeZone}
            error={draft.errorAt('time_zone')}
            hint={SCREEN_HOURS_TEXT.timeZoneHint}
          />
          <div className="space-y-3">
            <p id="screen-hours-mode" className="text-sm font-medium text-zinc-900">
              {SCREEN_HOURS_TEXT.modeLabel}
            </p>
            <SegmentedControl<HoursMode>
              aria-labelledby="screen-hours-mode"
              value={values.mode}
              onChange={draft.chooseMode}
              options={[
                { value: 'always', label: SCREEN_HOURS_TEXT.alwaysOn },
                { value: 'hours', label: SCREEN_HOURS_TEXT.setHours },
              ]}
              className="inline-flex w-full sm:w-auto"
              itemClassName="flex-1 px-4 text-sm sm:flex-none"
            />
            <Summary draft={draft} />
          </div>
          {values.mode === 'hours' && (
            <>
              <WeeklyHours draft={draft} />
              <Exceptions draft={draft} />
            </>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={draft.requestClose} disabled={draft.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={draft.pending} disabled={!draft.dirty}>
            {draft.pending ? SCREEN_HOURS_TEXT.saving : SCREEN_HOURS_TEXT.save}
          </Button>
        </DialogFooter>
      </DialogForm>
      <LeaveQuestion {...draft.leaveQuestion} />
      {draft.guard}
    </>
  );
}

/** What the draft means, in words, and what the screens do now. */
function Summary({ draft }: { draft: Draft }) {
  if (!draft.sentence) return null;
  const on = draft.nowLine?.startsWith('Now: on');
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-zinc-200 bg-zinc-50 px-4 py-3"
      aria-live="polite"
    >
      <span
        className={cn(
          'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full',
          on ? 'bg-amber-100 text-amber-600' : 'bg-indigo-100 text-indigo-600',
        )}
      >
        {on ? <Sun className="size-4" aria-hidden /> : <Moon className="size-4" aria-hidden />}
      </span>
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="text-zinc-800">{draft.sentence}</p>
        {draft.nowLine && <p className="font-medium text-zinc-950">{draft.nowLine}</p>}
      </div>
    </div>
  );
}

/** A part of the dialog: its title (naming the section), its hint and its one button on the right. */
function Section({
  id,
  title,
  hint,
  action,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  action: { label: string; icon: LucideIcon; onClick: () => void; variant: 'ghost' | 'secondary' };
  children: ReactNode;
}) {
  const Icon = action.icon;
  return (
    <section className="space-y-2" aria-labelledby={id}>
      <div className="flex items-end justify-between gap-3">
        <div>
          <h3 id={id} className="text-sm font-semibold text-zinc-950">
            {title}
          </h3>
          {hint && <p className="text-[13px] text-zinc-500">{hint}</p>}
        </div>
        <Button size="sm" variant={action.variant} onClick={action.onClick}>
          <Icon className="size-3.5" aria-hidden />
          {action.label}
        </Button>
      </div>
      {children}
    </section>
  );
}

function WeeklyHours({ draft }: { draft: Draft }) {
  return (
    <Section
      id="screen-hours-week"
      title={SCREEN_HOURS_TEXT.weeklyHeading}
      action={{
        label: SCREEN_HOURS_TEXT.copyMonday,
        icon: Copy,
        onClick: draft.copyMondayToWeekdays,
        variant: 'ghost',
      }}
    >
      <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200">
        {WEEKDAYS.map((day) => (
          <DayRow key={day} day={day} draft={draft} />
        ))}
      </ul>
    </Section>
  );
}

function DayRow({ day, draft }: { day: Weekday; draft: Draft }) {
  const name = WEEKDAY_NAMES[day];
  const { fields } = draft.week[day];
  return (
    <li
      className="grid grid-cols-[1fr_auto] items-start gap-x-2 gap-y-1.5 px-4 py-2.5 sm:flex"
      aria-label={name}
    >
      <span className="shrink-0 pt-1.5 text-sm font-medium text-zinc-900 sm:w-28">{name}</span>
      <div className="order-last col-span-2 min-w-0 flex-1 space-y-2 sm:order-none">
        {fields.length === 0 && <p className="pt-1.5 text-sm text-zinc-500">{SCREEN_HOURS_TEXT.closed}</p>}
        {fields.map((field, index) => (
          <IntervalRow
            key={field.key}
            base={`weekly.${day}.${index}`}
            draft={draft}
            name={name}
            index={index}
            onRemove={() => draft.removeInterval(day, index)}
          />
        ))}
      </div>
      {draft.canAddInterval(day) && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => draft.addInterval(day)}
          aria-label={`${SCREEN_HOURS_TEXT.addInterval} on ${name}`}
          className="self-start"
        >
          <Plus className="size-3.5" aria-hidden />
          {SCREEN_HOURS_TEXT.addInterval}
        </Button>
      )}
    </li>
  );
}

/** 'from' – 'until' of one interval, its next-day note and its problem. */
function IntervalRow({
  base,
  draft,
  name,
  index,
  onRemove,
}: {
  base: `weekly.${Weekday}.${number}` | `exceptions.${number}.intervals.${number}`;
  draft: Draft;
  name: string;
  index: number;
  onRemove: () => void;
}) {
  const { register, getValues } = draft.form;
  // The draft is watched as a whole, so these are current on every render.
  const { from, to } = getValues(base);
  const problem = draft.errorAt(`${base}.from`) ?? draft.errorAt(`${base}.to`);
  return (
    <div>
      <div className="flex items-center gap-2">
        <Input
          type="time"
          aria-label={SCREEN_HOURS_TEXT.from(name, index)}
          aria-invalid={draft.errorAt(`${base}.from`) ? true : undefined}
          className="h-9! w-auto! min-w-0 flex-1 sm:w-32! sm:flex-none"
          {...register(`${base}.from`)}
        />
        <span className="text-sm text-zinc-400" aria-hidden>
          to
        </span>
        <Input
          type="time"
          aria-label={SCREEN_HOURS_TEXT.to(name, index)}
          aria-invalid={draft.errorAt(`${base}.to`) ? true : undefined}
          className="h-9! w-auto! min-w-0 flex-1 sm:w-32! sm:flex-none"
          {...register(`${base}.to`)}
        />
        <button
          type="button"
          onClick={onRemove}
          aria-label={SCREEN_HOURS_TEXT.removeInterval(name, index)}
          className="flex size-8 items-center justify-center rounded-md text-zinc-400 transition-colors hover:bg-zinc-100 hover:text-zinc-700"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {crossesMidnight({ from, to }) && (
        <p className="mt-1.5">
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700">
            {SCREEN_HOURS_TEXT.nextDay(to)}
          </span>
        </p>
      )}
      {problem && <p className="mt-1 text-[13px] text-red-600">{problem}</p>}
    </div>
  );
}

function Exceptions({ draft }: { draft: Draft }) {
  const { fields } = draft.exceptions;
  return (
    <Section
      id="screen-hours-exceptions"
      title={SCREEN_HOURS_TEXT.exceptionsHeading}
      hint={SCREEN_HOURS_TEXT.exceptionsHint}
      action={{
        label: SCREEN_HOURS_TEXT.addException,
        icon: CalendarPlus,
        onClick: draft.addException,
        variant: 'secondary',
      }}
    >
      {fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-200 px-4 py-3 text-sm text-zinc-500">
          {SCREEN_HOURS_TEXT.noExceptions}
        </p>
      ) : (
        <ul className="space-y-2">
          {fields.map((field, index) => (
            <ExceptionRow key={field.key} index={index} draft={draft} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function ExceptionRow({ index, draft }: { index: number; draft: Draft }) {
  const { register, control } = draft.form;
  const exception = draft.values.exceptions[index];
  const intervals = useExceptionIntervals(control, index);
  const name = exception?.label.trim() || exception?.date || `date ${index + 1}`;
  const closed = exception?.closed ?? true;
  const dateProblem = draft.errorAt(`exceptions.${index}.date`);
  const labelProblem = draft.errorAt(`exceptions.${index}.label`);
  return (
    <li className="space-y-3 rounded-xl border border-zinc-200 p-3" aria-label={name}>
      <div className="flex flex-wrap items-start gap-2">
        <Input
          type="date"
          aria-label={`${SCREEN_HOURS_TEXT.exceptionDate} (${index + 1})`}
          aria-invalid={dateProblem ? true : undefined}
          className="h-9! w-44!"
          {...register(`exceptions.${index}.date`)}
        />
        <Input
          aria-label={`${SCREEN_HOURS_TEXT.exceptionLabel} (${index + 1})`}
          aria-invalid={labelProblem ? true : undefined}
          placeholder={SCREEN_HOURS_TEXT.exceptionLabelPlaceholder}
          maxLength={80}
          className="h-9! w-auto! min-w-40 flex-1"
          {...register(`exceptions.${index}.label`)}
        />
        <button
          type="button"
          onClick={() => draft.removeException(index)}
          aria-label={SCREEN_HOURS_TEXT.removeException(name)}
          className="flex size-9 items-center justify-center rounded-md text-zinc-400 transition-colors hover:bg-red-50 hover:text-red-600"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      {(dateProblem ?? labelProblem) && (
        <p className="text-[13px] text-red-600">{dateProblem ?? labelProblem}</p>
      )}
      <SegmentedControl<'closed' | 'open'>
        aria-label={`${name}: hours`}
        value={closed ? 'closed' : 'open'}
        onChange={(next) => draft.setExceptionClosed(index, next === 'closed')}
        options={[
          { value: 'closed', label: SCREEN_HOURS_TEXT.exceptionClosed },
          { value: 'open', label: SCREEN_HOURS_TEXT.exceptionOpen },
        ]}
        className="inline-flex"
        itemClassName="px-3 text-[13px]"
      />
      {!closed && (
        <div className="space-y-2">
          {intervals.fields.map((field, at) => (
            <IntervalRow
              key={field.key}
              base={`exceptions.${index}.intervals.${at}`}
              draft={draft}
              name={name}
              index={at}
              onRemove={() => intervals.remove(at)}
            />
          ))}
          {intervals.fields.length < MAX_INTERVALS_PER_DAY && (
            <Button
              size="sm"
              variant="link"
              className="text-[13px]"
              onClick={() => intervals.append({ from: '08:00', to: '12:00' })}
            >
              <Plus className="size-3.5" aria-hidden />
              {SCREEN_HOURS_TEXT.addInterval}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
