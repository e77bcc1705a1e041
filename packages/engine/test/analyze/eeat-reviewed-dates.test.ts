import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { dateLabelKind, visibleDates } from '../../src/structured-data/dates.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * "Last reviewed <date>" is the content's last review: compared with lastReviewed or dateModified, never with the
 * publication date, which a health page's review cycle leaves years behind.
 */

const PROSE = `<p>${'Atrial fibrillation is an irregular heartbeat that raises the risk of stroke and heart failure over time. '.repeat(20)}</p>`;

function dates(schema: object, visible: string) {
  const node = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: 'AFib',
    author: { '@type': 'Person', name: 'Ann Lee' },
    ...schema,
  };
  const html = page(
    `<title>AFib</title>${jsonLd(node)}`,
    `<main><article><h1>AFib</h1><p>${visible}</p>${PROSE}</article></main>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: 'https://health.example/conditions/afib/', headers: HTTPS_HEADERS })),
  );
  const check = (id: string) => {
    const f = finding(result, `eeat.${id}`);
    return { status: f.status, said: f.evidence.map((e) => e.what).join(' | ') };
  };
  return {
    published: check('date_published'),
    modified: check('date_modified'),
    agree: check('dates_agree'),
  };
}

describe('"Last reviewed" dates', () => {
  it('does not compare a review date with an older datePublished', () => {
    const { agree, modified } = dates(
      { datePublished: '2023-02-01', dateModified: '2026-08-12' },
      'Last reviewed August 12, 2026',
    );
    expect(agree.status).toBe('pass');
    expect(agree.said).toContain('the review date is the dateModified');
    expect(modified.status).toBe('pass');
    expect(modified.said).toContain('reviewed (visible) 2026-08-12');
  });

  it('compares a review date with lastReviewed, and says when they disagree', () => {
    const same = dates(
      { datePublished: '2023-02-01', lastReviewed: '2026-08-12' },
      'Last reviewed: August 12, 2026',
    );
    expect(same.agree.status).toBe('pass');
    expect(same.agree.said).toContain('reviewed dates agree (schema, visible)');
    const off = dates(
      { datePublished: '2023-02-01', lastReviewed: '2025-01-10' },
      'Last reviewed August 12, 2026',
    );
    expect(off.agree.status).toBe('fail');
    expect(off.agree.said).toContain('reviewed dates disagree: 2025-01-10 (schema) vs 2026-08-12 (visible)');
  });

  it('does not fail a review date that differs from dateModified (a page is edited after its review)', () => {
    const { agree } = dates(
      { datePublished: '2023-02-01', dateModified: '2026-10-01' },
      'Last reviewed August 12, 2026',
    );
    expect(agree.status).toBe('pass');
    expect(agree.said).not.toContain('disagree');
  });

  it('still fails a visible publication date that disagrees with datePublished', () => {
    const { agree } = dates({ datePublished: '2023-02-01' }, 'Published August 12, 2026');
    expect(agree.status).toBe('fail');
    expect(agree.said).toContain('published dates disagree');
  });

  it('reads a product review\'s "Reviewed <date>" that is the datePublished as the publication date', () => {
    const { published } = dates({ datePublished: '2026-06-20' }, 'Reviewed June 20, 2026');
    expect(published.status).toBe('pass');
    expect(published.said).toContain('published (visible) 2026-06-20');
  });
});

describe('review date labels', () => {
  it('reads "Last reviewed" statements as reviews, "Published" and "Updated" as before', () => {
    expect(
      visibleDates(
        'Published March 3, 2024 · Last reviewed August 12, 2026 · Updated May 1, 2026',
        20,
        true,
      ).map((d) => d.kind),
    ).toEqual(['published', 'reviewed', 'modified']);
  });

  it('reads a date after "Last reviewed" or in a last-reviewed element as a review, not after "Reviewed by … ·"', () => {
    expect(dateLabelKind('date Last reviewed')).toBe('reviewed');
    expect(dateLabelKind('last-reviewed ')).toBe('reviewed');
    expect(dateLabelKind('lastReviewed Medically reviewed by Dr. Kim ·')).toBe('reviewed');
    expect(dateLabelKind('entry-date Reviewed by Dr. Kim · Published')).toBeUndefined();
    expect(dateLabelKind('review-date')).toBeUndefined();
    expect(dateLabelKind('updated Last updated')).toBe('modified');
  });
});
