import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSubOrganization, makeUser } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { SubOrganizationsManager } from './sub-organizations-manager';

const north = makeSubOrganization('North Tower');
const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });
const listPath = 'GET /api/foyer/organizations/o1/sub-organizations';
const schedulePath = '/api/foyer/sub-organizations/so-north-tower/schedule';
const weekdays = { from: '07:00', to: '19:00' };
const saved = {
  time_zone: 'Europe/Berlin',
  opening_hours: {
    weekly: {
      mon: [weekdays],
      tue: [weekdays],
      wed: [weekdays],
      thu: [weekdays],
      fri: [weekdays],
      sat: [],
      sun: [],
    },
    exceptions: [],
  },
};

function renderHours(handlers: Parameters<typeof mockApi>[0] = {}, actor = owner) {
  const api = mockApi({
    [listPath]: () => json({ success: true, data: [north] }),
    'GET /api/foyer/organizations/o1/mobile-directories': () => json({ success: true, data: [] }),
    [`GET ${schedulePath}`]: () => json({ success: true, data: saved }),
    ...handlers,
  });
  renderWithClient(<SubOrganizationsManager actor={actor} title="Sub-Organizations" />);
  return api;
}

async function openHours() {
  fireEvent.click(await screen.findByRole('button', { name: 'Screen hours of North Tower' }));
  // The dialog shows its hours once they are loaded.
  await screen.findByRole('combobox', { name: 'Time zone' });
  return within(screen.getByRole('dialog', { name: 'Screen hours · North Tower' }));
}

setUpSignedInTests();

describe('Screen hours of a building (docs/product.md §12)', () => {
  it('loads the hours and says in plain words what they mean', async () => {
    renderHours();
    const dialog = await openHours();
    expect((dialog.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toBe(
      'Europe/Berlin',
    );
    expect(dialog.getByRole('radio', { name: 'Set opening hours' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect((dialog.getByLabelText('Monday from (1)') as HTMLInputElement).value).toBe('07:00');
    expect(
      dialog.getByText(/Screens show the directory Mon–Fri 07:00–19:00 \(Europe\/Berlin\)/),
    ).toBeTruthy();
    expect(dialog.getByText(/^Now: (on|asleep) until/)).toBeTruthy();
    expect(within(dialog.getByRole('listitem', { name: 'Saturday' })).getByText('Off all day')).toBeTruthy();
  });

  it('is not offered to those who may not change buildings', async () => {
    renderHours({}, makeUser({ name: 'Vic Viewer', role: 'Viewer' }));
    await screen.findByRole('article', { name: 'North Tower' });
    expect(screen.queryByRole('button', { name: 'Screen hours of North Tower' })).toBeNull();
  });

  it('finds a zone by typing part of its city', async () => {
    renderHours();
    const dialog = await openHours();
    const zone = dialog.getByRole('combobox', { name: 'Time zone' });
    fireEvent.change(zone, { target: { value: 'new yo' } });
    fireEvent.mouseDown(dialog.getByRole('option', { name: 'America/New York' }));
    expect((zone as HTMLInputElement).value).toBe('America/New_York');
    expect(dialog.getByText(/\(America\/New_York\)/)).toBeTruthy();
    // Escape in the open list closes the list, not the dialog.
    zone.focus();
    fireEvent.change(zone, { target: { value: 'berl' } });
    fireEvent.keyDown(zone, { key: 'Escape' });
    expect(dialog.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Screen hours · North Tower' })).toBeTruthy();
  });

  it('picks a zone from the keyboard, or typed out in full', async () => {
    renderHours();
    const dialog = await openHours();
    const zone = dialog.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement;
    fireEvent.change(zone, { target: { value: 'berl' } });
    fireEvent.keyDown(zone, { key: 'ArrowDown' });
    fireEvent.keyDown(zone, { key: 'ArrowUp' });
    fireEvent.keyDown(zone, { key: 'Enter' });
    expect(zone.value).toBe('Europe/Berlin');
    fireEvent.change(zone, { target: { value: 'asia/tokyo' } });
    fireEvent.blur(zone);
    expect(zone.value).toBe('Asia/Tokyo');
    fireEvent.change(zone, { target: { value: 'Atlantis' } });
    expect(dialog.getByText('No time zone matches. Try a city such as Berlin or Chicago.')).toBeTruthy();
    fireEvent.blur(zone);
    expect(zone.value).toBe('Asia/Tokyo');
    expect(dialog.getByRole('button', { name: 'Save screen hours' })).toHaveProperty('disabled', false);
  });

  it("says that hours ending before they start run 'until 01:30 the next day', and saves the exact body", async () => {
    const { calls } = renderHours({
      [`POST ${schedulePath}`]: ({ body }) =>
        json({ success: true, message: 'Screen hours saved', data: body }),
    });
    const dialog = await openHours();
    fireEvent.change(dialog.getByLabelText('Friday until (1)'), { target: { value: '01:30' } });
    expect(dialog.getByText('until 01:30 the next day')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Add date' }));
    fireEvent.change(dialog.getByLabelText('Date (1)'), { target: { value: '2026-12-25' } });
    fireEvent.change(dialog.getByLabelText('Label (1)'), { target: { value: 'Christmas Day' } });
    expect(dialog.getByRole('listitem', { name: 'Christmas Day' })).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Save screen hours' }));
    expect(await screen.findByText('Screen hours saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      time_zone: 'Europe/Berlin',
      opening_hours: {
        weekly: { ...saved.opening_hours.weekly, fri: [{ from: '07:00', to: '01:30' }] },
        exceptions: [{ date: '2026-12-25', label: 'Christmas Day', intervals: [] }],
      },
    });
  });

  it('names the problem the server refused, at its field and above the form, and keeps the draft', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHours({
      [`POST ${schedulePath}`]: () =>
        json(
          {
            success: false,
            code: 'INVALID_INPUT',
            message: 'opening_hours.exceptions.0.date: 2026-12-25 is listed twice; give each day one entry',
            details: [
              {
                path: 'opening_hours.exceptions.0.date',
                message: '2026-12-25 is listed twice; give each day one entry',
              },
            ],
          },
          400,
        ),
    });
    const dialog = await openHours();
    fireEvent.click(dialog.getByRole('button', { name: 'Add date' }));
    fireEvent.change(dialog.getByLabelText('Date (1)'), { target: { value: '2026-12-25' } });
    fireEvent.change(dialog.getByLabelText('Label (1)'), { target: { value: 'Christmas Day' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save screen hours' }));
    expect(
      await dialog.findByText(
        'Failed to save screen hours: Christmas Day: 2026-12-25 is listed twice; give each day one entry',
      ),
    ).toBeTruthy();
    expect(dialog.getByText('2026-12-25 is listed twice; give each day one entry')).toBeTruthy();
    expect(dialog.getByLabelText('Date (1)').getAttribute('aria-invalid')).toBe('true');
    expect((dialog.getByLabelText('Label (1)') as HTMLInputElement).value).toBe('Christmas Day');
  });

  it('asks before Cancel throws changes away, and stays when asked to', async () => {
    renderHours();
    const dialog = await openHours();
    fireEvent.click(dialog.getByRole('radio', { name: 'Always on' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Screen hours · North Tower' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
