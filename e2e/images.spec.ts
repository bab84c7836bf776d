import { expect, test, type Page } from '@playwright/test';
import { imageBytes } from './support/images';
import { organizationForFile } from './support/organization-setup';
import { callAs, pageAs } from './support/users';

/* The tests build on each other (one Owner's library). */
test.describe.configure({ mode: 'serial' });

const org = organizationForFile('images-owner');

interface Uploaded {
  image_url: string;
  filename: string;
  original_name: string;
  file_size: number;
  mime_type: string;
}

interface ListedImage extends Uploaded {
  id: string;
}

interface ImageList {
  images: ListedImage[];
  total: number;
  organization_total: number;
  page_count: number;
}

/** Uploads a file and adds it to the library through the API, as the page does. */
async function seedImage(name: string, mimeType: string, buffer: Buffer): Promise<ListedImage> {
  const response = await org.api.post('/api/foyer/uploads?purpose=image', {
    headers: { Authorization: `Bearer ${org.owner.token}` },
    multipart: { purpose: 'image', file: { name, mimeType, buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: Uploaded };
  return callAs<ListedImage>(org.api, org.owner, 'POST', '/foyer/organization-images', {
    org_id: org.owner.user.org_id,
    image_url: data.image_url,
    filename: data.filename,
    original_name: data.original_name,
    file_size: data.file_size,
    mime_type: data.mime_type,
  });
}

function listImages(query: string): Promise<ImageList> {
  return callAs<ImageList>(
    org.api,
    org.owner,
    'GET',
    `/foyer/organization-images/${org.owner.user.org_id}?${query}`,
  );
}

const cards = (page: Page) => page.getByRole('list', { name: 'Images' }).getByRole('article');
const countBadge = (page: Page) => page.getByTestId('images-count');

test('an image uploaded on the Images page shows real progress to 100% and joins the library', async ({
  browser,
}) => {
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/images');
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible();
  await expect(page.getByText('No images yet')).toBeVisible();

  // Every value the progress bar takes, as the page shows it, and whether 'Uploaded' was shown: it
  // stays up for a second only, which a loaded machine can miss between two looks.
  await page.evaluate(() => {
    const seen: string[] = [];
    const page = window as unknown as { progressSeen: string[]; uploadedShown: boolean };
    page.progressSeen = seen;
    page.uploadedShown = false;
    const record = () => {
      document
        .querySelectorAll('[role="progressbar"]')
        .forEach((bar) => seen.push(bar.getAttribute('aria-valuenow') ?? ''));
      if (
        Array.from(document.querySelectorAll('body *')).some((el) => el.textContent?.trim() === 'Uploaded')
      ) {
        page.uploadedShown = true;
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });

  await page.getByLabel('Choose image').setInputFiles({
    name: 'lobby-photo.png',
    mimeType: 'image/png',
    buffer: await imageBytes('png', 900, 600, 1),
  });
  await expect(page.getByRole('img', { name: 'Preview of lobby-photo.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { uploadedShown: boolean }).uploadedShown))
    .toBe(true);
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(seen).toContain('100');
  const values = seen.map(Number);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  // The bar resets a second later and the selection is gone.
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 4000 });
  await expect(page.getByRole('img', { name: 'Preview of lobby-photo.png' })).toHaveCount(0);

  const card = page.getByRole('article', { name: 'lobby-photo.png' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'lobby-photo.png' })).toBeVisible();
  await expect(card.getByText('PNG', { exact: true })).toBeVisible();
  await expect(countBadge(page)).toHaveText('1');
  const download = card.getByRole('link', { name: 'Download lobby-photo.png' });
  await expect(download).toHaveAttribute('href', /\/api\/foyer\/uploads\/files\/[0-9a-f]+\.png$/);
  await expect(download).toHaveAttribute('download', 'lobby-photo.png');

  // A file of another type is refused before anything is sent, in the uploader's words (docs/product.md §5).
  await page.getByLabel('Choose image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'File type text/plain is not allowed. Allowed types: image/jpeg, image/png, image/webp, image/gif',
  );
  await page.close();
});

test('the library filters by type, sorts by size and pages past 15, with its state in the address', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // 17 more images: 14 PNG, 2 JPEG, 1 WebP, each of another size.
  for (let i = 1; i <= 14; i += 1) {
    const name = `seed-${String(i).padStart(2, '0')}.png`;
    await seedImage(name, 'image/png', await imageBytes('png', 20 + i * 6, 16 + i * 4, 100 + i));
  }
  await seedImage('seed-photo-a.jpg', 'image/jpeg', await imageBytes('jpeg', 120, 90, 201));
  await seedImage('seed-photo-b.jpg', 'image/jpeg', await imageBytes('jpeg', 60, 40, 202));
  await seedImage('seed-banner.webp', 'image/webp', await imageBytes('webp', 80, 50, 301));

  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/images');
  await expect(countBadge(page)).toHaveText('18');
  await expect(cards(page)).toHaveCount(15);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.reload();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(cards(page)).toHaveCount(3);

  // Filter by type: back to page 1, only JPEGs.
  await page.getByRole('button', { name: 'Filters' }).click();
  const types = page.getByRole('radiogroup', { name: 'File type' });
  await types.getByRole('radio', { name: 'JPEG' }).click();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'seed-photo-a.jpg' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'seed-photo-b.jpg' })).toBeVisible();
  await types.getByRole('radio', { name: 'WebP' }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'seed-banner.webp' })).toBeVisible();
  await expect(countBadge(page)).toHaveText('18');

  // A filter that matches nothing says so, and Clear All brings everything back.
  await page.getByLabel('Maximum size in MB').fill('0.0001');
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).first().click();
  await expect(cards(page)).toHaveCount(15);
  await expect(types.getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');

  // Sort by size: largest first (descending is the default), then smallest first.
  const bySize = await listImages('sort=size&order=asc&per_page=100');
  const smallest = bySize.images[0]?.original_name ?? '';
  const largest = bySize.images.at(-1)?.original_name ?? '';
  expect(new Set(bySize.images.map((image) => image.file_size)).size).toBe(18);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'File size' }).click();
  await expect(cards(page).first()).toHaveAttribute('aria-label', largest);
  await page.getByRole('button', { name: 'Descending' }).click();
  await expect(page.getByRole('button', { name: 'Ascending' })).toBeVisible();
  await expect(cards(page).first()).toHaveAttribute('aria-label', smallest);
  await expect(page).toHaveURL(/sort=size/);
  await expect(page).toHaveURL(/order=asc/);

  // The list view shows the same order as a table.
  await page.getByRole('radio', { name: 'List view' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(16);
  await expect(rows.nth(1)).toContainText(smallest);

  // Name starts at A whatever the direction before (IMG-21): each key has its natural first one.
  await page.getByRole('button', { name: 'Ascending' }).click();
  await expect(page.getByRole('button', { name: 'Descending' })).toBeVisible();
  const byName = await listImages('sort=name&order=asc&per_page=100');
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Name', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Ascending' })).toBeVisible();
  await expect(rows.nth(1)).toContainText(byName.images[0]?.original_name ?? '');

  // Search by filename.
  await page.getByRole('searchbox', { name: 'Search images' }).fill('seed-03');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('seed-03.png');
  await expect(page).toHaveURL(/q=seed-03/);
  await page.getByRole('radio', { name: 'Grid view' }).click();
  await page.close();
});

test('an image chosen from the library becomes the hero image in the builder preview', async ({
  browser,
}) => {
  const [picked] = (await listImages('search=seed-02')).images;
  expect(picked).toBeDefined();
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/themes/create');
  await page
    .getByRole('radiogroup', { name: 'Layout' })
    .getByRole('radio', { name: 'Horizontal Split' })
    .click();
  await page.locator('[data-element="hero"]').first().click();
  await expect(page.getByRole('heading', { name: 'Edit hero' })).toBeVisible();
  for (const tip of [
    'Recommended size: 1200x800px or larger',
    'Use high-quality images for best results',
    'Landscape orientation works best',
  ]) {
    await expect(page.getByText(tip)).toBeVisible();
  }

  await page.getByRole('button', { name: 'Select from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image library' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search images' }).fill('seed-02');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await dialog.getByRole('option', { name: 'seed-02.png' }).click();
  await dialog.getByRole('button', { name: 'Use Image' }).click();
  await expect(dialog).toHaveCount(0);

  const url = picked?.image_url ?? '';
  await expect(page.getByRole('textbox', { name: 'Hero Image URL' })).toHaveValue(url);
  const heroImage = page.getByTestId('builder-preview').locator(`[data-element="hero"] img[src="${url}"]`);
  await expect(heroImage).toBeVisible();
  await expect.poll(() => heroImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Uploading from the panel puts the new image in the field too (hero images may be 10 MB).
  await page.getByLabel('Upload hero image').setInputFiles({
    name: 'builder-hero.jpg',
    mimeType: 'image/jpeg',
    buffer: await imageBytes('jpeg', 2400, 1600, 401),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Hero Image URL' })).toHaveValue(
    /^\/api\/foyer\/uploads\/files\/[0-9a-f]+\.jpg$/,
  );
  const uploaded = (await listImages('search=builder-hero')).images[0];
  expect(uploaded?.original_name).toBe('builder-hero.jpg');
  await page.close();
});

test('an Owner deletes an image after confirming', async ({ browser }) => {
  const page = await pageAs(browser, org.owner);
  await page.goto('/dashboard/images?q=lobby-photo');
  const card = page.getByRole('article', { name: 'lobby-photo.png' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete lobby-photo.png' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this image?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Delete lobby-photo.png' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Image deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No results found')).toBeVisible();
  const remaining = await listImages('search=lobby-photo');
  expect(remaining.total).toBe(0);
  await page.close();
});
