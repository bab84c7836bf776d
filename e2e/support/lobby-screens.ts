import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import type { OrganizationSetup } from './organization-setup';
import { callAs, pageAs } from './users';

export interface Lobby {
  themeId: string;
  listId: string;
}

/** A list-simple theme and a tenant list of `entries` in the Owner's organization, through the API. */
export async function addLobby(
  { api, owner }: OrganizationSetup,
  name: string,
  entries: ReadonlyArray<Record<string, unknown>>,
): Promise<Lobby> {
  const org_id = owner.user.org_id;
  const theme = await callAs<{ id: string }>(api, owner, 'POST', '/foyer/themes', {
    org_id,
    name,
    layout: 'list-simple',
  });
  const list = await callAs<{ id: string }>(api, owner, 'POST', '/foyer/tenants', {
    org_id,
    name: `${name} tenants`,
    entries,
  });
  return { themeId: theme.id, listId: list.id };
}

/** A lobby TV showing its pairing code; answers the page and the code. */
export async function waitingScreen(browser: Browser): Promise<{ player: Page; code: string }> {
  const player = await pageAs(browser, null);
  await player.goto('/display');
  const codeBox = player.getByTestId('pairing-code');
  await expect(codeBox).toHaveText(/^[A-HJKMNP-Z2-9]{6}$/);
  return { player, code: (await codeBox.textContent()) ?? '' };
}

/**
 * Pairs the player open in `player` (showing its code) with a new device showing `lobby`, and
 * publishes it, as staff would through the dashboard; answers the device id.
 */
export async function pairAndPublish(
  org: OrganizationSetup,
  player: Page,
  lobby: Lobby,
  name: string,
): Promise<string> {
  return publishToCode(org, (await player.getByTestId('pairing-code').textContent()) ?? '', lobby, name);
}

/**
 * Pairs the player showing `code` (in any browser, an old TV engine too) with a new device showing
 * `lobby`, in building `subOrgId` when given, and publishes it; answers the device id.
 */
export async function publishToCode(
  { api, owner }: OrganizationSetup,
  code: string,
  lobby: Lobby,
  name: string,
  subOrgId?: string,
): Promise<string> {
  const org_id = owner.user.org_id;
  const device = await callAs<{ id: string }>(api, owner, 'POST', '/foyer/devices', {
    org_id,
    ...(subOrgId ? { sub_org_id: subOrgId } : {}),
    name,
    pairing_code: code,
    theme_id: lobby.themeId,
    tenants_id: lobby.listId,
  });
  await callAs(api, owner, 'POST', '/foyer/published-bundles', {
    org_id,
    bundle_name: '',
    device_id: device.id,
  });
  return device.id;
}

/**
 * A lobby screen's own browser context on /display, without its service worker, so that cutting
 * the context's network (`route('**\/api/**', abort)`) is the only way it loses the server.
 */
export async function openLobbyScreen(browser: Browser) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 720 },
    serviceWorkers: 'block',
  });
  const player = await context.newPage();
  await player.goto('/display');
  return { context, player };
}
