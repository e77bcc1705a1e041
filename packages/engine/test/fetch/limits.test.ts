import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher } from '../../src/fetch/index.ts';
import type { ClosableSafeFetcher } from '../../src/fetch/safe-fetcher.ts';
import { type FixtureSite, startFixtureSite } from '../helpers/fixture-site.ts';

let site: FixtureSite;
const fetchers: ClosableSafeFetcher[] = [];
const MB = 1024 * 1024;

function fetcherFor(options: Parameters<typeof createSafeFetcher>[0] = {}): ClosableSafeFetcher {
  const fetcher = createSafeFetcher({ allowHosts: ['127.0.0.1'], timeoutMs: 20_000, ...options });
  fetchers.push(fetcher);
  return fetcher;
}

const html = (body: string | Uint8Array, contentType = 'text/html') => ({
  headers: { 'content-type': contentType },
  body,
});

beforeAll(async () => {
  const bomb = Buffer.alloc(64 * MB, 0x61);
  site = await startFixtureSite({
    '/big': html('x'.repeat(300_000), 'text/plain'),
    '/endless': {
      raw: (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = Buffer.alloc(64 * 1024, 0x62);
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        pump();
      },
    },
    '/gzip-bomb': {
      headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' },
      body: gzipSync(bomb),
    },
    '/br-bomb': {
      headers: { 'content-type': 'text/html', 'content-encoding': 'br' },
      body: brotliCompressSync(bomb),
    },
    '/gzip': {
      headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' },
      body: gzipSync('zipped'),
    },
    '/deflate': {
      headers: { 'content-type': 'text/plain', 'content-encoding': 'deflate' },
      body: deflateSync('wrapped deflate'),
    },
    '/deflate-raw': {
      headers: { 'content-type': 'text/plain', 'content-encoding': 'deflate' },
      body: deflateRawSync('raw deflate'),
    },
    '/corrupt-gzip': {
      headers: { 'content-type': 'text/plain', 'content-encoding': 'gzip' },
      body: Buffer.concat([gzipSync('start of a body that breaks').subarray(0, 20), Buffer.from('garbage!')]),
    },
    '/unknown-coding': {
      headers: { 'content-type': 'text/plain', 'content-encoding': 'compress' },
      body: 'x',
    },
    '/slow-headers': { delayMs: 30_000, body: 'too late' },
    '/dribble': {
      raw: (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => res.write('.'), 50);
        res.on('close', () => clearInterval(timer));
      },
    },
    '/binary': { headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from([0, 1, 2, 255]) },
    '/image': { headers: { 'content-type': 'image/png' }, body: Buffer.from([137, 80, 78, 71]) },
    '/latin1-header': html(
      Buffer.from('<p>caf\xe9 cr\xe8me</p>', 'latin1'),
      'text/html; charset=windows-1252',
    ),
    '/latin1-meta': html(
      Buffer.from('<html><head><meta charset="iso-8859-1"></head><p>na\xefve</p></html>', 'latin1'),
    ),
    '/latin1-http-equiv': html(
      Buffer.from(
        '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252"><p>\x93quoted\x94</p>',
        'latin1',
      ),
    ),
    '/undeclared-utf8': html(Buffer.from('<p>Grüße – ok</p>', 'utf8')),
    '/undeclared-latin1': html(Buffer.from('<p>Gr\xfc\xdfe</p>', 'latin1')),
    '/bom-wins': html(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>Ünïcode</p>', 'utf8')]),
      'text/html; charset=windows-1252',
    ),
    '/utf16': html(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<p>wide</p>', 'utf16le')])),
    '/shift-jis': html(Buffer.from([0x93, 0xfa, 0x96, 0x7b]), 'text/plain; charset=shift_jis'),
    '/robots-bom': {
      headers: { 'content-type': 'text/plain' },
      body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('User-agent: *', 'utf8')]),
    },
  });
});

afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((fetcher) => fetcher.close()));
});

afterAll(async () => {
  await site.close();
});

describe('size caps', () => {
  it('cuts a body over the cap and says so', async () => {
    const result = await fetcherFor({ maxBytes: 100_000 })(site.url('/big'));
    expect(result.status).toBe(200);
    expect(result.truncated).toBe(true);
    expect(result.body.length).toBe(100_000);
  });

  it('does not flag a body under the cap', async () => {
    const result = await fetcherFor({ maxBytes: 1 * MB })(site.url('/big'));
    expect(result.truncated).toBe(false);
    expect(result.body.length).toBe(300_000);
  });

  it('stops reading an endless body at the cap', async () => {
    const result = await fetcherFor({ maxBytes: 2 * MB })(site.url('/endless'));
    expect(result.status).toBe(200);
    expect(result.truncated).toBe(true);
    expect(result.body.length).toBe(2 * MB);
  });

  it.each(['/gzip-bomb', '/br-bomb'])(
    'stops a compression bomb (%s) at the default 5 MB cap',
    async (path) => {
      const result = await fetcherFor()(site.url(path));
      expect(result.status).toBe(200);
      expect(result.truncated).toBe(true);
      expect(result.body.length).toBe(5 * MB);
    },
  );
});

describe('decompression', () => {
  it.each([
    ['/gzip', 'zipped'],
    ['/deflate', 'wrapped deflate'],
    ['/deflate-raw', 'raw deflate'],
  ])('decodes %s', async (path, text) => {
    const result = await fetcherFor()(site.url(path));
    expect(result.body).toBe(text);
  });
});

describe('broken bodies', () => {
  it('keeps the status and explains a body that fails to decompress', async () => {
    const result = await fetcherFor()(site.url('/corrupt-gzip'));
    expect(result.status).toBe(200);
    expect(result.errorCode).toBe('network');
    expect(result.error).toMatch(/could not be read to the end/);
  });

  it('names an unsupported Content-Encoding', async () => {
    const result = await fetcherFor()(site.url('/unknown-coding'));
    expect(result.status).toBe(200);
    expect(result.body).toBe('');
    expect(result.error).toMatch(/unsupported Content-Encoding \(compress\)/);
  });
});

describe('time limits and cancellation', () => {
  it('gives up on a server that is slow to send headers', async () => {
    const result = await fetcherFor({ headersTimeoutMs: 300 })(site.url('/slow-headers'));
    expect(result.status).toBe(0);
    expect(result.errorCode).toBe('timeout');
    expect(result.error).toMatch(/did not answer in time/);
  });

  it('gives up on a body that never ends within the total time', async () => {
    const result = await fetcherFor({ timeoutMs: 800 })(site.url('/dribble'));
    expect(result.status).toBe(0);
    expect(result.errorCode).toBe('timeout');
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = fetcherFor()(site.url('/slow-headers'), { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    const result = await pending;
    expect(result.status).toBe(0);
    expect(result.errorCode).toBe('aborted');
  });

  it('reports a refused connection without throwing', async () => {
    const closed = await startFixtureSite();
    const port = closed.port;
    await closed.close();
    const result = await fetcherFor()(`http://127.0.0.1:${port}/`);
    expect(result.status).toBe(0);
    expect(result.errorCode).toBe('connect_failure');
  });
});

describe('content types', () => {
  it.each(['/binary', '/image'])('does not read a binary body (%s)', async (path) => {
    const result = await fetcherFor()(site.url(path));
    expect(result.status).toBe(200);
    expect(result.body).toBe('');
    expect(result.errorCode).toBe('unsupported_content_type');
  });
});

describe('charsets', () => {
  it.each([
    ['/latin1-header', 'café crème'],
    ['/latin1-meta', 'naïve'],
    ['/latin1-http-equiv', '\u201cquoted\u201d'],
    ['/undeclared-utf8', 'Grüße – ok'],
    ['/undeclared-latin1', 'Grüße'],
    ['/bom-wins', 'Ünïcode'],
    ['/utf16', 'wide'],
    ['/shift-jis', '日本'],
  ])('decodes %s', async (path, text) => {
    const result = await fetcherFor()(site.url(path));
    expect(result.body).toContain(text);
    expect(result.body).not.toContain('\ufffd');
  });

  it('strips a UTF-8 BOM from text files', async () => {
    const result = await fetcherFor()(site.url('/robots-bom'));
    expect(result.body).toBe('User-agent: *');
  });
});

describe('request details', () => {
  it('sends the given User-Agent and a default one otherwise', async () => {
    const fetcher = fetcherFor();
    await fetcher(site.url('/gzip'), { headers: { 'User-Agent': 'ProbeBot/1.0' } });
    await fetcher(site.url('/deflate'));
    expect(site.requestsTo('/gzip').at(-1)?.userAgent).toBe('ProbeBot/1.0');
    expect(site.requestsTo('/deflate').at(-1)?.userAgent).toMatch(/geo-audit/);
  });
});
