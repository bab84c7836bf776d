import type { Device, PlayerState } from '@foyer/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/connection';
import { bearer } from '../../test/auth-helpers';
import { createOrgFixture } from '../../test/org-fixture';
import { linkedDevice, pairScreen, screenHeaders } from '../../test/screen-fixture';
import { DIALECTS, useTestApp } from '../../test/test-app';
import { addTheme } from '../../test/theme-fixture';
import { createToken, hashToken, newId } from '../../platform/tokens';
import type * as Repo from './repo';

/**
 * A forced race: while armed, the next free-code check made inside a transaction lets "another
 * screen" take the code it just found free, so the write that follows hits the unique index.
 */
const race = vi.hoisted(() => ({ armed: false, taken: [] as string[] }));

vi.mock('./repo', async (importOriginal) => {
  const actual = await importOriginal<typeof Repo>();
  return {
    ...actual,
    isCodeInUse: async (db: Db, code: string) => {
      if (race.armed && db.isTransaction) {
        race.armed = false;
        race.taken.push(code);
        const at = new Date().toISOString();
        await actual.insertPlayer(db, {
          id: newId(),
          secret_hash: hashToken(createToken()),
          pairing_code: code,
          pairing_expires_at: at,
          device_id: null,
          org_id: null,
          app_version: null,
          last_seen_at: at,
          created_at: at,
        });
        return false;
      }
      return actual.isCodeInUse(db, code);
    },
  };
});

describe.each(DIALECTS)('pairing code races on %s', (dialect) => {
  const t = useTestApp(dialect);
  const app = () => t.current.app;

  afterEach(() => {
    race.armed = false;
    race.taken = [];
  });

  const myState = async (secret: string) =>
    (
      await app().inject({ method: 'GET', url: '/api/foyer/tv-devices/me', headers: screenHeaders(secret) })
    ).json<{ data: PlayerState }>().data;

  async function linkedScreen() {
    const org = await createOrgFixture(app());
    const screen = await pairScreen(app());
    const theme = await addTheme(app(), org.orgId, null);
    const device = await linkedDevice(app(), org.editor.token, screen, {
      org_id: org.orgId,
      sub_org_id: org.north.id,
      theme_id: theme.id,
    });
    return { org, screen, device };
  }

  it('unlinks the screen of a deleted device with another code when its first one was taken meanwhile', async () => {
    const { org, screen, device } = await linkedScreen();
    race.armed = true;
    const res = await app().inject({
      method: 'POST',
      url: `/api/foyer/devices/${device.id}/delete`,
      headers: bearer(org.editor.token),
    });
    expect(res.statusCode).toBe(200);
    expect(race.taken).toHaveLength(1);
    const state = await myState(screen.secret);
    expect(state.device_id).toBeNull();
    expect(state.pairing_code).not.toBe(screen.code);
    expect(state.pairing_code).not.toBe(race.taken[0]);
    const gone = await app().inject({
      method: 'GET',
      url: `/api/foyer/devices/${device.id}`,
      headers: bearer(org.editor.token),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('saves a device that gives up its code although the screen’s fresh code was taken meanwhile', async () => {
    const { org, screen, device } = await linkedScreen();
    race.armed = true;
    const res = await app().inject({
      method: 'POST',
      url: `/api/foyer/devices/${device.id}`,
      headers: bearer(org.editor.token),
      payload: { org_id: org.orgId, pairing_code: 'QTHER7', name: 'Renamed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Device }>().data).toMatchObject({ pairing_code: 'QTHER7', name: 'Renamed' });
    expect(race.taken).toHaveLength(1);
    const state = await myState(screen.secret);
    expect(state.device_id).toBeNull();
    expect([screen.code, race.taken[0]]).not.toContain(state.pairing_code);
  });
});
