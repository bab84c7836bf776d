import { expect, test } from '@playwright/test';
import { resetLinkFor } from './support/outbox';
import { fillLogin, newUser, registerInUi, signIn, signOut } from './support/users';

test('forgot password, reset through the e-mailed link, sign in with the new password', async ({ page }) => {
  test.setTimeout(120_000);
  const user = newUser('reset');

  await registerInUi(page, user);
  await signOut(page);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in page has an Email field too: type only once the reset page is on screen.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(
    page.getByText('Password reset instructions have been sent to your email address.'),
  ).toBeVisible();

  const link = await resetLinkFor(user.email);
  await page.goto(link);

  // Client validation of the reset form.
  await page.getByLabel('New Password').fill('abc');
  await page.getByLabel('Confirm Password').fill('abc');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  const newPassword = `${user.password}-new`;
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Password has been reset successfully. You can now sign in with your new password.'),
  ).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);

  await fillLogin(page, user.email, user.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  await signIn(page, { email: user.email, password: newPassword });

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
});

test('a bogus reset link shows Invalid Reset Link with a way to ask for a new one', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: /request a new/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('the reset page without a token says so', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('Invalid or missing reset token')).toBeVisible();
});
