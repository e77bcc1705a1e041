import type { AuditResult, Finding } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { staleHeadlineYear } from '../../src/analyze/eeat/headline-year.ts';
import { auditServed } from '../review-pages/pages.ts';

/**
 * eeat.content_fresh: how old the page's newest own date is when it is audited (auditServed audits on 2026-11-24).
 * Current within a year, half between one and two years, stale beyond; not asked of news reports, recipes, pages
 * with no date or pages that are not authored content.
 */

const URL_ = 'https://gardenpath.example/guides/prune-tomatoes/';
const PARAGRAPH =
  'Pruning tomato plants keeps the energy of the plant in the fruit rather than in the leaves. Remove the suckers that grow between the main stem and the branches while they are shorter than five centimetres, and cut the lowest leaves once the first truss has set. In a wet summer, open the centre of the plant so that air moves through it and the leaves dry quickly after rain. ';

function page(
  type: string,
  headline: string,
  dates: { published: string; modified?: string },
  extra: Record<string, unknown> = {},
): string {
  const item = {
    '@context': 'https://schema.org',
    '@type': type,
    headline,
    name: headline,
    datePublished: dates.published,
    ...(dates.modified ? { dateModified: dates.modified } : {}),
    author: { '@type': 'Person', name: 'Ada Gardner' },
    ...extra,
  };
  return `<!doctype html><html lang="en"><head><title>${headline}</title>
<script type="application/ld+json">${JSON.stringify(item)}</script></head>
<body><main><article><h1>${headline}</h1><p class="byline">By Ada Gardner, published <time datetime="${dates.published}">${dates.published}</time></p>
${`<p>${PARAGRAPH}</p>`.repeat(6)}</article></main></body></html>`;
}

const fresh = (result: AuditResult): Finding =>
  result.modules.eeat!.findings!.find((f) => f.check === 'eeat.content_fresh')!;

describe('eeat.content_fresh', () => {
  it('passes a guide updated within the year and names the date it went by', () => {
    const finding = fresh(
      auditServed(
        URL_,
        page('BlogPosting', 'How to prune tomato plants', {
          published: '2024-03-02',
          modified: '2026-06-01',
        }),
      ),
    );
    expect(finding.status).toBe('pass');
    expect(finding.evidence?.[0]?.what).toContain('2026-06-01');
  });

  it('warns on one last touched between one and two years ago, and fails one older', () => {
    const middle = fresh(
      auditServed(URL_, page('BlogPosting', 'How to prune tomato plants', { published: '2025-05-20' })),
    );
    const old = fresh(
      auditServed(URL_, page('BlogPosting', 'How to prune tomato plants', { published: '2022-04-10' })),
    );
    expect(middle.status).toBe('warn');
    expect(old.status).toBe('fail');
    expect(old.title).toBe('Last updated 4 years ago');
    expect(old.fix).toContain('Do not change the date without a real update');
  });

  it('costs a stale guide eeat points against the same guide kept current', () => {
    const current = auditServed(
      URL_,
      page('BlogPosting', 'How to prune tomato plants', { published: '2026-09-01' }),
    );
    const stale = auditServed(
      URL_,
      page('BlogPosting', 'How to prune tomato plants', { published: '2021-09-01' }),
    );
    expect(stale.modules.eeat!.score).toBeLessThan(current.modules.eeat!.score);
  });

  it('ignores a date in the future: the age comes from the newest date that has passed', () => {
    const finding = fresh(
      auditServed(
        URL_,
        page('BlogPosting', 'How to prune tomato plants', {
          published: '2022-04-10',
          modified: '2027-05-01',
        }),
      ),
    );
    expect(finding.status).toBe('fail');
    expect(finding.evidence?.[0]?.what).toContain('2022-04-10');
  });

  it('does not ask a news report, which records its day, but asks advice marked as news', () => {
    const report = fresh(
      auditServed(
        URL_,
        page('NewsArticle', 'County confirms six measles cases', { published: '2022-04-10' }),
      ),
    );
    expect(report.status).toBe('not_applicable');
    expect(report.evidence?.[0]?.what).toContain('a news report (NewsArticle)');
    const advice = fresh(
      auditServed(URL_, page('NewsArticle', 'How to lower your blood pressure', { published: '2022-04-10' })),
    );
    expect(advice.status).toBe('fail');
  });

  it('does not ask a recipe', () => {
    const recipe = page(
      'Recipe',
      'Green tomato chutney',
      { published: '2019-09-01' },
      {
        recipeIngredient: ['1 kg green tomatoes', '2 onions', '300 ml cider vinegar'],
        recipeInstructions: 'Chop, simmer for two hours and pot.',
      },
    );
    const finding = fresh(auditServed('https://gardenpath.example/recipes/green-tomato-chutney/', recipe));
    expect(finding.status).toBe('not_applicable');
    expect(finding.evidence?.[0]?.what).toContain('a recipe');
  });
});

describe('eeat.content_fresh and a headline that still claims a past year', () => {
  it('fails a roundup titled for 2023 even with a recent dateModified, and says to change the year after a review', () => {
    const finding = fresh(
      auditServed(
        URL_,
        page('BlogPosting', 'The best tomato varieties for 2023', {
          published: '2023-02-01',
          modified: '2026-10-01',
        }),
      ),
    );
    expect(finding.status).toBe('fail');
    expect(finding.title).toBe('The headline still says 2023');
    expect(finding.evidence?.[0]?.what).toContain('"The best tomato varieties for 2023"');
    expect(finding.fix).toContain('change the year in the title and H1');
  });

  it('asks it of a page that gives no date', () => {
    const html = page('BlogPosting', 'Top 10 tomato feeds in 2023', { published: '' });
    expect(fresh(auditServed(URL_, html)).status).toBe('fail');
  });

  it('leaves a year named as the subject alone', () => {
    const finding = fresh(
      auditServed(URL_, page('BlogPosting', 'The best tomato harvests of 2023', { published: '2026-09-01' })),
    );
    expect(finding.status).toBe('pass');
  });
});

describe('staleHeadlineYear', () => {
  const AUDIT = '2026-11-24T10:00:00Z';

  it.each([
    ['The best VPNs for 2023', 2023],
    ['Top 10 laptops in 2024 | TechSite', 2024],
    ['The 2023 guide to pruning tomatoes', 2023],
    ['Our 2022 ultimate guide to compost', 2022],
    ['Mortgage rates (Updated March 2024)', 2024],
    ['Updated for 2025: the best garden hoses', 2025],
    ['Best VPN [2023]', 2023],
  ])('reads %s as current for %i', (headline, year) => {
    expect(staleHeadlineYear([headline], AUDIT)?.year).toBe(year);
  });

  it.each([
    'Oppenheimer (2023)',
    'The best films of 2023',
    'What caused the 2008 financial crisis',
    'The best VPNs for 2026',
    'How to prune tomatoes',
  ])('reads no stale claim in %s', (headline) => {
    expect(staleHeadlineYear([headline], AUDIT)).toBeUndefined();
  });

  it("gives last year's title two months into the new year", () => {
    expect(staleHeadlineYear(['The best VPNs for 2026'], '2027-01-20T10:00:00Z')).toBeUndefined();
    expect(staleHeadlineYear(['The best VPNs for 2026'], '2027-04-01T10:00:00Z')?.year).toBe(2026);
  });
});
