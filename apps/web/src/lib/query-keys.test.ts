import type { QueryClient } from '@tanstack/react-query';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys, refreshAfter, type Change } from './query-keys';
import { createQueryClient } from './query-client';

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

/** A client with one watched query per view, each counting how often it was fetched. */
async function watchedViews() {
  const client = createQueryClient();
  clients.push(client);
  const fetches = new Map<string, number>();
  const views = {
    devices: queryKeys.devices.list('o1'),
    device: queryKeys.devices.detail('d1'),
    themes: queryKeys.themes.list('o1'),
    openTheme: queryKeys.themes.detail('t1'),
    tenantLists: queryKeys.tenantLists.list('o1', null),
    images: queryKeys.images.list('o1', { page: 1 }),
    users: queryKeys.users.list('o1'),
    buildings: queryKeys.subOrganizations.list('o1'),
    directories: queryKeys.mobileDirectories.list('o1'),
    tenantSync: queryKeys.tenantSync.detail('list-1'),
  };
  const observers = Object.entries(views).map(([name, queryKey]) => {
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: async () => {
        fetches.set(name, (fetches.get(name) ?? 0) + 1);
        return name;
      },
    });
    observer.subscribe(() => undefined);
    return observer;
  });
  await Promise.all(observers.map((observer) => observer.refetch()));
  fetches.clear();
  const refetchedAfter = async (change: Change) => {
    fetches.clear();
    await refreshAfter(client, change);
    return [...fetches.keys()].sort();
  };
  return { refetchedAfter };
}

describe('refreshAfter', () => {
  it('a saved theme refreshes the theme lists and the devices, whose badge it changes, not the open theme', async () => {
    const { refetchedAfter } = await watchedViews();
    expect(await refetchedAfter('theme')).toEqual(['device', 'devices', 'themes']);
  });

  it('a saved tenant list refreshes the lists and the devices', async () => {
    const { refetchedAfter } = await watchedViews();
    expect(await refetchedAfter('tenantList')).toEqual(['device', 'devices', 'tenantLists']);
  });

  it("an applied sync refreshes the list's sync state, the lists and the devices", async () => {
    const { refetchedAfter } = await watchedViews();
    expect(await refetchedAfter('tenantSync')).toEqual(['device', 'devices', 'tenantLists', 'tenantSync']);
  });

  it('a device change refreshes the devices only; a building change also the users, who are listed with theirs, and the devices, whose screens show its name', async () => {
    const { refetchedAfter } = await watchedViews();
    expect(await refetchedAfter('device')).toEqual(['device', 'devices']);
    expect(await refetchedAfter('subOrganization')).toEqual(['buildings', 'device', 'devices', 'users']);
    expect(await refetchedAfter('image')).toEqual(['images']);
    expect(await refetchedAfter('user')).toEqual(['users']);
  });

  it("a building's mobile directory refreshes the directories and the devices, whose QR code it changes", async () => {
    const { refetchedAfter } = await watchedViews();
    expect(await refetchedAfter('mobileDirectory')).toEqual(['device', 'devices', 'directories']);
  });
});
