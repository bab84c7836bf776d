import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { AuditLogPage } from './audit-log-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LOG = '/api/foyer/organizations/o1/audit-events';
const empty = () => json({ success: true, data: { events: [], next_before: null } });

describe('AuditLogPage days', () => {
  it('says a first day after the last day beside the fields, without asking the server', async () => {
    const { calls } = mockApi({ [`GET ${LOG}`]: empty, [`GET ${LOG}?to=2026-01-01`]: empty });
    renderWithClient(<AuditLogPage orgId="o1" />);
    expect(await screen.findByText('Nothing recorded for these filters')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-01' } });
    expect(await screen.findByText('Nothing recorded for these filters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });

    expect(screen.getByRole('alert').textContent).toBe('The first day must not be after the last day');
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Check your connection/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
    expect(calls.map((call) => call.path)).toEqual([LOG, `${LOG}?to=2026-01-01`]);
  });

  it("shows the server's reason when it refuses the filters, not a connection problem", async () => {
    const reason = 'Category must be one of sign-in, users';
    mockApi({ [`GET ${LOG}`]: () => json({ success: false, code: 'INVALID_INPUT', message: reason }, 400) });
    renderWithClient(<AuditLogPage orgId="o1" />);
    const failed = (await screen.findByText('Could not load the audit log')).parentElement;
    expect(within(failed ?? document.body).getByText(reason)).toBeTruthy();
    expect(screen.queryByText(/Check your connection/)).toBeNull();
  });

  it('still blames the connection when the server cannot be reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithClient(<AuditLogPage orgId="o1" />);
    // Past the query's retries.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(
      await screen.findByText('Check your connection, then try again. Nothing has changed.'),
    ).toBeTruthy();
  });
});
