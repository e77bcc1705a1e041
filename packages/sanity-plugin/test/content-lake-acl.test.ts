import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentLake } from './helpers/content-lake.ts';

// The lookups the Studio's permission checks make, answered by the stand-in.
let lake: Awaited<ReturnType<typeof startContentLake>>;
beforeAll(async () => {
  lake = await startContentLake({ tokens: { ada: { id: 'ada', write: true, admin: true } } });
});
afterAll(() => lake.close());

const client = () =>
  createClient({
    projectId: 'p1',
    dataset: 'production',
    token: 'ada',
    apiVersion: '2025-02-19',
    useCdn: false,
    apiHost: lake.apiHost,
    useProjectHostname: false,
  });

describe('Content Lake stand-in dataset ACL', () => {
  it('grants the Studio user read and write on every document, so the form is editable', async () => {
    const grants = await client().request<Array<{ filter: string; permissions: string[] }>>({
      url: '/projects/p1/datasets/production/acl',
    });
    expect(grants).toEqual([
      { filter: '_id in path("**")', permissions: expect.arrayContaining(['read', 'create', 'update']) },
    ]);
  });
});
