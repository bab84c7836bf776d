import { expect, test } from '@playwright/test';
import { addLobby, pairAndPublish } from './support/lobby-screens';
import { organizationForFile } from './support/organization-setup';

/*
 * docs/product.md §3 Published bundle: a lobby TV keeps what it is sent in its local storage, where
 * anyone with the TV in hand can read it. It must hold names and places only.
 */
const org = organizationForFile('privacy-owner');

const PRIVATE = ['+49 30 5550199', 'frontdesk@kaiserhof-dental.example', 'Dr. Anna Weber', 'Door code 4711#'];
const BUNDLE_KEY = 'foyer.player.bundle';

test('a real player stores no phone, e-mail, contact or note, and drops those an older player kept', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const lobby = await addLobby(org, 'Privacy Lobby', [
    {
      company_name: 'Kaiserhof Dental',
      floor: '3',
      suite_room: '301',
      category: 'Medical',
      phone: PRIVATE[0],
      email: PRIVATE[1],
      contact_person: PRIVATE[2],
      notes: PRIVATE[3],
    },
    { company_name: 'Hidden Holdings', floor: '4', active: false, notes: 'hidden on purpose' },
  ]);

  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const player = await context.newPage();
  await player.goto('/display');
  await pairAndPublish(org, player, lobby, 'Privacy Screen');
  await expect(player.getByText('Kaiserhof Dental')).toBeVisible();

  const stored = async () => (await player.evaluate((key) => localStorage.getItem(key), BUNDLE_KEY)) ?? '';
  await expect.poll(stored).toContain('Kaiserhof Dental');
  const kept = await stored();
  expect(PRIVATE.filter((value) => kept.includes(value))).toEqual([]);
  expect(kept).not.toContain('Hidden Holdings');

  // An older player's copy of the same bundle, with every field; the screen then loses its network.
  await player.evaluate(
    ({ key, extra }) => {
      const bundle = JSON.parse(localStorage.getItem(key) ?? '{}');
      bundle.data.tenants.entries[0] = { ...bundle.data.tenants.entries[0], ...extra };
      localStorage.setItem(key, JSON.stringify(bundle));
    },
    {
      key: BUNDLE_KEY,
      extra: { phone: PRIVATE[0], email: PRIVATE[1], contact_person: PRIVATE[2], notes: PRIVATE[3] },
    },
  );
  const leaked = async () => {
    const text = await stored();
    return PRIVATE.filter((value) => text.includes(value));
  };
  expect(await leaked()).toEqual(PRIVATE);
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await player.reload();
  await expect(player.getByText('Kaiserhof Dental')).toBeVisible();
  await expect.poll(leaked).toEqual([]);
  await context.close();
});
