import {
  SHEETS_LINK_MESSAGES,
  tenantEntrySchema,
  type SyncRun,
  type SyncSource,
  type TenantSync,
  type User,
} from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ImportPreviewDialog } from '../../tenants/components/import-preview-dialog';
import { makeTenantList, makeUser } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { SYNC_TEXT } from '../messages';
import { TenantSyncPanel } from './tenant-sync-panel';

const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });
const viewer = makeUser({ name: 'Vic Viewer', role: 'Viewer', accessibleSubOrganizations: ['s1'] });
const list = makeTenantList([{ id: 'e1', company_name: 'Acme' }]);
const SYNC = '/api/foyer/tenants/list-1/sync';
const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const minutesBefore = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const CSV_LINK = 'https://docs.google.com/spreadsheets/d/e/2PACX-1vQ/pub?gid=0&single=true&output=csv';

const entry = (company_name: string) => tenantEntrySchema.parse({ id: company_name, company_name });

function source(overrides: Partial<SyncSource> = {}): SyncSource {
  return {
    url: CSV_LINK,
    format: 'csv',
    json_mapping: null,
    schedule: 'hourly',
    daily_at: null,
    max_removal_percent: 20,
    after_sync: 'mark',
    state: 'ok',
    last_success_at: minutesBefore(120),
    last_error: null,
    last_error_at: null,
    next_run_at: null,
    ...overrides,
  };
}

function run(overrides: Partial<SyncRun> = {}): SyncRun {
  return {
    id: 'run-1',
    started_at: minutesBefore(1),
    finished_at: minutesBefore(1),
    trigger: 'manual',
    outcome: 'applied',
    message: '',
    counts: { added: 1, changed: 0, removed: 0, unchanged: 0, total: 1 },
    preview: null,
    ...overrides,
  };
}

const answer = (data: TenantSync | SyncRun) => json({ success: true, data });

function renderPanel(actor: User = owner) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <TenantSyncPanel
          actor={actor}
          list={list}
          now={NOW}
          renderPreview={(props) => <ImportPreviewDialog {...props} />}
        />
      ),
    },
  ]);
  renderWithClient(<RouterProvider router={router} />);
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

setUpSignedInTests();

describe('TenantSyncPanel', () => {
  it('sets up a sync: an edit link of a sheet is explained, the CSV link saved, and the first preview opens', async () => {
    let state: TenantSync = { source: null, held: null, runs: [] };
    const first = run({
      outcome: 'awaiting_first_apply',
      message: 'First sync: check the preview and apply it',
      counts: { added: 2, changed: 0, removed: 1, unchanged: 0, total: 2 },
      preview: {
        added: [entry('Globex'), entry('Initech')],
        changed: [],
        removed: [entry('Acme')],
        unchanged: 0,
      },
    });
    const { calls } = mockApi({
      [`GET ${SYNC}`]: () => answer(state),
      [`PUT ${SYNC}`]: () => {
        state = {
          source: source({ state: 'awaiting_first_apply', last_success_at: null }),
          held: null,
          runs: [],
        };
        return answer(state);
      },
      [`POST ${SYNC}/run`]: () => {
        state = { ...state, held: first, runs: [first] };
        return answer(first);
      },
      [`POST ${SYNC}/runs/run-1/apply`]: () => {
        state = { source: source(), held: null, runs: [{ ...first, outcome: 'approved' }] };
        return answer({ ...first, outcome: 'approved' });
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: SYNC_TEXT.setUp }));
    const dialog = await screen.findByRole('dialog', { name: SYNC_TEXT.dialogTitle });
    const url = within(dialog).getByRole('textbox', { name: SYNC_TEXT.url });

    fireEvent.change(url, { target: { value: 'https://docs.google.com/spreadsheets/d/1AbC/edit#gid=0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: SYNC_TEXT.saveAndSync }));
    expect(await within(dialog).findByText(SHEETS_LINK_MESSAGES.editLink)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(url, { target: { value: CSV_LINK } });
    fireEvent.click(within(dialog).getByRole('radio', { name: SYNC_TEXT.hourly }));
    fireEvent.click(within(dialog).getByRole('button', { name: SYNC_TEXT.saveAndSync }));

    const preview = await screen.findByRole('dialog', { name: SYNC_TEXT.previewFirstTitle });
    expect(within(preview).getByText('2 to add · 0 to change · 1 to remove · 0 unchanged')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      url: CSV_LINK,
      format: 'csv',
      json_mapping: null,
      schedule: 'hourly',
      daily_at: null,
      max_removal_percent: 20,
      after_sync: 'mark',
    });
    fireEvent.click(within(preview).getByRole('button', { name: SYNC_TEXT.apply }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.path === `${SYNC}/runs/run-1/apply`)).toBe(true);
    expect(await screen.findByText('Sync applied. The list was updated.')).toBeTruthy();
  });

  it('sends a JSON key only for the fields given one, and a daily time only for a daily sync', async () => {
    const { calls } = mockApi({
      [`GET ${SYNC}`]: () => answer({ source: source(), held: null, runs: [] }),
      [`PUT ${SYNC}`]: () => answer({ source: source(), held: null, runs: [] }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(SYNC_TEXT.settings) }));
    const dialog = await screen.findByRole('dialog', { name: SYNC_TEXT.dialogTitle });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: `${SYNC_TEXT.mapping}: Company` }), {
      target: { value: 'name' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: `${SYNC_TEXT.mapping}: Floor` }), {
      target: { value: 'location.floor' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: SYNC_TEXT.daily }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: SYNC_TEXT.maxRemoval }), {
      target: { value: '35' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: SYNC_TEXT.save }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      format: 'json',
      json_mapping: { company_name: 'name', floor: 'location.floor' },
      schedule: 'daily',
      daily_at: '06:00',
      max_removal_percent: 35,
    });
    // The same address: no new first sync.
    expect(calls.some((call) => call.path === `${SYNC}/run`)).toBe(false);
  });

  it('shows a held sync as a banner: Review opens the preview, Reject keeps the list', async () => {
    const held = run({
      id: 'run-7',
      outcome: 'held',
      message: 'Sync held: would remove 55 of 60 companies',
      counts: { added: 0, changed: 0, removed: 55, unchanged: 5, total: 5 },
      preview: { added: [], changed: [], removed: [entry('Acme'), entry('Globex')], unchanged: 5 },
    });
    let state: TenantSync = { source: source({ state: 'held' }), held, runs: [held] };
    const { calls } = mockApi({
      [`GET ${SYNC}`]: () => answer(state),
      [`POST ${SYNC}/runs/run-7/reject`]: () => {
        state = { source: source(), held: null, runs: [{ ...held, outcome: 'rejected' }] };
        return answer({ ...held, outcome: 'rejected' });
      },
    });
    renderPanel();
    const banner = await screen.findByRole('status', { name: 'Sync held: would remove 55 of 60 companies' });
    expect(within(banner).getByText(SYNC_TEXT.heldText(20))).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: SYNC_TEXT.review }));
    const preview = await screen.findByRole('dialog', { name: SYNC_TEXT.previewHeldTitle });
    expect(within(preview).getByText('0 to add · 0 to change · 2 to remove · 5 unchanged')).toBeTruthy();
    fireEvent.click(within(preview).getByRole('button', { name: SYNC_TEXT.reject }));
    await waitFor(() => expect(screen.queryByRole('status', { name: /Sync held/ })).toBeNull());
    expect(calls.some((call) => call.path === `${SYNC}/runs/run-7/reject`)).toBe(true);
    expect(calls.some((call) => call.path.endsWith('/apply'))).toBe(false);
  });

  it('says why and when the last sync failed, that the list was kept, and when the last good one was', async () => {
    const failed = run({
      outcome: 'failed',
      message: 'The server did not answer within 10 seconds.',
      counts: null,
      started_at: minutesBefore(5),
    });
    mockApi({
      [`GET ${SYNC}`]: () =>
        answer({
          source: source({
            state: 'failed',
            last_error: 'The server did not answer within 10 seconds.',
            last_error_at: minutesBefore(5),
            last_success_at: minutesBefore(180),
          }),
          held: null,
          runs: [failed, run({ id: 'run-0', started_at: minutesBefore(180) })],
        }),
    });
    renderPanel();
    const state = await screen.findByTestId('sync-state');
    expect(state.textContent).toBe(
      'Last sync failed 5 minutes ago: The server did not answer within 10 seconds. The list was kept as it was. Last good sync 3 hours ago.',
    );
    fireEvent.click(button(SYNC_TEXT.history));
    const table = screen.getByRole('table', { name: SYNC_TEXT.runsCaption });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Failed');
    expect(rows[2]?.textContent).toContain('1 added, 0 changed, 0 removed');
  });

  it('is busy while Sync now runs, then says what it did', async () => {
    let finish: (() => void) | undefined;
    mockApi({
      [`GET ${SYNC}`]: () => answer({ source: source(), held: null, runs: [] }),
      [`POST ${SYNC}/run`]: () =>
        new Promise((resolve) => {
          finish = () =>
            resolve(answer(run({ counts: { added: 3, changed: 1, removed: 2, unchanged: 50, total: 54 } })));
        }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: SYNC_TEXT.syncNow }));
    const busy = await screen.findByRole('button', { name: SYNC_TEXT.syncing });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(finish).toBeDefined());
    finish?.();
    expect(await screen.findByText('Sync applied: 3 added, 1 changed, 2 removed')).toBeTruthy();
    expect(button(SYNC_TEXT.syncNow)).toBeTruthy();
  });

  it('shows a Viewer the sync without a way to change it', async () => {
    const held = run({
      outcome: 'held',
      message: 'Sync held: would remove 43 of 60 companies',
      preview: null,
    });
    mockApi({ [`GET ${SYNC}`]: () => answer({ source: source({ state: 'held' }), held, runs: [held] }) });
    renderPanel(viewer);
    expect(await screen.findByText(/Syncs from docs.google.com/)).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Sync held: would remove 43 of 60 companies' })).toBeTruthy();
    for (const name of [
      SYNC_TEXT.syncNow,
      SYNC_TEXT.review,
      SYNC_TEXT.apply,
      SYNC_TEXT.reject,
      new RegExp(SYNC_TEXT.settings),
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('shows nothing to a Viewer of a list that does not sync', async () => {
    const { calls } = mockApi({ [`GET ${SYNC}`]: () => answer({ source: null, held: null, runs: [] }) });
    renderPanel(viewer);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: SYNC_TEXT.heading })).toBeNull();
    expect(screen.queryByRole('button', { name: SYNC_TEXT.setUp })).toBeNull();
  });

  it('asks before it stops syncing', async () => {
    const { calls } = mockApi({
      [`GET ${SYNC}`]: () => answer({ source: source(), held: null, runs: [] }),
      [`POST ${SYNC}/delete`]: () => json({ success: true, data: null }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(SYNC_TEXT.settings) }));
    const dialog = await screen.findByRole('dialog', { name: SYNC_TEXT.dialogTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: SYNC_TEXT.stop }));
    const ask = await screen.findByRole('alertdialog', { name: SYNC_TEXT.stopTitle });
    expect(calls.some((call) => call.path.endsWith('/delete'))).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: SYNC_TEXT.stop }));
    expect(await screen.findByText(SYNC_TEXT.stopped)).toBeTruthy();
    expect(calls.some((call) => call.path === `${SYNC}/delete`)).toBe(true);
  });
});
