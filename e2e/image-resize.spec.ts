import { expect, test, type Browser } from '@playwright/test';
import { imageBytes } from './support/images';
import { organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

const org = organizationForFile('image-resize-owner');
const MB = 1024 * 1024;

interface UploadAnswer {
  data: { file_size: number; originalDimensions: { width: number; height: number } };
}

/**
 * The Images page with `name` chosen in the uploader: accepted without a word, as the browser makes
 * it smaller before it is sent.
 */
async function chooseOnImagesPage(browser: Browser, name: string, mimeType: string, buffer: Buffer) {
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/images');
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible();
  await page.getByLabel('Choose image').setInputFiles({ name, mimeType, buffer });
  await expect(page.getByRole('img', { name: `Preview of ${name}` })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  return page;
}

interface ImageList {
  images: { original_name: string; file_size: number }[];
}

test('a 9 MB phone photo is made smaller in the browser, upright, and joins the library', async ({
  browser,
}) => {
  // 12 megapixels of noise at quality 90, taken with the phone turned: what a phone sends, and
  // over the 5 MB limit as it is.
  const photo = await imageBytes('jpeg', 4000, 3000, 11, { quality: 90, orientation: 6 });
  expect(photo.length).toBeGreaterThan(8 * MB);
  expect(photo.length).toBeLessThan(12 * MB);

  const page = await chooseOnImagesPage(browser, 'IMG_2041.jpg', 'image/jpeg', photo);

  const uploaded = page.waitForResponse(
    (response) => response.url().includes('/api/foyer/uploads') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const response = await uploaded;
  expect(response.status()).toBe(201);
  // What reached the server: the browser's copy, upright (turned by its EXIF) and within 1920x1080.
  const { data } = (await response.json()) as UploadAnswer;
  expect(data.originalDimensions).toEqual({ width: 810, height: 1080 });

  await expect(page.getByRole('article', { name: 'IMG_2041.jpg' })).toBeVisible();
  const library = await callAs<ImageList>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organization-images/${org.owner.user.org_id}`,
  );
  const stored = library.images.find((image) => image.original_name === 'IMG_2041.jpg');
  expect(stored?.file_size).toBeLessThan(2 * MB);
  await page.context().close();
});

test('a photo still over the limit once the browser has tried is refused before it is sent', async ({
  browser,
}) => {
  // A PNG stays lossless: 1920x1080 of noise is still some 6 MB after the browser's pass.
  const screenshot = await imageBytes('png', 2400, 1350, 12);
  expect(screenshot.length).toBeGreaterThan(5 * MB);
  const page = await chooseOnImagesPage(browser, 'screen.png', 'image/png', screenshot);
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/foyer/uploads') && request.method() === 'POST') sent = true;
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toHaveText(/^File size \(\d+\.\d\d MB\) exceeds maximum allowed size \(5 MB\)$/);
  // The size said is the browser's smaller copy's, not the original's.
  const said = Number(/\((\d+\.\d\d) MB\)/.exec((await refusal.textContent()) ?? '')?.[1]);
  expect(said).toBeGreaterThan(5);
  expect(said * MB).toBeLessThan(screenshot.length);
  expect(sent).toBe(false);
  await page.context().close();
});
