import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_DELIVERY, DEFAULT_RATE_LIMITS, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Foyer <no-reply@foyer.local>',
      storage: { kind: 'local', dir: path.resolve('./data/uploads') },
      demo: false,
      trustProxy: false,
      logLevel: 'info',
      rateLimits: DEFAULT_RATE_LIMITS,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/foyer-data',
      DATABASE_URL: 'postgres://u:p@db:5432/foyer',
      PUBLIC_URL: 'https://lobby.example.com/',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Lobby <lobby@example.com>',
      FOYER_DEMO: '1',
      LOG_LEVEL: 'debug',
      STORAGE: 's3',
      S3_BUCKET: 'b',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'https://s3.example.com',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/foyer-data',
      databaseUrl: 'postgres://u:p@db:5432/foyer',
      publicUrl: 'https://lobby.example.com',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Lobby <lobby@example.com>',
      demo: true,
      logLevel: 'debug',
      storage: { kind: 's3', bucket: 'b', region: 'eu-west-1', endpoint: 'https://s3.example.com' },
    });
  });

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    expect(loadConfig({ PORT: '4000', PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:4000');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: '-1' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ PUBLIC_URL: 'lobby.example.com' }, /PUBLIC_URL/],
    [{ STORAGE: 'ftp' }, /STORAGE/],
    [{ STORAGE: 's3' }, /S3_BUCKET is required when STORAGE=s3/],
    [
      { STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k' },
      /S3_SECRET_ACCESS_KEY is required/,
    ],
    [{ FOYER_DEMO: 'yes please' }, /FOYER_DEMO/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY .*bad entry "yes"/],
    [{ TRUST_PROXY: '10.0.0.1, 10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '-1' }, /TRUST_PROXY/],
    [{ FETCH_ALLOWED_NETWORKS: '10.0.0.0/8, intranet' }, /FETCH_ALLOWED_NETWORKS .*bad entry "intranet"/],
    [{ FETCH_ALLOWED_NETWORKS: '10.0.0.0/33' }, /FETCH_ALLOWED_NETWORKS/],
  ])('rejects %o with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['0', 0],
    ['127.0.0.1', ['127.0.0.1']],
    [
      ' loopback, 10.0.0.0/8 ,::1, 192.168.1.0/255.255.255.0 ',
      ['loopback', '10.0.0.0/8', '::1', '192.168.1.0/255.255.255.0'],
    ],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('multiplies the rate limits by RATE_LIMIT_FACTOR and refuses a factor below 1', () => {
    const limits = loadConfig({ RATE_LIMIT_FACTOR: '20' }).rateLimits;
    expect(limits.register).toEqual({ max: DEFAULT_RATE_LIMITS.register.max * 20, windowMs: 60_000 });
    expect(limits.login.max).toBe(DEFAULT_RATE_LIMITS.login.max * 20);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0.5' })).toThrow(/RATE_LIMIT_FACTOR must be at least 1/);
  });

  it('waits SMTP_TIMEOUT_MS for the mail server (default 5 s), within 0.5 to 120 s', () => {
    expect(loadConfig({}).mailDelivery).toEqual(DEFAULT_MAIL_DELIVERY);
    expect(loadConfig({ SMTP_TIMEOUT_MS: '2500' }).mailDelivery.timeoutMs).toBe(2500);
    expect(() => loadConfig({ SMTP_TIMEOUT_MS: '100' })).toThrow(/SMTP_TIMEOUT_MS must be at least 500/);
    expect(() => loadConfig({ SMTP_TIMEOUT_MS: 'soon' })).toThrow(/SMTP_TIMEOUT_MS/);
  });

  it('limits how long a request waits on the database (5 s a statement, 3 s for a connection)', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ statementMs: 5000, connectMs: 3000 });
    const small = loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '200', DATABASE_CONNECT_TIMEOUT_MS: '100' });
    expect(small.databaseTimeouts).toEqual({ statementMs: 200, connectMs: 100 });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS must be at least 50 \(got "0"\)/,
    );
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: 'never' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS must be a number/,
    );
  });

  it('gives memory back above MEMORY_TARGET_MB (600 by default, 0 never)', () => {
    expect(loadConfig({}).memoryTargetBytes).toBe(600 * 1024 * 1024);
    expect(loadConfig({ MEMORY_TARGET_MB: '0' }).memoryTargetBytes).toBe(0);
    expect(loadConfig({ MEMORY_TARGET_MB: '1024' }).memoryTargetBytes).toBe(1024 * 1024 * 1024);
    expect(() => loadConfig({ MEMORY_TARGET_MB: '-1' })).toThrow(
      /MEMORY_TARGET_MB must be 0 \(never give memory back\) or more \(got "-1"\)/,
    );
    expect(() => loadConfig({ MEMORY_TARGET_MB: 'half' })).toThrow(/MEMORY_TARGET_MB must be a number/);
  });

  it('says what is wrong with PORT', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")',
    );
  });

  it('reads FETCH_ALLOWED_NETWORKS as a list of CIDRs, empty by default', () => {
    expect(loadConfig({}).fetchAllowedNetworks).toEqual([]);
    expect(loadConfig({ FETCH_ALLOWED_NETWORKS: '127.0.0.1/32, fd00::/8' }).fetchAllowedNetworks).toEqual([
      '127.0.0.1/32',
      'fd00::/8',
    ]);
  });
});
