import type { ImageList, Role } from '@foyer/shared';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrganizationImage, makeUser } from '../../../testing/fixtures';
import { json, mockApi, testOrganization } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { ImagesRoute } from './images';

const image = makeOrganizationImage();

const page: ImageList = {
  images: [image],
  total: 1,
  organization_total: 1,
  page: 1,
  per_page: 15,
  page_count: 1,
};

/** The address's query, and a plain link to the page (as the user menu has). */
function Address() {
  const location = useLocation();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <Link to="/dashboard/images">Images menu item</Link>
    </>
  );
}

function renderAs(role: Role, answer: ImageList = page, path = '/dashboard/images') {
  const user = makeUser({ name: `${role} Person`, role });
  mockApi({
    'GET /api/me': () => json({ success: true, data: { user, organization: testOrganization } }),
    'GET /api/foyer/organization-images/o1?type=all&sort=date&order=desc&page=1&per_page=15': () =>
      json({ success: true, data: answer }),
    'GET /api/foyer/organization-images/o1?search=lobby&type=all&sort=date&order=desc&page=1&per_page=15':
      () => json({ success: true, data: answer }),
  });
  renderRoutes(
    <Route
      path="/dashboard/images"
      element={
        <>
          <ImagesRoute />
          <Address />
        </>
      }
    />,
    { path },
  );
}

beforeEach(() => localStorage.setItem('authToken', 'tok'));
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/dashboard/images by role (docs/product.md §6: download for all, delete for Owner and Admin)', () => {
  it('lets a Viewer open the library and download, without upload or delete', async () => {
    renderAs('Viewer');
    expect(await screen.findByRole('link', { name: 'Download lobby.png' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete lobby.png' })).toBeNull();
    expect(screen.queryByLabelText('Choose image')).toBeNull();
  });

  it('tells a Viewer of an empty library that it is empty, without asking them to upload', async () => {
    renderAs('Viewer', { ...page, images: [], total: 0, organization_total: 0 });
    expect(await screen.findByText('No images yet')).toBeTruthy();
    expect(screen.queryByText(/Upload logos and photos above/)).toBeNull();
  });

  it('lets an Editor download and upload, without delete', async () => {
    renderAs('Editor');
    expect(await screen.findByRole('link', { name: 'Download lobby.png' })).toBeTruthy();
    expect(screen.getByLabelText('Choose image')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete lobby.png' })).toBeNull();
  });

  it('gives an Admin delete as well', async () => {
    renderAs('Admin');
    expect(await screen.findByRole('button', { name: 'Delete lobby.png' })).toBeTruthy();
  });
});

describe('/dashboard/images search box', () => {
  it('follows the address: a link to the plain page clears the search for good', async () => {
    // Time runs as usual, and can be moved past the search box's pause at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAs('Owner', page, '/dashboard/images?q=lobby');
    const box = (await screen.findByRole('searchbox', { name: 'Search images' })) as HTMLInputElement;
    expect(box.value).toBe('lobby');
    fireEvent.click(screen.getByRole('link', { name: 'Images menu item' }));
    await waitFor(() => expect(box.value).toBe(''));
    // Past the search box's pause (every timer it may have set has run): the old text must not
    // come back into the address.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByTestId('search').textContent).toBe('');
    expect(box.value).toBe('');
  });
});
