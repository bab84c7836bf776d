import type * as shared from '@foyer/shared';
import { loadMessages } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSubOrganization } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { alertRecord, ALERTS_PATH, devices } from './alerts.testing';
import { StartAlertDialog } from './start-alert-dialog';

setUpSignedInTests();

/** Languages whose template text never arrives (a slow or offline dashboard's chunk). */
const held = vi.hoisted(() => new Set<string>());
vi.mock('@foyer/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof shared>();
  return {
    ...actual,
    alertTemplateText: (template: shared.AlertTemplate, lang: shared.VisitorLanguage) =>
      held.has(lang) ? new Promise<never>(() => {}) : actual.alertTemplateText(template, lang),
  };
});
afterEach(() => held.clear());

/** docs/product.md §16 "Alerts in the building's languages": North Tower German + English, South Tower French. */
const north = makeSubOrganization('North Tower', { languages: ['de', 'en'] });
const south = makeSubOrganization('South Tower', { languages: ['fr'] });
const screens = devices.map((device) => ({
  ...device,
  sub_org_id: device.id === 'd3' ? south.id : north.id,
}));

function Harness() {
  const [open, setOpen] = useState(true);
  return open ? (
    <StartAlertDialog
      open={open}
      onOpenChange={setOpen}
      orgId="o1"
      devices={screens}
      buildings={[north, south]}
    />
  ) : (
    <p>Dialog closed</p>
  );
}

const renderDialog = () => {
  renderWithClient(<Harness />);
  return within(screen.getByRole('dialog', { name: 'Start an emergency alert' }));
};
const input = (dialog: ReturnType<typeof renderDialog>, label: string) =>
  dialog.getByLabelText(label) as HTMLInputElement;
const startIt = async (dialog: ReturnType<typeof renderDialog>, count: number) => {
  fireEvent.click(dialog.getByRole('button', { name: `Start alert on ${count} screens` }));
  const confirm = within(await screen.findByRole('alertdialog', { name: 'Start this alert now?' }));
  fireEvent.click(confirm.getByRole('button', { name: 'Start alert' }));
  expect(await screen.findByText('Dialog closed')).toBeTruthy();
};

describe('StartAlertDialog in the buildings’ languages', () => {
  it('shows a pair per language in scope, prefilled from the template in it, and sends them', async () => {
    const { calls } = mockApi({
      [`POST ${ALERTS_PATH}`]: () => json({ success: true, data: alertRecord() }, 201),
    });
    const de = await loadMessages('alert', 'de');
    const fr = await loadMessages('alert', 'fr');
    const dialog = renderDialog();

    const german = within(dialog.getByRole('group', { name: 'German (Deutsch)' }));
    expect(dialog.getByRole('group', { name: 'French (Français)' })).toBeTruthy();
    expect(await german.findByDisplayValue(de['evacuate.title'] ?? '')).toBeTruthy();
    expect(input(dialog, 'Text (German (Deutsch))').value).toBe(de['evacuate.text']);
    expect(input(dialog, 'Title (French (Français))').value).toBe(fr['evacuate.title']);
    // The preview draws a two-language screen: German above English, the band in both.
    const preview = dialog.getByTestId('emergency-alert');
    await waitFor(() => expect(preview.querySelector('p')?.textContent).toBe('NOTFALL · EMERGENCY'));
    expect([...preview.querySelectorAll('h1')].map((title) => title.textContent)).toEqual([
      de['evacuate.title'],
      'Evacuate the building',
    ]);

    // Edited German; French emptied: it shows the main title and text.
    fireEvent.change(input(dialog, 'Title (German (Deutsch))'), {
      target: { value: 'Feuer: Gebäude verlassen' },
    });
    fireEvent.change(input(dialog, 'Title (French (Français))'), { target: { value: '' } });
    fireEvent.change(input(dialog, 'Text (French (Français))'), { target: { value: '' } });
    await startIt(dialog, 3);
    expect(calls[0]?.body).toEqual({
      template: 'evacuate',
      title: 'Evacuate the building',
      text: 'Leave now by the nearest exit. Do not use the elevators. Go to the assembly point and wait for instructions.',
      translations: {
        de: { title: 'Feuer: Gebäude verlassen', text: de['evacuate.text'] },
        fr: {
          title: 'Evacuate the building',
          text: 'Leave now by the nearest exit. Do not use the elevators. Go to the assembly point and wait for instructions.',
        },
      },
      scope: { kind: 'organization' },
      expires_in_minutes: 60,
    });
  });

  it('Custom starts the pairs empty, follows the scope, and checks a pair’s title and length', async () => {
    const { calls } = mockApi({
      [`POST ${ALERTS_PATH}`]: () => json({ success: true, data: alertRecord() }, 201),
    });
    const dialog = renderDialog();
    fireEvent.click(dialog.getByRole('radio', { name: 'Custom' }));
    expect(input(dialog, 'Title (German (Deutsch))').value).toBe('');
    fireEvent.click(dialog.getByRole('radio', { name: 'Chosen buildings' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: /North Tower/ }));
    expect(dialog.queryByRole('group', { name: 'French (Français)' })).toBeNull();

    fireEvent.change(input(dialog, 'Title'), { target: { value: 'Water off' } });
    fireEvent.change(input(dialog, 'Text (German (Deutsch))'), {
      target: { value: 'Kein Wasser bis 15 Uhr.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Start alert on 2 screens' }));
    expect(await dialog.findByText('Title is required')).toBeTruthy();
    fireEvent.change(input(dialog, 'Title (German (Deutsch))'), { target: { value: 'x'.repeat(81) } });
    expect(await dialog.findByText('Title must be at most 80 characters')).toBeTruthy();
    fireEvent.change(input(dialog, 'Title (German (Deutsch))'), { target: { value: 'Kein Wasser' } });
    await startIt(dialog, 2);
    expect(calls[0]?.body).toMatchObject({
      template: 'custom',
      title: 'Water off',
      translations: { de: { title: 'Kein Wasser', text: 'Kein Wasser bis 15 Uhr.' } },
      scope: { kind: 'buildings', ids: [north.id] },
    });
  });

  it('leaves out a language whose template text has not loaded, so the server fills it', async () => {
    held.add('de');
    const { calls } = mockApi({
      [`POST ${ALERTS_PATH}`]: () => json({ success: true, data: alertRecord() }, 201),
    });
    const fr = await loadMessages('alert', 'fr');
    const dialog = renderDialog();
    expect(
      await within(dialog.getByRole('group', { name: 'French (Français)' })).findByDisplayValue(
        fr['evacuate.title'] ?? '',
      ),
    ).toBeTruthy();
    expect(input(dialog, 'Title (German (Deutsch))').value).toBe('');

    await startIt(dialog, 3);
    expect(calls[0]?.body).toMatchObject({ template: 'evacuate', title: 'Evacuate the building' });
    // Not the main English pair as German: the server fills German from the template (LNG-22).
    expect((calls[0]?.body as { translations: object }).translations).toEqual({
      fr: { title: fr['evacuate.title'], text: fr['evacuate.text'] },
    });
  });
});
