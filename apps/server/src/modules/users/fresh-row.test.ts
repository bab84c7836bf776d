import { USER_MESSAGES, type User } from '@foyer/shared';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/connection';
import type * as OrganizationsService from '../organizations/service';
import { bearer } from '../../test/auth-helpers';
import {
  addMember,
  addSubOrganization,
  createInvitation,
  createOrgFixture,
  type OrgFixture,
} from '../../test/org-fixture';
import { DIALECTS, useTestApp, type TestApp } from '../../test/test-app';
import { deleteUser, findUserById, updateUser } from './repo';

/*
 * Users are changed under the organization's lock, and every rule is decided on the target as
 * read inside that transaction, never on a row read before it. `meanwhile` stands for another
 * request whose change commits after this one's first reads, just before its transaction.
 */
const meanwhile = vi.hoisted(() => ({ change: undefined as ((db: Db) => Promise<unknown>) | undefined }));

vi.mock('../organizations/service', async (importOriginal) => {
  const actual = await importOriginal<typeof OrganizationsService>();
  return {
    ...actual,
    inOrganizationTransaction: async <T>(db: Db, orgId: string, work: (trx: Db) => Promise<T>) => {
      const change = meanwhile.change;
      meanwhile.change = undefined;
      if (change) await change(db);
      return actual.inOrganizationTransaction(db, orgId, work);
    },
  };
});

function api(t: { current: TestApp }) {
  const app = () => t.current.app;
  return {
    edit: (token: string, user: User, changes: Record<string, unknown>) =>
      app().inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: bearer(token),
        payload: { name: user.name, email: user.email, role: user.role, ...changes },
      }),
    remove: (token: string, id: string) =>
      app().inject({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(token) }),
    access: (token: string, id: string, ids: string[]) =>
      app().inject({
        method: 'PUT',
        url: `/api/users/${id}/access`,
        headers: bearer(token),
        payload: { accessibleSubOrganizations: ids },
      }),
    me: (token: string) => app().inject({ method: 'GET', url: '/api/me', headers: bearer(token) }),
  };
}

describe.each(DIALECTS)('users: rules on the fresh row on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { edit, remove, access, me } = api(t);
  const db = () => t.current.app.ctx.db;
  const promote = (id: string) => (db: Db) => updateUser(db, id, { role: 'Owner' }, new Date().toISOString());

  it('an Admin cannot delete a user who has just been made an Owner', async () => {
    const org = await createOrgFixture(t.current.app);
    meanwhile.change = promote(org.editor.user.id);
    const res = await remove(org.admin.token, org.editor.user.id);
    expect(meanwhile.change).toBeUndefined();
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(USER_MESSAGES.adminCannotDeleteOwner);
    expect((await findUserById(db(), org.editor.user.id))?.role).toBe('Owner');
  });

  it('an Admin cannot change the access or password of a user who has just been made an Owner', async () => {
    const org = await createOrgFixture(t.current.app);
    meanwhile.change = promote(org.editor.user.id);
    const res = await access(org.admin.token, org.editor.user.id, [org.south.id]);
    expect(meanwhile.change).toBeUndefined();
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(USER_MESSAGES.adminCannotEditOwner);

    const other = await createOrgFixture(t.current.app);
    meanwhile.change = promote(other.viewer.user.id);
    const password = await edit(other.admin.token, other.viewer.user, {
      password: 'taken-over',
      accessibleSubOrganizations: [other.south.id],
    });
    expect(meanwhile.change).toBeUndefined();
    expect(password.statusCode).toBe(403);
    expect(password.json().message).toBe(USER_MESSAGES.adminCannotEditOwner);
    // Neither the password nor the sessions changed.
    expect((await me(other.viewer.token)).statusCode).toBe(200);
  });

  it('promoting a user who has just been deleted is 404 and brings nobody back', async () => {
    const org = await createOrgFixture(t.current.app);
    meanwhile.change = (db) => deleteUser(db, org.editor.user.id);
    const res = await edit(org.owner.token, org.editor.user, { role: 'Owner' });
    expect(meanwhile.change).toBeUndefined();
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(USER_MESSAGES.userNotFound);
    expect(await findUserById(db(), org.editor.user.id)).toBeUndefined();
  });

  it('counts Owners as they are once locked: the other Owner has just left, so this one stays', async () => {
    const org = await createOrgFixture(t.current.app);
    const second = await addMember(t.current.app, org.orgId, 'Owner');
    meanwhile.change = (db) => deleteUser(db, second.user.id);
    const res = await remove(org.owner.token, org.owner.user.id);
    expect(meanwhile.change).toBeUndefined();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(USER_MESSAGES.lastOwner);
  });
  it('an Owner demoted meanwhile acts as the Admin they now are', async () => {
    const org = await createOrgFixture(t.current.app);
    const second = await addMember(t.current.app, org.orgId, 'Owner');
    meanwhile.change = (db) => updateUser(db, org.owner.user.id, { role: 'Admin' }, new Date().toISOString());
    const res = await remove(org.owner.token, second.user.id);
    expect(meanwhile.change).toBeUndefined();
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(USER_MESSAGES.adminCannotDeleteOwner);
    expect(await findUserById(db(), second.user.id)).toBeDefined();
  });

  it('an Admin cannot re-invite someone who has just become an Owner', async () => {
    const org = await createOrgFixture(t.current.app);
    const invited = await createInvitation(t.current.app, org.orgId, 'Viewer', [org.south.id]);
    meanwhile.change = promote(invited.userId);
    const res = await t.current.app.inject({
      method: 'POST',
      url: '/api/invite-users',
      headers: bearer(org.admin.token),
      payload: {
        name: 'Again',
        email: invited.email,
        role: 'Editor',
        accessibleSubOrganizations: [org.north.id],
      },
    });
    expect(meanwhile.change).toBeUndefined();
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(USER_MESSAGES.adminCannotEditOwner);
    expect((await findUserById(db(), invited.userId))?.name).toBe('Invited Person');
  });
});

/**
 * Real concurrency on PostgreSQL, made deterministic: a separate connection holds the
 * organization's lock until the requests are seen waiting for it, then lets them go.
 */
describe.runIf(DIALECTS.includes('postgres'))('users: concurrent changes on postgres', () => {
  const t = useTestApp('postgres');
  const { edit, remove, access } = api(t);

  /** Starts the requests while the organization is locked, lets them go once `waiters` wait for it. */
  async function withOrganizationHeld<T>(
    org: OrgFixture,
    waiters: number,
    start: () => Promise<T>,
    whileHeld: (client: pg.Client) => Promise<void> = async () => {},
  ): Promise<T> {
    const client = new pg.Client({ connectionString: t.current.config.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query('UPDATE organizations SET name = name WHERE id = $1', [org.orgId]);
      const started = start();
      let waiting = 0;
      for (let i = 0; i < 200 && waiting < waiters; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        // pg_stat_activity is read once per transaction unless the snapshot is cleared.
        await client.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        waiting = Number(rows[0]?.n);
      }
      await whileHeld(client);
      await client.query('COMMIT');
      const answers = await started;
      // Every request waited for the organization's lock before deciding anything.
      expect(waiting).toBe(waiters);
      return answers;
    } finally {
      await client.end();
    }
  }

  it('an Owner promoting a user and an Admin deleting them never both succeed', async () => {
    const org = await createOrgFixture(t.current.app);
    const target = org.editor.user;
    const [promoted, deleted] = await withOrganizationHeld(org, 2, () =>
      Promise.all([edit(org.owner.token, target, { role: 'Owner' }), remove(org.admin.token, target.id)]),
    );
    const stored = await findUserById(t.current.app.ctx.db, target.id);
    if (promoted.statusCode === 200) {
      // The promotion went first: the Admin was then refused an Owner.
      expect(deleted.statusCode).toBe(403);
      expect(stored?.role).toBe('Owner');
    } else {
      // The delete went first: there was nobody left to promote.
      expect(deleted.statusCode).toBe(200);
      expect(promoted.statusCode).toBe(404);
      expect(stored).toBeUndefined();
    }
  });

  it('an Admin’s delete waiting for the lock sees the promotion committed before it', async () => {
    const org = await createOrgFixture(t.current.app);
    const res = await withOrganizationHeld(
      org,
      1,
      () => remove(org.admin.token, org.editor.user.id),
      async (client) => {
        await client.query(`UPDATE users SET role = 'Owner' WHERE id = $1`, [org.editor.user.id]);
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(USER_MESSAGES.adminCannotDeleteOwner);
    expect((await findUserById(t.current.app.ctx.db, org.editor.user.id))?.role).toBe('Owner');
  });

  it('giving a user a building and deleting that building never leave the deleted building in their access', async () => {
    const org = await createOrgFixture(t.current.app);
    const building = await addSubOrganization(t.current.app, org.orgId, 'East Wing');
    const [given, deleted] = await withOrganizationHeld(org, 2, () =>
      Promise.all([
        access(org.admin.token, org.editor.user.id, [building.id]),
        t.current.app.inject({
          method: 'POST',
          url: `/api/foyer/sub-organizations/${building.id}/delete`,
          headers: bearer(org.owner.token),
        }),
      ]),
    );
    expect(deleted.statusCode).toBe(200);
    // Given first, then taken out again by the delete; or refused, the building being gone.
    if (given.statusCode !== 200) expect(given.statusCode).toBe(400);
    const stored = await findUserById(t.current.app.ctx.db, org.editor.user.id);
    expect(JSON.parse(stored?.accessible_sub_organizations ?? '[]')).not.toContain(building.id);
  });
});
