import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Google's review snippet guide requires fields of nested nodes: the review author's name, the reviewed item's
 * name and the rating's value. The rule table names them as paths (author.name), followed inline and by @id.
 */

const schemaOf = (html: string) => analyzeSchema(contextFor(html, { url: 'https://acme.example/reviews/1' }));
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const ld = (node: Record<string, unknown>) => page('', jsonLd({ '@context': 'https://schema.org', ...node }));
const required = (html: string) => finding(schemaOf(html), 'schema.required_properties');

const review = (extra: Record<string, unknown> = {}) => ({
  '@type': 'Review',
  itemReviewed: {
    '@type': 'Product',
    name: 'Anvil',
    offers: { '@type': 'Offer', price: 1, priceCurrency: 'USD' },
  },
  author: { '@type': 'Person', name: 'Fred' },
  reviewRating: { '@type': 'Rating', ratingValue: 4 },
  ...extra,
});

describe('nested fields Google requires of a review', () => {
  it('pass a review whose author, item and rating are named and valued', () => {
    expect(required(ld(review())).status).toBe('pass');
    // Text is a name: an author written as text has one.
    expect(required(ld(review({ author: 'Fred' }))).status).toBe('pass');
  });

  it('require the author’s name, by Google', () => {
    const result = required(ld(review({ author: { '@type': 'Person', url: 'https://acme.example/fred' } })));
    expect(whats(result)).toEqual(['Review: missing author.name']);
    expect(result.fix).toMatch(/Review: author\.name \(required by Google's review snippet guide\)/);
  });

  it('follow an author given by @id to the node that names it', () => {
    const graph = (person: Record<string, unknown>) =>
      page(
        '',
        jsonLd({
          '@context': 'https://schema.org',
          '@graph': [
            review({ author: { '@id': '#fred' } }),
            { '@type': 'Person', '@id': '#fred', ...person },
          ],
        }),
      );
    expect(required(graph({ name: 'Fred' })).status).toBe('pass');
    expect(whats(required(graph({ url: 'https://acme.example/fred' })))).toContain(
      'Review: missing author.name',
    );
  });

  it('ask a review without an author for the author, not also for its name', () => {
    // It still counts as lacking both in the score: a review with none of its fields fails (schema-google-rules).
    expect(whats(required(ld(review({ author: undefined }))))).toEqual(['Review: missing author']);
  });

  it('require the reviewed item’s name on a top-level review, not on one nested in its item', () => {
    const unnamedItem = required(
      ld(review({ itemReviewed: { '@type': 'Thing', url: 'https://acme.example/a' } })),
    );
    expect(whats(unnamedItem)).toEqual(['Review: missing itemReviewed.name']);
    const nested = required(
      ld({
        '@type': 'Product',
        name: 'Anvil',
        review: { ...review(), itemReviewed: undefined },
      }),
    );
    expect(JSON.stringify(nested.evidence)).not.toMatch(/itemReviewed/);
  });

  it('require the rating’s value when the rating is not a Rating node, and name a Rating’s gap once, on it', () => {
    expect(whats(required(ld(review({ reviewRating: '4 stars' }))))).toEqual([
      'Review: missing reviewRating.ratingValue',
    ]);
    expect(whats(required(ld(review({ reviewRating: { '@type': 'Rating', bestRating: 5 } }))))).toEqual([
      'Rating: missing ratingValue',
    ]);
  });

  it('require the rated item’s name on a top-level AggregateRating', () => {
    const aggregate = {
      '@type': 'AggregateRating',
      itemReviewed: { '@type': 'Game' },
      ratingValue: 88,
      bestRating: 100,
      ratingCount: 20,
    };
    expect(whats(required(ld(aggregate)))).toEqual(['AggregateRating: missing itemReviewed.name']);
    expect(required(ld({ ...aggregate, itemReviewed: { '@type': 'Game', name: 'Firefly' } })).status).toBe(
      'pass',
    );
  });

  it('list the nested gaps in the per-node summary too', () => {
    const result = schemaOf(ld(review({ author: { '@type': 'Person' } })));
    expect(JSON.stringify(result.nodes)).toMatch(/"missing_required":\["author\.name"\]/);
  });
});
