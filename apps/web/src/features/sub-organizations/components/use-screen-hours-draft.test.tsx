import type { BuildingSchedule } from '@foyer/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { useScreenHoursDraft } from './use-screen-hours-draft';

const path = 'POST /api/foyer/sub-organizations/so-north/schedule';
const none: BuildingSchedule = { time_zone: 'Europe/Berlin', opening_hours: null };
const officeHours: BuildingSchedule = {
  time_zone: 'Europe/Berlin',
  opening_hours: {
    weekly: {
      mon: [{ from: '07:00', to: '19:00' }],
      tue: [{ from: '07:00', to: '19:00' }],
      wed: [{ from: '07:00', to: '19:00' }],
      thu: [{ from: '07:00', to: '19:00' }],
      fri: [{ from: '07:00', to: '19:00' }],
      sat: [],
      sun: [],
    },
    exceptions: [],
  },
};
// Wednesday 25 November 2026, 10:00 in Berlin (09:00 UTC).
const wednesdayMorning = Date.UTC(2026, 10, 25, 9, 0);

function renderDraft(schedule: BuildingSchedule = officeHours, now = wednesdayMorning) {
  const onClose = vi.fn();
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useScreenHoursDraft({ subOrgId: 'so-north', buildingName: 'North Tower', schedule, onClose, now }),
    { wrapper },
  );
  return { draft: () => hook.result.current, onClose };
}

setUpSignedInTests();

describe('useScreenHoursDraft (docs/product.md §12)', () => {
  it('loads the saved hours and says what they mean and what the screens do now', () => {
    const { draft } = renderDraft();
    expect(draft().values.mode).toBe('hours');
    expect(draft().values.weekly.mon).toEqual([{ from: '07:00', to: '19:00' }]);
    expect(draft().sentence).toBe(
      'Screens show the directory Mon–Fri 07:00–19:00 (Europe/Berlin) and sleep the rest of the time.',
    );
    expect(draft().nowLine).toBe('Now: on until 19:00');
    expect(draft().dirty).toBe(false);
  });

  it('says when asleep screens wake, on another day', () => {
    // Friday 27 November 2026, 20:00 in Berlin.
    const { draft } = renderDraft(officeHours, Date.UTC(2026, 10, 27, 19, 0));
    expect(draft().nowLine).toBe('Now: asleep until Mon 07:00');
  });

  it("starts 'Set opening hours' from office hours when the screens were always on", () => {
    const { draft } = renderDraft(none);
    expect(draft().sentence).toBe('Screens show the directory all day, every day (Europe/Berlin).');
    act(() => draft().chooseMode('hours'));
    expect(draft().values.weekly.fri).toEqual([{ from: '07:00', to: '19:00' }]);
    expect(draft().values.weekly.sat).toEqual([]);
    expect(draft().dirty).toBe(true);
  });

  it('copies Monday to the other weekdays, a night past midnight included', async () => {
    const { draft } = renderDraft();
    act(() => draft().form.setValue('weekly.mon.0.to', '01:30', { shouldDirty: true }));
    act(() => draft().copyMondayToWeekdays());
    expect(draft().values.weekly.fri).toEqual([{ from: '07:00', to: '01:30' }]);
    expect(draft().values.weekly.sat).toEqual([]);
    expect(draft().sentence).toBe(
      'Screens show the directory Mon–Fri 07:00–01:30 next day (Europe/Berlin) and sleep the rest of the time.',
    );
    await waitFor(() => expect(draft().dirty).toBe(true));
  });

  it('adds a holiday and saves exactly the body the server takes', async () => {
    const { calls } = mockApi({
      [path]: ({ body }) => json({ success: true, message: 'Screen hours saved', data: body }),
    });
    const { draft, onClose } = renderDraft();
    act(() => draft().addException());
    act(() => {
      draft().form.setValue('exceptions.0.date', '2026-12-25', { shouldDirty: true });
      draft().form.setValue('exceptions.0.label', ' Christmas Day ', { shouldDirty: true });
    });
    act(() => draft().addException());
    act(() => {
      draft().form.setValue('exceptions.1.date', '2026-12-24', { shouldDirty: true });
      draft().form.setValue('exceptions.1.label', 'Christmas Eve', { shouldDirty: true });
    });
    act(() => draft().setExceptionClosed(1, false));
    act(() =>
      draft().form.setValue(
        'exceptions.1.intervals.0',
        { from: '08:00', to: '12:00' },
        { shouldDirty: true },
      ),
    );
    act(() => draft().addInterval('sat'));
    expect(draft().sentence).toBe(
      'Screens show the directory Mon–Sat 07:00–19:00 (Europe/Berlin) and sleep the rest of the time.' +
        ' Except Christmas Eve (Thu 24 Dec) 08:00–12:00; Christmas Day (Fri 25 Dec) off all day.',
    );
    act(() => draft().save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      time_zone: 'Europe/Berlin',
      opening_hours: {
        weekly: { ...officeHours.opening_hours?.weekly, sat: [{ from: '07:00', to: '19:00' }] },
        exceptions: [
          { date: '2026-12-25', label: 'Christmas Day', intervals: [] },
          { date: '2026-12-24', label: 'Christmas Eve', intervals: [{ from: '08:00', to: '12:00' }] },
        ],
      },
    });
  });

  it('starts a further interval of a day an hour after the last one ends', () => {
    const { draft } = renderDraft();
    act(() => draft().addInterval('mon'));
    expect(draft().values.weekly.mon).toEqual([
      { from: '07:00', to: '19:00' },
      { from: '20:00', to: '22:00' },
    ]);
    act(() => draft().form.setValue('weekly.mon.1.to', '23:30'));
    act(() => draft().addInterval('mon'));
    expect(draft().values.weekly.mon[2]).toEqual({ from: '00:30', to: '02:30' });
    expect(draft().canAddInterval('mon')).toBe(true);
    act(() => {
      draft().addInterval('mon');
      draft().addInterval('mon');
      draft().addInterval('mon');
    });
    expect(draft().values.weekly.mon).toHaveLength(6);
    expect(draft().canAddInterval('mon')).toBe(false);
  });

  it('checks before sending: an interval of no time is named at its field and above', async () => {
    const { calls } = mockApi({});
    const { draft } = renderDraft();
    act(() => draft().form.setValue('weekly.tue.0.to', '07:00', { shouldDirty: true }));
    act(() => draft().save());
    await waitFor(() =>
      expect(draft().formError).toBe(
        'Check the hours before saving. Tuesday: 07:00 to 07:00 is no time at all',
      ),
    );
    expect(draft().errorAt('weekly.tue.0.to')).toBe('07:00 to 07:00 is no time at all');
    expect(calls).toEqual([]);
  });

  it('shows a refusal of the server at its field and above the form, with no toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [path]: () =>
        json(
          {
            success: false,
            code: 'INVALID_INPUT',
            message: 'time_zone: Choose a time zone from the list',
            details: [{ path: 'time_zone', message: 'Choose a time zone from the list' }],
          },
          400,
        ),
    });
    const { draft, onClose } = renderDraft();
    act(() => draft().chooseTimeZone('America/New_York'));
    act(() => draft().save());
    await waitFor(() =>
      expect(draft().formError).toBe(
        'Failed to save screen hours: Time zone: Choose a time zone from the list',
      ),
    );
    expect(draft().errorAt('time_zone')).toBe('Choose a time zone from the list');
    expect(onClose).not.toHaveBeenCalled();
    expect(draft().values.time_zone).toBe('America/New_York');
  });

  it('asks before closing with changes, and closes at once without', () => {
    const { draft, onClose } = renderDraft();
    act(() => draft().requestClose());
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => draft().chooseMode('always'));
    act(() => draft().requestClose());
    expect(draft().leaveQuestion.open).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => draft().leaveQuestion.onStay());
    expect(draft().leaveQuestion.open).toBe(false);
    act(() => draft().requestClose());
    act(() => draft().leaveQuestion.onLeave());
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
