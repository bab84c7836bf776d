import { test, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import {
  callAs,
  inviteAndAcceptThroughApi,
  newUser,
  registerThroughApi,
  type Session,
  type TestUser,
} from './users';

/** What the tests of one spec file share: an API client and the file's one Owner. */
export interface OrganizationSetup {
  api: APIRequestContext;
  owner: Session;
}

/**
 * Registers one Owner for the whole spec file before its first test, and closes the API client
 * after its last. Registering is rate limited (10 a minute per address), so a file registers once
 * and everyone else joins by invitation. Call it at the top level of the spec, before hooks that
 * use it (hooks run in the order they are declared); the fields are filled once its hook has run.
 */
export function organizationForFile(ownerLabel: string, baseURL = E2E_BASE_URL): OrganizationSetup {
  const setup = {} as OrganizationSetup;
  test.beforeAll(async ({ playwright }) => {
    setup.api = await playwright.request.newContext({ baseURL });
    setup.owner = await registerThroughApi(setup.api, newUser(ownerLabel));
  });
  test.afterAll(async () => {
    await setup.api?.dispose();
  });
  return setup;
}

/** A sub-organization of the Owner's organization, created through the API. */
export function createSubOrganization(
  { api, owner }: OrganizationSetup,
  name: string,
): Promise<{ id: string }> {
  return callAs(api, owner, 'POST', `/foyer/organizations/${owner.user.org_id}/sub-organizations`, { name });
}

/** `user` invited by the Owner with `role` (and access to those sub-organizations), invitation accepted. */
export function inviteMember(
  { api, owner }: OrganizationSetup,
  user: TestUser,
  role: 'Admin' | 'Editor' | 'Viewer',
  accessibleSubOrganizations: string[] = [],
): Promise<Session> {
  return inviteAndAcceptThroughApi(api, owner, { ...user, role, accessibleSubOrganizations });
}

/**
 * A building's lobby screen through the API: the theme 'Lobby Theme', the list 'Lobby Tenants' (one
 * company) and the device 'Front Lobby' showing both, all in `subOrgId`.
 */
export async function createLobbyScreen(
  { api, owner }: OrganizationSetup,
  subOrgId: string,
  pairingCode: string,
): Promise<{ theme: { id: string }; list: { id: string }; device: { id: string } }> {
  const org_id = owner.user.org_id;
  const theme = await callAs<{ id: string }>(api, owner, 'POST', '/foyer/themes', {
    name: 'Lobby Theme',
    layout: 'list-simple',
    sub_org_id: subOrgId,
  });
  const list = await callAs<{ id: string }>(api, owner, 'POST', '/foyer/tenants', {
    org_id,
    sub_org_id: subOrgId,
    name: 'Lobby Tenants',
    entries: [{ company_name: 'Acme Holdings', floor: '3', suite_room: '301' }],
  });
  const device = await callAs<{ id: string }>(api, owner, 'POST', '/foyer/devices', {
    org_id,
    sub_org_id: subOrgId,
    name: 'Front Lobby',
    pairing_code: pairingCode,
    theme_id: theme.id,
    tenants_id: list.id,
  });
  return { theme, list, device };
}
