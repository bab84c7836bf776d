import { describe, expect, it } from 'vitest';
import { backOnlineMail, offlineMail, readableDuration, readableUtc } from './mail-text';

const links = {
  devicesLink: 'https://foyer.example/dashboard/devices',
  settingsLink: 'https://foyer.example/dashboard/settings',
};

describe('offline e-mails', () => {
  it('says times in UTC both exactly and readably, and durations in words', () => {
    expect(readableUtc('2026-05-05T09:04:30.000Z')).toBe('Tue 5 May 2026, 09:04 UTC');
    expect(readableDuration(30_000)).toBe('less than a minute');
    expect(readableDuration(60_000)).toBe('1 minute');
    expect(readableDuration(11 * 60_000 + 59_000)).toBe('11 minutes');
    expect(readableDuration(2 * 3600_000)).toBe('2 hours');
    expect(readableDuration(85 * 60_000)).toBe('1 hour 25 minutes');
    expect(readableDuration(76 * 3600_000)).toBe('3 days 4 hours');
  });

  it('escapes names in the HTML part and keeps them as typed in the text part', () => {
    const mail = offlineMail({
      ...links,
      to: 'owner@example.com',
      recipientName: 'Olivia <Owner>',
      organizationName: 'A & B',
      screens: [{ name: '<b>Lobby</b>', building: 'North & Co', lastSeenAt: '2026-05-05T09:00:00.000Z' }],
      now: new Date('2026-05-05T09:12:00.000Z'),
      alertMinutes: 10,
    });
    expect(mail.subject).toBe('Screen offline: <b>Lobby</b> (North & Co)');
    expect(mail.text).toContain(
      '- <b>Lobby</b> (North & Co): last seen Tue 5 May 2026, 09:00 UTC (2026-05-05T09:00:00.000Z), 12 minutes ago',
    );
    expect(mail.html).toContain('&#60;b&#62;Lobby&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Lobby');
    expect(mail.html).toContain('Olivia &#60;Owner&#62;');
  });

  it('names the outage of each screen back online', () => {
    const mail = backOnlineMail({
      ...links,
      to: 'owner@example.com',
      recipientName: 'Olivia',
      organizationName: 'Acme',
      screens: [
        {
          name: 'Lobby North',
          building: 'North Tower',
          lastSeenAt: '2026-05-05T09:00:00.000Z',
          backAt: '2026-05-05T09:40:00.000Z',
        },
        {
          name: 'Lobby South',
          building: 'South Tower',
          lastSeenAt: '2026-05-05T08:00:00.000Z',
          backAt: '2026-05-05T09:41:00.000Z',
        },
      ],
    });
    expect(mail.subject).toBe('2 screens back online in Acme');
    expect(mail.text).toContain(
      '- Lobby North (North Tower): back Tue 5 May 2026, 09:40 UTC (2026-05-05T09:40:00.000Z), after 40 minutes without contact',
    );
    expect(mail.text).toContain(
      '- Lobby South (South Tower): back Tue 5 May 2026, 09:41 UTC (2026-05-05T09:41:00.000Z), after 1 hour 41 minutes without contact',
    );
  });
});
