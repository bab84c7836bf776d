import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { SYNC_MAX_BYTES, SYNC_MAX_REDIRECTS, SYNC_MESSAGES, SYNC_TIMEOUT_SECONDS } from '@foyer/shared';
import ipaddr from 'ipaddr.js';

/*
 * Fetching a URL a user typed, from inside the operator's network (docs/decisions/sync.md SYNC-3):
 * only http and https; the host is resolved here and every address it has is checked before
 * anything connects, and the connection goes to the address checked (no second lookup a DNS
 * rebinding could answer differently); each redirect is a new URL checked the same way; one time
 * limit for all of it; the body is counted while it streams and the fetch aborted past the limit.
 * Knows no module: the tenant sync uses it.
 */

export type SafeFetchFailure =
  | 'only-http'
  | 'host-not-found'
  | 'private-network'
  | 'timeout'
  | 'too-large'
  | 'http-status'
  | 'too-many-redirects'
  | 'connection';

/** A fetch that did not bring a body; `message` is the text shown to staff (SYNC_MESSAGES). */
export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface SafeFetchOptions {
  /** CIDRs an operator allows although they are private (FETCH_ALLOWED_NETWORKS). */
  allowedNetworks?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Every address of a host name; tests map names to addresses of their choice. */
  resolve?: (host: string) => Promise<ResolvedAddress[]>;
  /**
   * Where a connection to a checked address really goes. Tests only: they check a public address
   * and reach their local server. Left out, the checked address itself.
   */
  dial?: (address: ResolvedAddress, port: number) => { address: string; port: number };
  headers?: Record<string, string>;
}

export interface SafeFetchResult {
  body: Buffer;
  /** The URL the body came from, after redirects. */
  url: string;
  contentType: string | undefined;
}

// Only what ipaddr.js calls 'unicast' is the public internet. Every named range is refused:
// loopback, RFC 1918, link-local with the cloud metadata address, carrier-grade NAT, unique local,
// tunnels, and the reserved ranges (192.0.0.0/24 holds a cloud's metadata address, 198.18/15 is
// benchmarking, 240/4 future use). IPv4-mapped and NAT64 addresses are judged by the IPv4 address
// they carry (docs/decisions/sync.md SYNC-3).
const PUBLIC_RANGE = 'unicast';

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses FETCH_ALLOWED_NETWORKS entries (the config has checked them). */
export function parseNetworks(cidrs: readonly string[]): Cidr[] {
  return cidrs.map((cidr) => ipaddr.parseCIDR(cidr));
}

function embeddedIPv4(ip: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (ip.kind() !== 'ipv6') return ip;
  const v6 = ip as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address();
  if (v6.range() === 'rfc6052') {
    const bytes = v6.toByteArray().slice(12);
    return new ipaddr.IPv4(bytes);
  }
  return ip;
}

/**
 * True when a sync may connect to `address`: a public address, or one inside a network the
 * operator allowed.
 */
export function isFetchableAddress(address: string, allowed: readonly Cidr[] = []): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const ip = embeddedIPv4(parsed);
  for (const candidate of new Set([parsed, ip])) {
    for (const [network, bits] of allowed) {
      if (candidate.kind() === network.kind() && candidate.match(network, bits)) return true;
    }
  }
  return ip.range() === PUBLIC_RANGE;
}

const SECRET_QUERY = /(token|key|secret|pass|pwd|sig|signature|auth|credential|session|code)/i;

/**
 * A URL fit for a log line: no user:password, and the values of query parameters whose name
 * looks like a secret replaced by '***'.
 */
export function urlForLog(raw: string): string {
  try {
    const url = new URL(raw);
    url.username = '';
    url.password = '';
    for (const name of [...url.searchParams.keys()])
      if (SECRET_QUERY.test(name)) url.searchParams.set(name, '***');
    return url.toString();
  } catch {
    return '(not a URL)';
  }
}

/** A URL as staff see it again: without any user:password part. */
export function urlWithoutCredentials(raw: string): string {
  try {
    const url = new URL(raw);
    if (!url.username && !url.password) return raw;
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return raw;
  }
}

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

async function systemResolve(host: string): Promise<ResolvedAddress[]> {
  const found = await dns.lookup(host, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

interface Hop {
  status: number;
  statusText: string;
  location: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

/** Resolves and checks the host of `url`: the address to connect to. */
async function checkedAddress(
  url: URL,
  allowed: readonly Cidr[],
  resolve: (host: string) => Promise<ResolvedAddress[]>,
): Promise<ResolvedAddress> {
  const host = bare(url.hostname);
  let addresses: ResolvedAddress[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new SafeFetchError('host-not-found', SYNC_MESSAGES.hostNotFound(host));
    }
    if (addresses.length === 0) throw new SafeFetchError('host-not-found', SYNC_MESSAGES.hostNotFound(host));
  }
  // Every address must pass: a name that also points inside could be answered either way.
  if (addresses.some((a) => !isFetchableAddress(a.address, allowed)))
    throw new SafeFetchError('private-network', SYNC_MESSAGES.privateNetwork);
  return addresses[0] as ResolvedAddress;
}

function requestOnce(
  url: URL,
  target: { address: string; port: number; family: 4 | 6 },
  headers: Record<string, string>,
  signal: AbortSignal,
  maxBytes: number,
): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const auth =
      url.username || url.password
        ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`
        : undefined;
    const request = client.request(
      {
        protocol: url.protocol,
        host: bare(url.hostname),
        port: target.port,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { 'user-agent': 'Foyer tenant sync', accept: '*/*', ...headers },
        auth,
        signal,
        // The address checked above, never a second lookup (SYNC-3).
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
              { address: target.address, family: target.family },
            ]);
          else callback(null, target.address, target.family);
        },
        servername: net.isIP(bare(url.hostname)) ? undefined : bare(url.hostname),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location =
          typeof response.headers.location === 'string' ? response.headers.location : undefined;
        const base = {
          status,
          statusText: response.statusMessage ?? '',
          location,
          contentType: response.headers['content-type'],
        };
        if ((status >= 300 && status < 400) || status >= 400) {
          // Nothing of a redirect or an error page is needed.
          response.resume();
          response.on('end', () => resolve({ ...base, body: Buffer.alloc(0) }));
          response.on('error', reject);
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          request.destroy();
          reject(new SafeFetchError('too-large', SYNC_MESSAGES.tooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            // Stop reading at once: the rest is never received, let alone kept.
            request.destroy();
            reject(new SafeFetchError('too-large', SYNC_MESSAGES.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ ...base, body: Buffer.concat(chunks, size) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * GETs `raw` under the rules above. Resolves with the body of a 2xx answer; rejects with a
 * SafeFetchError whose message is shown to staff.
 */
export async function safeFetch(raw: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const allowed = parseNetworks(options.allowedNetworks ?? []);
  const timeoutMs = options.timeoutMs ?? SYNC_TIMEOUT_SECONDS * 1000;
  const maxBytes = options.maxBytes ?? SYNC_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? SYNC_MAX_REDIRECTS;
  const resolve = options.resolve ?? systemResolve;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SafeFetchError('timeout', SYNC_MESSAGES.timeout));
    }, timeoutMs);
  });
  const run = async (): Promise<SafeFetchResult> => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new SafeFetchError('only-http', SYNC_MESSAGES.onlyHttp);
    }
    const firstOrigin = url.origin;
    for (let hop = 0; ; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new SafeFetchError('only-http', SYNC_MESSAGES.onlyHttp);
      const checked = await checkedAddress(url, allowed, resolve);
      const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
      const dialed = options.dial ? options.dial(checked, port) : { address: checked.address, port };
      // Credentials go to the address they were written for, never to where it redirects.
      if (url.origin !== firstOrigin) {
        url.username = '';
        url.password = '';
      }
      let answer: Hop;
      try {
        answer = await requestOnce(
          url,
          { ...dialed, family: net.isIP(dialed.address) === 6 ? 6 : 4 },
          options.headers ?? {},
          controller.signal,
          maxBytes,
        );
      } catch (error) {
        if (error instanceof SafeFetchError) throw error;
        if (controller.signal.aborted) throw new SafeFetchError('timeout', SYNC_MESSAGES.timeout);
        throw new SafeFetchError('connection', SYNC_MESSAGES.connectionFailed(bare(url.hostname)));
      }
      if ([301, 302, 303, 307, 308].includes(answer.status) && answer.location) {
        if (hop >= maxRedirects)
          throw new SafeFetchError('too-many-redirects', SYNC_MESSAGES.tooManyRedirects);
        const next = new URL(answer.location, url);
        if (next.origin !== firstOrigin) {
          next.username = '';
          next.password = '';
        }
        url = next;
        continue;
      }
      if (answer.status < 200 || answer.status >= 300)
        throw new SafeFetchError('http-status', SYNC_MESSAGES.httpStatus(answer.status, answer.statusText));
      return {
        body: answer.body,
        url: urlWithoutCredentials(url.toString()),
        contentType: answer.contentType,
      };
    }
  };
  try {
    return await Promise.race([run(), timedOut]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
