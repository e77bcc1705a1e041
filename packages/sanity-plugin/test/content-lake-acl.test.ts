import { describe, expect, it } from 'vitest';
import { contentLakeFixture } from './helpers/lake-fixture.ts';

// The lookups the Studio's permission checks make, answered by the stand-in.
const fixture = contentLakeFixture({ ada: { id: 'ada', write: true, admin: true } }, 'ada');
const client = fixture.client;

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
