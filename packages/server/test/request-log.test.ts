import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, startApi } from './helpers/api-harness.ts';

// A client that puts its key in the URL gets a 401, but the access log must not keep the key.

let api: Api;
const lines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  api = await startApi({ logger: pino({ level: 'info' }, sink) });
});
afterAll(() => api.close());

describe('access log', () => {
  it('writes the request URL with a key or webhook secret in it redacted', async () => {
    const secret = encodeURIComponent(api.webhookSecret);
    const res = await api.call(`/api/audit_status.php?job_id=job_1&api_key=${api.key}&s=${secret}`, {
      key: null,
    });
    expect(res.status).toBe(401);
    const log = lines.join('');
    expect(log).toContain('/api/audit_status.php?job_id=job_1&api_key=[redacted]&s=[redacted]');
    expect(log).not.toContain(api.key);
    expect(log).not.toContain(api.key.slice(9, 30));
    expect(log).not.toContain(secret.slice(6));
  });
});
