import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** Creates the account through the API (for tests about something else than registering). */
export async function registerThroughApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/register', {
    data: { name: user.name, email: user.email, password: user.password, projectName: 'foyer' },
  });
  expect(response.status(), await response.text()).toBe(201);
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

export function accountMenuButton(page: Page) {
  return page.getByRole('button', { name: /account menu/i });
}

export async function signOut(page: Page): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
