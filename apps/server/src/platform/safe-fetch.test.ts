import { SYNC_MESSAGES } from '@foyer/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSheetServer, type SheetServer } from '../test/sheet-server';
import {
  isFetchableAddress,
  parseNetworks,
  safeFetch,
  SafeFetchError,
  urlForLog,
  urlWithoutCredentials,
  type SafeFetchOptions,
} from './safe-fetch';

describe('which addresses a sync may fetch from', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '169.254.1.1',
    '0.0.0.0',
    '0.1.2.3',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    '192.0.0.192',
    '198.18.0.1',
    '240.0.0.1',
    '203.0.113.5',
    '2001:db8::1',
    '::127.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isFetchableAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '93.184.216.5', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isFetchableAddress(address)).toBe(true);
    },
  );

  it('allows private ranges the operator allowed, and only those', () => {
    const allowed = parseNetworks(['127.0.0.1/32', '10.20.0.0/16', 'fd00::/8']);
    expect(isFetchableAddress('127.0.0.1', allowed)).toBe(true);
    expect(isFetchableAddress('::ffff:127.0.0.1', allowed)).toBe(true);
    expect(isFetchableAddress('127.0.0.2', allowed)).toBe(false);
    expect(isFetchableAddress('10.20.3.4', allowed)).toBe(true);
    expect(isFetchableAddress('10.21.3.4', allowed)).toBe(false);
    expect(isFetchableAddress('fd12::1', allowed)).toBe(true);
    expect(isFetchableAddress('169.254.169.254', allowed)).toBe(false);
  });
});

describe('URLs in logs and answers', () => {
  it('drops user:password and hides query values that look like secrets in logs', () => {
    const logged = urlForLog(
      'https://bob:s3cret@sheet.example/export?gid=0&token=abc&api_key=xyz&format=csv',
    );
    expect(logged).toBe('https://sheet.example/export?gid=0&token=***&api_key=***&format=csv');
    expect(logged).not.toContain('s3cret');
  });

  it('shows a URL without user:password, the rest as typed', () => {
    expect(urlWithoutCredentials('https://bob:s3cret@sheet.example/a.csv?x=1')).toBe(
      'https://sheet.example/a.csv?x=1',
    );
    expect(urlWithoutCredentials('https://sheet.example/a.csv')).toBe('https://sheet.example/a.csv');
  });
});

describe('fetching from a real server', () => {
  let server: SheetServer;
  // 'sheet.example' and 'other.example' resolve to public addresses; connections to those go to the local server.
  const PUBLIC: Record<string, string> = { 'sheet.example': '93.184.216.5', 'other.example': '93.184.216.6' };
  const options = (more: SafeFetchOptions = {}): SafeFetchOptions => ({
    resolve: async (host) => {
      if (host === 'inside.example') return [{ address: '10.0.0.7', family: 4 }];
      if (host === 'mixed.example')
        return [
          { address: '93.184.216.9', family: 4 },
          { address: '192.168.0.9', family: 4 },
        ];
      const address = PUBLIC[host];
      if (!address) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
      return [{ address, family: 4 }];
    },
    dial: (address, port) => {
      dialed.push(address.address);
      return { address: '127.0.0.1', port: address.address.startsWith('93.184.216.') ? server.port : port };
    },
    ...more,
  });
  let dialed: string[] = [];
  const failure = async (url: string, more?: SafeFetchOptions) => {
    const error = await safeFetch(url, options(more)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SafeFetchError);
    return error as SafeFetchError;
  };

  beforeAll(async () => {
    server = await startSheetServer();
    server.serve('/sheet.csv', 'Company\nAcme\n');
    server.route('/hop', (_req, res) =>
      res.writeHead(302, { location: 'http://other.example/sheet.csv' }).end(),
    );
    server.route('/to-loopback', (_req, res) =>
      res.writeHead(301, { location: `http://127.0.0.1:${server.port}/sheet.csv` }).end(),
    );
    server.route('/to-inside', (_req, res) =>
      res.writeHead(307, { location: 'http://inside.example/x' }).end(),
    );
    for (let i = 0; i < 7; i += 1)
      server.route(`/loop${i}`, (_req, res) => res.writeHead(302, { location: `/loop${i + 1}` }).end());
    server.serve('/loop7', 'Company\nDeep\n');
    server.route('/silent', () => {
      /* never answers */
    });
    server.route('/huge', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 20 * 1024 * 1024) {
          sent += chunk.length;
          hugeSent = sent;
          if (!res.write(chunk)) {
            res.once('drain', pump);
            return;
          }
        }
        res.end();
      };
      res.on('close', () => {
        hugeClosed = true;
      });
      pump();
    });
    server.route('/huge-declared', (_req, res) => {
      res.writeHead(200, { 'content-length': String(20 * 1024 * 1024) });
      res.write('Company\n');
    });
  });
  afterAll(async () => server.close());
  let hugeSent = 0;
  let hugeClosed = false;

  it('fetches through the checked address, following a redirect to another public host', async () => {
    dialed = [];
    const result = await safeFetch('http://sheet.example/hop', options());
    expect(result.body.toString()).toBe('Company\nAcme\n');
    expect(result.url).toBe('http://other.example/sheet.csv');
    expect(dialed).toEqual(['93.184.216.5', '93.184.216.6']);
  });

  it('sends user:password as Basic auth to its own host only, never after a redirect elsewhere', async () => {
    server.requests.length = 0;
    await safeFetch('http://bob:s3cret@sheet.example/hop', options());
    expect(server.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/hop', `Basic ${Buffer.from('bob:s3cret').toString('base64')}`],
      ['/sheet.csv', undefined],
    ]);
  });

  it('refuses a redirect to 127.0.0.1 or to a name inside, and a name with any private address', async () => {
    expect((await failure('http://sheet.example/to-loopback')).message).toBe(SYNC_MESSAGES.privateNetwork);
    expect((await failure('http://sheet.example/to-inside')).message).toBe(SYNC_MESSAGES.privateNetwork);
    expect((await failure('http://mixed.example/sheet.csv')).message).toBe(SYNC_MESSAGES.privateNetwork);
    expect((await failure('http://[::1]/x')).message).toBe(SYNC_MESSAGES.privateNetwork);
    expect((await failure('http://169.254.169.254/latest/meta-data/')).message).toBe(
      SYNC_MESSAGES.privateNetwork,
    );
  });

  it('fetches from an allowed private network', async () => {
    const result = await safeFetch(`http://127.0.0.1:${server.port}/sheet.csv`, {
      allowedNetworks: ['127.0.0.1/32'],
    });
    expect(result.body.toString()).toContain('Acme');
  });

  it('follows at most 5 redirects', async () => {
    expect((await failure('http://sheet.example/loop0')).message).toBe(SYNC_MESSAGES.tooManyRedirects);
    expect((await safeFetch('http://sheet.example/loop2', options())).body.toString()).toContain('Deep');
  });

  it('names an unknown host, an HTTP error and an address that is not http', async () => {
    expect((await failure('http://nowhere.example/a.csv')).message).toBe(
      'The address nowhere.example could not be found.',
    );
    expect((await failure('http://sheet.example/missing')).message).toBe(
      'The server answered 404 Not Found.',
    );
    expect((await failure('ftp://sheet.example/a.csv')).message).toBe(SYNC_MESSAGES.onlyHttp);
    expect((await failure('file:///etc/passwd')).message).toBe(SYNC_MESSAGES.onlyHttp);
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    expect((await failure('http://sheet.example/silent', { timeoutMs: 300 })).message).toBe(
      SYNC_MESSAGES.timeout,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops reading a 20 MB body at 5 MB, without receiving the rest', async () => {
    const before = process.memoryUsage().rss;
    expect((await failure('http://sheet.example/huge')).message).toBe(SYNC_MESSAGES.tooLarge);
    await expect.poll(() => hugeClosed).toBe(true);
    // The server could hand over the limit plus what socket buffers hold, far from 20 MB.
    expect(hugeSent).toBeLessThan(12 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(30 * 1024 * 1024);
    expect((await failure('http://sheet.example/huge-declared')).message).toBe(SYNC_MESSAGES.tooLarge);
  });
});
