import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll } from 'vitest';
import { type LakeOptions, startContentLake } from './content-lake.ts';

type Lake = Awaited<ReturnType<typeof startContentLake>>;

/**
 * Starts the Content Lake stand-in for the test file (closed after it) and gives @sanity/client instances
 * that talk to it with the given token, as a Studio or the handler would.
 *
 * @example
 * ```ts
 * const fixture = contentLakeFixture({ writer: { id: 'robot', write: true } }, 'writer');
 * it('…', async () => {
 *   await fixture.client().create({ _type: 'article' });
 *   expect(fixture.lake().mutations).toHaveLength(1);
 * });
 * ```
 */
export function contentLakeFixture(
  tokens: LakeOptions['tokens'],
  token: string,
): { lake: () => Lake; client: () => SanityClient } {
  let lake: Lake | undefined;
  beforeAll(async () => {
    lake = await startContentLake({ tokens });
  });
  afterAll(() => lake?.close());
  const started = () => {
    if (!lake) throw new Error('The Content Lake stand-in is not started yet (use it inside a test).');
    return lake;
  };
  return {
    lake: started,
    client: () =>
      createClient({
        projectId: 'p1',
        dataset: 'production',
        token,
        apiVersion: '2025-02-19',
        useCdn: false,
        apiHost: started().apiHost,
        useProjectHostname: false,
      }),
  };
}
