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

function start(body: string, contentType = 'application/json') {
  return api.call('/api/audit.php', { method: 'POST', body, headers: { 'content-type': contentType } });
}

describe('a start body with __proto__ or constructor.prototype keys', () => {
  it.each([
    ['__proto__', '"__proto__": {"polluted": "yes"}'],
    ['constructor.prototype', '"constructor": {"prototype": {"polluted": "yes"}}'],
  ])('ignores %s like any unknown field, instead of calling valid JSON invalid', async (_name, extra) => {
    for (const type of ['application/json', 'application/vnd.api+json']) {
      const res = await start(`{"url": "${site.url}/proto", ${extra}}`, type);
      expect(res.status).toBe(202);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });
});
