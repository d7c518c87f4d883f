import dns from 'node:dns';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { gzipSync } from 'node:zlib';
import { AppError } from '@core/errors';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SafeFetchOptions, safeFetch, safeFetchMessages } from './safe-fetch';

/** One catch-all server on loopback: it counts every connection and request, whatever the path. */
const seen = { connections: 0, requests: [] as { path: string; host: string; userAgent: string }[] };
const bigBody = { size: 50 * 1024 * 1024, sent: 0, finished: false, closed: Promise.resolve() };
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://test');
  seen.requests.push({
    path: url.pathname,
    host: request.headers.host ?? '',
    userAgent: request.headers['user-agent'] ?? '',
  });
  const handler = routes[url.pathname];
  if (handler) return handler(url, response);
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>catch-all</p>');
});
server.on('connection', () => seen.connections++);

const routes: Record<string, (url: URL, response: http.ServerResponse) => void> = {
  '/html': (_, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<h1>Senior engineer – café</h1>'),
  '/json': (_, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"title":"Data engineer"}'),
  '/ld-json': (_, response) =>
    response
      .writeHead(200, { 'content-type': 'application/vnd.schemaorg+json' })
      .end('{"@type":"JobPosting"}'),
  '/cp1252': (_, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html; charset=windows-1252' })
      .end(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x71, 0x94, 0x20, 0x80])),
  '/gzip': (_, response) =>
    response
      .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
      .end(gzipSync('compressed posting')),
  '/gzip-bomb': (_, response) =>
    response
      .writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' })
      .end(gzipSync(Buffer.alloc(20 * 1024 * 1024, 'a'))),
  '/missing': (_, response) => response.writeHead(404, { 'content-type': 'text/html' }).end('gone'),
  '/png': (_, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10)),
  '/loop': (_, response) => response.writeHead(302, { location: '/loop' }).end(),
  '/redirect': (url, response) =>
    response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end(),
  '/drip': (_, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    const timer = setInterval(() => response.write('x'), 500);
    response.on('close', () => clearInterval(timer));
  },
  '/big': (_, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    bigBody.closed = once(response, 'close').then(() => {
      bigBody.finished = response.writableFinished;
    });
    const pump = () => {
      while (bigBody.sent < bigBody.size && !response.destroyed) {
        bigBody.sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    pump();
  },
};

let port = 0;
let local = '';
/** Every socket the fetcher opens; anything but loopback is refused here so no test can leave the machine. */
const connectedHosts: string[] = [];
/** Real DNS queries attempted (there must be none: every test injects its own look-up). */
const realDnsQueries: string[] = [];

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  local = `http://127.0.0.1:${port}`;
  const originalConnect = net.Socket.prototype.connect;
  vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
    this: net.Socket,
    ...args: unknown[]
  ) {
    const host = hostOf(args);
    connectedHosts.push(host);
    if (host === '127.0.0.1' || host === '::1')
      return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
    setImmediate(() => this.destroy(new Error(`test guard: refused to connect to ${host}`)));
    return this;
  });
  // IP literals never reach a resolver (Node answers them itself), so only names are refused.
  const originalLookup = dns.lookup;
  vi.spyOn(dns, 'lookup').mockImplementation(((hostname: string, ...rest: unknown[]) => {
    if (net.isIP(hostname)) return (originalLookup as (...a: unknown[]) => void)(hostname, ...rest);
    realDnsQueries.push(hostname);
    throw new Error(`test guard: real DNS look-up of ${hostname}`);
  }) as typeof dns.lookup);
  vi.spyOn(dns.promises, 'lookup').mockImplementation(async (hostname: string) => {
    realDnsQueries.push(hostname);
    throw new Error(`test guard: real DNS look-up of ${hostname}`);
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

beforeEach(() => {
  seen.connections = 0;
  seen.requests = [];
  connectedHosts.length = 0;
  realDnsQueries.length = 0;
});

afterEach(() => {
  expect(realDnsQueries).toEqual([]);
});

function hostOf(args: unknown[]): string {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  if (first && typeof first === 'object') return String((first as { host?: string }).host ?? 'localhost');
  return typeof args[1] === 'string' ? args[1] : 'localhost';
}

/** A DNS stub: `jobs.example.com` and `localhost` resolve to the test server; nothing reaches real DNS. */
function stubLookup(answers: Record<string, string[]> = {}) {
  const table: Record<string, string[]> = {
    'jobs.example.com': ['127.0.0.1'],
    localhost: ['127.0.0.1'],
    ...answers,
  };
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: (net.isIP(address) === 6 ? 6 : 4) as 4 | 6 }));
  };
  return { lookup, calls };
}

function fetchFor(url: string, options: Partial<SafeFetchOptions> = {}) {
  return safeFetch(url, { allowHosts: [], lookup: stubLookup().lookup, ...options });
}

async function expectFailure(promise: Promise<unknown>, message: string): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).message).toBe(message);
  expect((error as AppError).code).toBe('UNPROCESSABLE');
  return error as AppError;
}

describe('safeFetch refuses addresses it must never reach', () => {
  // The reason (kept in `cause`, not shown to the visitor) proves literal addresses are refused for what they
  // are, not merely for their port.
  it.each([
    ['loopback', () => `http://127.0.0.1:${port}/`, 'loopback'],
    ['loopback on port 80', () => 'http://127.0.0.1/', 'loopback'],
    ['IPv6 loopback', () => `http://[::1]:${port}/`, 'loopback'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data', 'cloud metadata'],
    ['private network', () => 'http://10.0.0.1/', 'private'],
    ['decimal IPv4', () => `http://2130706433:${port}/`, 'loopback'],
    ['hex IPv4', () => `http://0x7f000001:${port}/`, 'loopback'],
    ['octal IPv4', () => `http://0177.0.0.1:${port}/`, 'loopback'],
    ['short IPv4', () => `http://127.1:${port}/`, 'loopback'],
    ['IPv4-mapped IPv6', () => `http://[::ffff:127.0.0.1]:${port}/`, 'loopback'],
    ['IPv4-mapped IPv6 in hex', () => `http://[::ffff:7f00:1]:${port}/`, 'loopback'],
    [
      'IPv4-compatible IPv6',
      () => `http://[::127.0.0.1]:${port}/`,
      'IPv4-compatible, unspecified or loopback',
    ],
    ['unspecified', () => `http://0:${port}/`, 'unspecified'],
    ['localhost by name', () => `http://localhost:${port}/`, 'local host name'],
    ['localhost with a trailing dot', () => 'http://LOCALHOST./', 'local host name'],
    ['a .localhost name', () => 'http://app.localhost/', 'local host name'],
    ['file scheme', () => 'file:///etc/passwd', 'scheme file:'],
    ['ftp scheme', () => `ftp://127.0.0.1:${port}/`, 'scheme ftp:'],
    ['gopher scheme', () => `gopher://127.0.0.1:${port}/_GET`, 'scheme gopher:'],
    ['data URL', () => 'data:text/html,hi', 'scheme data:'],
    ['javascript URL', () => 'javascript:alert(1)', 'scheme javascript:'],
    ['credentials', () => 'http://user:pass@jobs.example.com/', 'credentials in URL'],
    ['user name only', () => 'http://user@jobs.example.com/', 'credentials in URL'],
    ['non-standard port on a public host', () => 'http://jobs.example.com:8080/', 'port 8080'],
    ['not a URL', () => 'jobs.example.com/posting', 'not a URL'],
  ])('%s', async (_, url, reason) => {
    const { lookup, calls } = stubLookup({ 'jobs.example.com': ['93.184.216.34'] });
    const error = await expectFailure(fetchFor(url(), { lookup }), safeFetchMessages.notAllowed);
    expect((error.cause as Error).message).toBe(reason);
    expect(calls).toEqual([]); // refused before any DNS look-up
    expect(seen.connections).toBe(0);
    expect(connectedHosts).toEqual([]);
  });

  it('refuses a host name that resolves to a private address', async () => {
    const { lookup } = stubLookup({ 'intranet.example.com': ['192.168.1.10'] });
    const error = await expectFailure(
      fetchFor('http://intranet.example.com/', { lookup }),
      safeFetchMessages.notAllowed,
    );
    expect((error.cause as Error).message).toBe('resolves to private');
    expect(connectedHosts).toEqual([]);
  });

  it('refuses a host name when any one of its addresses is refused', async () => {
    const { lookup } = stubLookup({ 'mixed.example.com': ['93.184.216.34', '2606:4700::1111', '127.0.0.1'] });
    await expectFailure(fetchFor('http://mixed.example.com/', { lookup }), safeFetchMessages.notAllowed);
    expect(connectedHosts).toEqual([]);
  });

  it('refuses a public-looking name that resolves to loopback unless it is allow-listed', async () => {
    const { lookup } = stubLookup();
    const error = await expectFailure(
      fetchFor('http://jobs.example.com/', { lookup }),
      safeFetchMessages.notAllowed,
    );
    expect((error.cause as Error).message).toBe('resolves to loopback');
    expect(connectedHosts).toEqual([]);
  });

  it('refuses a look-up answer that is not an IP address, even for an allow-listed host', async () => {
    const lookup = async () => [{ address: 'internal.example.com', family: 4 as const }];
    const options = { lookup, allowHosts: ['jobs.example.com'] };
    await expectFailure(
      fetchFor(`http://jobs.example.com:${port}/html`, options),
      safeFetchMessages.notAllowed,
    );
    expect(connectedHosts).toEqual([]);
  });

  it('refuses cloud metadata even for an allow-listed host', async () => {
    const { lookup } = stubLookup({ 'metadata.example.com': ['169.254.169.254'] });
    const options = { lookup, allowHosts: ['metadata.example.com', '169.254.169.254'] };
    await expectFailure(fetchFor('http://metadata.example.com/', options), safeFetchMessages.notAllowed);
    await expectFailure(fetchFor('http://169.254.169.254/', options), safeFetchMessages.notAllowed);
    expect(connectedHosts).toEqual([]);
  });

  it.each([
    ['loopback on another port', () => `http://127.0.0.1:${port}/secret`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data'],
    ['a file', () => 'file:///etc/passwd'],
    ['IPv6 loopback', () => `http://[::1]:${port}/secret`],
    ['a private address', () => 'http://192.168.0.1/admin'],
  ])('checks every redirect: refuses one to %s', async (_, to) => {
    const { lookup } = stubLookup();
    const start = `http://jobs.example.com:${port}/redirect?to=${encodeURIComponent(to())}`;
    await expectFailure(
      fetchFor(start, { lookup, allowHosts: ['jobs.example.com'] }),
      safeFetchMessages.notAllowed,
    );
    expect(seen.requests.map(({ path }) => path)).toEqual(['/redirect']);
    expect(new Set(connectedHosts)).toEqual(new Set(['127.0.0.1']));
  });
});

describe('safeFetch connects only to the address it checked', () => {
  it('uses the one checked answer, never a second (rebound) look-up', async () => {
    let calls = 0;
    const rebinding = async () => {
      calls++;
      return [{ address: calls === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 as const }];
    };
    // The test guard turns the connection to the public address into a failure, so nothing leaves the machine.
    await expectFailure(
      fetchFor('http://rebind.example.com/', { lookup: rebinding }),
      safeFetchMessages.unreachable,
    );
    expect(calls).toBe(1);
    expect(connectedHosts).toEqual(['93.184.216.34']);
    expect(seen.connections).toBe(0);
  });

  it('keeps the original host name in the Host header while connecting to the checked address', async () => {
    let calls = 0;
    const lookup = async () => {
      calls++;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 as const }];
    };
    const result = await fetchFor(`http://jobs.example.com:${port}/html`, {
      lookup,
      allowHosts: ['jobs.example.com'],
    });
    expect(result.status).toBe(200);
    expect(calls).toBe(1);
    expect(connectedHosts).toEqual(['127.0.0.1']);
    expect(seen.requests).toEqual([
      {
        path: '/html',
        host: `jobs.example.com:${port}`,
        userAgent: expect.stringMatching(/^VitaeJobFetcher\/1\.0/),
      },
    ]);
  });
});

describe('safeFetch reads pages', () => {
  const allowHosts = ['127.0.0.1'];

  it('returns an HTML page', async () => {
    const result = await fetchFor(`${local}/html`, { allowHosts });
    expect(result).toEqual({
      url: `${local}/html`,
      status: 200,
      contentType: 'text/html',
      body: '<h1>Senior engineer – café</h1>',
      truncated: false,
    });
  });

  it('reaches an allow-listed name, on any port', async () => {
    const result = await fetchFor(`http://localhost:${port}/html`, { allowHosts: ['localhost'] });
    expect(result.status).toBe(200);
  });

  it('returns JSON and +json types', async () => {
    expect((await fetchFor(`${local}/json`, { allowHosts })).body).toBe('{"title":"Data engineer"}');
    expect((await fetchFor(`${local}/ld-json`, { allowHosts })).contentType).toBe(
      'application/vnd.schemaorg+json',
    );
  });

  it('decodes the charset the server names', async () => {
    expect((await fetchFor(`${local}/cp1252`, { allowHosts })).body).toBe('café “q” €');
  });

  it('decompresses gzip, and caps what decompression produces', async () => {
    expect((await fetchFor(`${local}/gzip`, { allowHosts })).body).toBe('compressed posting');
    const bomb = await fetchFor(`${local}/gzip-bomb`, { allowHosts, maxBytes: 1000 });
    expect(bomb).toMatchObject({ truncated: true, body: 'a'.repeat(1000) });
  });

  it('follows an allowed redirect and reports the final URL', async () => {
    const result = await fetchFor(`${local}/redirect?to=%2Fjson`, { allowHosts });
    expect(result.url).toBe(`${local}/json`);
    expect(seen.requests.map(({ path }) => path)).toEqual(['/redirect', '/json']);
  });

  it('stops an endless redirect loop', async () => {
    await expectFailure(fetchFor(`${local}/loop`, { allowHosts }), safeFetchMessages.tooManyRedirects);
    expect(seen.requests).toHaveLength(6); // the first request and 5 redirects
    await expectFailure(
      fetchFor(`${local}/loop`, { allowHosts, maxRedirects: 0 }),
      safeFetchMessages.tooManyRedirects,
    );
  });

  it('reports a non-2xx status', async () => {
    await expectFailure(fetchFor(`${local}/missing`, { allowHosts }), safeFetchMessages.badStatus(404));
    expect(safeFetchMessages.badStatus(404)).toBe('That page returned 404');
  });

  it('refuses content that is not a web page or text', async () => {
    await expectFailure(fetchFor(`${local}/png`, { allowHosts }), safeFetchMessages.notTextual('image/png'));
  });

  it('cuts a 50 MB body at maxBytes and closes the connection early', async () => {
    bigBody.sent = 0;
    const started = performance.now();
    const result = await fetchFor(`${local}/big`, { allowHosts });
    expect(result.truncated).toBe(true);
    expect(result.body.length).toBe(2 * 1024 * 1024);
    expect(performance.now() - started).toBeLessThan(2000);
    await bigBody.closed;
    expect(bigBody.finished).toBe(false);
    expect(bigBody.sent).toBeLessThan(10 * 1024 * 1024);
  });

  it('gives up on a slow-drip server at the overall timeout', async () => {
    const started = performance.now();
    await expectFailure(
      fetchFor(`${local}/drip`, { allowHosts, timeoutMs: 1500 }),
      safeFetchMessages.timeout,
    );
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(2000);
  });

  it('reports an unreachable page: DNS failure, refused connection, TLS failure', async () => {
    await expectFailure(fetchFor('http://nowhere.example.com/'), safeFetchMessages.unreachable);
    const closed = net.createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const closedPort = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    await expectFailure(
      fetchFor(`http://127.0.0.1:${closedPort}/`, { allowHosts }),
      safeFetchMessages.unreachable,
    );
    await expectFailure(
      fetchFor(`https://127.0.0.1:${port}/html`, { allowHosts }),
      safeFetchMessages.unreachable,
    );
  });

  it("rejects with the caller's own reason when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = fetchFor(`${local}/drip`, { allowHosts, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('visitor left')), 100);
    await expect(pending).rejects.toThrow('visitor left');
  });
});
