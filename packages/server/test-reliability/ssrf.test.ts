import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fleet, startFleet } from './helpers/fleet.ts';
import { type SlowSite, startSlowSite } from './helpers/slow-site.ts';

// The instances may reach only 127.0.0.3 (the allow-listed test site and redirector). Private listeners on
// port 80 of 127.0.0.1 and 127.0.0.2 record every TCP connection: none may ever arrive.
const ALLOWED = '127.0.0.3';
const PRIVATE = ['127.0.0.1', '127.0.0.2'];

const TARGETS = [
  'http://127.0.0.1/',
  'http://127.0.0.2/',
  'http://127.0.0.2:80/admin',
  'http://2130706433/',
  'http://2130706434/',
  'http://0x7f000002/',
  'http://0x7f.0.0.1/',
  'http://0177.0.0.2/',
  'http://127.1/',
  'http://127.000.000.002/',
  'http://127.0.0.2./',
  'http://[::ffff:127.0.0.2]/',
  'http://[::ffff:7f00:1]/',
  'http://[0:0:0:0:0:ffff:127.0.0.1]/',
  'http://[::1]/',
  'http://[::]/',
  'http://0.0.0.0/',
  'http://0/',
  'http://localhost/',
  'http://LOCALHOST./',
  'http://app.localhost/',
  'http://localtest.me/',
  'http://127.0.0.2.nip.io/',
  'http://www.127.0.0.1.sslip.io/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.1/',
  'http://192.168.1.1/',
  'http://172.16.0.1/',
  'http://100.64.0.1/',
  'http://[fd00::1]/',
  'http://[fe80::1]/',
  'http://127.0.0.2:8080/',
  'https://127.0.0.2/',
  'http://user:pw@127.0.0.2/',
  'http://127.0.0.3@127.0.0.2/',
  'ftp://127.0.0.2/',
  'file:///etc/passwd',
  'gopher://127.0.0.2:80/_GET',
  'http://%31%32%37.0.0.2/',
  'http://①②⑦.0.0.2/',
];

let fleet: Fleet;
let site: SlowSite;
const listeners: Server[] = [];
const connections: string[] = [];
let redirector: ReturnType<typeof createHttpServer>;
let redirectorUrl = '';
let redirects = 0;

beforeAll(async () => {
  for (const host of PRIVATE) {
    const server = createTcpServer((socket) => {
      connections.push(`${host} from ${socket.remoteAddress}`);
      socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) =>
        reject(new Error(`cannot listen on ${host}:80 for the SSRF canary (${String(error)}); run as root`)),
      );
      server.listen(80, host, resolve);
    });
    listeners.push(server);
  }
  redirector = createHttpServer((request, response) => {
    redirects++;
    const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
    const status = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('status') ?? 302);
    // Header values must be ASCII: Unicode hosts go out in their parsed (punycode/IPv4) form.
    let location = encodeURI(to);
    try {
      location = new URL(to).href;
    } catch {
      // not a URL: sent percent-encoded
    }
    response.writeHead(status, { location }).end();
  });
  await new Promise<void>((resolve) => redirector.listen(0, ALLOWED, resolve));
  redirectorUrl = `http://${ALLOWED}:${(redirector.address() as AddressInfo).port}/r`;
  // The canaries work: a direct connection is recorded (then forgotten before the tricks run).
  for (const host of PRIVATE) await fetch(`http://${host}/`).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (connections.length !== PRIVATE.length)
    throw new Error(`canaries recorded ${connections.length} connections`);
  connections.length = 0;
  site = await startSlowSite(0, ALLOWED);
  fleet = await startFleet({ instances: 2, allowHost: ALLOWED, leaseMs: 3_000 });
});
afterAll(async () => {
  await fleet?.close();
  await site?.close();
  redirector?.closeAllConnections();
  await new Promise((resolve) => redirector?.close(resolve));
  for (const listener of listeners) await new Promise((resolve) => listener.close(resolve));
});

const via = (target: string, i: number) =>
  `${redirectorUrl}?status=${[301, 302, 303, 307, 308][i % 5]}&to=${encodeURIComponent(target)}`;

describe('SSRF: no trick reaches a private listener', () => {
  it(`refuses ${TARGETS.length * 4} URL, redirect and DNS tricks on url and webhook_url`, async () => {
    const bodies = TARGETS.flatMap((target, i) => [
      { url: target },
      { url: via(target, i) },
      { url: `${site.url}/hook-${i}`, webhook_url: target },
      { url: `${site.url}/hook-redirect-${i}`, webhook_url: via(target, i) },
    ]);
    const accepted: string[] = [];
    let n = 0;
    for (const body of bodies) {
      const { key } = await fleet.newKey();
      const response = await fetch(`${fleet.instances[n++ % 2]!.url}/api/audit.php`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, modules: ['schema'] }),
      });
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
      const json = (await response.json()) as { job_id?: string; type?: string };
      if (response.status === 202) accepted.push(json.job_id!);
      else expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
    }
    // Accepted jobs (redirect tricks, webhook redirects) run to the end, and their webhooks are attempted.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const jobs = await fleet.db.selectFrom('jobs').select(['id', 'status', 'webhook_url']).execute();
      const open = jobs.filter((j) => j.status === 'queued' || j.status === 'running');
      const deliveries = await fleet.db
        .selectFrom('webhook_deliveries')
        .select(['attempts', 'lease_expires_at'])
        .execute();
      const hooks = jobs.filter((j) => j.webhook_url).length;
      const attempted = deliveries.filter((d) => d.attempts > 0 && d.lease_expires_at === null).length;
      if (open.length === 0 && attempted === hooks) break;
      if (Date.now() > deadline) throw new Error('jobs or webhook attempts did not finish in time');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(accepted.length).toBeGreaterThan(0);
    // The redirector was really asked (for audits and webhooks): the tricks were exercised, not just parsed.
    expect(redirects).toBeGreaterThan(0);
    expect(connections).toEqual([]);
  }, 300_000);
});
