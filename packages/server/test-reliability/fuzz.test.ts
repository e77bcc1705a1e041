import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fleet, startFleet } from './helpers/fleet.ts';

let fleet: Fleet;
let keys: string[] = [];
beforeAll(async () => {
  fleet = await startFleet({ instances: 2 });
  // Enough keys that the hourly quota (100 per key) rarely answers before validation does.
  keys = (await Promise.all(Array.from({ length: 200 }, () => fleet.newKey()))).map((k) => k.key);
});
afterAll(async () => {
  await fleet?.close();
});

const headerText = fc.string({
  unit: fc.constantFrom(...' !"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~'.split('')),
  maxLength: 80,
});
const queryText = fc.string({
  unit: fc.constantFrom(...'abz09=&%?+/;:#[]{}<>"\' .-_~!$*,|^`'.split('')),
  maxLength: 120,
});
const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        url: fc.oneof(
          fc.webUrl(),
          fc.string(),
          fc.constant('http://127.0.0.1/'),
          fc.integer(),
          fc.constant(null),
        ),
        modules: fc.oneof(
          fc.array(fc.constantFrom('schema', 'crawlers', 'nope', '', 'content'), { maxLength: 6 }),
          fc.string(),
          fc.jsonValue(),
        ),
        webhook_url: fc.oneof(fc.webUrl(), fc.string(), fc.constant('http://169.254.169.254/')),
        extra: fc.jsonValue({ maxDepth: 2 }),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 300 }),
  fc.constantFrom('{', '[]', 'null', '"x"', '{"url":', '\u0000', '{"url":"http://a.example/","modules":{}}'),
);

const request = fc.record({
  instance: fc.nat(1),
  route: fc.constantFrom('start', 'status', 'result', 'other'),
  path: fc.constantFrom(
    '/api/audit.php',
    '/api/audit_status.php',
    '/api/nope',
    '/results/x',
    '/openapi.json',
  ),
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
  query: queryText,
  key: fc.oneof(fc.constant('valid'), fc.constant('none'), headerText),
  contentType: fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/problem+json',
    ),
    headerText,
  ),
  idempotencyKey: fc.option(headerText),
  accept: fc.option(headerText),
  body: jsonish,
});

interface Outcome {
  status: number;
  contentType: string;
  text: string;
  label: string;
}

describe('fuzz: generated requests never break the API', () => {
  it('answers 10,000 generated bodies, headers and query strings without a 5xx, and every error is a problem body', async () => {
    const samples = fc.sample(request, { numRuns: 10_000, seed: 20261122 });
    const outcomes: Outcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < samples.length) {
        const s = samples[next++]!;
        const i = next;
        const path =
          s.route === 'start' ? '/api/audit.php' : s.route === 'status' ? '/api/audit_status.php' : s.path;
        const method = s.route === 'start' ? 'POST' : s.route === 'other' ? s.method : 'GET';
        const headers = new Headers();
        if (s.key === 'valid') headers.set('x-api-key', keys[i % keys.length]!);
        else if (s.key !== 'none') headers.set('x-api-key', s.key);
        if (method !== 'GET' && method !== 'HEAD') headers.set('content-type', s.contentType);
        if (s.idempotencyKey !== null) headers.set('idempotency-key', s.idempotencyKey);
        if (s.accept !== null) headers.set('accept', s.accept);
        const url = `${fleet.instances[s.instance]!.url}${path}?${s.query}`;
        const response = await fetch(url, {
          method,
          headers,
          ...(method !== 'GET' && method !== 'HEAD' ? { body: s.body } : {}),
        });
        outcomes.push({
          status: response.status,
          contentType: response.headers.get('content-type') ?? '',
          text: method === 'HEAD' ? '' : await response.text(),
          label: `${method} ${path}?${s.query} key=${s.key} ct=${s.contentType} body=${s.body.slice(0, 80)}`,
        });
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));

    expect(outcomes).toHaveLength(10_000);
    const serverErrors = outcomes.filter((o) => o.status >= 500);
    expect(serverErrors.map((o) => `${o.status} ${o.label}`)).toEqual([]);
    const badErrors = outcomes.filter((o) => {
      if (o.status < 400 || o.text === '') return false;
      // The results page is for people: a GET there may answer an HTML error page; all else is problem JSON.
      if (o.label.startsWith('GET /results/') && o.contentType.startsWith('text/html')) return false;
      if (!o.contentType.startsWith('application/problem+json')) return true;
      const body = JSON.parse(o.text) as { type?: unknown; title?: unknown; status?: unknown };
      return typeof body.type !== 'string' || typeof body.title !== 'string' || body.status !== o.status;
    });
    expect(badErrors.map((o) => `${o.status} ${o.contentType} ${o.label} → ${o.text.slice(0, 120)}`)).toEqual(
      [],
    );
    // Both instances are still up.
    for (const instance of fleet.instances) expect((await fetch(`${instance.url}/health`)).status).toBe(200);
    // Some requests got past validation, so the fuzz reached more than the front door.
    expect(outcomes.some((o) => o.status === 202 || o.status === 200)).toBe(true);
  }, 300_000);
});
