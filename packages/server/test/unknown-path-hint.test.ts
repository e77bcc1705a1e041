import { PROBLEM_TYPES } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startApi } from './helpers/api-harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('404 for a path that is an API path joined badly', () => {
  it.each([
    ['//api/audit.php?url=https%3A%2F%2Fexample.com%2F', '/api/audit.php'],
    ['/api/audit_status.php/?job_id=x', '/api/audit_status.php'],
    ['/API/Audit.php?url=x', '/api/audit.php'],
  ])('%s names %s', async (path, meant) => {
    const res = await api.call(path);
    expect(res.status).toBe(404);
    expect(res.body.type).toBe(PROBLEM_TYPES.noSuchEndpoint);
    expect(res.body.detail).toContain(`the API's is ${meant}.`);
    expect(res.body.detail).toContain('slashes');
  });

  it("names the base URL's own path when it doubles the API's (a base URL that ends in /api)", async () => {
    const res = await api.call('/api/api/audit_status.php?job_id=geo-audit-connection-test');
    expect(res.status).toBe(404);
    expect(res.body.type).toBe(PROBLEM_TYPES.noSuchEndpoint);
    expect(res.body.detail).toContain("the API's is /api/audit_status.php.");
    expect(res.body.detail).toContain('"/api" in front of it is not part of this API\'s paths');
    expect(res.body.detail).toContain('not https://geo.example.com/api');
  });

  it('keeps the not-found type for a job that does not exist, which a key test relies on', async () => {
    const res = await api.call('/api/audit_status.php?job_id=geo-audit-connection-test');
    expect(res.status).toBe(404);
    expect(res.body.type).toBe(PROBLEM_TYPES.notFound);
  });

  it('says only "no such endpoint" for a path that is no API path', async () => {
    const res = await api.call('/api/jobs');
    expect(res.status).toBe(404);
    expect(res.body.type).toBe(PROBLEM_TYPES.noSuchEndpoint);
    expect(res.body.detail).toBe('No such endpoint. The API is described at /openapi.json.');
  });
});
