import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor } from '../structured-data/helpers.ts';
import { checkOf } from './eeat-review-pages.ts';

/**
 * Drupal 7 (Bartik) prints a node's date in its default format, month first with the weekday ("Mon, 09/15/2025 -
 * 10:12"), in the "Submitted by … on …" line, and marks it up in RDFa as Dublin Core's creation date
 * (property="dc:date dc:created" content="2025-09-15T10:12:00-04:00"). eeat read neither on an English page: "No
 * publication date".
 */
const DRUPAL7_ARTICLE = readFileSync(
  join(import.meta.dirname, 'drupal-pages', 'bartik-library-hours.html'),
  'utf8',
);

const URL = 'https://www.ashbyma.gov/news/library-extends-weekend-hours';
const eeatOf = (html: string) =>
  EeatModule.parse(analyzeEeat(contextFor(html, { url: URL, headers: HTTPS_HEADERS })));

/** The article without its RDFa date: only the visible "Mon, 09/15/2025 - 10:12". */
const withoutRdfa = DRUPAL7_ARTICLE.replace(
  '<span property="dc:date dc:created" content="2025-09-15T10:12:00-04:00" datatype="xsd:dateTime">Mon, 09/15/2025 - 10:12</span>',
  'Mon, 09/15/2025 - 10:12',
);

describe("eeat reads a Drupal 7 article's date", () => {
  it('Drupal 7 Bartik article: dated 15 September 2025 in its RDFa and its byline, which agree', () => {
    const result = eeatOf(DRUPAL7_ARTICLE);
    const published = checkOf(result, 'date_published');
    expect(published.status).toBe('pass');
    expect(published.said).toContain('published (schema) 2025-09-15');
    expect(published.said).toContain('dc:created');
    expect(published.said).toContain('published (visible) 2025-09-15');
    // The comment's date (16 September) is the comment's.
    expect(published.said).not.toContain('2025-09-16');
    expect(checkOf(result, 'dates_agree').status).toBe('pass');
  });

  it('reads the visible "Mon, 09/15/2025 - 10:12" month first on an English page', () => {
    const published = checkOf(eeatOf(withoutRdfa), 'date_published');
    expect(published.status).toBe('warn');
    expect(published.said).toContain('published (visible) 2025-09-15');
  });

  it('reads an ambiguous date by its weekday, and on a British page day first', () => {
    // 4 March 2025 was a Tuesday; 3 April a Thursday.
    const tuesday = withoutRdfa.replace('Mon, 09/15/2025 - 10:12', 'Tue, 03/04/2025 - 10:12');
    expect(checkOf(eeatOf(tuesday), 'date_published').said).toContain('published (visible) 2025-03-04');
    const british = withoutRdfa
      .replace('<html lang="en"', '<html lang="en-GB"')
      .replace('Mon, 09/15/2025 - 10:12', '03/04/2025 - 10:12');
    expect(checkOf(eeatOf(british), 'date_published').said).toContain('published (visible) 2025-04-03');
    // Without a weekday, on a page that does not say which English, 03/04/2025 is not guessed.
    const bare = withoutRdfa.replace('Mon, 09/15/2025 - 10:12', '03/04/2025 - 10:12');
    expect(checkOf(eeatOf(bare), 'date_published').status).toBe('fail');
  });
});
