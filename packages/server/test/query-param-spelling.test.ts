import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startApi } from './helpers/api-harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('a query parameter spelled another way', () => {
  it.each([
    ['/api/audit_status.php?jobId=job_x', 'jobId', 'job_id'],
    ['/api/audit_status.php?JOB_ID=job_x', 'JOB_ID', 'job_id'],
    ['/api/audit.php?URL=https%3A%2F%2Fexample.com%2F', 'URL', 'url'],
  ])('%s → 400 naming the parameter read, not only "Missing"', async (path, given, name) => {
    const res = await api.call(path);
    expect(res.status).toBe(400);
    expect(res.body.title).toBe(`Missing ${name}`);
    expect(res.body.detail).toContain(
      `The query names "${given}", but the parameter is ${name}, spelled exactly so`,
    );
    expect(res.body.errors).toEqual([{ field: name, message: `required; "${given}" is not read` }]);
  });

  it('a query without any spelling of it keeps "Add … to the query"', async () => {
    const res = await api.call('/api/audit_status.php?id=job_x');
    expect(res.body.detail).toMatch(/^Add job_id to the query/);
  });
});
