import { describe, expect, it } from 'vitest';
import { onResultChange, type ResultChange } from '../src/studio/hooks/result-events.ts';
import { contentLakeFixture } from './helpers/lake-fixture.ts';

// The plugin's shared listener against the Content Lake stand-in, with @sanity/client's real listen().
const fixture = contentLakeFixture({ writer: { id: 'robot', write: true } }, 'writer');
const client = fixture.client;

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const openListeners = () =>
  fixture
    .lake()
    .listenLog()
    .filter((listener) => listener.open).length;

describe('onResultChange', () => {
  it('gives every subscriber the result documents written, over one listener connection', async () => {
    const first: ResultChange[] = [];
    const second: ResultChange[] = [];
    // Two clients, as two Studio surfaces would have: same project and dataset, so one channel.
    const stopFirst = onResultChange(client(), (change) => first.push(change));
    const stopSecond = onResultChange(client(), (change) => second.push(change));
    await until(() => openListeners() === 1, 'the listener to connect');

    const writer = client();
    await writer.create({ _id: 'article-1', _type: 'article', title: 'Not a result' });
    await writer.create({ _id: 'geoAudit.result.article-1', _type: 'geoAudit.result', geoScore: 41 });
    await writer.patch('geoAudit.result.article-1').set({ geoScore: 88 }).commit();
    await until(() => first.length === 2 && second.length === 2, 'both changes');

    expect(first.map((change) => [change.documentId, change.result?.geoScore])).toEqual([
      ['geoAudit.result.article-1', 41],
      ['geoAudit.result.article-1', 88],
    ]);
    expect(second).toEqual(first);
    expect(openListeners()).toBe(1);

    await writer.delete('geoAudit.result.article-1');
    await until(() => first.length === 3, 'the deletion');
    expect(first[2]).toEqual({ documentId: 'geoAudit.result.article-1', result: undefined });

    // The connection closes with its last subscriber.
    stopFirst();
    expect(openListeners()).toBe(1);
    stopSecond();
    await until(() => openListeners() === 0, 'the listener to close');
  });
});
