import { describe, expect, it } from 'vitest';
import { deviceBadge } from './device-badge';
import { asleepText, deviceInputSchema, defaultDeviceName } from './device';

describe('deviceBadge', () => {
  it('is UNPUBLISHED before the first publish, whatever else is set', () => {
    expect(deviceBadge({ hasBeenPublished: false, hasUnpublishedChanges: true, status: 'Connected' })).toBe(
      'UNPUBLISHED',
    );
  });
  it('asks to publish when a published device has changes', () => {
    expect(deviceBadge({ hasBeenPublished: true, hasUnpublishedChanges: true, status: 'Connected' })).toBe(
      'CHANGES, PLEASE PUBLISH',
    );
  });
  it('otherwise follows the status, Disconnected by default', () => {
    expect(deviceBadge({ hasBeenPublished: true, hasUnpublishedChanges: false, status: 'Connected' })).toBe(
      'CONNECTED',
    );
    expect(
      deviceBadge({ hasBeenPublished: true, hasUnpublishedChanges: false, status: 'Disconnected' }),
    ).toBe('DISCONNECTED');
    expect(deviceBadge({ hasBeenPublished: true, hasUnpublishedChanges: false })).toBe('DISCONNECTED');
  });
});

describe('deviceInputSchema', () => {
  it('trims and upper-cases the pairing code', () => {
    expect(deviceInputSchema.parse({ pairing_code: ' ab23cd ' }).pairing_code).toBe('AB23CD');
  });
  it('refuses other characters', () => {
    expect(deviceInputSchema.safeParse({ pairing_code: 'AB-12' }).success).toBe(false);
  });
  it('names a blank device by date and time', () => {
    expect(defaultDeviceName(new Date('2026-03-04T05:06:07Z'))).toBe('Device 2026-03-04 05:06');
  });
});

describe('asleepText (docs/decisions/schedules.md SCH-7)', () => {
  const now = new Date('2026-11-27T22:30:00.000Z');
  it('says until when in the building’s local time, naming the weekday of another local day', () => {
    // 23:30 in Berlin; it opens 07:00 the next morning there.
    expect(asleepText({ until: '2026-11-28T06:00:00.000Z', time_zone: 'Europe/Berlin' }, now)).toBe(
      'Asleep until Sat 07:00',
    );
    // Still Friday in New York: it opens 19:00 there.
    expect(asleepText({ until: '2026-11-28T00:00:00.000Z', time_zone: 'America/New_York' }, now)).toBe(
      'Asleep until 19:00',
    );
    expect(asleepText({ until: null, time_zone: 'UTC' }, now)).toBe('Asleep');
  });
});
