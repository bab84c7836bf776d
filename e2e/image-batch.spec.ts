import { expect, test } from '@playwright/test';
import { imageBytes } from './support/images';
import { organizationForFile } from './support/organization-setup';
import { pageAs } from './support/users';

const org = organizationForFile('image-batch');

test('several files at once each get their own progress and outcome; a damaged one is named as such; a duplicate is named', async ({
  browser,
}) => {
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/images');
  await expect(page.getByText('No images yet')).toBeVisible();
  const lobby = await imageBytes('png', 640, 400, 41);

  await page.getByLabel('Choose image').setInputFiles([
    { name: 'lobby.png', mimeType: 'image/png', buffer: lobby },
    { name: 'damaged.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all '.repeat(50)) },
    { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await imageBytes('jpeg', 500, 500, 42) },
  ]);
  const batch = page.getByRole('region', { name: '3 images to upload' });
  await expect(batch.getByRole('progressbar')).toHaveCount(3);
  await batch.getByRole('button', { name: 'Upload 3 images' }).click();
  await expect(batch.getByRole('status')).toHaveText('2 of 3 uploaded');
  await expect(batch.getByRole('alert')).toHaveText('Upload failed: The file could not be read as an image');
  await expect(batch.getByRole('progressbar', { name: 'Uploading lobby.png' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(batch.getByRole('progressbar', { name: 'Uploading garden.jpg' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await batch.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('images-count')).toHaveText('2');

  // The same picture again under another name: no second entry, and the first one is named.
  await page
    .getByLabel('Choose image')
    .setInputFiles({ name: 'copy.png', mimeType: 'image/png', buffer: lobby });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(
    page
      .getByRole('region', { name: 'Upload image' })
      .getByText('This image is already in your library as lobby.png.'),
  ).toBeVisible();
  await expect(page.getByTestId('images-count')).toHaveText('2');
  await page.context().close();
});
