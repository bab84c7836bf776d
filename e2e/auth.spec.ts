import { expect, test } from '@playwright/test';
import { accountMenuButton, fillLogin, newUser, registerThroughApi, signOut } from './support/users';

test.describe('sign up and sign in', () => {
  test('register, land in the dashboard shell showing the user, then sign out', async ({ page, request }) => {
    const user = newUser('owner');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Foyer' })).toBeVisible();

    await page.getByLabel('Full Name').fill(user.name);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Account created successfully! Logging you in...')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Owners see the content entries of the sidebar.
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const entry of ['Screens', 'Tenants', 'Themes']) {
      await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    }

    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toBeTruthy();
    const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    const organizationName: string = (await me.json()).data.organization.name;

    const trigger = accountMenuButton(page);
    await expect(trigger).toContainText(user.name[0] ?? '');
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(user.name, { exact: true })).toBeVisible();
    await expect(menu.getByText(user.email, { exact: true })).toBeVisible();
    await expect(menu.getByText(organizationName, { exact: true })).toBeVisible();
    for (const item of ['Users', 'Sub-Organizations', 'Images', 'Sign out']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    // The token was revoked on the server too (the sign-out call is not awaited by the page).
    await expect
      .poll(async () =>
        (await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-out visitor of a protected page is sent to /login, and back after signing in', async ({
    page,
    request,
  }) => {
    const user = newUser('guard');
    await registerThroughApi(request, user);

    await page.goto('/dashboard/themes');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Foyer' })).toBeVisible();

    await fillLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard\/themes$/);
    await expect(page.getByRole('heading', { name: 'Themes', exact: true })).toBeVisible();
  });

  test('the guard shows thinking... while it checks a stored session', async ({ page, request }) => {
    const user = newUser('thinking');
    await registerThroughApi(request, user);
    await page.goto('/login');
    await fillLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Hold the token check so the indicator can be seen, then let it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('thinking...')).toBeVisible();
    release();
    await expect(page.getByText('thinking...')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Devices', exact: true })).toBeVisible();
  });

  test('a wrong password shows the server message', async ({ page, request }) => {
    const user = newUser('wrongpw');
    await registerThroughApi(request, user);

    await page.goto('/login');
    await fillLogin(page, user.email, `${user.password}-nope`);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('login links lead to forgot password and register', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create one' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('root and unknown paths go to the dashboard (and so to /login when signed out)', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('register form validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/register');
  });

  test('all four fields are required', async ({ page }) => {
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('passwords must match', async ({ page }) => {
    await page.getByLabel('Full Name').fill('Mismatch Tester');
    await page.getByLabel('Email').fill(newUser('mismatch').email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret124');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('passwords need at least 6 characters', async ({ page }) => {
    await page.getByLabel('Full Name').fill('Short Tester');
    await page.getByLabel('Email').fill(newUser('short').email);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an e-mail address already in use shows the server message', async ({ page, request }) => {
    const user = newUser('taken');
    await registerThroughApi(request, user);
    await page.getByLabel('Full Name').fill(user.name);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toContainText('already exists');
  });
});

test('a server failure at sign-in is not called a wrong password; Tab goes Email, Password', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

  await page.route('**/api/login', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 'INTERNAL', message: 'Internal server error' }),
    }),
  );
  await fillLogin(page, 'someone@example.test', 'whatever-1');
  await expect(page.getByRole('alert')).toHaveText(
    'The server could not be reached or could not answer. Please try again in a moment.',
  );
  await page.unroute('**/api/login');
  await page.route('**/api/login', (route) => route.abort('connectionrefused'));
  await page.getByLabel('Password', { exact: true }).fill('whatever-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Unable to reach the server. Check your connection and try again.',
  );
});
