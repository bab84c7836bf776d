import type { ImageList, OrganizationImage } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeOrganizationImage, makeUser } from '../../../testing/fixtures';
import { json, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { ImagesLibrary } from './images-library';

const image = makeOrganizationImage();

const page = (images: OrganizationImage[]): ImageList => ({
  images,
  total: images.length,
  organization_total: images.length,
  page: 1,
  per_page: 15,
  page_count: images.length > 0 ? 1 : 0,
});

const listPath = 'GET /api/foyer/organization-images/o1?type=all&sort=date&order=desc&page=1&per_page=15';
const deletePath = `DELETE /api/foyer/organization-images/${image.id}`;

/** The library of an Admin, whose one image `remove` answers the delete of. */
function renderLibrary(remove: () => MockAnswer | Promise<MockAnswer>) {
  let images = [image];
  const api = mockApi({
    [listPath]: () => json({ success: true, data: page(images) }),
    [deletePath]: async () => {
      const answer = await remove();
      if ((answer.status ?? 200) < 300) images = [];
      return answer;
    },
  });
  renderWithClient(
    <MemoryRouter>
      <ImagesLibrary actor={makeUser({ name: 'Ada Admin', role: 'Admin' })} title="Images" />
    </MemoryRouter>,
  );
  return api;
}

async function askToDelete() {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete lobby.png' }));
  const question = within(screen.getByRole('alertdialog', { name: 'Delete image?' }));
  fireEvent.click(question.getByRole('button', { name: 'Delete' }));
  return question;
}

setUpSignedInTests();

describe("the images library's delete (docs/product.md §2, §8)", () => {
  it("says 'Deleting...' while it runs, then 'Image deleted', and the image leaves the list", async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    const { calls } = renderLibrary(() => new Promise((resolve) => (answer = resolve)));
    const question = await askToDelete();

    const deleting = (await question.findByRole('button', { name: 'Deleting...' })) as HTMLButtonElement;
    expect(deleting.disabled).toBe(true);
    expect((question.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);

    answer(json({ success: true, data: null }));
    expect(await screen.findByText('Image deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete lobby.png' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/foyer/organization-images/${image.id}`,
    ]);
  });

  it("says the server's reason after 'Failed to delete image', closes the question and keeps the image", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLibrary(() =>
      json({ success: false, code: 'FORBIDDEN', message: 'Only Owners and Admins can delete images' }, 403),
    );
    await askToDelete();
    expect(
      await screen.findByText('Failed to delete image Only Owners and Admins can delete images'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Delete lobby.png' })).toBeTruthy();
    expect(screen.queryByText('Image deleted')).toBeNull();
    // docs/product.md §8: a failed call is logged.
    expect(logged).toHaveBeenCalled();
  });

  it("says 'Failed to delete image' alone when the server fails itself", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLibrary(() => json({ success: false, code: 'INTERNAL', message: 'Database down' }, 500));
    await askToDelete();
    expect(await screen.findByText('Failed to delete image')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText(/Database down/)).toBeNull();
  });
});
