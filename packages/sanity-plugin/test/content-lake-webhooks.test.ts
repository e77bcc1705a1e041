import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { verifySanitySignature } from '../src/handler/index.ts';
import { startContentLake } from './helpers/content-lake.ts';
import { startWebhookReceiver } from './helpers/webhook-receiver.ts';

// The stand-in's GROQ-powered webhooks, received by a real HTTP server: what `npm start` relies on so that
// a publish in the Studio reaches the plugin's handler as it would from Sanity's hosted Content Lake.
const secret = 'hook-secret';
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let received: Awaited<ReturnType<typeof startWebhookReceiver>>['received'];
let lake: Awaited<ReturnType<typeof startContentLake>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  received = receiver.received;
  lake = await startContentLake({
    projectId: 'p1',
    tokens: { writer: { id: 'robot', write: true } },
    webhooks: [
      {
        url: receiver.url,
        filter: '_type == "article"',
        projection: '{_id, _type, title, "slug": slug.current}',
        secret,
      },
      {
        url: `${receiver.url}/deletions`,
        filter: '_type == "article"',
        projection: '{_id, _type, title}',
        secret,
        on: ['delete'],
      },
    ],
  });
});
afterAll(async () => {
  await lake.close();
  await receiver.close();
});
beforeEach(() => {
  received.length = 0;
});

async function mutate(mutations: unknown[]) {
  const response = await fetch(`${lake.apiHost}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: 'Bearer writer', 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  });
  expect(response.status).toBe(200);
  await lake.webhooksSettled();
}

const article = (id: string, title: string) => ({
  _id: id,
  _type: 'article',
  title,
  slug: { _type: 'slug', current: 'hello' },
  body: 'Text.',
});

it('delivers one signed webhook with the projection and Sanity headers when an article is published', async () => {
  await mutate([{ createOrReplace: article('a1', 'Hello') }]);
  expect(received).toHaveLength(1);
  const { headers, body } = received[0] ?? { headers: {}, body: '' };
  expect(JSON.parse(body)).toEqual({ _id: 'a1', _type: 'article', title: 'Hello', slug: 'hello' });
  expect(await verifySanitySignature(body, String(headers['sanity-webhook-signature']), secret)).toEqual({
    ok: true,
  });
  expect(headers).toMatchObject({
    'content-type': 'application/json',
    'sanity-operation': 'create',
    'sanity-document-id': 'a1',
    'sanity-project-id': 'p1',
    'sanity-dataset': 'production',
  });
  expect(headers['idempotency-key']).toMatch(/\S/);

  await mutate([{ patch: { id: 'a1', set: { title: 'Hello again' } } }]);
  expect(received.map(({ headers }) => headers['sanity-operation'])).toEqual(['create', 'update']);
  const [, second] = received;
  expect(JSON.parse(second?.body ?? '{}').title).toBe('Hello again');
  expect(second?.headers['idempotency-key']).not.toBe(headers['idempotency-key']);
});

it('delivers nothing for a draft-only change', async () => {
  await mutate([{ createOrReplace: article('drafts.a2', 'Draft') }]);
  await mutate([{ patch: { id: 'drafts.a2', set: { title: 'Still a draft' } } }]);
  expect(received).toEqual([]);
});

it('delivers nothing for a document the filter does not match', async () => {
  await mutate([{ createOrReplace: { _id: 'author-1', _type: 'author', name: 'Ada' } }]);
  expect(received).toEqual([]);
});

it('answers the mutation even when the receiver cannot be reached, and records the failure', async () => {
  const unreachable = await startContentLake({
    tokens: { writer: { id: 'robot', write: true } },
    webhooks: [{ url: 'http://127.0.0.1:9/', filter: 'true', projection: '{_id}', secret }],
  });
  try {
    const response = await fetch(`${unreachable.apiHost}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { authorization: 'Bearer writer', 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ createOrReplace: article('a3', 'Offline') }] }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).results).toEqual([{ id: 'a3', operation: 'create' }]);
    await unreachable.webhooksSettled();
    expect(unreachable.webhookDeliveries).toEqual([
      expect.objectContaining({ documentId: 'a3', error: expect.any(String) }),
    ]);
  } finally {
    await unreachable.close();
  }
});

it('delivers a deletion only to a webhook that triggers on delete, projected from the document as it was', async () => {
  await mutate([{ createOrReplace: article('a9', 'Going away') }]);
  expect(received.map(({ headers }) => headers['sanity-operation'])).toEqual(['create']);
  received.length = 0;
  await mutate([{ delete: { id: 'a9' } }]);
  expect(received).toHaveLength(1);
  const [deletion] = received;
  expect(deletion?.headers['sanity-operation']).toBe('delete');
  expect(JSON.parse(deletion?.body ?? '{}')).toEqual({ _id: 'a9', _type: 'article', title: 'Going away' });
});
