import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { parsePage } from '../../src/index.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor } from '../structured-data/helpers.ts';
import { checkOf, reviewEeat } from './eeat-review-pages.ts';

/**
 * Drupal prints a node's author by its field, with no word for "author" in the class: Drupal 8 and later wrap it in
 * `field--name-uid` (Olivero's "Public Works — Mon, 10/20/2025" meta line), Drupal 7 in `<span class="username">`
 * inside the node's "Submitted by … on …" line. Both are the page's byline; a Drupal 7 comment's `.submitted` line
 * names a commenter, not the author.
 */

/** A Drupal 7 (Bartik) news article, with one comment under it. */
const DRUPAL7_ARTICLE = readFileSync(
  join(import.meta.dirname, 'drupal-pages', 'bartik-library-hours.html'),
  'utf8',
);

const URL = 'https://www.ashbyma.gov/news/library-extends-weekend-hours';

describe("Drupal's author field is the page's byline", () => {
  it("reads the department in Olivero's meta line (field--name-uid) as the byline of a city's news page", () => {
    const { status, said } = checkOf(reviewEeat('drupal-olivero-news'), 'byline');
    expect(status).toBe('pass');
    expect(said).toContain('byline element @ span.field.field--name-uid = Public Works');
  });

  it("reads a Drupal 7 node's 'Submitted by' username as the byline, and not the commenter's", () => {
    const result = EeatModule.parse(
      analyzeEeat(contextFor(DRUPAL7_ARTICLE, { url: URL, headers: HTTPS_HEADERS })),
    );
    const { status, said } = checkOf(result, 'byline');
    expect(status).toBe('pass');
    expect(said).toContain('Margaret Hale');
    expect(said).not.toContain('Dennis Crowe');
    const authors = pageFacts(parsePage(DRUPAL7_ARTICLE)).hints.filter((h) => h.kind === 'author');
    expect(authors.map((h) => h.text)).toEqual(['Margaret Hale']);
  });

  it("takes no byline from a Drupal 7 page's username outside a 'Submitted by' line", () => {
    const html = DRUPAL7_ARTICLE.replace('<div class="meta submitted">', '<div class="meta">');
    const authors = pageFacts(parsePage(html)).hints.filter((h) => h.kind === 'author');
    expect(authors).toEqual([]);
  });
});
