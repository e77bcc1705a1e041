import { PROBLEM_TYPES } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startApi } from './helpers/api-harness.ts';
import { type LoopbackSite, startLoopbackSite } from './helpers/loopback-site.ts';

let api: Api;
let site: LoopbackSite;
beforeAll(async () => {
  site = await startLoopbackSite();
  api = await startApi();
});
afterAll(async () => {
  await api.close();
  await site.close();
});

describe('POST /api/audit.php with a field name spelled another way', () => {
  it.each([
    ['webhookUrl', 'webhook_url', (url: string) => ({ url, webhookUrl: `${url}/hook` })],
    ['callback_url', 'webhook_url', (url: string) => ({ url, callback_url: `${url}/hook` })],
    ['Modules', 'modules', (url: string) => ({ url, Modules: ['schema'] })],
    ['URL', 'url', (url: string) => ({ URL: url })],
  ])('%s → 422 naming %s, instead of an audit run without it', async (given, meant, body) => {
    const res = await api.call('/api/audit.php', { json: body(`${site.url}/page`) });
    expect(res.status).toBe(422);
    expect(res.body.type).toBe(PROBLEM_TYPES.invalidRequest);
    expect(res.body.title).toBe('Misspelled field name');
    expect(res.body.detail).toContain(`send ${meant}, not "${given}"`);
    expect(res.body.errors).toEqual([{ field: given, message: `not a field; use ${meant}` }]);
  });

  it('still ignores fields that are no spelling of a known one', async () => {
    const res = await api.call('/api/audit.php', { json: { url: `${site.url}/page`, source: 'ci' } });
    expect(res.status).toBe(202);
  });
});
