import { createClient, type MutationEvent, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifySanitySignature } from '../src/handler/index.ts';
import { startContentLake } from './helpers/content-lake.ts';
import { startWebhookReceiver } from './helpers/webhook-receiver.ts';

// The stand-in's Actions API (`/data/actions`), which the Studio's editor uses to save drafts and publish,
// called over real HTTP by @sanity/client: a publish from the Studio must reach the plugin's handler through
// the GROQ-powered webhook exactly as a publish through the Mutations API does.
const secret = 'hook-secret';
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let received: Awaited<ReturnType<typeof startWebhookReceiver>>['received'];
let lake: Awaited<ReturnType<typeof startContentLake>>;
let client: SanityClient;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  received = receiver.received;
  lake = await startContentLake({
    projectId: 'p1',
    tokens: { editor: { id: 'ada', write: true } },
    webhooks: [
      {
        url: receiver.url,
        filter: '_type == "article"',
        projection: '{_id, _type, title, "slug": slug.current}',
        secret,
      },
    ],
  });
  client = createClient({
    projectId: 'p1',
    dataset: 'production',
    token: 'editor',
    apiVersion: '2025-02-19',
    useCdn: false,
    apiHost: lake.apiHost,
    useProjectHostname: false,
  });
});
afterAll(async () => {
  await lake.close();
  await receiver.close();
});
beforeEach(() => {
  received.length = 0;
});

const create = (publishedId: string, attributes: Record<string, unknown>) => ({
  actionType: 'sanity.action.document.create' as const,
  publishedId,
  attributes: { _id: `drafts.${publishedId}`, _type: 'article', ...attributes },
  ifExists: 'fail' as const,
});
const edit = (publishedId: string, patch: Record<string, unknown>) => ({
  actionType: 'sanity.action.document.edit' as const,
  draftId: `drafts.${publishedId}`,
  publishedId,
  patch,
});
const publish = (publishedId: string, ifPublishedRevisionId?: string) => ({
  actionType: 'sanity.action.document.publish' as const,
  draftId: `drafts.${publishedId}`,
  publishedId,
  ...(ifPublishedRevisionId ? { ifPublishedRevisionId } : {}),
});

/** Runs actions as the Studio does; waits for the webhooks they cause. */
async function act(actions: unknown[], transactionId?: string) {
  // biome-ignore lint/suspicious/noExplicitAny: the client types each action precisely; tests build them loosely.
  const answer = await client.action(actions as any, transactionId ? { transactionId } : {});
  await lake.webhooksSettled();
  return answer;
}

/** POSTs to the actions endpoint directly, to read the status and body of an error. */
async function postActions(actions: unknown[]) {
  const response = await fetch(`${lake.apiHost}/v2025-02-19/data/actions/production`, {
    method: 'POST',
    headers: { authorization: 'Bearer editor', 'content-type': 'application/json' },
    body: JSON.stringify({ actions }),
  });
  return { status: response.status, body: await response.json() };
}

const doc = (id: string) => lake.documents.get(id);

describe('Content Lake stand-in Actions API', () => {
  it('creates a draft, edits it and publishes it: the draft becomes the published document, and the webhook is delivered once', async () => {
    expect(await act([create('a1', { title: 'Cold brew' })], 'tx-create')).toEqual({
      transactionId: 'tx-create',
    });
    expect(doc('drafts.a1')).toMatchObject({ _type: 'article', title: 'Cold brew', _rev: 'tx-create' });
    await act([
      edit('a1', { setIfMissing: { slug: { _type: 'slug' } } }),
      edit('a1', { set: { 'slug.current': 'cold-brew' } }),
    ]);
    expect(doc('a1')).toBeUndefined();
    expect(received).toEqual([]);

    const { transactionId } = await act([publish('a1')]);
    expect(doc('drafts.a1')).toBeUndefined();
    expect(doc('a1')).toMatchObject({
      _id: 'a1',
      _type: 'article',
      title: 'Cold brew',
      slug: { _type: 'slug', current: 'cold-brew' },
      _rev: transactionId,
    });
    expect(received).toHaveLength(1);
    const [{ headers, body } = { headers: {}, body: '' }] = received;
    expect(JSON.parse(body)).toEqual({ _id: 'a1', _type: 'article', title: 'Cold brew', slug: 'cold-brew' });
    expect(headers).toMatchObject({ 'sanity-operation': 'create', 'sanity-transaction-id': transactionId });
    expect(await verifySanitySignature(body, String(headers['sanity-webhook-signature']), secret)).toEqual({
      ok: true,
    });
  });

  it('edits a published document through a draft made from it, and publishes the edit as an update', async () => {
    await act([create('a2', { title: 'Latte art', body: 'Start with a heart.' }), publish('a2')]);
    received.length = 0;
    const published = doc('a2');

    // The Studio's text edits arrive as diff-match-patch patches.
    await act([
      edit('a2', { diffMatchPatch: { body: '@@ -12,8 +12,18 @@\n  a heart\n+ or a tulip\n .\n' } }),
    ]);
    expect(doc('drafts.a2')).toMatchObject({ title: 'Latte art', body: 'Start with a heart or a tulip.' });
    expect(doc('a2')).toEqual(published);
    expect(received).toEqual([]);

    await act([publish('a2', String(published?._rev))]);
    expect(doc('a2')).toMatchObject({ body: 'Start with a heart or a tulip.' });
    expect(doc('drafts.a2')).toBeUndefined();
    expect(received.map(({ headers }) => headers['sanity-operation'])).toEqual(['update']);
  });

  it('discards a draft, unpublishes into a draft, and deletes the published document with its drafts', async () => {
    await act([
      create('a3', { title: 'Decaf' }),
      publish('a3'),
      edit('a3', { set: { title: 'Decaf, again' } }),
    ]);
    await act([{ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.a3' }]);
    expect(doc('drafts.a3')).toBeUndefined();
    expect(doc('a3')).toMatchObject({ title: 'Decaf' });

    await act([{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.a3', publishedId: 'a3' }]);
    expect(doc('a3')).toBeUndefined();
    expect(doc('drafts.a3')).toMatchObject({ title: 'Decaf' });

    await act([publish('a3'), edit('a3', { set: { title: 'Decaf, once more' } })]);
    await act([
      { actionType: 'sanity.action.document.delete', publishedId: 'a3', includeDrafts: ['drafts.a3'] },
    ]);
    expect(doc('a3')).toBeUndefined();
    expect(doc('drafts.a3')).toBeUndefined();
  });

  it('tells listeners of each action as the mutations it stands for, under the transaction id the client gave', async () => {
    const events: MutationEvent[] = [];
    let writes: Promise<unknown> = Promise.resolve();
    const listening = new Promise<void>((resolve, reject) => {
      const subscription = client
        .listen(
          '*[_id in $ids]',
          { ids: ['a4', 'drafts.a4'] },
          { events: ['welcome', 'mutation'], includeResult: false, effectFormat: 'mendoza' },
        )
        .subscribe({
          next: (event) => {
            if (event.type === 'welcome') {
              writes = act([create('a4', { title: 'Iced' })], 'tx-a')
                .then(() => act([edit('a4', { set: { title: 'Iced tea' } })], 'tx-b'))
                .then(() => act([publish('a4')], 'tx-c'));
              writes.catch(reject);
              return;
            }
            if (event.type !== 'mutation') return;
            events.push(event);
            if (events.length === 4) {
              subscription.unsubscribe();
              resolve();
            }
          },
          error: reject,
        });
    });
    await listening;
    await writes;
    expect(
      events.map(({ documentId, transition, transactionId, previousRev, resultRev, mutations }) => ({
        documentId,
        transition,
        transactionId,
        previousRev,
        resultRev,
        kinds: mutations.map((mutation) => Object.keys(mutation)[0]),
      })),
    ).toEqual([
      {
        documentId: 'drafts.a4',
        transition: 'appear',
        transactionId: 'tx-a',
        previousRev: undefined,
        resultRev: 'tx-a',
        kinds: ['create'],
      },
      {
        documentId: 'drafts.a4',
        transition: 'update',
        transactionId: 'tx-b',
        previousRev: 'tx-a',
        resultRev: 'tx-b',
        kinds: ['patch'],
      },
      {
        documentId: 'a4',
        transition: 'appear',
        transactionId: 'tx-c',
        previousRev: undefined,
        resultRev: 'tx-c',
        kinds: ['createOrReplace'],
      },
      // A deletion has a resulting revision too: the Studio chains a document's events by them.
      {
        documentId: 'drafts.a4',
        transition: 'disappear',
        transactionId: 'tx-c',
        previousRev: 'tx-b',
        resultRev: 'tx-c',
        kinds: ['delete'],
      },
    ]);
    // The Studio's document store applies mendoza effects: the published document as a whole, and nothing.
    const [, , appeared, disappeared] = events as Array<MutationEvent & { effects?: { apply: unknown } }>;
    expect(appeared?.effects?.apply).toEqual([0, expect.objectContaining({ _id: 'a4', title: 'Iced tea' })]);
    expect(disappeared?.effects?.apply).toEqual([0, null]);
  });

  it('answers 409 to a publish without a draft, keeping nothing of the transaction and delivering no webhook', async () => {
    await act([create('a5', { title: 'Moka pot' })]);
    const answer = await postActions([edit('a5', { set: { title: 'Moka pot, edited' } }), publish('a6')]);
    expect(answer).toEqual({
      status: 409,
      body: { error: { description: expect.stringContaining('a6'), type: 'mutationError' } },
    });
    expect(doc('drafts.a5')).toMatchObject({ title: 'Moka pot' });
    expect(doc('a6')).toBeUndefined();
    await lake.webhooksSettled();
    expect(received).toEqual([]);
    // Through @sanity/client, the error an editor would see.
    await expect(client.action(publish('a6'))).rejects.toMatchObject({ statusCode: 409 });
  });

  it('answers 409 to a publish over a published revision the editor has not seen', async () => {
    await act([
      create('a7', { title: 'French press' }),
      publish('a7'),
      edit('a7', { set: { title: 'Press' } }),
    ]);
    expect((await postActions([publish('a7', 'an-older-revision')])).status).toBe(409);
    expect(doc('a7')).toMatchObject({ title: 'French press' });
  });

  it('answers 400 to an action type it does not implement, and lists it among the unanswered requests', async () => {
    const answer = await postActions([
      { actionType: 'sanity.action.release.create', releaseId: 'r1', metadata: {} },
    ]);
    expect(answer.status).toBe(400);
    expect(lake.unknownRequests.at(-1)).toContain('sanity.action.release.create');
  });
});
