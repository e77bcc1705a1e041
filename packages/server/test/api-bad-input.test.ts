import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { PROBLEM_TYPES } from '@geo-audit/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startApi } from './helpers/api-harness.ts';
import { type LoopbackSite, startLoopbackSite } from './helpers/loopback-site.ts';

let api: Api;
let site: LoopbackSite;
let key: string;
beforeAll(async () => {
  site = await startLoopbackSite();
  // A roomy plan so hundreds of requests measure input handling, not the quota.
  api = await startApi({
    plans: {
      agency: { name: 'agency', apiAccess: true, requestsPerHour: 100, concurrentAudits: 5 },
      fuzz: { name: 'fuzz', apiAccess: true, requestsPerHour: 1_000_000, concurrentAudits: 1_000_000 },
    },
  });
  key = (await api.newKey('fuzz')).key;
});
afterAll(async () => {
  await api.close();
  await site.close();
});

function post(body: string, contentType = 'application/json') {
  return api.call('/api/audit.php', { key, method: 'POST', body, headers: { 'content-type': contentType } });
}

function expectProblem(res: { status: number; headers: Headers; body: { type?: string; detail?: string } }) {
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.body.type).toMatch(/^\/problems\//);
  expect(res.body.detail).toBeTruthy();
}

describe('bad input never yields a 500', () => {
  it.each([
    ['malformed JSON', '{"url": "https://example.com"', 400, PROBLEM_TYPES.invalidRequest],
    ['an empty body', '', 400, PROBLEM_TYPES.invalidRequest],
    ['a JSON array', '["https://example.com"]', 400, PROBLEM_TYPES.invalidRequest],
    ['a JSON string', '"https://example.com"', 400, PROBLEM_TYPES.invalidRequest],
    ['null', 'null', 400, PROBLEM_TYPES.invalidRequest],
    ['a missing url', '{}', 422, PROBLEM_TYPES.invalidUrl],
    ['a numeric url', '{"url": 42}', 422, PROBLEM_TYPES.invalidUrl],
    [
      'modules that is not an array',
      '{"url": "https://example.com", "modules": "schema"}',
      422,
      PROBLEM_TYPES.invalidRequest,
    ],
    [
      'a module name nested 10,000 arrays deep',
      `{"url": "https://example.com", "modules": ["schema", ${'['.repeat(10_000)}${']'.repeat(10_000)}]}`,
      422,
      PROBLEM_TYPES.unknownModule,
    ],
    [
      'an empty modules list',
      '{"url": "https://example.com", "modules": []}',
      422,
      PROBLEM_TYPES.invalidRequest,
    ],
    [
      'a prototype-poisoning key (dropped; the rest of the body is read)',
      '{"url": "ftp://example.com/", "__proto__": {"x": 1}}',
      422,
      PROBLEM_TYPES.invalidUrl,
    ],
    [
      'a 2049-character URL',
      JSON.stringify({ url: `https://example.com/${'a'.repeat(2030)}` }),
      422,
      PROBLEM_TYPES.invalidUrl,
    ],
    ['a javascript: URL', '{"url": "javascript:alert(1)"}', 422, PROBLEM_TYPES.invalidUrl],
    ['credentials in the URL', '{"url": "http://user:pw@127.0.0.1/"}', 422, PROBLEM_TYPES.invalidUrl],
    ['an octal loopback spelling', '{"url": "http://0177.0.0.1:1/"}', 422, PROBLEM_TYPES.unreachableUrl],
    [
      'a mapped IPv6 metadata address',
      '{"url": "http://[::ffff:169.254.169.254]/"}',
      422,
      PROBLEM_TYPES.blockedDestination,
    ],
  ])('%s → %i', async (_label, body, status, type) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    expect(res.body.type).toBe(type);
    expectProblem(res);
  });

  it.each([['{bad'], ['{"url": "https://example.com", }'], ["{'url': 'https://example.com'}"]])(
    'says that %s is not valid JSON',
    async (body) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toContain('not valid JSON');
    },
  );

  it.each(['/api/%zz', '/api/audit_status.php%ZZ?job_id=x', '/results/%zz'])(
    'an undecodable path (%s) → 400 problem+json with the quota headers and the request id',
    async (path) => {
      const res = await api.call(path, { key });
      expect(res.status).toBe(400);
      expectProblem(res);
      expect(res.body.title).toBe('Malformed URL');
      expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
      expect(res.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
      expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
    },
  );

  it.each([
    ['url', () => ({ url: site.url.replace('://', '://user:secret@') })],
    [
      'webhook_url',
      () => ({ url: `${site.url}/page`, webhook_url: 'https://hook:secret@hooks.example.com/geo' }),
    ],
  ])(
    'credentials in %s → 422 saying credentials are refused and why, not a word about ports',
    async (field, json) => {
      const res = await api.call('/api/audit.php', { key, json: json() });
      expect(res.status).toBe(422);
      expect(res.body.type).toBe(PROBLEM_TYPES.invalidUrl);
      expect(res.body.detail).toMatch(new RegExp(`^${field} contains a user name or password`));
      expect(res.body.detail).toContain('never sent to the sites');
      expect(res.body.detail).toContain('Remove the "user:password@" part');
      expect(res.body.detail).not.toContain('port');
      expect(res.body.errors).toEqual([{ field, message: 'credentials (user:password@) not allowed' }]);
    },
  );

  it.each([
    ['url', () => ({ url: 'https://example.com:8443/page' })],
    ['webhook_url', () => ({ url: `${site.url}/page`, webhook_url: 'http://hooks.example.com:8080/geo' })],
  ])(
    'a public host on another port (%s) → 422 that names the port, not "a private address"',
    async (field, json) => {
      const res = await api.call('/api/audit.php', { key, json: json() });
      expect(res.status).toBe(422);
      expect(res.body.type).toBe(PROBLEM_TYPES.blockedDestination);
      expect(res.body.detail).toMatch(
        new RegExp(`^${field} names port \\d+; this server fetches only ports 80`),
      );
      expect(res.body.detail).not.toContain('private');
    },
  );

  it('a body over 64 KB → 413', async () => {
    const res = await post(JSON.stringify({ url: 'https://example.com/', pad: 'x'.repeat(70_000) }));
    expect(res.status).toBe(413);
    expect(res.body.type).toBe(PROBLEM_TYPES.payloadTooLarge);
    expectProblem(res);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'Content-Type %s → 415',
    async (type) => {
      const res = await post('{"url":"https://example.com/"}', type);
      expect(res.status).toBe(415);
      expect(res.body.type).toBe(PROBLEM_TYPES.unsupportedMediaType);
      expectProblem(res);
    },
  );

  it('a POST without Content-Type → 415', async () => {
    const res = await api.call('/api/audit.php', { key, method: 'POST' });
    expect(res.status).toBe(415);
  });

  it('a gzip-compressed JSON body → 415 saying to send it uncompressed, not "not valid JSON"', async () => {
    const body = gzipSync(JSON.stringify({ url: `${site.url}/gzipped` }));
    const res = await api.call('/api/audit.php', {
      key,
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('accept-encoding')).toBe('identity');
    expect(res.body.detail).toMatch(/Content-Encoding: gzip.*uncompressed/);
    expectProblem(res);
  });

  it('headers over 16 KB → 431 problem+json with the quota headers, like every other answer', async () => {
    const res = await api.call('/api/audit_status.php?job_id=job_x', {
      key,
      headers: { cookie: 'c'.repeat(20_000) },
    });
    expect(res.status).toBe(431);
    expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    expect(res.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
    expect(res.body.detail).toContain('16 KB');
    expectProblem(res);
  });

  it('a request that is not HTTP → 400 problem+json with the quota headers', async () => {
    const { hostname, port } = new URL(api.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port) }, () =>
        socket.write('HELLO THERE\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toMatch(/\r\ncontent-type: application\/problem\+json/);
    expect(raw).toMatch(/\r\nx-ratelimit-remaining: \d+\r\n/);
    expect(raw).toContain('"type":"/problems/invalid-request"');
  });

  it('ignores unknown fields and accepts an internationalised domain name on an allowed host', async () => {
    const res = await post(
      JSON.stringify({ url: `${site.url}/caf%C3%A9`, colour: 'blue', nested: { a: [1] } }),
    );
    expect(res.status).toBe(202);
    const idn = await post(JSON.stringify({ url: 'https://bücher.invalid/straße' }));
    expect(idn.status).toBe(422);
    expect(idn.body.type).toBe(PROBLEM_TYPES.unreachableUrl);
  });

  it('odd query strings on the GET endpoints → clear 4xx', async () => {
    const cases = [
      ['/api/audit.php', 400],
      ['/api/audit.php?url=', 400],
      ['/api/audit.php?url=%E0%A4%A', 422],
      ['/api/audit.php?url=ftp://x', 422],
      ['/api/audit_status.php', 400],
      [`/api/audit_status.php?job_id=${'x'.repeat(5000)}`, 404],
      ['/api/audit_status.php?job_id=a&job_id=b', 400],
    ] as const;
    for (const [path, status] of cases) {
      const res = await api.call(path, { key });
      expect(res.status, path).toBe(status);
      expectProblem(res);
    }
  });

  it('a parameter given twice is called that, not missing; a missing url field is "required"', async () => {
    const twice = await api.call('/api/audit_status.php?job_id=a&job_id=b', { key });
    expect(twice.body.title).toBe('job_id given more than once');
    expect(twice.body.detail).toContain('give it once');
    const urls = await api.call('/api/audit.php?url=https://a.example/&url=https://b.example/', { key });
    expect(urls.status).toBe(400);
    expect(urls.body.title).toBe('url given more than once');
    const missing = await post('{"modules": ["schema"]}');
    expect(missing.body.errors).toContainEqual({ field: 'url', message: 'required' });
  });

  it('a 405 names HEAD among the allowed methods of a GET endpoint, as HEAD is answered there', async () => {
    const res = await api.call('/api/audit_status.php', { key, method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    const head = await api.call('/health', { key, method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it.each([
    ['POST', '/results/r_0123456789abcdef', '/results/{token}', 'GET, HEAD'],
    ['DELETE', '/results/any-token', '/results/{token}', 'GET, HEAD'],
    ['PUT', '/api/audit.php', '/api/audit.php', 'GET, HEAD, POST'],
    ['POST', '/openapi.json', '/openapi.json', 'GET, HEAD'],
  ])(
    '%s %s → 405 with Allow, like every known path, even one ending in an id',
    async (method, path, route, allow) => {
      const res = await api.call(path, { key, method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.body.detail).toBe(`${route} accepts ${allow}.`);
      expectProblem(res);
    },
  );

  it('a path under /results/ that holds no token, or a second segment, is still 404', async () => {
    expect((await api.call('/results/', { key, method: 'POST' })).status).toBe(404);
    expect((await api.call('/results/a/b', { key, method: 'POST' })).status).toBe(404);
  });

  it('property: any JSON body gets 202 or a 4xx problem, never a 5xx', async () => {
    const url = fc.oneof(
      fc.constant(`${site.url}/p`),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ maxLength: 300 }),
      fc.integer(),
      fc.constant(null),
    );
    const body = fc.oneof(
      fc
        .record(
          {
            url,
            modules: fc.oneof(
              fc.array(fc.constantFrom('schema', 'eeat', 'seo', '', 'crawlers')),
              fc.anything(),
            ),
            webhook_url: fc.oneof(fc.constant(`${site.url}/hook`), fc.webUrl(), fc.anything()),
            extra: fc.anything(),
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
      fc.json({ maxDepth: 3 }),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const res = await post(text);
        expect(res.status === 202 || (res.status >= 400 && res.status < 500)).toBe(true);
        if (res.status !== 202) expectProblem(res);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
