import type { Notice } from '@foyer/shared';
import { deviceRecord } from '@foyer/shared/testing';
import { makeSubOrganization } from '../../../testing/fixtures';
import { json } from '../../../testing/mock-api';

/*
 * The notices' tests' records, as the API answers them: organization 'o1', two buildings, three
 * screens (two in North Tower, one in South Tower).
 */

export const north = makeSubOrganization('North Tower');
export const south = makeSubOrganization('South Tower');
export const buildings = [north, south];
export const devices = [
  deviceRecord({ id: 'd1', name: 'Lobby North', sub_org_id: north.id }),
  deviceRecord({ id: 'd2', name: 'Garage North', sub_org_id: north.id }),
  deviceRecord({ id: 'd3', name: 'Lobby South', sub_org_id: south.id }),
];

export const NOTICES_PATH = '/api/foyer/organizations/o1/notices';
export const BUILDINGS_PATH = '/api/foyer/organizations/o1/sub-organizations';
export const schedulePath = (id: string) => `/api/foyer/sub-organizations/${id}/schedule`;

/** Lift maintenance in North Tower, Saturday to Monday mornings, showing now. */
export function noticeRecord(fields: Partial<Notice> = {}): Notice {
  return {
    id: 'n1',
    org_id: 'o1',
    title: 'Lift maintenance',
    text: 'Please use the stairs.',
    image_url: '',
    tone: 'attention',
    scope: { kind: 'buildings', ids: [north.id] },
    schedule: {
      starts_at: '2026-11-28T08:00',
      ends_at: '2026-11-30T12:00',
      weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'],
      times: [{ from: '08:00', to: '12:00' }],
    },
    state: 'showing',
    ended_at: null,
    created_by_name: 'Olive Owner',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

export const noticeList = (notices: Notice[]) => json({ success: true, data: notices });

/** A refusal as the server words it. */
export const refused = (status: number, code: string, message: string, details?: unknown[]) =>
  json({ success: false, code, message, ...(details ? { details } : {}) }, status);
