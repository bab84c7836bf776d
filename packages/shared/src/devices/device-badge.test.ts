import { describe, expect, it } from 'vitest';
import { deviceBadge } from './device-badge';
import { deviceInputSchema, defaultDeviceName } from './device';

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
