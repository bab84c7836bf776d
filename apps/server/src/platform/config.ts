import net from 'node:net';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { DEFAULT_MEMORY_TARGET_MB } from './memory-trim';
import { z } from 'zod';
import type { DatabaseTimeouts } from '../db/connection';

/** Environment variables as the process receives them. */
export type Env = Record<string, string | undefined>;

// An empty variable (`PORT=`) means "not set", as shells and .env files often produce them.
const unset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => unset(value) ?? fallback, schema);

const url = (protocols: string[], what: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be ${what}` },
  );

const milliseconds = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** A TCP port number, 0 to 65535 (PORT, METRICS_PORT). */
const portNumber = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .refine((n) => n <= 65535, 'must be a whole number from 0 to 65535');

const flag = z
  .enum(['1', '0', 'true', 'false'], { error: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true');

// proxy-addr's names for address ranges, accepted in a TRUST_PROXY list.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4) a dotted netmask such as 255.255.255.0.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && net.isIPv4(prefix);
}

/** Fastify's trustProxy: false, true (any proxy), a number of hops, or the proxies' addresses. */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const v = value.trim();
  if (v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((entry) => entry.trim());
  const bad = list.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, a number of hops or a comma-separated list of addresses (bad entry "${bad}")`,
    });
    return z.NEVER;
  }
  return list;
});

/** FETCH_ALLOWED_NETWORKS: comma-separated CIDRs (10.0.0.0/8, fd00::/8) a sync may fetch from. */
const cidrList = z.string().transform((value, ctx): string[] => {
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = list.find((entry) => {
    try {
      ipaddr.parseCIDR(entry);
      return false;
    } catch {
      return true;
    }
  });
  if (bad !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a comma-separated list of CIDRs such as 10.0.0.0/8 (bad entry "${bad}")`,
    });
    return z.NEVER;
  }
  return list;
});

const envSchema = z
  .object({
    NODE_ENV: withDefault(
      z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }),
      'development',
    ),
    PORT: withDefault(portNumber, '3000'),
    HOST: withDefault(z.string(), '0.0.0.0'),
    DATA_DIR: withDefault(z.string(), './data'),
    DATABASE_URL: optional(url(['postgres:', 'postgresql:'], 'a postgres:// URL')),
    DATABASE_STATEMENT_TIMEOUT_MS: withDefault(milliseconds(50, 60_000), '5000'),
    DATABASE_CONNECT_TIMEOUT_MS: withDefault(milliseconds(50, 60_000), '3000'),
    PUBLIC_URL: optional(url(['http:', 'https:'], 'an http:// or https:// URL')),
    SMTP_URL: optional(url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL')),
    MAIL_FROM: withDefault(z.string(), 'Foyer <no-reply@foyer.local>'),
    SMTP_TIMEOUT_MS: withDefault(milliseconds(500, 120_000), '5000'),
    STORAGE: withDefault(
      z.enum(['local', 's3', 'database'], { error: 'must be local, s3 or database' }),
      'local',
    ),
    S3_ENDPOINT: optional(url(['http:', 'https:'], 'an http:// or https:// URL')),
    S3_BUCKET: optional(z.string()),
    S3_REGION: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    FOYER_DEMO: withDefault(flag, '0'),
    TRUST_PROXY: withDefault(trustProxy, 'false'),
    FETCH_ALLOWED_NETWORKS: withDefault(cidrList, ''),
    RATE_LIMIT_FACTOR: withDefault(
      z.coerce
        .number({ error: 'must be a number' })
        .min(1, 'must be at least 1')
        .max(1000, 'must be at most 1000'),
      '1',
    ),
    // Operators' metrics (docs/operations.md "Metrics", docs/decisions/metrics.md MET-1).
    // Sent as `Authorization: Bearer <token>`, which ends at the first space.
    METRICS_TOKEN: optional(
      z.string().min(16, 'must be at least 16 characters').regex(/^\S+$/, 'must not contain spaces'),
    ),
    METRICS_PORT: optional(portNumber),
    METRICS_HOST: withDefault(z.string(), '127.0.0.1'),
    // Resident memory above which freed memory is given back after a burst (docs/decisions/server.md SRV-16).
    MEMORY_TARGET_MB: withDefault(
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(0, 'must be 0 (never give memory back) or more'),
      String(DEFAULT_MEMORY_TARGET_MB),
    ),
    LOG_LEVEL: withDefault(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      }),
      'info',
    ),
  })
  .superRefine((env, ctx) => {
    // One way to reach the metrics, chosen by the operator (docs/decisions/metrics.md MET-1).
    if (env.METRICS_TOKEN !== undefined && env.METRICS_PORT !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'and METRICS_TOKEN: set one of them, not both',
      });
    else if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT)
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    if (env.STORAGE !== 's3') return;
    for (const name of ['S3_BUCKET', 'S3_REGION'] as const) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' });
    }
    // Both or neither: without them the S3 client falls back to the machine's credentials (IAM role).
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const [missing, given] = env.S3_ACCESS_KEY_ID
        ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
        : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${given} is set` });
    }
  });

type ParsedEnv = z.output<typeof envSchema>;

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Brute-force limits of the public auth routes; tests may pass other values. */
export const DEFAULT_RATE_LIMITS = {
  // Per (address, e-mail) pair; then one account from any address (guessed from many machines)
  // and one address for any account (many accounts tried from one machine). An office behind one
  // address signing in at nine stays far below the last.
  login: { max: 10, windowMs: 60_000 },
  loginPerAccount: { max: 20, windowMs: 15 * 60_000 },
  loginPerAddress: { max: 100, windowMs: 15 * 60_000 },
  register: { max: 10, windowMs: 60_000 },
  forgotPassword: { max: 5, windowMs: 15 * 60_000 },
  // New screens and code renewals per address: a lobby full of screens behind one router may
  // all start at once after a power cut.
  pair: { max: 30, windowMs: 60_000 },
  // Visitors on the lobby's guest Wi-Fi share one address: each open page asks once a minute.
  publicDirectory: { max: 300, windowMs: 60_000 },
  // Alert webhook calls with a wrong token, per address (a right token is never limited).
  webhookRefused: { max: 10, windowMs: 60_000 },
  // Scrapes of /metrics with a wrong operator token, per address (the right one never is: MET-1).
  metricsRefused: { max: 10, windowMs: 60_000 },
  // A company's listing page (docs/product.md §15), per address: reads, answers and logo uploads.
  listingPage: { max: 60, windowMs: 60_000 },
  listingAnswer: { max: 20, windowMs: 60_000 },
  listingUpload: { max: 10, windowMs: 60_000 },
  // Logos through one link, from any address: a link's holder cannot fill the storage.
  listingUploadPerLink: { max: 20, windowMs: 24 * 60 * 60_000 },
  // Calls per API token, whatever they are (docs/decisions/api-tokens.md TOK-7).
  apiToken: { max: 600, windowMs: 60_000 },
} satisfies Record<string, RateLimit>;

export type RateLimits = { [K in keyof typeof DEFAULT_RATE_LIMITS]: RateLimit };

/** RATE_LIMIT_FACTOR multiplies every limit: automated test runs sign up many accounts from one address. */
function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  const scaled = { ...limits };
  for (const key of Object.keys(scaled) as Array<keyof RateLimits>) {
    scaled[key] = { ...limits[key], max: Math.round(limits[key].max * factor) };
  }
  return scaled;
}

/** How the mail worker sends the outbox (platform/mail-worker.ts); tests pass shorter times. */
export interface MailDelivery {
  /** Connecting, the server's greeting, and any silence during a send: each gives up after this. */
  timeoutMs: number;
  /** The wait after the first failed attempt; it doubles after each further one... */
  retryBaseMs: number;
  /** ...up to this, so that mail goes out soon after a long outage ends. */
  retryMaxMs: number;
  /** A mail still not handed over this long after it was queued is marked failed. */
  giveUpAfterMs: number;
  /** How often the outbox is looked at without being woken (mail of a stopped instance, retries). */
  pollMs: number;
  /** Mail waiting longer than this means the mail server is not taking it: health says degraded. */
  stalledAfterMs: number;
}

/**
 * Retries after 30 s, 1, 2, 4, 8 min, then every 10 min, for 24 hours: a mail server down over a
 * night loses nothing (docs/decisions/mail.md MAIL-3).
 */
export const DEFAULT_MAIL_DELIVERY = {
  timeoutMs: 5_000,
  retryBaseMs: 30_000,
  retryMaxMs: 10 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  pollMs: 30_000,
  stalledAfterMs: 5 * 60_000,
} satisfies MailDelivery;

export type StorageConfig =
  | { kind: 'local'; dir: string }
  /** In the database: shared by every instance on one PostgreSQL database. */
  | { kind: 'database' }
  | {
      kind: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

/**
 * Who may read `/metrics` (docs/decisions/metrics.md MET-1): nobody (the default), a caller on the
 * main port with the operator's bearer token, or anyone reaching its own port (bind it privately).
 */
export type MetricsExposure =
  { kind: 'off' } | { kind: 'token'; token: string } | { kind: 'port'; port: number; host: string };

export interface Config {
  nodeEnv: ParsedEnv['NODE_ENV'];
  port: number;
  host: string;
  /** Absolute path: SQLite file, uploads, mail outbox. */
  dataDir: string;
  /** Set: PostgreSQL; unset: SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** How long a request may wait on the database before it is answered 503. */
  databaseTimeouts: DatabaseTimeouts;
  /** Origin for absolute links in e-mails, without a trailing slash. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDelivery: MailDelivery;
  storage: StorageConfig;
  demo: boolean;
  /** Which X-Forwarded-For hops to believe for the client address (rate limits, logs). */
  trustProxy: boolean | number | string[];
  /** Private ranges a tenant sync may fetch from anyway (docs/operations.md, docs/decisions/sync.md SYNC-3). */
  fetchAllowedNetworks: string[];
  logLevel: ParsedEnv['LOG_LEVEL'];
  rateLimits: RateLimits;
  metrics: MetricsExposure;
  /** Resident memory the server tries to stay under after bursts (SRV-16); 0: off. */
  memoryTargetBytes: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Env = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = env[name];
      const shown = value === undefined || /SECRET|PASSWORD|TOKEN|URL/.test(name) ? '' : ` (got "${value}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDelivery: { ...DEFAULT_MAIL_DELIVERY, timeoutMs: e.SMTP_TIMEOUT_MS },
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION ?? '',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : e.STORAGE === 'database'
          ? { kind: 'database' }
          : { kind: 'local', dir: path.join(dataDir, 'uploads') },
    demo: e.FOYER_DEMO,
    trustProxy: e.TRUST_PROXY,
    fetchAllowedNetworks: e.FETCH_ALLOWED_NETWORKS,
    logLevel: e.LOG_LEVEL,
    rateLimits: scaleRateLimits(DEFAULT_RATE_LIMITS, e.RATE_LIMIT_FACTOR),
    metrics: e.METRICS_TOKEN
      ? { kind: 'token', token: e.METRICS_TOKEN }
      : e.METRICS_PORT !== undefined
        ? { kind: 'port', port: e.METRICS_PORT, host: e.METRICS_HOST }
        : { kind: 'off' },
    memoryTargetBytes: e.MEMORY_TARGET_MB * 1024 * 1024,
  };
}
