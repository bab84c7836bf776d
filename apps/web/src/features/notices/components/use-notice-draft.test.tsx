import { NOTICE_MESSAGES, type Role } from '@foyer/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { NOTICES_PATH, noticeRecord, north, refused } from './notices.testing';
import { newNoticeValues, useNoticeDraft } from './use-notice-draft';

const POST = `POST ${NOTICES_PATH}`;

function renderDraft({
  role = 'Owner' as Role,
  notice = null as ReturnType<typeof noticeRecord> | null,
} = {}) {
  const onClose = vi.fn();
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const initial = newNoticeValues({ kind: 'buildings', ids: [north.id] }, '2026-11-28T08:00');
  const hook = renderHook(() => useNoticeDraft({ orgId: 'o1', role, notice, initial, onClose }), { wrapper });
  return { draft: () => hook.result.current, onClose };
}

setUpSignedInTests();

describe('useNoticeDraft (docs/product.md §12)', () => {
  it('starts a new notice with every weekday, all day, no end and the tone Information', () => {
    const { draft } = renderDraft();
    expect(draft().values).toMatchObject({
      title: '',
      tone: 'info',
      image_url: '',
      scopeKind: 'buildings',
      buildingIds: [north.id],
      starts_at: '2026-11-28T08:00',
      ends_at: '',
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      times: [],
    });
    expect(draft().summary).toBe('Shows from Sat 28 Nov 08:00.');
    expect(draft().offersEveryScreen).toBe(true);
    expect(draft().dirty).toBe(false);
  });

  it('offers Editors no "Every screen"', () => {
    const { draft } = renderDraft({ role: 'Editor' });
    expect(draft().offersEveryScreen).toBe(false);
  });

  it('saves exactly the body the server takes, with the weekdays in week order', async () => {
    const { calls } = mockApi({
      [POST]: () => json({ success: true, message: 'Notice saved', data: noticeRecord() }, 201),
    });
    const { draft, onClose } = renderDraft();
    act(() => {
      draft().form.setValue('title', ' Lift maintenance ', { shouldDirty: true });
      draft().form.setValue('ends_at', '2026-11-30T12:00', { shouldDirty: true });
    });
    act(() => draft().toggleWeekday('sun', false));
    act(() => draft().toggleWeekday('sat', false));
    act(() => draft().toggleWeekday('sun', true));
    act(() => draft().addTime());
    act(() => draft().addTime());
    act(() => draft().form.setValue('times.1', { from: '22:00', to: '01:30' }, { shouldDirty: true }));
    act(() => draft().chooseTone('attention'));
    expect(draft().summary).toBe(
      'Shows Sat 28 Nov 08:00 – Mon 30 Nov 12:00, Mon–Fri, Sun, 08:00–12:00, 22:00–01:30 next day.',
    );
    act(() => draft().save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Lift maintenance',
      text: '',
      image_url: '',
      tone: 'attention',
      scope: { kind: 'buildings', ids: [north.id] },
      schedule: {
        starts_at: '2026-11-28T08:00',
        ends_at: '2026-11-30T12:00',
        weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sun'],
        times: [
          { from: '08:00', to: '12:00' },
          { from: '22:00', to: '01:30' },
        ],
      },
    });
  });

  it('checks the notice with the shared rules before sending, and says each problem at its field', async () => {
    const { calls } = mockApi({});
    const { draft } = renderDraft();
    act(() => {
      draft().form.setValue('ends_at', '2026-11-27T08:00', { shouldDirty: true });
      draft().chooseBuildings([]);
    });
    act(() => draft().addTime());
    act(() => draft().form.setValue('times.0.to', '08:00', { shouldDirty: true }));
    act(() => draft().save());
    await waitFor(() => expect(draft().errorAt('title')).toBe(NOTICE_MESSAGES.titleRequired));
    expect(draft().errorAt('buildingIds')).toBe('Choose at least one building');
    expect(draft().errorAt('times.0.to')).toBe('08:00 to 08:00 is no time at all');
    expect(draft().formError).toBe('Check the notice before saving. Title is required');

    // The schedule's own rule (its end after its start) is checked once its parts are readable.
    act(() => draft().removeTime(0));
    act(() => draft().save());
    await waitFor(() => expect(draft().errorAt('ends_at')).toBe('The end must be after the start'));
    expect(draft().errorAt('times.0.to')).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it("puts the server's refusal at its field, or above the form when it names none", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = refused(400, 'INVALID_INPUT', NOTICE_MESSAGES.unknownBuilding, [
      { path: 'scope.ids', message: NOTICE_MESSAGES.unknownBuilding },
    ]);
    mockApi({ [POST]: () => answer });
    const { draft, onClose } = renderDraft({ role: 'Editor' });
    act(() => draft().form.setValue('title', 'Lift maintenance', { shouldDirty: true }));
    act(() => draft().save());
    await waitFor(() => expect(draft().errorAt('buildingIds')).toBe(NOTICE_MESSAGES.unknownBuilding));
    expect(draft().formError).toBe(`Failed to save notice: ${NOTICE_MESSAGES.unknownBuilding}`);

    answer = refused(403, 'FORBIDDEN', NOTICE_MESSAGES.buildingNotAllowed);
    act(() => draft().save());
    await waitFor(() =>
      expect(draft().formError).toBe(`Failed to save notice: ${NOTICE_MESSAGES.buildingNotAllowed}`),
    );
    expect(draft().errorAt('buildingIds')).toBe(NOTICE_MESSAGES.buildingNotAllowed);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('changes a saved notice with PUT, and asks before throwing changes away', async () => {
    const { calls } = mockApi({
      'PUT /api/foyer/notices/n1': () =>
        json({ success: true, message: 'Notice saved', data: noticeRecord() }),
    });
    const { draft, onClose } = renderDraft({ notice: noticeRecord() });
    expect(draft().values.title).toBe('Lift maintenance');
    expect(draft().values.times).toEqual([{ from: '08:00', to: '12:00' }]);
    act(() => draft().requestClose());
    expect(onClose).toHaveBeenCalledTimes(1);

    act(() => draft().removeTime(0));
    await waitFor(() => expect(draft().dirty).toBe(true));
    act(() => draft().requestClose());
    expect(draft().leaveQuestion.open).toBe(true);
    act(() => draft().leaveQuestion.onStay());
    expect(draft().leaveQuestion.open).toBe(false);
    act(() => draft().save());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(calls[0]?.method).toBe('PUT');
    expect((calls[0]?.body as { schedule: { times: unknown[] } }).schedule.times).toEqual([]);
  });
});
