import { PROBLEM_TYPES } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startApi } from './helpers/api-harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const STATUS = '/api/audit_status.php?job_id=job_none';

describe('an API key sent where the API does not read it', () => {
  it('in Authorization: says the key goes in X-API-Key', async () => {
    const res = await api.call(STATUS, { key: null, headers: { authorization: `Bearer ${api.key}` } });
    expect(res.status).toBe(401);
    expect(res.body.type).toBe(PROBLEM_TYPES.unauthorized);
    expect(res.body.title).toBe('API key in the wrong header');
    expect(res.body.detail).toContain('X-API-Key header, not from Authorization');
  });

  it('after "Bearer " in X-API-Key: says to send the key alone', async () => {
    const res = await api.call(STATUS, { key: `Bearer ${api.key}` });
    expect(res.status).toBe(401);
    expect(res.body.title).toBe('X-API-Key holds more than the key');
    expect(res.body.detail).toContain('without "Bearer "');
  });

  it('in the query string: says the header only, and why', async () => {
    const res = await api.call(`${STATUS}&api_key=${api.key}`, { key: null });
    expect(res.status).toBe(401);
    expect(res.body.title).toBe('API key in the query');
    expect(res.body.detail).toContain('X-API-Key header only');
  });

  it('an unknown key keeps the one body that says nothing about keys', async () => {
    const other = await api.newKey();
    const unknown = `${other.key.slice(0, -7)}_AAAAAA`;
    for (const key of [unknown, 'geo_live_nothing', '']) {
      const res = await api.call(STATUS, { key });
      expect(res.status).toBe(401);
      expect(res.body.title).toBe('Missing or invalid API key');
    }
  });
});
