import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher, isPublicAddress } from '../../src/fetch/index.ts';
import type { ClosableSafeFetcher } from '../../src/fetch/safe-fetcher.ts';
import { type FixtureSite, startFixtureSite } from '../helpers/fixture-site.ts';
import { type ConnectionRecorder, startConnectionRecorder } from './connection-recorder.ts';

// A documentation-free, globally routable address. The tests never let a connection reach it: they use
// it only as the "public" answer a resolver gives before it rebinds.
const PUBLIC_ADDRESS = '93.184.215.14';

let listener: ConnectionRecorder;
const fetchers: ClosableSafeFetcher[] = [];

function fetcherFor(options: Parameters<typeof createSafeFetcher>[0]): ClosableSafeFetcher {
  const fetcher = createSafeFetcher({ timeoutMs: 15_000, ...options });
  fetchers.push(fetcher);
  return fetcher;
}

beforeAll(async () => {
  listener = await startConnectionRecorder();
});

afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((fetcher) => fetcher.close()));
});

afterAll(async () => {
  await listener.close();
});

describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '0.0.0.0',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '198.18.0.1',
    '192.0.2.10',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    'ff02::1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '2002:a9fe:a9fe::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '2606:4700::1111', '::ffff:93.184.215.14'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('SSRF: nothing private is ever connected to', () => {
  const loopbackSpellings = [
    '127.0.0.1',
    '2130706433',
    '017700000001',
    '0177.0.0.1',
    '0x7f.1',
    '0x7f000001',
    '127.1',
    '127.000.000.001',
    '0.0.0.0',
    '0',
    '[::1]',
    '[0:0:0:0:0:0:0:1]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::]',
    'localhost',
    'localhost.',
    'LOCALHOST',
  ];

  it.each(loopbackSpellings)('refuses http://%s:<listener> without connecting', async (host) => {
    const fetcher = fetcherFor({ allowedPorts: [listener.port] });
    const before = listener.connections.length;
    const result = await fetcher(`http://${host}:${listener.port}/`);
    expect(result.status).toBe(0);
    expect(result.errorCode).toBe('blocked_destination');
    expect(result.error).toMatch(/allow-list/);
    expect(listener.connections.length).toBe(before);
  });

  it.each([
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[2002:a9fe:a9fe::1]/',
    'http://metadata.internal/',
    'http://printer.local/',
    'http://intranet/',
  ])('refuses %s', async (url) => {
    const result = await fetcherFor({})(url);
    expect(result.status).toBe(0);
    expect(result.errorCode).toBe('blocked_destination');
  });

  it('refuses a hostname that resolves to a private address', async () => {
    const fetcher = fetcherFor({ allowedPorts: [listener.port], resolve: async () => ['127.0.0.1'] });
    const result = await fetcher(`http://innocent.example:${listener.port}/`);
    expect(result.errorCode).toBe('blocked_destination');
    expect(result.error).toContain('innocent.example');
    expect(listener.connections).toEqual([]);
  });

  it('refuses a hostname when any one of its answers is private', async () => {
    const fetcher = fetcherFor({
      allowedPorts: [listener.port],
      resolve: async () => [PUBLIC_ADDRESS, '127.0.0.1'],
    });
    const result = await fetcher(`http://mixed.example:${listener.port}/`);
    expect(result.errorCode).toBe('blocked_destination');
    expect(listener.connections).toEqual([]);
  });

  it('refuses a rebinding hostname at connect time (public when first asked, private after)', async () => {
    const calls: string[] = [];
    const rebinding = async (hostname: string) => {
      calls.push(hostname);
      return calls.length === 1 ? [PUBLIC_ADDRESS] : ['127.0.0.1'];
    };
    const fetcher = fetcherFor({ allowedPorts: [listener.port], resolve: rebinding });
    const result = await fetcher(`http://rebind.example:${listener.port}/`);
    expect(result.status).toBe(0);
    expect(result.errorCode).toBe('blocked_destination');
    // The first (public) answer passed the early check; the connector asked again and refused.
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(listener.connections).toEqual([]);
  });

  it('reaches loopback only for allow-listed hosts', async () => {
    const before = listener.connections.length;
    const fetcher = fetcherFor({ allowHosts: ['127.0.0.1'] });
    const result = await fetcher(`http://127.0.0.1:${listener.port}/`);
    expect(result.status).toBe(200);
    expect(result.body).toBe('reached');
    expect(listener.connections.length).toBe(before + 1);
    listener.connections.length = before;
  });

  it('treats an allow-listed name as exempt but not the addresses it resolves to', async () => {
    const fetcher = fetcherFor({
      allowHosts: ['fixture.test'],
      allowedPorts: [listener.port],
      resolve: async () => ['127.0.0.1'],
    });
    const allowed = await fetcher(`http://fixture.test:${listener.port}/`);
    expect(allowed.status).toBe(200);
    const other = await fetcher(`http://127.0.0.1:${listener.port}/`);
    expect(other.errorCode).toBe('blocked_destination');
    expect(listener.connections.length).toBe(1);
    listener.connections.length = 0;
  });
});

describe('SSRF: redirects are checked on every hop', () => {
  let site: FixtureSite;
  const fixtureHost = 'fixture.test';
  // Every name resolves to loopback; only the fixture's own name is allow-listed.
  const resolve = async () => ['127.0.0.1'];

  beforeAll(async () => {
    const to = (location: string, status = 302) => ({ status, headers: { location } });
    const port = listener.port;
    site = await startFixtureSite({
      '/ok': { body: 'fine' },
      '/to-loopback': to(`http://127.0.0.1:${port}/`),
      '/to-ipv6-loopback': to(`http://[::1]:${port}/`, 301),
      '/to-hex': to(`http://0x7f.1:${port}/`, 307),
      '/to-mapped': to(`http://[::ffff:7f00:1]:${port}/`, 308),
      '/to-private-name': to(`http://rebind.example:${port}/`),
      '/to-metadata': to('http://169.254.169.254/latest/meta-data/'),
      '/to-file': to('file:///etc/passwd'),
      '/chain/7': { body: 'end of chain' },
    });
    for (let hop = 0; hop < 7; hop++) site.setRoute(`/chain/${hop}`, to(`/chain/${hop + 1}`));
  });

  afterAll(async () => {
    await site.close();
  });

  function fixtureFetcher() {
    return fetcherFor({ allowHosts: [fixtureHost], allowedPorts: [listener.port], resolve });
  }

  it('serves the allow-listed fixture itself', async () => {
    const result = await fixtureFetcher()(`http://${fixtureHost}:${site.port}/ok`);
    expect(result.status).toBe(200);
    expect(result.body).toBe('fine');
  });

  it.each(['/to-loopback', '/to-ipv6-loopback', '/to-hex', '/to-mapped', '/to-private-name', '/to-metadata'])(
    'a redirect %s into private space never connects',
    async (path) => {
      const result = await fixtureFetcher()(`http://${fixtureHost}:${site.port}${path}`);
      expect(result.status).toBe(0);
      expect(result.errorCode).toBe('blocked_destination');
      expect(result.redirects).toHaveLength(1);
      expect(listener.connections).toEqual([]);
    },
  );

  it('a redirect to a non-http scheme is refused', async () => {
    const result = await fixtureFetcher()(`http://${fixtureHost}:${site.port}/to-file`);
    expect(result.errorCode).toBe('unsupported_protocol');
  });

  it('follows at most 5 redirects', async () => {
    const fetcher = fixtureFetcher();
    const fiveHops = await fetcher(`http://${fixtureHost}:${site.port}/chain/2`);
    expect(fiveHops.status).toBe(200);
    expect(fiveHops.redirects).toHaveLength(5);
    expect(fiveHops.finalUrl).toBe(`http://${fixtureHost}:${site.port}/chain/7`);
    const sixHops = await fetcher(`http://${fixtureHost}:${site.port}/chain/1`);
    expect(sixHops.status).toBe(0);
    expect(sixHops.errorCode).toBe('too_many_redirects');
  });

  it('returns the redirect itself when asked not to follow', async () => {
    const result = await fixtureFetcher()(`http://${fixtureHost}:${site.port}/to-loopback`, {
      followRedirects: false,
    });
    expect(result.status).toBe(302);
    expect(result.headers.location).toContain('127.0.0.1');
    expect(listener.connections).toEqual([]);
  });
});

describe('URL rules', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://example.com/',
    'gopher://example.com/',
    'data:text/html,hi',
    'javascript:alert(1)',
    'ws://example.com/',
  ])('refuses the scheme of %s', async (url) => {
    const result = await fetcherFor({})(url);
    expect(result.errorCode).toBe('unsupported_protocol');
  });

  it('refuses ports other than 80 and 443 unless allowed', async () => {
    const result = await fetcherFor({})('http://example.com:6379/');
    expect(result.errorCode).toBe('blocked_destination');
    expect(result.error).toMatch(/Port 6379/);
  });

  it('refuses URLs with credentials and says what to remove', async () => {
    const result = await fetcherFor({})('http://user:pw@example.com@127.0.0.1/');
    expect(result.errorCode).toBe('invalid_url');
    expect(result.error).toMatch(/user:password@/);
  });

  it('refuses text that is not a URL', async () => {
    const result = await fetcherFor({})('not a url');
    expect(result.errorCode).toBe('invalid_url');
  });
});
