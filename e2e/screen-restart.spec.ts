import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addLobby, pairAndPublish } from './support/lobby-screens';
import { organizationForFile } from './support/organization-setup';
import { ownServer } from './support/own-server';
import { callAs } from './support/users';

/*
 * docs/decisions/player.md PLY-3: after a server restart every screen is back on its stream within
 * seconds of the server answering, so an alert started then reaches it. Real player pages; the
 * server is stopped as systemd stops it (SIGTERM) and kept down while each screen fails six
 * reconnects (with the old doubling backoff its next try would come half a minute later).
 */
const server = ownServer(54, 'restart');
const SCREENS = 3;
const FAILED_TRIES = 6;

test.beforeAll(async () => {
  server.clean();
  await server.start();
});

test.afterAll(async () => {
  await server.stop('SIGKILL');
  server.clean();
});

const org = organizationForFile('restart-owner', server.baseUrl);

test('screens come back within seconds of a restarted server and show an alert started then', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const lobby = await addLobby(org, 'Restart Lobby', [
    { company_name: 'Harborview Insurance', floor: '2', suite_room: '210' },
  ]);

  // One context per screen: each TV keeps its own secret in its own storage.
  const contexts: BrowserContext[] = [];
  const players: Page[] = [];
  const failedTries = new Map<Page, number>();
  for (let i = 0; i < SCREENS; i++) {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 720 },
    });
    contexts.push(context);
    const player = await context.newPage();
    await player.goto('/display');
    await pairAndPublish(org, player, lobby, `Lobby ${i + 1}`);
    await expect(player.getByText('Harborview Insurance')).toBeVisible();
    // A try is `/me` then the stream, or, early in an outage after the stream worked, the stream alone.
    player.on('requestfailed', (request) => {
      if (/\/api\/foyer\/tv-devices\/(me|stream)$/.test(request.url()))
        failedTries.set(player, (failedTries.get(player) ?? 0) + 1);
    });
    players.push(player);
  }

  await server.stop('SIGTERM');
  await expect
    .poll(() => Math.min(...players.map((player) => failedTries.get(player) ?? 0)), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(FAILED_TRIES);

  await server.start();
  await callAs(org.api, org.owner, 'POST', `/foyer/organizations/${org.owner.user.org_id}/emergency-alerts`, {
    template: 'evacuate',
    title: 'Evacuate after the restart',
    scope: { kind: 'organization' },
  });
  for (const player of players) {
    await expect(player.getByTestId('emergency-alert')).toContainText('Evacuate after the restart');
  }
  for (const context of contexts) await context.close();
});
