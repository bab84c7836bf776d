import type { AlertScopeScreen, EmergencyAlert, EmergencyAlertList } from '@foyer/shared';
import { deviceRecord } from '@foyer/shared/testing';
import { makeSubOrganization } from '../../../testing/fixtures';
import { json } from '../../../testing/mock-api';

/*
 * The emergency alerts' tests' records, as the API answers them: organization 'o1', two buildings
 * and three screens (two in North Tower, one in South Tower).
 */

export const north = makeSubOrganization('North Tower');
export const south = makeSubOrganization('South Tower');
export const buildings = [north, south];
export const devices = [
  deviceRecord({ id: 'd1', name: 'Lobby North', sub_org_id: north.id }),
  deviceRecord({ id: 'd2', name: 'Garage North', sub_org_id: north.id }),
  deviceRecord({ id: 'd3', name: 'Lobby South', sub_org_id: south.id }),
];

export const ALERTS_PATH = '/api/foyer/organizations/o1/emergency-alerts';
export const WEBHOOK_PATH = '/api/foyer/organizations/o1/alert-webhook';
export const BUILDINGS_PATH = '/api/foyer/organizations/o1/sub-organizations';

/** An active evacuation of every screen 'a1', started by Olive Owner, confirmed by 2 of 3 screens. */
export function alertRecord(fields: Partial<EmergencyAlert> = {}): EmergencyAlert {
  const now = Date.now();
  return {
    id: 'a1',
    org_id: 'o1',
    template: 'evacuate',
    title: 'Evacuate the building',
    text: 'Leave now by the nearest exit.',
    translations: {},
    tone: 'danger',
    scope: { kind: 'organization' },
    source: 'dashboard',
    started_at: new Date(now - 5 * 60_000).toISOString(),
    started_by: 'Olive Owner',
    expires_at: new Date(now + 55 * 60_000).toISOString(),
    ended_at: null,
    ended_by: null,
    active: true,
    screens: [],
    reach: { total: 3, showing: 2 },
    ...fields,
  };
}

export function screenRecord(fields: Partial<AlertScopeScreen> & Pick<AlertScopeScreen, 'device_id'>) {
  return { name: fields.device_id, sub_org_id: null, online: true, showing: true, ...fields };
}

/** The list call's answer. */
export const alertList = (list: Partial<EmergencyAlertList>) =>
  json({ success: true, data: { active: [], recent: [], ...list } });

/** A refusal as the server words it. */
export const refused = (status: number, code: string, message: string, details?: unknown[]) =>
  json({ success: false, code, message, ...(details ? { details } : {}) }, status);
