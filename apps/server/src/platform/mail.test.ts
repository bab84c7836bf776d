import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_DELIVERY } from './config';
import { smtpUrlWithTimeouts } from './mail';
import { retryDelayMs } from './mail-worker';

describe('mail sending settings', () => {
  it('gives nodemailer our timeouts, keeping those SMTP_URL sets itself and its login', () => {
    const url = new URL(
      smtpUrlWithTimeouts('smtps://user:p%40ss@mail.example.com:465?socketTimeout=60000', 5000),
    );
    expect(url.protocol).toBe('smtps:');
    expect(`${url.username}:${url.password}@${url.host}`).toBe('user:p%40ss@mail.example.com:465');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      socketTimeout: '60000',
      connectionTimeout: '5000',
      greetingTimeout: '5000',
      dnsTimeout: '5000',
    });
  });

  it('waits twice as long after each failed attempt, at most 10 minutes', () => {
    expect([1, 2, 3, 5, 6, 40].map((attempts) => retryDelayMs(DEFAULT_MAIL_DELIVERY, attempts))).toEqual([
      30_000, 60_000, 120_000, 480_000, 600_000, 600_000,
    ]);
  });
});
