import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeoAuditHandler, signSanityWebhook } from '../src/handler/index.ts';
import { MAX_BODY_BYTES } from '../src/handler/read-body.ts';
import { contentLakeFixture } from './helpers/lake-fixture.ts';

const SANITY_SECRET = 'sanity-webhook-secret';
const fixture = contentLakeFixture({ writer: { id: 'robot', write: true } }, 'writer');

/**
 * A proxy in front of the Content Lake stand-in that answers one mutation 503, as a brief outage does: the one
 * after `passBeforeFailing` more have gone through (the delivery's receipt is written first, then the record).
 */
let proxy: ReturnType<typeof createServer>;
let proxyUrl = '';
let failMutationAfter: number | null = null;
function forward(req: IncomingMessage, res: ServerResponse): void {
  const target = new URL(req.url ?? '/', fixture.lake().apiHost);
  const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  req.pipe(upstream);
}

beforeAll(async () => {
  proxy = createServer((req, res) => {
    if (failMutationAfter !== null && req.method === 'POST' && req.url?.includes('/data/mutate/')) {
      if (failMutationAfter > 0) {
        failMutationAfter--;
        return forward(req, res);
      }
      failMutationAfter = null;
      req.resume();
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"Service Unavailable"}');
      return;
    }
    forward(req, res);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

function handlerVia(apiHost: () => string) {
  const starts: string[] = [];
  const fetchApi: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    starts.push(request.headers.get('idempotency-key') ?? '');
    return new Response(
      JSON.stringify({ job_id: `d_${starts.length}`, status: 'queued', estimated_seconds: 5 }),
      {
        status: 202,
        headers: { 'content-type': 'application/json' },
      },
    );
  };
  const handler = createGeoAuditHandler({
    apiKey: 'k',
    baseUrl: 'https://geo.example.com',
    handlerUrl: 'https://cms.example.com/api/geo-audit',
    sanity: {
      projectId: 'p1',
      dataset: 'production',
      token: 'writer',
      webhookSecret: SANITY_SECRET,
      apiHost: apiHost(),
    },
    urlFor: () => 'https://www.example.com/blog/hello',
    fetch: fetchApi,
  });
  return { handler, starts };
}

async function signedPublish(id: string, delivery: string): Promise<Request> {
  const body = JSON.stringify({ _id: id, _type: 'article' });
  return new Request('https://cms.example.com/api/geo-audit', {
    method: 'POST',
    body,
    headers: {
      'sanity-webhook-signature': await signSanityWebhook(body, SANITY_SECRET),
      'sanity-operation': 'create',
      'idempotency-key': delivery,
    },
  });
}

describe('the handler and Sanity webhook deliveries', () => {
  it('audits a publish when Sanity delivers it again after the handler failed (a brief Content Lake outage)', async () => {
    const { handler, starts } = handlerVia(() => proxyUrl);
    // Both receipts of the delivery (signature, idempotency key) are written; the record of the publish is not.
    failMutationAfter = 2;
    const delivery = await signedPublish('article-outage', 'delivery-1');
    const first = await handler(delivery.clone());
    expect(first.status).toBe(500);
    // Sanity delivers the same request again: neither receipt may call it a duplicate.
    const again = await handler(delivery);
    expect(again.status).toBe(202);
    expect(await again.json()).not.toMatchObject({ reason: 'duplicate' });
    expect(starts.filter((key) => key.startsWith('article-outage@')).length).toBeGreaterThanOrEqual(1);
    expect(fixture.lake().documents.get('geoAudit.result.article-outage')).toMatchObject({ state: 'queued' });
  });

  it('audits a publish delivered again after writing its second receipt failed', async () => {
    const { handler } = handlerVia(() => proxyUrl);
    // The signature's receipt is written, the idempotency key's is not: the first must not stay behind.
    failMutationAfter = 1;
    const delivery = await signedPublish('article-receipt', 'delivery-2');
    expect((await handler(delivery.clone())).status).toBe(500);
    const again = await handler(delivery);
    expect(again.status).toBe(202);
    expect(await again.json()).toMatchObject({ documentId: 'article-receipt', state: 'queued' });
  });

  it('refuses a body over the limit before reading it whole, with or without Content-Length', async () => {
    const { handler } = handlerVia(() => fixture.lake().apiHost);
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    const declared = await handler(
      new Request('https://cms.example.com/api/geo-audit', {
        method: 'POST',
        body: big,
        // As a server hands the handler a request: the declared length alone decides, before any byte is read.
        headers: { 'content-length': String(big.length) },
      }),
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ ok: false, reason: 'payload_too_large' });
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(256 * 1024));
        if (pulled > 1000) controller.close();
      },
    });
    const streamed = await handler(
      new Request('https://cms.example.com/api/geo-audit', {
        method: 'POST',
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    // It stopped soon after the limit instead of reading all 250 MB.
    expect(pulled).toBeLessThan(10);
  });
});
