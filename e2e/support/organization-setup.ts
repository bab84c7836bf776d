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
