import { connect } from 'node:http2';
import type { MutationEvent } from '@sanity/client';
import { describe, expect, it } from 'vitest';
import { contentLakeFixture } from './helpers/lake-fixture.ts';

// The stand-in's listener, heard through @sanity/client's own listen(): the Studio and the plugin rely on
// it for live updates, so it must keep listeners open and speak Sanity's event format.
const fixture = contentLakeFixture({ writer: { id: 'robot', write: true, admin: true } }, 'writer');
const client = fixture.client;

interface Events<T> {
  subscribe(observer: { next: (event: T) => void; error: (error: unknown) => void }): {
    unsubscribe(): void;
  };
}

/** The first `count` mutation events of a listener for writes made once it is welcomed. */
function collect<T extends { type: string }>(
  events: Events<T | { type: 'welcome' }>,
  count: number,
  write: () => Promise<unknown>,
): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const received: T[] = [];
    const subscription = events.subscribe({
      next: (event) => {
        if (event.type === 'welcome') {
          write().catch(reject);
          return;
        }
        received.push(event as T);
        if (received.length === count) {
          subscription.unsubscribe();
          resolve(received);
        }
      },
      error: reject,
    });
  });
}

/** The first event or error of a listener. */
function first(events: Events<unknown>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const subscription = events.subscribe({
      next: (event) => {
        subscription.unsubscribe();
        resolve(event);
      },
      error: reject,
    });
  });
}

describe('Content Lake stand-in listener', () => {
  it('sends appear, update and disappear events with the result, for the documents its filter selects', async () => {
    const c = client();
    const events = c.listen<{ state?: string }>(
      '*[_type == "geoAudit.result" && state == $state]',
      { state: 'complete' },
      { includeResult: true, events: ['welcome', 'mutation'] },
    ) as Events<MutationEvent<{ state?: string }> | { type: 'welcome' }>;
    const received = (await collect(events, 3, async () => {
      await c.create({ _id: 'other', _type: 'article', state: 'complete' });
      await c.create({ _id: 'geoAudit.result.a', _type: 'geoAudit.result', state: 'complete' });
      await c.patch('geoAudit.result.a').set({ geoScore: 70 }).commit();
      await c.patch('geoAudit.result.a').set({ state: 'running' }).commit();
    })) as MutationEvent<{ state?: string; geoScore?: number }>[];

    expect(
      received.map((event) => ({
        documentId: event.documentId,
        transition: event.transition,
        identity: event.identity,
        geoScore: event.result?.geoScore,
        state: event.result?.state,
        numbered: [event.transactionCurrentEvent, event.transactionTotalEvents],
      })),
    ).toEqual([
      {
        documentId: 'geoAudit.result.a',
        transition: 'appear',
        identity: 'robot',
        geoScore: undefined,
        state: 'complete',
        numbered: [0, 1],
      },
      {
        documentId: 'geoAudit.result.a',
        transition: 'update',
        identity: 'robot',
        geoScore: 70,
        state: 'complete',
        numbered: [0, 1],
      },
      {
        documentId: 'geoAudit.result.a',
        transition: 'disappear',
        identity: 'robot',
        geoScore: 70,
        state: 'running',
        numbered: [0, 1],
      },
    ]);
    // Revisions chain from one event to the next, as the Studio's document store expects.
    expect(received[1]?.previousRev).toBe(received[0]?.resultRev);
    expect(received[1]?.mutations).toEqual([{ patch: { id: 'geoAudit.result.a', set: { geoScore: 70 } } }]);
  });

  it('leaves out the result and mutations when the listener asks it to', async () => {
    const c = client();
    const events = c.listen(
      '*[_id == $id]',
      { id: 'geoAudit.result.b' },
      {
        includeResult: false,
        includeMutations: false,
        events: ['welcome', 'mutation'],
      },
    ) as Events<MutationEvent | { type: 'welcome' }>;
    const [event] = (await collect(events, 1, () =>
      c.create({ _id: 'geoAudit.result.b', _type: 'geoAudit.result' }),
    )) as MutationEvent[];
    expect(event?.result).toBeUndefined();
    expect(event?.mutations).toEqual([]);
    expect(event?.transition).toBe('appear');
  });

  it('answers a filter it cannot parse with a channelError', async () => {
    const events = client().listen('*[_type == ', {}, { events: ['welcome', 'mutation'] });
    await expect(first(events)).rejects.toThrow();
  });

  it('serves browsers over HTTP/2', async () => {
    const session = connect(fixture.lake().browserApiHost, { rejectUnauthorized: false });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const request = session.request({ ':path': '/v2025-02-19/users/me', authorization: 'Bearer writer' });
        request.on('response', (headers) => resolve(Number(headers[':status'])));
        request.on('error', reject);
        request.resume();
        request.end();
      });
      expect(status).toBe(200);
    } finally {
      session.close();
    }
  });
});
