import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetcher } from '../../src/fetch/index.ts';

// A self-signed certificate for "fixture.test" only (valid until 2126), made for these tests.
const cert = readFileSync(new URL('./tls/fixture-test.crt', import.meta.url), 'utf8');
const key = readFileSync(new URL('./tls/fixture-test.key', import.meta.url), 'utf8');

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer({ cert, key }, (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('secure hello');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const toLoopback = async () => ['127.0.0.1'];

describe('https through the vetted connector', () => {
  it('dials the vetted address but verifies the certificate against the name', async () => {
    const fetcher = createSafeFetcher({ allowHosts: ['fixture.test'], resolve: toLoopback, ca: cert });
    const result = await fetcher(`https://fixture.test:${port}/`);
    await fetcher.close();
    expect(result.status).toBe(200);
    expect(result.body).toBe('secure hello');
  });

  it('refuses a certificate that does not name the host', async () => {
    const fetcher = createSafeFetcher({ allowHosts: ['other.test'], resolve: toLoopback, ca: cert });
    const result = await fetcher(`https://other.test:${port}/`);
    await fetcher.close();
    expect(result.status).toBe(0);
    expect(result.error).toMatch(/altnames|certificate/i);
  });

  it('refuses an untrusted certificate', async () => {
    const fetcher = createSafeFetcher({ allowHosts: ['fixture.test'], resolve: toLoopback });
    const result = await fetcher(`https://fixture.test:${port}/`);
    await fetcher.close();
    expect(result.status).toBe(0);
    expect(result.error).toMatch(/certificate/i);
  });
});
