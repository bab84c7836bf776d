import {
  BUILDING_SCHEDULE_MESSAGES,
  buildingScheduleSchema,
  clockMinutes,
  isTimeZone,
  MAX_INTERVALS_PER_DAY,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type BuildingSchedule,
  type Interval,
  type OpeningHours,
  type Weekday,
} from '@foyer/shared';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type Path } from 'react-hook-form';
import { useAction } from '../../../components/editor/use-action';
import { useDialogLeaveGuard } from '../../../components/ui/leave-without-saving-dialog';
import { ApiError } from '../../../lib/api-client';
import { useSaveBuildingSchedule } from '../api/building-schedule';
import { nowSentence, scheduleSentence } from '../lib/screen-hours';
import { SCREEN_HOURS_TEXT } from '../messages';

export type HoursMode = 'always' | 'hours';

/** A holiday or closure day as the form holds it: `closed` keeps its hours while unticked. */
export interface ExceptionDraft {
  date: string;
  label: string;
  closed: boolean;
  intervals: Interval[];
}

/** The draft react-hook-form holds while a building's screen hours are edited. */
export interface ScreenHoursValues {
  time_zone: string;
  mode: HoursMode;
  weekly: Record<Weekday, Interval[]>;
  exceptions: ExceptionDraft[];
}

const WORKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
export const NEW_INTERVAL: Interval = { from: '07:00', to: '19:00' };

/** What 'Set opening hours' starts from when a building has none yet: office hours on weekdays. */
const officeWeek = (): Record<Weekday, Interval[]> =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, WORKDAYS.includes(day) ? [{ ...NEW_INTERVAL }] : []]),
  ) as Record<Weekday, Interval[]>;

const clockText = (minutes: number) => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

/** Two hours, from an hour after `last` ends ('19:00' gives 20:00 to 22:00). */
export function intervalAfter(last: Interval): Interval {
  const end = /^\d\d:\d\d$/.test(last.to) ? clockMinutes(last.to) : 0;
  return { from: clockText(end + 60), to: clockText(end + 180) };
}

/** The form's values for a loaded schedule. */
export function draftOf(schedule: BuildingSchedule): ScreenHoursValues {
  const hours = schedule.opening_hours;
  return {
    time_zone: schedule.time_zone,
    mode: hours ? 'hours' : 'always',
    weekly: hours
      ? (Object.fromEntries(WEEKDAYS.map((day) => [day, hours.weekly[day].map((i) => ({ ...i }))])) as Record<
          Weekday,
          Interval[]
        >)
      : officeWeek(),
    exceptions: (hours?.exceptions ?? []).map((exception) => ({
      date: exception.date,
      label: exception.label,
      closed: exception.intervals.length === 0,
      intervals:
        exception.intervals.length > 0 ? exception.intervals.map((i) => ({ ...i })) : [{ ...NEW_INTERVAL }],
    })),
  };
}

/** The opening hours the draft stands for (the weekly draft is kept, unsent, while 'Always on'). */
function hoursOf(values: ScreenHoursValues): OpeningHours | null {
  if (values.mode === 'always') return null;
  return {
    weekly: values.weekly,
    exceptions: values.exceptions.map((exception) => ({
      date: exception.date,
      label: exception.label.trim(),
      intervals: exception.closed ? [] : exception.intervals,
    })),
  };
}

/** The body POST /api/foyer/sub-organizations/{id}/schedule is sent. */
export function scheduleBody(values: ScreenHoursValues): BuildingSchedule {
  return { time_zone: values.time_zone.trim(), opening_hours: hoursOf(values) };
}

/**
 * A problem's place in the body ('opening_hours.weekly.mon.0.to', from zod or the server) as the
 * form field it belongs to ('weekly.mon.0.to'), and the words that name it ('Monday').
 */
export function problemPlace(
  path: string,
  values: ScreenHoursValues,
): { field: Path<ScreenHoursValues> | null; words: string } {
  const parts = path.split('.');
  if (parts[0] === 'time_zone') return { field: 'time_zone', words: SCREEN_HOURS_TEXT.timeZone };
  if (parts[0] !== 'opening_hours') return { field: null, words: '' };
  const [, group, key, index, name] = parts;
  if (group === 'weekly' && WEEKDAYS.includes(key as Weekday)) {
    const words = WEEKDAY_NAMES[key as Weekday];
    return index === undefined || name === undefined
      ? { field: null, words }
      : { field: `weekly.${key as Weekday}.${Number(index)}.${name === 'from' ? 'from' : 'to'}`, words };
  }
  if (group === 'exceptions' && key !== undefined && /^\d+$/.test(key)) {
    const exception = values.exceptions[Number(key)];
    const words = exception ? exception.label.trim() || exception.date || 'A date' : 'A date';
    const rest = parts.slice(3).join('.');
    const field = rest === '' ? null : (`exceptions.${Number(key)}.${rest}` as Path<ScreenHoursValues>);
    return { field, words };
  }
  return { field: null, words: '' };
}

const sayAt = (words: string, message: string) => (words ? `${words}: ${message}` : message);

export interface ScreenHoursDraftOptions {
  subOrgId: string;
  /** The building's name, for the dialog's title and the leave question. */
  buildingName: string;
  schedule: BuildingSchedule;
  onClose: () => void;
  /** The instant 'Now: …' is said for; the clock's when left out. */
  now?: number;
}

/**
 * Everything the Screen hours dialog does, without drawing it (docs/product.md §12,
 * docs/decisions/dashboard.md DSH-19, DSH-23): the draft in react-hook-form (a field array per
 * weekday and one of exceptions), what it means in words, checking and saving it through
 * useAction, the server's refusals at their fields, and asking before changes are thrown away.
 */
export function useScreenHoursDraft({
  subOrgId,
  buildingName,
  schedule,
  onClose,
  now,
}: ScreenHoursDraftOptions) {
  const saveSchedule = useSaveBuildingSchedule();
  const form = useForm<ScreenHoursValues>({ defaultValues: draftOf(schedule) });
  const { control, setValue, setError, clearErrors, getValues } = form;
  const week: Record<Weekday, ReturnType<typeof useWeekday>> = {
    mon: useWeekday(control, 'mon'),
    tue: useWeekday(control, 'tue'),
    wed: useWeekday(control, 'wed'),
    thu: useWeekday(control, 'thu'),
    fri: useWeekday(control, 'fri'),
    sat: useWeekday(control, 'sat'),
    sun: useWeekday(control, 'sun'),
  };
  const exceptions = useFieldArray({ control, name: 'exceptions', keyName: 'key' });
  const values = useWatch({ control }) as ScreenHoursValues;
  // Read on every render: react-hook-form keeps isDirty current only once it has been read.
  const { isDirty, errors } = form.formState;
  const [asking, setAsking] = useState(false);
  const [clock, setClock] = useState(() => now ?? Date.now());
  // 'Now: on until 19:00' stays true while the dialog is open.
  useEffect(() => {
    if (now !== undefined) return;
    const timer = window.setInterval(() => setClock(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [now]);

  const save = useAction(
    (body: BuildingSchedule) => saveSchedule.mutateAsync({ subOrgId, body }),
    { done: BUILDING_SCHEDULE_MESSAGES.saved, failed: SCREEN_HOURS_TEXT.saveFailed, reason: 'prefixed' },
    {
      // A refused field is shown where it is, and named above the form; nothing else to say.
      onFailed: (error) => {
        if (!(error instanceof ApiError) || error.status !== 400 || error.details.length === 0) return false;
        showProblems(error.details, (message) => `${SCREEN_HOURS_TEXT.saveFailed}: ${message}`);
        return true;
      },
    },
  );
  const title = SCREEN_HOURS_TEXT.title(buildingName);
  const { guard, allowLeaving } = useDialogLeaveGuard(isDirty && !save.pending, title);

  /** Marks each problem at its field; the first is also said above the form. */
  function showProblems(
    problems: readonly { path: string; message: string }[],
    above: (text: string) => string,
  ) {
    const current = getValues();
    problems.forEach((problem, index) => {
      const { field, words } = problemPlace(problem.path, current);
      if (field) setError(field, { type: 'refused', message: problem.message });
      if (index === 0) setError('root', { type: 'refused', message: above(sayAt(words, problem.message)) });
    });
  }

  const submit = form.handleSubmit(async (draft) => {
    clearErrors();
    const body = scheduleBody(draft);
    const checked = buildingScheduleSchema.safeParse(body);
    if (!checked.success) {
      showProblems(
        checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        SCREEN_HOURS_TEXT.checkFirst,
      );
      return;
    }
    const saved = await save.run(checked.data);
    if (!saved) return;
    allowLeaving();
    onClose();
  });

  /** A day's first hours are the usual 07:00 to 19:00; a further one starts an hour after the last. */
  const addInterval = (day: Weekday) => {
    const last = values.weekly[day].at(-1);
    week[day].append(last ? intervalAfter(last) : { ...NEW_INTERVAL });
  };

  const hours = hoursOf(values);
  const validHours = hours === null || buildingScheduleSchema.shape.opening_hours.safeParse(hours).success;
  const zoneKnown = isTimeZone(values.time_zone);

  return {
    form,
    values,
    week,
    exceptions,
    /** The message above the form: a refusal or the first problem found before sending. */
    formError: errors.root?.message,
    errorAt: (field: Path<ScreenHoursValues>) => form.getFieldState(field, form.formState).error?.message,
    chooseTimeZone: (zone: string) => {
      setValue('time_zone', zone, { shouldDirty: true });
      clearErrors('time_zone');
    },
    chooseMode: (mode: HoursMode) => setValue('mode', mode, { shouldDirty: true }),
    addInterval,
    canAddInterval: (day: Weekday) => values.weekly[day].length < MAX_INTERVALS_PER_DAY,
    removeInterval: (day: Weekday, index: number) => week[day].remove(index),
    /** Monday's hours on Tuesday to Friday, for the common office week. */
    copyMondayToWeekdays: () => {
      for (const day of WORKDAYS.slice(1))
        week[day].replace(values.weekly.mon.map((interval) => ({ ...interval })));
    },
    addException: () =>
      exceptions.append(
        { date: '', label: '', closed: true, intervals: [{ ...NEW_INTERVAL }] },
        {
          focusName: `exceptions.${exceptions.fields.length}.date`,
        },
      ),
    removeException: (index: number) => exceptions.remove(index),
    setExceptionClosed: (index: number, closed: boolean) =>
      setValue(`exceptions.${index}.closed`, closed, { shouldDirty: true }),
    /** What the draft means, once it can be read ('Screens show the directory Mon–Fri …'). */
    sentence: zoneKnown && validHours ? scheduleSentence(values.time_zone, hours) : null,
    nowLine: zoneKnown && validHours ? nowSentence(values.time_zone, hours, clock) : null,
    save: () => void submit(),
    pending: save.pending,
    dirty: isDirty,
    /** Cancel, × and Escape: with changes, 'Leave without saving?' first. */
    requestClose: () => (isDirty && !save.pending ? setAsking(true) : onClose()),
    leaveQuestion: {
      open: asking,
      description: SCREEN_HOURS_TEXT.leaveText,
      onLeave: () => {
        setAsking(false);
        onClose();
      },
      onStay: () => setAsking(false),
    },
    title,
    guard,
  };
}

/** One weekday's intervals as a field array. */
function useWeekday(control: Control<ScreenHoursValues>, day: Weekday) {
  return useFieldArray({ control, name: `weekly.${day}`, keyName: 'key' });
}

/** A holiday's own hours as a field array (drawn by the exception's row). */
export function useExceptionIntervals(control: Control<ScreenHoursValues>, index: number) {
  return useFieldArray({ control, name: `exceptions.${index}.intervals`, keyName: 'key' });
}
