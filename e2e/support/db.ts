import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from './env';

/** The browser-test server's SQLite file, for arranging data no screen can create yet. */
function openDatabase() {
  const db = new Database(path.resolve(E2E_DATA_DIR, 'foyer.db'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Puts a bare device (a name only) into a sub-organization, straight into the database; answers its id. */
export function insertDevice(orgId: string, subOrgId: string, name = 'Lobby screen'): string {
  const db = openDatabase();
  try {
    const id = randomUUID();
    const now = new Date().toISOString();
    db.prepare(
      'INSERT INTO devices (id, org_id, sub_org_id, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(id, orgId, subOrgId, name, now, now);
    return id;
  } finally {
    db.close();
  }
}

export function deleteDevice(id: string): void {
  const db = openDatabase();
  try {
    db.prepare('DELETE FROM devices WHERE id = ?').run(id);
  } finally {
    db.close();
  }
}
