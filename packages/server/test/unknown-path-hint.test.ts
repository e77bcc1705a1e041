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
    expect(res.body.type).toBe(PROBLEM_TYPES.notFound);
    expect(res.body.detail).toContain(`the API's is ${meant}.`);
    expect(res.body.detail).toContain('slashes');
  });

  it('says only "no such endpoint" for a path that is no API path', async () => {
    const res = await api.call('/api/jobs');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('No such endpoint. The API is described at /openapi.json.');
  });
});
