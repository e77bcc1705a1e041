import { gzipSync } from 'node:zlib';
import { PROBLEM_TYPES } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startApi } from './helpers/api-harness.ts';
import { type LoopbackSite, startLoopbackSite } from './helpers/loopback-site.ts';

let api: Api;
let site: LoopbackSite;
let key: string;
let pages = 0;
beforeAll(async () => {
  site = await startLoopbackSite();
  api = await startApi({
    plans: { roomy: { name: 'roomy', apiAccess: true, requestsPerHour: 1_000, concurrentAudits: 1_000 } },
  });
  key = (await api.newKey('roomy')).key;
});
afterAll(async () => {
  await api.close();
  await site.close();
});

function start(contentType: string, body: BodyInit = JSON.stringify({ url: `${site.url}/p${++pages}` })) {
  return api.call('/api/audit.php', {
    key,
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
  });
}

describe('Content-Type of a start request (SPEC 4.1: JSON)', () => {
  it.each([
    'application/vnd.api+json',
    'application/vnd.api+json; charset=utf-8',
    'application/ld+json',
    'application/x.geo-audit.start+json',
    'application/json;charset=UTF-8',
    'Application/JSON; Charset="utf-8"',
    'application/json; charset=us-ascii',
  ])('accepts a JSON body sent as %s (RFC 6839 +json types, UTF-8 charsets)', async (type) => {
    const res = await start(type);
    expect(res.status).toBe(202);
    expect(res.body.status).toBe('queued');
  });

  it('parses a +json body as JSON: malformed is 400 "not valid JSON", not 415', async () => {
    const res = await start('application/vnd.api+json', '{"url": ');
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain('not valid JSON');
  });

  it.each([
    ['application/merge-patch+json', /patch format .*starts a new audit/],
    ['application/json-patch+json', /patch format/],
    ['application/problem+json', /error reports/],
  ])('refuses %s with 415: its documents are not a new resource', async (type, detail) => {
    const res = await start(type);
    expect(res.status).toBe(415);
    expect(res.body.type).toBe(PROBLEM_TYPES.unsupportedMediaType);
    expect(res.body.detail).toMatch(detail);
    expect(res.body.detail).toContain('Content-Type: application/json');
  });

  it('refuses a body declared in another charset with 415 saying to send UTF-8, not "not valid JSON"', async () => {
    const body = Buffer.from(`\ufeff${JSON.stringify({ url: `${site.url}/utf16` })}`, 'utf16le');
    const res = await start('application/json; charset=utf-16', body);
    expect(res.status).toBe(415);
    expect(res.body.detail).toMatch(/charset="utf-16".*UTF-8/);
  });

  it('still refuses non-JSON types with 415, naming the type sent', async () => {
    const res = await start('text/plain');
    expect(res.status).toBe(415);
    expect(res.body.detail).toContain('"text/plain" is not JSON');
  });

  it('still refuses a compressed +json body with 415 and Accept-Encoding: identity', async () => {
    const res = await api.call('/api/audit.php', {
      key,
      method: 'POST',
      body: gzipSync(JSON.stringify({ url: `${site.url}/gz` })),
      headers: { 'content-type': 'application/vnd.api+json', 'content-encoding': 'gzip' },
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('accept-encoding')).toBe('identity');
    expect(res.body.detail).toContain('uncompressed');
  });
});

describe('a start sent like the GET, with url in the query and no body', () => {
  it('is told that POST reads url from a JSON body', async () => {
    const res = await api.call(`/api/audit.php?url=${encodeURIComponent(`${site.url}/q`)}`, {
      key,
      method: 'POST',
    });
    expect(res.status).toBe(415);
    expect(res.body.detail).toContain('reads url from a JSON body, not from the query');
  });

  it('is named by its media type alone, without the parameters a form upload adds', async () => {
    const form = new FormData();
    form.set('url', `${site.url}/form`);
    const res = await api.call('/api/audit.php', { key, method: 'POST', body: form });
    expect(res.status).toBe(415);
    expect(res.body.detail).toContain('Content-Type "multipart/form-data" is not JSON.');
  });
});
