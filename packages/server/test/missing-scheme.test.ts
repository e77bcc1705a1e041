import { PROBLEM_TYPES } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startApi } from './helpers/api-harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('a URL without its scheme, as copied from an address bar', () => {
  it.each([
    ['url', { url: 'example.com/page' }, 'https://example.com/page'],
    ['url', { url: 'www.example.com' }, 'https://www.example.com'],
    ['url', { url: '127.0.0.1:8080/' }, 'https://127.0.0.1:8080/'],
    [
      'webhook_url',
      { url: 'https://example.com/', webhook_url: 'hooks.example.com/geo' },
      'https://hooks.example.com/geo',
    ],
  ])('POST with %s %j → 422 naming the URL with https://', async (field, json, meant) => {
    const res = await api.call('/api/audit.php', { json });
    expect(res.status).toBe(422);
    expect(res.body.type).toBe(PROBLEM_TYPES.invalidUrl);
    expect(res.body.errors).toEqual([{ field, message: `the scheme is missing; send "${meant}"` }]);
    expect(res.body.detail).toContain(`send "${meant}"`);
  });

  it('GET ?url= → 422 giving the query to send', async () => {
    const res = await api.call(`/api/audit.php?url=${encodeURIComponent('example.com/page')}`);
    expect(res.status).toBe(422);
    expect(res.body.detail).toContain('url has no scheme: send url=https%3A%2F%2Fexample.com%2Fpage');
  });

  it('text that is no address keeps the general words', async () => {
    const res = await api.call('/api/audit.php', { json: { url: 'not a url' } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].message).toBe('url must be an absolute http:// or https:// URL');
    const get = await api.call('/api/audit.php?url=mailto%3Aa%40example.com');
    expect(get.body.detail).toBe(
      'url must be an absolute http:// or https:// URL of at most 2048 characters.',
    );
  });
});

describe('an empty url or webhook_url, as a blank setting sends it', () => {
  it.each([
    ['url', { url: '' }, 'empty; send the full address to audit, such as https://example.com/page'],
    [
      'webhook_url',
      { url: 'https://example.com/', webhook_url: ' ' },
      'empty; leave webhook_url out (or send null) when no callback is wanted',
    ],
  ])('%s → 422 saying it is empty and what to do', async (field, json, message) => {
    const res = await api.call('/api/audit.php', { json });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field, message }]);
  });
});
