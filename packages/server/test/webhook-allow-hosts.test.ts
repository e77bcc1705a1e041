import { PROBLEM_TYPES, verifyWebhook } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSettings } from '../src/cli/serve-command.ts';
import { type Api, eventually, startApi } from './helpers/api-harness.ts';
import { type LoopbackSite, startLoopbackSite } from './helpers/loopback-site.ts';
import { startReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

// A CMS on a private network needs its webhooks delivered there; allow-listing its host for audits too would let
// every API key audit it (on any port) and read its pages back in a result.

let site: LoopbackSite;
let receiver: WebhookReceiver;
let api: Api;
let sitePort: string;
beforeAll(async () => {
  site = await startLoopbackSite();
  sitePort = new URL(site.url).port;
  receiver = await startReceiver();
  // The site is reached as "localhost" (allow-listed for audits); the receiver as 127.0.0.1 (webhooks only).
  api = await startApi({ allowHosts: ['localhost'], allowWebhookHosts: ['127.0.0.1'] });
});
afterAll(async () => {
  await api.close();
  await receiver.close();
  await site.close();
});

describe('allowWebhookHosts (--allow-webhook-host)', () => {
  it('delivers signed webhooks to a host allow-listed for webhooks only', async () => {
    const start = await api.call('/api/audit.php', {
      json: { url: `http://localhost:${sitePort}/post`, webhook_url: receiver.url },
    });
    expect(start.status).toBe(202);
    const [delivery] = await eventually(async () =>
      receiver.received.length > 0 ? receiver.received : undefined,
    );
    const verified = await verifyWebhook(delivery!.body, delivery!.headers, api.webhookSecret);
    expect(verified.payload).toMatchObject({ job_id: start.body.job_id, status: 'complete' });
  });

  it('does not let an API key audit that host', async () => {
    const start = await api.call('/api/audit.php', { json: { url: `http://127.0.0.1:${sitePort}/post` } });
    expect(start.status).toBe(422);
    expect(start.body.type).toBe(PROBLEM_TYPES.blockedDestination);
  });

  it('is read from --allow-webhook-host or GEO_AUDIT_ALLOW_WEBHOOK_HOSTS', () => {
    expect(
      serveSettings(['--allow-webhook-host', 'cms.internal', '--allow-webhook-host', '10.0.0.5'])
        .allowWebhookHosts,
    ).toEqual(['cms.internal', '10.0.0.5']);
    expect(serveSettings([]).allowWebhookHosts).toEqual([]);
    process.env.GEO_AUDIT_ALLOW_WEBHOOK_HOSTS = 'cms.internal, 10.0.0.5';
    try {
      expect(serveSettings([]).allowWebhookHosts).toEqual(['cms.internal', '10.0.0.5']);
      expect(serveSettings([]).allowHosts).toEqual([]);
    } finally {
      delete process.env.GEO_AUDIT_ALLOW_WEBHOOK_HOSTS;
    }
  });
});
