import { CATEGORY_TRANSLATION_MESSAGES as TEXT, type CategoryTranslations } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAVE_WITHOUT_SAVING } from '../../../components/ui/leave-without-saving-dialog';
import { makeUser } from '../../../testing/fixtures';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { CategoryTranslationsButton } from './category-translations-dialog';

const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });
const viewer = makeUser({ name: 'Vic Viewer', role: 'Viewer' });
const PATH = `/api/foyer/organizations/${owner.org_id}/category-translations`;

const dictionary: CategoryTranslations = {
  languages: ['en', 'de'],
  categories: [
    { category: 'Dental', translations: {}, companies: 1 },
    { category: 'Law', translations: { de: 'Recht' }, companies: 3 },
    { category: 'Bakery', translations: { de: 'Bäckerei' }, companies: 0 },
  ],
};

setUpSignedInTests();

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: TEXT.title }));
  return screen.findByRole('dialog', { name: TEXT.title });
};

describe('Category translations', () => {
  it('lists categories with their use, a column per language, and saves the changed rows', async () => {
    const { calls } = mockApi({
      [`GET ${PATH}`]: () => json({ success: true, data: dictionary }),
      [`PUT ${PATH}`]: () => json({ success: true, data: dictionary }),
    });
    renderWithClient(<CategoryTranslationsButton actor={owner} />);
    const dialog = await open();
    expect(within(dialog).getByText(TEXT.intro)).toBeTruthy();
    expect(await within(dialog).findByText('Used by 3 companies')).toBeTruthy();
    expect(within(dialog).getByText('Used by 1 company')).toBeTruthy();
    expect(within(dialog).getByText(TEXT.notUsed)).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: 'German (Deutsch)' })).toBeTruthy();
    const law = within(dialog).getByRole('textbox', { name: 'Law: German (Deutsch)' }) as HTMLInputElement;
    expect(law.value).toBe('Recht');
    expect(law.maxLength).toBe(100);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Dental: German (Deutsch)' }), {
      target: { value: 'Zahnarzt' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      categories: [{ category: 'Dental', translations: { en: '', de: 'Zahnarzt' } }],
    });
    expect(await screen.findByText(TEXT.saved)).toBeTruthy();
  });

  it('keeps the stored texts of languages no building uses now when saving a row', async () => {
    const stored: CategoryTranslations = {
      languages: ['en', 'de'],
      categories: [{ category: 'Law', translations: { de: 'Recht', fr: 'Droit', ja: '法律' }, companies: 3 }],
    };
    const { calls } = mockApi({
      [`GET ${PATH}`]: () => json({ success: true, data: stored }),
      [`PUT ${PATH}`]: () => json({ success: true, data: stored }),
    });
    renderWithClient(<CategoryTranslationsButton actor={owner} />);
    const dialog = await open();
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Law: German (Deutsch)' }), {
      target: { value: 'Rechtsanwalt' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      categories: [
        { category: 'Law', translations: { en: '', de: 'Rechtsanwalt', fr: 'Droit', ja: '法律' } },
      ],
    });
  });

  it('asks before closing with unsaved changes', async () => {
    mockApi({ [`GET ${PATH}`]: () => json({ success: true, data: dictionary }) });
    renderWithClient(<CategoryTranslationsButton actor={owner} />);
    const dialog = await open();
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Law: German (Deutsch)' }), {
      target: { value: 'Rechtsanwalt' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: LEAVE_WITHOUT_SAVING.title })).toBeTruthy();
  });

  it('shows Viewers the translations without inputs', async () => {
    mockApi({ [`GET ${PATH}`]: () => json({ success: true, data: dictionary }) });
    renderWithClient(<CategoryTranslationsButton actor={viewer} />);
    const dialog = await open();
    expect(await within(dialog).findByText('Recht')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says so when the buildings use only English', async () => {
    mockApi({
      [`GET ${PATH}`]: () =>
        json({ success: true, data: { languages: ['en'], categories: dictionary.categories } }),
    });
    renderWithClient(<CategoryTranslationsButton actor={owner} />);
    const dialog = await open();
    expect(await within(dialog).findByText(TEXT.onlyEnglish)).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });
});
