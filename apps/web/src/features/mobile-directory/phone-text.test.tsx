import { loadMessages, PHONE_MESSAGES_EN } from '@foyer/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localFloorHeading, phoneText, richMessage } from './phone-text';

describe('the phone directory words (docs/product.md §16 "Phone directory languages")', () => {
  it('heads floor codes in the page language and keeps words as the building typed them', async () => {
    const { t } = phoneText('de', await loadMessages('phone', 'de'));
    expect(
      ['G', 'EG', '0', '3', '12A', 'B1', 'M', 'PH', '', 'Roof', 'Level 2', 'Floor 7'].map((floor) =>
        localFloorHeading(floor, t),
      ),
    ).toEqual([
      'Erdgeschoss',
      'Erdgeschoss',
      'Erdgeschoss',
      'Etage 3',
      'Etage 12A',
      'Etage B1',
      'Zwischengeschoss',
      'Penthouse',
      'Weitere',
      'Roof',
      'Level 2',
      'Floor 7',
    ]);
  });

  it('reads English exactly as the screens head floors', () => {
    const { t } = phoneText('en', PHONE_MESSAGES_EN);
    expect(['G', '3', '', 'LL'].map((floor) => localFloorHeading(floor, t))).toEqual([
      'Ground floor',
      'Floor 3',
      'Other',
      'Lower level',
    ]);
  });

  it('places elements where the language puts its placeholder', async () => {
    const japanese = phoneText('ja', await loadMessages('phone', 'ja'));
    const { container } = render(
      <p>{richMessage(japanese, 'updated', { date: <time dateTime="2026-03-04">2026/03/04</time> })}</p>,
    );
    expect(container.textContent).toBe('2026/03/04 更新');
    expect(container.querySelector('p')?.firstChild?.nodeName).toBe('TIME');
  });

  it('counts with the plural rules of the language', async () => {
    const polish = phoneText('pl', await loadMessages('phone', 'pl'));
    expect([1, 2, 5, 22].map((total) => polish.t('count', { total }))).toEqual([
      '1 firma',
      '2 firmy',
      '5 firm',
      '22 firmy',
    ]);
    const arabic = phoneText('ar', await loadMessages('phone', 'ar'));
    expect(arabic.dir).toBe('rtl');
    expect(arabic.t('countSearching', { shown: 1, total: 2 })).toBe('1 من شركتين');
  });
});
