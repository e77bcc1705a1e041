import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/index.ts';
import { matchedPage } from '../review-pages/pages.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Structured data that claims what the page never shows: an FAQPage whose questions are not on the page, an
 * AggregateRating of 4.98 from 12,408 ratings the page never states, a "Dr. … MD" reviewer readers never see. Google's
 * structured data policies ask that all of these be visible. From the review of 2026-11-24 (pages copied into
 * schema-claims-pages/), where such pages read "Structured data matches the visible content" and were asked to
 * complete the fake rating; the excellent pages of the same kinds show theirs.
 */

const pages = join(import.meta.dirname, 'schema-claims-pages');
const read = (name: string) => readFileSync(join(pages, name), 'utf8');

const schemaOf = (html: string, url: string) => SchemaModule.parse(analyzeSchema(contextFor(html, { url })));

const quack = () =>
  schemaOf(
    matchedPage('anemia-cure-content-farm'),
    'https://www.naturalcurestoday.net/cure-anemia-naturally-fast/',
  );
const fakeRating = () =>
  schemaOf(
    read('banana-bread-unshown-rating.html'),
    'https://www.recipesdaily247.com/banana-bread-recipe-easy/',
  );

describe('schema.consistency: FAQ questions, ratings and people the page does not show', () => {
  it('fails a health page whose FAQ and "Dr. … MD" reviewer appear only in the markup', () => {
    const f = finding(quack(), 'schema.consistency');
    expect(f.status).toBe('fail');
    expect(f.title).toBe('Structured data claims FAQ questions and reviewers the page does not show');
    const what = f.evidence.map((e) => e.what);
    expect(what).toContain(
      '2 of 2 FAQPage questions are not on the page (neither as a heading nor in its text)',
    );
    expect(what).toContain(
      'Reviewer "Dr. Michael Stevens, MD" is named in the markup but nowhere on the page',
    );
    expect(f.fix).toContain('show the FAQ questions and reviewers on the page, or remove them');
  });

  it('fails a recipe whose 4.98 from 12,408 ratings is nowhere on the page', () => {
    const f = finding(fakeRating(), 'schema.consistency');
    expect(f.status).toBe('fail');
    expect(f.evidence.map((e) => e.what)).toContain(
      'AggregateRating 4.98 from 12408 ratings is not shown on the page (its count appears nowhere in the text)',
    );
  });

  it('fails a doorway page’s Plumber rating the page never states', () => {
    const f = finding(
      schemaOf(
        matchedPage('plumber-doorway'),
        'https://www.247plumbersnearme.com/tx/round-rock-emergency-plumber/',
      ),
      'schema.consistency',
    );
    expect(f.status).toBe('fail');
    expect(f.title).toBe('Structured data claims ratings the page does not show');
  });

  it('passes the pages that show their rating ("318 ratings") and their reviewer (a byline with "MD")', () => {
    const recipe = finding(
      schemaOf(
        matchedPage('banana-bread-recipe'),
        'https://www.thetestedkitchen.com/recipes/classic-banana-bread/',
      ),
      'schema.consistency',
    );
    expect(JSON.stringify(recipe.evidence)).not.toContain('AggregateRating');
    const health = finding(
      schemaOf(
        matchedPage('anemia-shown-reviewer'),
        'https://www.clearhealthguide.org/conditions/iron-deficiency-anemia/',
      ),
      'schema.consistency',
    );
    expect(health.status).toBe('pass');
  });

  const product = (body: string, rating: Record<string, unknown>) =>
    finding(
      schemaOf(
        page(
          `<title>Trail boot</title>${jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Trail boot',
            aggregateRating: { '@type': 'AggregateRating', ...rating },
          })}`,
          `<h1>Trail boot</h1>${body}`,
        ),
        'https://shop.example/products/trail-boot',
      ),
      'schema.consistency',
    );

  it('reads a count as sites write it: 1,287, 1.287, 12.4K', () => {
    expect(product('<p>4.8 ★ (1,287 reviews)</p>', { ratingValue: 4.8, reviewCount: 1287 }).status).toBe(
      'pass',
    );
    expect(
      product('<p>4,8 / 5 – 1.287 Bewertungen</p>', { ratingValue: 4.8, reviewCount: 1287 }).status,
    ).toBe('pass');
    expect(product('<p>Rated 4.7 by 12.4K buyers</p>', { ratingValue: 4.7, ratingCount: 12408 }).status).toBe(
      'pass',
    );
    expect(product('<p>4,8 – 12&nbsp;408 avis</p>', { ratingValue: 4.8, ratingCount: 12408 }).status).toBe(
      'pass',
    );
    // 1287 inside 11287 is another number.
    const other = product('<p>Order 11287 shipped.</p>', { ratingValue: 4.8, reviewCount: 1287 });
    expect(other.title).toBe('Structured data claims ratings the page does not show');
  });

  it('passes a question shown as a heading in other words of case and punctuation', () => {
    const html = page(
      `<title>Returns</title>${jsonLd({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'Can I return a worn boot?',
            acceptedAnswer: { '@type': 'Answer', text: 'Within 30 days.' },
          },
        ],
      })}`,
      '<h1>Returns</h1><h3>Can I Return a Worn Boot</h3><p>Within 30 days, if the soles are clean.</p>',
    );
    expect(finding(schemaOf(html, 'https://shop.example/returns'), 'schema.consistency').status).toBe('pass');
  });
});

describe('schema.recommended_properties does not ask to complete a rating the page does not show', () => {
  it('leaves out the fake rating’s bestRating and the review’s datePublished', () => {
    const f = finding(fakeRating(), 'schema.recommended_properties');
    expect(f.title).toBe('Recommended properties: none asked of a rating the page does not show');
    expect(f.fix).not.toMatch(/bestRating|datePublished/);
    expect(f.evidence.map((e) => e.what)).toEqual([
      'Recipe › aggregateRating: not to be completed, as the page does not show this rating (see schema.consistency)',
    ]);
    // Leaving the fake rating unfinished earns nothing: the check scores it as it is.
    expect(f.status).not.toBe('pass');
  });

  it('still asks a page that shows its rating to complete it', () => {
    const f = finding(
      schemaOf(
        page(
          `<title>Trail boot</title>${jsonLd({
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: 'Trail boot',
            aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 1287 },
          })}`,
          '<h1>Trail boot</h1><p>4.8 out of 5 from 1,287 reviews</p>',
        ),
        'https://shop.example/products/trail-boot',
      ),
      'schema.recommended_properties',
    );
    expect(f.title).toContain('Product and its aggregateRating');
  });
});
