import { MOBILE_DIRECTORY_MESSAGES, type BuildingDirectory } from '@foyer/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSubOrganization, makeUser } from '../../../testing/fixtures';
import { json, mockApi, type MockAnswer } from '../../../testing/mock-api';
import { renderWithClient } from '../../../testing/render-with-client';
import { setUpSignedInTests } from '../../../testing/signed-in-tests';
import { SubOrganizationsManager } from './sub-organizations-manager';

const north = makeSubOrganization('North Tower');
const owner = makeUser({ name: 'Olive Owner', role: 'Owner' });
const FIRST_URL = `https://foyer.example.com/directory/${'a'.repeat(43)}`;
const SECOND_URL = `https://foyer.example.com/directory/${'b'.repeat(43)}`;

const listPath = 'GET /api/foyer/organizations/o1/sub-organizations';
const directoriesPath = 'GET /api/foyer/organizations/o1/mobile-directories';
const setPath = `POST /api/foyer/sub-organizations/${north.id}/mobile-directory`;
const newAddressPath = `POST /api/foyer/sub-organizations/${north.id}/mobile-directory/new-address`;

const directory = (enabled: boolean, url: string | null): BuildingDirectory => ({
  sub_org_id: north.id,
  enabled,
  url,
});
/**
 * The server as far as the directories go: the list answers the current state, and a change
 * answers `next` (with `message`) and becomes the current state.
 */
function directoryServer(initial: BuildingDirectory) {
  let current = initial;
  return {
    list: () => json({ success: true, data: [current] }),
    change: (next: BuildingDirectory, message: string) => () => {
      current = next;
      return json({ success: true, message, data: next });
    },
  };
}

function renderManager(actor = owner) {
  renderWithClient(<SubOrganizationsManager actor={actor} title="Sub-Organizations" />);
}

async function directoryPart() {
  const card = within(await screen.findByRole('article', { name: 'North Tower' }));
  return within(card.getByRole('region', { name: 'Mobile directory' }));
}

setUpSignedInTests();

describe("a building card's mobile directory (docs/product.md §11)", () => {
  it('turns on, then shows the address as a link, its QR code and the reminder to publish', async () => {
    const server = directoryServer(directory(false, null));
    const { calls } = mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [directoriesPath]: server.list,
      [setPath]: server.change(directory(true, FIRST_URL), MOBILE_DIRECTORY_MESSAGES.enabled),
    });
    renderManager();
    const part = await directoryPart();
    const toggle = part.getByRole('switch', { name: 'Mobile directory' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(part.queryByRole('link')).toBeNull();

    fireEvent.click(toggle);
    expect(await screen.findByText(MOBILE_DIRECTORY_MESSAGES.enabled)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ enabled: true });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const link = part.getByRole('link', { name: /foyer\.example\.com\/directory\// });
    expect(link.getAttribute('href')).toBe(FIRST_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const qr = part.getByRole('img', { name: 'QR code of the mobile directory of North Tower' });
    expect(qr.getAttribute('data-qr-value')).toBe(FIRST_URL);
    // On the card, and in the toast.
    expect(part.getByText(MOBILE_DIRECTORY_MESSAGES.republish)).toBeTruthy();
    expect(
      within(screen.getByText(MOBILE_DIRECTORY_MESSAGES.enabled).closest('li') as HTMLElement).getByText(
        MOBILE_DIRECTORY_MESSAGES.republish,
      ),
    ).toBeTruthy();
  });

  it("copies the link and says 'Copied'", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [directoriesPath]: () => json({ success: true, data: [directory(true, FIRST_URL)] }),
    });
    renderManager();
    const part = await directoryPart();
    fireEvent.click(await part.findByRole('button', { name: 'Copy link' }));
    expect(await part.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(FIRST_URL);
  });

  it('asks before giving a new address, and then shows it', async () => {
    const server = directoryServer(directory(true, FIRST_URL));
    const { calls } = mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [directoriesPath]: server.list,
      [newAddressPath]: server.change(directory(true, SECOND_URL), MOBILE_DIRECTORY_MESSAGES.rotated),
    });
    renderManager();
    const part = await directoryPart();

    fireEvent.click(await part.findByRole('button', { name: 'New address' }));
    let confirm = within(screen.getByRole('alertdialog', { name: 'Give this directory a new address?' }));
    expect(confirm.getByText('The current link and printed QR codes stop working.')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(part.getByRole('button', { name: 'New address' }));
    confirm = within(screen.getByRole('alertdialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'New address' }));
    expect(await screen.findByText(MOBILE_DIRECTORY_MESSAGES.rotated)).toBeTruthy();
    expect(part.getByRole('link', { name: /directory/ }).getAttribute('href')).toBe(SECOND_URL);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/foyer/sub-organizations/${north.id}/mobile-directory/new-address`,
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says why the server refused a change, and keeps the switch as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [directoriesPath]: () => json({ success: true, data: [directory(true, FIRST_URL)] }),
      [setPath]: () =>
        json(
          {
            success: false,
            code: 'FORBIDDEN',
            message: 'Only Owners and Admins can manage sub-organizations',
          },
          403,
        ),
    });
    renderManager();
    const part = await directoryPart();
    const toggle = part.getByRole('switch', { name: 'Mobile directory' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(toggle);
    expect(
      await screen.findByText(
        'Failed to change the mobile directory: Only Owners and Admins can manage sub-organizations',
      ),
    ).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(part.queryByText(MOBILE_DIRECTORY_MESSAGES.republish)).toBeNull();
  });

  it('says when the directories could not be loaded', async () => {
    mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [directoriesPath]: () => json({ success: false, code: 'FORBIDDEN', message: 'Not allowed here' }, 403),
    });
    renderManager();
    const part = await directoryPart();
    expect(await part.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Not allowed here'),
    );
    expect((part.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not shown to roles that may not manage buildings, who do not ask for it', async () => {
    const { calls } = mockApi({ [listPath]: () => json({ success: true, data: [north] }) });
    renderManager(makeUser({ name: 'Edith Editor', role: 'Editor', accessibleSubOrganizations: [north.id] }));
    await screen.findByRole('article', { name: 'North Tower' });
    expect(screen.queryByRole('region', { name: 'Mobile directory' })).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/mobile-directories'))).toBe(false);
  });
});

describe("a building card's mobile directory while a change runs, and when it fails (docs/product.md §8)", () => {
  const notAllowed = 'Only Owners and Admins can manage sub-organizations';
  const refused = () => json({ success: false, code: 'FORBIDDEN', message: notAllowed }, 403);

  it('keeps the switch disabled while the change runs, then lets it be used again', async () => {
    const server = directoryServer(directory(false, null));
    let answer: (value: MockAnswer) => void = () => undefined;
    mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [directoriesPath]: server.list,
      [setPath]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderManager();
    const part = await directoryPart();
    const toggle = part.getByRole('switch', { name: 'Mobile directory' }) as HTMLButtonElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.disabled).toBe(true));
    expect(screen.queryByText(MOBILE_DIRECTORY_MESSAGES.enabled)).toBeNull();

    answer(server.change(directory(true, FIRST_URL), MOBILE_DIRECTORY_MESSAGES.enabled)());
    expect(await screen.findByText(MOBILE_DIRECTORY_MESSAGES.enabled)).toBeTruthy();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it("says 'Making a new address...' while it runs, then the server's reason, and keeps the address", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer: (value: MockAnswer) => void = () => undefined;
    mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [directoriesPath]: () => json({ success: true, data: [directory(true, FIRST_URL)] }),
      [newAddressPath]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderManager();
    const part = await directoryPart();
    fireEvent.click(await part.findByRole('button', { name: 'New address' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Give this directory a new address?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'New address' }));

    const making = (await confirm.findByRole('button', {
      name: 'Making a new address...',
    })) as HTMLButtonElement;
    expect(making.disabled).toBe(true);
    expect((confirm.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    // Behind the question (hidden from the accessibility tree while it is open).
    expect((part.getByRole('switch', { hidden: true }) as HTMLButtonElement).disabled).toBe(true);

    answer(refused());
    expect(
      await screen.findByText(`Failed to give the mobile directory a new address: ${notAllowed}`),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(part.getByRole('link', { name: /directory/ }).getAttribute('href')).toBe(FIRST_URL);
    expect(part.queryByText(MOBILE_DIRECTORY_MESSAGES.republish)).toBeNull();
    expect((part.getByRole('switch') as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the dashboard’s text alone when the server cannot be reached or fails itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [listPath]: () => json({ success: true, data: [north] }),
      [directoriesPath]: () => json({ success: true, data: [directory(true, FIRST_URL)] }),
      [setPath]: () => Promise.reject(new TypeError('Failed to fetch')),
      [newAddressPath]: () => json({ success: false, code: 'INTERNAL', message: 'Database down' }, 500),
    });
    renderManager();
    const part = await directoryPart();
    const toggle = part.getByRole('switch', { name: 'Mobile directory' }) as HTMLButtonElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText('Failed to change the mobile directory')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(part.getByRole('button', { name: 'New address' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'New address' }));
    expect(await screen.findByText('Failed to give the mobile directory a new address')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
