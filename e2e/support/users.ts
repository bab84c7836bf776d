import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { invitationTokenFor } from './outbox';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A user nobody has registered yet: unique per test and per run. */
export function newUser(label: string): TestUser {
  counter += 1;
  const id = `${Date.now()}-${process.pid}-${counter}`;
  return {
    name: `${label[0]?.toUpperCase() ?? 'T'}${label.slice(1)} Tester`,
    email: `${label}-${id}@example.test`,
    password: `pw-${id}`,
  };
}

/** A signed-in user as the API answers it: the session token and who it belongs to. */
export interface Session {
  token: string;
  user: { id: string; name: string; email: string; role: string; org_id: string };
}

/** Creates the account through the API (for tests about something else than registering). */
export async function registerThroughApi(request: APIRequestContext, user: TestUser): Promise<Session> {
  const response = await request.post('/api/register', {
    data: { name: user.name, email: user.email, password: user.password, projectName: 'foyer' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: Session };
  return { token: data.token, user: data.user };
}

/** A call on behalf of `session` that must succeed; answers the envelope's `data`. */
export async function callAs<T>(
  request: APIRequestContext,
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Adds someone to the owner's organization the way a person would (invitation e-mail, then
 * accepting it), without the UI: for tests about what that person sees.
 */
export async function inviteAndAcceptThroughApi(
  request: APIRequestContext,
  inviter: Session,
  invitee: TestUser & { role: 'Admin' | 'Editor' | 'Viewer'; accessibleSubOrganizations?: string[] },
): Promise<Session> {
  await callAs(request, inviter, 'POST', '/invite-users', {
    name: invitee.name,
    email: invitee.email,
    role: invitee.role,
    accessibleSubOrganizations: invitee.accessibleSubOrganizations ?? [],
    org_id: inviter.user.org_id,
    projectName: 'foyer',
  });
  const token = await invitationTokenFor(invitee.email);
  const response = await request.post(`/api/accept-invitation/${encodeURIComponent(token)}`, {
    data: { name: invitee.name, password: invitee.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: Session };
  return { token: data.token, user: data.user };
}

/**
 * A page in a browser context already signed in as `session` (the token in localStorage, as
 * after signing in), so tests that are not about signing in spend no login attempts. `options`
 * adds to the context's (a time zone, say).
 */
export async function pageAs(
  browser: Browser,
  session: Session | null,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    ...options,
    storageState: {
      cookies: [],
      origins: session
        ? [{ origin: E2E_BASE_URL, localStorage: [{ name: 'authToken', value: session.token }] }]
        : [],
    },
  });
  return context.newPage();
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Creates the account on the register screen, as a new customer does, and waits for the dashboard. */
export async function registerInUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export function accountMenuButton(page: Page) {
  return page.getByRole('button', { name: /account menu/i });
}

export async function signOut(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
