import {
  MAX_INTERVALS_PER_DAY,
  NOTICE_MESSAGES,
  noticeInputSchema,
  seesAllSubOrganizations,
  WEEKDAYS,
  type Interval,
  type Notice,
  type NoticeInput,
  type NoticeTone,
  type Role,
  type ScreenScope,
  type Weekday,
} from '@foyer/shared';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useAction } from '../../../components/editor/use-action';
import { useDialogLeaveGuard } from '../../../components/ui/leave-without-saving-dialog';
import { ApiError, refusalReason } from '../../../lib/api-client';
import { useSaveNotice } from '../api/notices';
import { clockText, scheduleWords } from '../lib/notice-words';
import { NOTICES_TEXT } from '../messages';

export type ScopeKind = ScreenScope['kind'];

/** The draft react-hook-form holds while a notice is written. */
export interface NoticeValues {
  title: string;
  text: string;
  tone: NoticeTone;
  image_url: string;
  scopeKind: ScopeKind;
  buildingIds: string[];
  screenIds: string[];
  starts_at: string;
  /** '' for none: until it is ended. */
  ends_at: string;
  weekdays: Weekday[];
  times: Interval[];
}

/** A first daily time: the morning; a further one starts an hour after the last ends. */
export const FIRST_TIME: Interval = { from: '08:00', to: '12:00' };

export function timeAfter(last: Interval): Interval {
  const end = /^\d\d:\d\d$/.test(last.to) ? Number(last.to.slice(0, 2)) * 60 + Number(last.to.slice(3)) : 0;
  return { from: clockText(end + 60), to: clockText(end + 180) };
}

/** What a new notice starts from. */
export function newNoticeValues(scope: ScreenScope, startsAt: string): NoticeValues {
  return {
    title: '',
    text: '',
    tone: 'info',
    image_url: '',
    scopeKind: scope.kind,
    buildingIds: scope.kind === 'buildings' ? [...scope.ids] : [],
    screenIds: scope.kind === 'screens' ? [...scope.ids] : [],
    starts_at: startsAt,
    ends_at: '',
    weekdays: [...WEEKDAYS],
    times: [],
  };
}

/** The form's values for a saved notice. */
export function valuesOf(notice: Notice): NoticeValues {
  const { scope, schedule } = notice;
  return {
    title: notice.title,
    text: notice.text,
    tone: notice.tone,
    image_url: notice.image_url,
    scopeKind: scope.kind,
    buildingIds: scope.kind === 'buildings' ? [...scope.ids] : [],
    screenIds: scope.kind === 'screens' ? [...scope.ids] : [],
    starts_at: schedule.starts_at,
    ends_at: schedule.ends_at ?? '',
    weekdays: [...schedule.weekdays],
    times: schedule.times.map((time) => ({ ...time })),
  };
}

/** The body POST and PUT are sent: the scope of the chosen kind, the weekdays in week order. */
export function noticeBody(values: NoticeValues): NoticeInput {
  const scope: ScreenScope =
    values.scopeKind === 'organization'
      ? { kind: 'organization' }
      : values.scopeKind === 'buildings'
        ? { kind: 'buildings', ids: values.buildingIds }
        : { kind: 'screens', ids: values.screenIds };
  return {
    title: values.title,
    text: values.text,
    tone: values.tone,
    image_url: values.image_url,
    scope,
    schedule: {
      starts_at: values.starts_at,
      ends_at: values.ends_at === '' ? null : values.ends_at,
      weekdays: WEEKDAYS.filter((day) => values.weekdays.includes(day)),
      times: values.times,
    },
  };
}

const DIRECT_FIELDS = ['title', 'text', 'tone', 'image_url'] as const;

/** A problem's place in the body ('schedule.times.0.to', from zod or the server) as the form's field. */
export function fieldOf(path: string, values: Pick<NoticeValues, 'scopeKind'>): Path<NoticeValues> | null {
  const [first, second, index, name] = path.split('.');
  if ((DIRECT_FIELDS as readonly string[]).includes(first ?? '')) return first as Path<NoticeValues>;
  if (first === 'scope') {
    return values.scopeKind === 'buildings'
      ? 'buildingIds'
      : values.scopeKind === 'screens'
        ? 'screenIds'
        : 'scopeKind';
  }
  if (first !== 'schedule') return null;
  if (second === 'starts_at' || second === 'ends_at' || second === 'weekdays') return second;
  if (
    second === 'times' &&
    index !== undefined &&
    /^\d+$/.test(index) &&
    (name === 'from' || name === 'to')
  ) {
    return `times.${Number(index)}.${name}`;
  }
  return null;
}

/** Refusals about where a notice may show, said at the 'Show on' choice. */
const SCOPE_REFUSALS: readonly string[] = [
  NOTICE_MESSAGES.organizationScope,
  NOTICE_MESSAGES.buildingNotAllowed,
];

export interface NoticeDraftOptions {
  orgId: string;
  role: Role;
  /** The notice being changed; null for a new one. */
  notice: Notice | null;
  /** A new notice's values (its scope and start); unused when editing. */
  initial: NoticeValues;
  onClose: () => void;
}

/**
 * Everything the notice dialog does, without drawing it (docs/product.md §12,
 * docs/decisions/dashboard.md DSH-23): the draft in react-hook-form (the daily times a field
 * array), what it means in words, checking it with the shared noticeInputSchema, saving it
 * through useAction, the server's refusals at their fields, and asking before changes are lost.
 */
export function useNoticeDraft({ orgId, role, notice, initial, onClose }: NoticeDraftOptions) {
  const saveNotice = useSaveNotice(orgId);
  const form = useForm<NoticeValues>({ defaultValues: notice ? valuesOf(notice) : initial });
  const { control, setValue, setError, clearErrors, getValues } = form;
  const times = useFieldArray({ control, name: 'times', keyName: 'key' });
  const values = useWatch({ control }) as NoticeValues;
  // Read on every render: react-hook-form keeps isDirty current only once it has been read.
  const { isDirty, errors } = form.formState;
  const [asking, setAsking] = useState(false);
  const editing = notice !== null;

  const save = useAction(
    (body: NoticeInput) => saveNotice.mutateAsync({ id: notice?.id ?? null, body }),
    { done: NOTICES_TEXT.saved, failed: NOTICES_TEXT.saveFailed, reason: 'prefixed' },
    {
      // A refusal is shown in the form, at its field when it names one; the toast is for the rest.
      onFailed: (error) => {
        if (!(error instanceof ApiError)) return false;
        if (error.status === 400 && error.details.length > 0) {
          showProblems(error.details, (message) => `${NOTICES_TEXT.saveFailed}: ${message}`);
          return true;
        }
        const reason = refusalReason(error);
        if (reason === null) return false;
        if (SCOPE_REFUSALS.includes(reason)) {
          const field = fieldOf('scope', getValues());
          if (field) setError(field, { type: 'refused', message: reason });
        }
        setError('root', { type: 'refused', message: `${NOTICES_TEXT.saveFailed}: ${reason}` });
        return true;
      },
    },
  );
  const title = editing ? NOTICES_TEXT.editTitle : NOTICES_TEXT.createTitle;
  const { guard, allowLeaving } = useDialogLeaveGuard(isDirty && !save.pending, title);

  /** Marks each problem at its field; the first is also said above the form. */
  function showProblems(
    problems: readonly { path: string; message: string }[],
    above: (text: string) => string,
  ) {
    const current = getValues();
    problems.forEach((problem, index) => {
      const field = fieldOf(problem.path, current);
      if (field) setError(field, { type: 'refused', message: problem.message });
      if (index === 0) setError('root', { type: 'refused', message: above(problem.message) });
    });
  }

  const submit = form.handleSubmit(async (draft) => {
    clearErrors();
    const checked = noticeInputSchema.safeParse(noticeBody(draft));
    if (!checked.success) {
      showProblems(
        checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        NOTICES_TEXT.checkFirst,
      );
      return;
    }
    const saved = await save.run(checked.data);
    if (!saved) return;
    allowLeaving();
    onClose();
  });

  const choose = <K extends 'tone' | 'image_url' | 'scopeKind' | 'buildingIds' | 'screenIds' | 'weekdays'>(
    key: K,
    value: NoticeValues[K],
  ) => {
    setValue(key, value as never, { shouldDirty: true });
    clearErrors(key);
  };

  const checked = noticeInputSchema.shape.schedule.safeParse(noticeBody(values).schedule);

  return {
    form,
    values,
    times,
    editing,
    /** Owners and Admins may show a notice on every screen; Editors choose buildings or screens. */
    offersEveryScreen: seesAllSubOrganizations(role),
    /** The message above the form: a refusal or the first problem found before sending. */
    formError: errors.root?.message,
    errorAt: (field: Path<NoticeValues>) => form.getFieldState(field, form.formState).error?.message,
    chooseTone: (tone: NoticeTone) => choose('tone', tone),
    chooseImage: (url: string) => choose('image_url', url),
    chooseScope: (kind: ScopeKind) => choose('scopeKind', kind),
    chooseBuildings: (ids: string[]) => choose('buildingIds', ids),
    chooseScreens: (ids: string[]) => choose('screenIds', ids),
    toggleWeekday: (day: Weekday, on: boolean) =>
      choose(
        'weekdays',
        WEEKDAYS.filter((each) => (each === day ? on : values.weekdays.includes(each))),
      ),
    clearUntil: () => {
      setValue('ends_at', '', { shouldDirty: true });
      clearErrors('ends_at');
    },
    /** The first daily time is the morning; a further one starts an hour after the last ends. */
    addTime: () => {
      const last = values.times.at(-1);
      times.append(last ? timeAfter(last) : { ...FIRST_TIME });
    },
    canAddTime: values.times.length < MAX_INTERVALS_PER_DAY,
    removeTime: (index: number) => times.remove(index),
    /** What the schedule means, once it can be read ('Shows Sat 28 Nov 08:00 – …'). */
    summary: checked.success ? NOTICES_TEXT.summary(scheduleWords(checked.data)) : null,
    // The last problems go first: react-hook-form sends nothing while a field it knows has an error.
    save: () => {
      clearErrors();
      void submit();
    },
    pending: save.pending,
    dirty: isDirty,
    /** Cancel, × and Escape: with changes, 'Leave without saving?' first. */
    requestClose: () => (isDirty && !save.pending ? setAsking(true) : onClose()),
    leaveQuestion: {
      open: asking,
      description: NOTICES_TEXT.leaveText,
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
