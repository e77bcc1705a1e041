import { request as httpRequest } from 'node:http';
import { PROBLEM_TYPES } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startApi } from './helpers/api-harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** GET with each value on its own X-API-Key line, as fetch cannot send (it joins them into one). */
function getWithKeyLines(
  path: string,
  keys: string[],
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${api.url}${path}`, { headers: { 'x-api-key': keys } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function expectRepeatedKeyProblem(res: { status: number; body: Record<string, unknown> }): void {
  expect(res.status).toBe(401);
  expect(res.body.type).toBe(PROBLEM_TYPES.unauthorized);
  expect(res.body.title).toBe('X-API-Key sent more than once');
  expect(res.body.detail).toContain('Send the header once, with one key');
}

describe('X-API-Key sent more than once', () => {
  it('is told so, with two header lines holding different keys', async () => {
    const other = await api.newKey();
    expectRepeatedKeyProblem(
      await getWithKeyLines('/api/audit_status.php?job_id=job_none', [api.key, other.key]),
    );
  });

  it('is told so, with two header lines holding the same key', async () => {
    expectRepeatedKeyProblem(
      await getWithKeyLines('/api/audit_status.php?job_id=job_none', [api.key, api.key]),
    );
  });

  it('is told so when the client joined the two values into one line', async () => {
    const headers = new Headers();
    headers.append('x-api-key', api.key);
    headers.append('x-api-key', api.key);
    const res = await api.call('/api/audit_status.php?job_id=job_none', { key: null, headers });
    expectRepeatedKeyProblem(res);
  });

  it('a key sent once still passes, and a missing key keeps the usual 401', async () => {
    expect((await getWithKeyLines('/api/audit_status.php?job_id=job_none', [api.key])).status).toBe(404);
    const missing = await api.call('/api/audit_status.php?job_id=job_none', { key: null });
    expect(missing.status).toBe(401);
    expect(missing.body.title).toBe('Missing or invalid API key');
  });
});
