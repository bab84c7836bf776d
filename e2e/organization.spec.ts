import { expect, test, type Page } from '@playwright/test';
import { deleteDevice, insertDevice } from './support/db';
import { createSubOrganization, inviteMember, organizationForFile } from './support/organization-setup';
import { invitationLinkFor } from './support/outbox';
import { accountMenuButton, callAs, newUser, pageAs } from './support/users';

const org = organizationForFile('owner');

async function openAccountMenu(page: Page) {
  await accountMenuButton(page).click();
  return page.getByRole('menu');
}

async function createSubOrganizationInUi(page: Page, name: string, description = '') {
  await page.getByRole('button', { name: 'Add Sub-Organization' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Sub-Organization' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Name').fill('   ');
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Name').fill(name);
  if (description) await dialog.getByLabel('Description').fill(description);
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

test('an Owner invites an Editor to one sub-organization; the Editor accepts and sees only that one', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerPage = await pageAs(browser, org.owner);
  await ownerPage.goto('/dashboard/sub-organizations');
  await expect(ownerPage.getByText('No sub-organizations yet')).toBeVisible();

  await createSubOrganizationInUi(ownerPage, 'North Tower', '100 Main Street');
  await createSubOrganizationInUi(ownerPage, 'South Tower');
  await expect(ownerPage.getByRole('article', { name: 'North Tower' })).toContainText('@north-tower');
  // With two sub-organizations the shell offers the choice.
  await expect(ownerPage.getByRole('combobox', { name: 'Sub-organization' })).toBeVisible();

  await (await openAccountMenu(ownerPage)).getByRole('menuitem', { name: 'Users' }).click();
  await expect(ownerPage).toHaveURL(/\/dashboard\/users$/);
  await expect(ownerPage.getByRole('row', { name: new RegExp(org.owner.user.email) })).toBeVisible();

  const editor = newUser('editor');
  await ownerPage.getByRole('button', { name: 'Invite User' }).click();
  const invite = ownerPage.getByRole('dialog', { name: 'Invite User' });
  await invite.getByLabel('Full Name').fill(editor.name);
  await invite.getByLabel('Email').fill(editor.email);
  await invite.getByRole('radio', { name: /^Editor/ }).check();
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByText('Please select at least one sub-organization for this user.')).toBeVisible();
  await invite.getByRole('checkbox', { name: /South Tower/ }).click();
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(
    ownerPage.getByText(
      'Invitation sent successfully! The user will receive an email to create their account.',
    ),
  ).toBeVisible();
  await expect(invite).toBeHidden();

  const editorRow = ownerPage.getByRole('row', { name: new RegExp(editor.email) });
  await expect(editorRow).toContainText('Invited');
  await expect(editorRow).toContainText('South Tower');
  await expect(editorRow).toContainText('Never');

  // The invited person opens the e-mailed link in a browser of their own.
  const link = await invitationLinkFor(editor.email);
  const editorPage = await pageAs(browser, null);
  await editorPage.goto(link);
  await expect(editorPage.getByRole('heading', { name: /Join / })).toBeVisible();
  await expect(editorPage.getByText(editor.email)).toBeVisible();
  await expect(editorPage.getByText('Editor', { exact: true })).toBeVisible();
  await expect(editorPage.getByLabel('Full Name')).toHaveValue(editor.name);

  const accept = editorPage.getByRole('button', { name: 'Accept Invitation' });
  await editorPage.getByLabel('Password', { exact: true }).fill('seven77');
  await editorPage.getByLabel('Confirm Password').fill('seven77');
  await accept.click();
  await expect(editorPage.getByRole('alert')).toHaveText(
    'Please ensure your password meets all requirements',
  );
  await expect(editorPage.locator('li', { hasText: 'At least 8 characters' })).toHaveAttribute(
    'data-met',
    'false',
  );

  await editorPage.getByLabel('Password', { exact: true }).fill(editor.password);
  await expect(editorPage.locator('li', { hasText: 'At least 8 characters' })).toHaveAttribute(
    'data-met',
    'true',
  );
  await editorPage.getByLabel('Confirm Password').fill(`${editor.password}x`);
  await expect(editorPage.getByText('Passwords do not match')).toBeVisible();
  await accept.click();
  await expect(editorPage).toHaveURL(/\/accept-invitation/);

  await editorPage.getByLabel('Confirm Password').fill(editor.password);
  await accept.click();
  await expect(editorPage).toHaveURL(/\/dashboard$/);

  const nav = editorPage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Screens', 'Tenants', 'Themes', 'Notices']);
  const menu = await openAccountMenu(editorPage);
  await expect(menu.getByText(editor.email)).toBeVisible();
  for (const item of ['Users', 'Sub-Organizations', 'Images']) {
    await expect(menu.getByRole('menuitem', { name: item })).toHaveCount(0);
  }
  await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await editorPage.keyboard.press('Escape');

  // Only South Tower, named quietly: a single sub-organization needs no dropdown.
  await expect(editorPage.getByTestId('sub-organization-label')).toHaveText(/South Tower/);
  await expect(editorPage.getByRole('combobox', { name: 'Sub-organization' })).toHaveCount(0);
  await expect(editorPage.getByText('North Tower')).toHaveCount(0);

  // The Editor may not open the Users page by its address either.
  await editorPage.goto('/dashboard/users');
  await expect(editorPage.getByText("You don't have access to this page")).toBeVisible();

  // Accepted: the Owner no longer sees the badge.
  await ownerPage.reload();
  await expect(ownerPage.getByRole('row', { name: new RegExp(editor.email) })).not.toContainText('Invited');

  await ownerPage.context().close();
  await editorPage.context().close();
});

test('an Admin cannot delete an Owner, nor themselves', async ({ browser }) => {
  const admin = await inviteMember(org, newUser('admin'), 'Admin');
  const page = await pageAs(browser, admin);
  await page.goto('/dashboard/users');

  const ownerRow = page.getByRole('row', { name: new RegExp(org.owner.user.email) });
  await ownerRow.click();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  await expect(ownerRow.getByRole('button', { name: 'Edit Access' })).toBeDisabled();
  await expect(ownerRow.getByRole('button', { name: 'Delete User' })).toHaveCount(0);
  await expect(ownerRow.getByRole('button', { name: 'Edit User' })).toHaveCount(0);
  await expect(ownerRow).toContainText('Only an Owner can change an Owner.');

  const ownRow = page.getByRole('row', { name: new RegExp(admin.user.email) });
  await ownRow.click();
  await expect(ownRow.getByRole('button', { name: 'Edit User' })).toBeVisible();
  await expect(ownRow.getByRole('button', { name: 'Delete User' })).toHaveCount(0);

  // A click elsewhere puts the Sub-Organizations and Last Login columns back.
  await page.getByRole('heading', { name: 'Users' }).click();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Last Login' })).toBeVisible();
  await page.context().close();
});

test('a Viewer sees no Users entry and can still change their own password', async ({ browser }) => {
  const lobby = await createSubOrganization(org, 'Viewer Lobby');
  const viewerUser = newUser('viewer');
  const viewer = await inviteMember(org, viewerUser, 'Viewer', [lobby.id]);
  const page = await pageAs(browser, viewer);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Settings' }).click();

  const password = page.getByRole('form', { name: 'Password' });
  await password.getByLabel('Current Password').fill('not-my-password');
  await password.getByLabel('New Password', { exact: true }).fill('brand-new-pw');
  await password.getByLabel('Confirm New Password').fill('brand-new-pw');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText('Current password is incorrect')).toBeVisible();
  await password.getByLabel('Current Password').fill(viewerUser.password);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(/Password changed successfully/)).toBeVisible();
  await page.context().close();
});

test('sub-organizations: create, edit, and a refused delete while it holds a device', async ({ browser }) => {
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/organizations');
  await createSubOrganizationInUi(page, 'Annex');

  await page.getByRole('button', { name: 'Edit Annex' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Sub-Organization' });
  await expect(edit.getByLabel('Name')).toHaveValue('Annex');
  await edit.getByLabel('Name').fill('Annex West');
  await edit.getByLabel('Description').fill('Parking garage entrance');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const card = page.getByRole('article', { name: 'Annex West' });
  await expect(card).toContainText('Parking garage entrance');
  await expect(card).toContainText('@annex-west');

  const subOrganizations = await callAs<{ id: string; name: string }[]>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organizations/${org.owner.user.org_id}/sub-organizations`,
  );
  const annex = subOrganizations.find((s) => s.name === 'Annex West');
  if (!annex) throw new Error('Annex West was not saved');
  const deviceId = insertDevice(org.owner.user.org_id, annex.id);

  await page.getByRole('button', { name: 'Delete Annex West' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Annex West"? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('Error deleting sub-organization. It may contain devices, themes, or tenants.'),
  ).toBeVisible();
  await expect(card).toBeVisible();

  // Once empty it can go.
  deleteDevice(deviceId);
  await page.getByRole('button', { name: 'Delete Annex West' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await page.context().close();
});
