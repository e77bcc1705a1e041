import { describe, expect, it } from 'vitest';
import type { Artifacts } from '../../src/artifacts.ts';
import { CAP_LIMITS } from '../../src/score/index.ts';
import { auditRealistic, planRank } from './realistic-page.ts';

/**
 * gate.canonical_elsewhere (decision 0044): a page whose canonical URL is on another site is not the URL search engines
 * index and answer engines cite. A scraped copy of a Denver transit-levy story (newsfeedhub24.com) whose canonical
 * names the original at denverledger.com, and a local outlet's own report of the same story.
 */

const COPY = 'news-scraped-copy-canonical-original';
const ORIGINAL = 'https://www.denverledger.com/news/2026/11/18/denver-council-approves-transit-levy/';

/** The copy with its canonical link pointing at `href` instead of the original. */
const withCanonical = (href: string) => (artifacts: Artifacts) => {
  artifacts.page.body = artifacts.page.body.replace(
    `rel="canonical" href="${ORIGINAL}"`,
    `rel="canonical" href="${href}"`,
  );
};

describe('a copy whose canonical names the original on another site', () => {
  const copy = auditRealistic(COPY);

  it('is capped at 59: it reads "Poor", not "Good", below an outlet’s own report of the story', () => {
    expect(copy.caps?.map((c) => [c.check, c.max])).toEqual([['gate.canonical_elsewhere', 59]]);
    expect(CAP_LIMITS.canonical_elsewhere).toBe(59);
    expect(copy.verdict).toBe('Poor');
    const report = auditRealistic('news-transit-levy-report');
    expect(report.caps).toEqual([]);
    expect(report.geo_score).toBeGreaterThan(copy.geo_score);
  });

  it('says first that the canonical will be cited, which is right for a syndicated copy, with one fix for both platforms', () => {
    const first = copy.action_plan[0]!;
    expect(first).toMatchObject({
      check: 'gate.canonical_elsewhere',
      module: 'crawlers',
      priority: 'critical',
      effort: 'low',
    });
    expect(first.title).toContain(`canonical URL is on another site (${ORIGINAL})`);
    expect(first.title).toMatch(/That is right for a syndicated copy; otherwise point the canonical here\.$/);
    expect(first.fix).toMatch(
      /^If this page is the original, point <link rel="canonical"> \(or the canonical of the HTTP Link header/,
    );
    expect(first.fix).toMatch(
      /If it is a syndicated copy, the canonical is right as it is: audit the original/,
    );
    for (const check of ['platforms.chatgpt.indexable', 'platforms.google_ai_overviews.indexable'])
      expect(planRank(copy, check)).toBe(0);
    expect(copy.caps?.[0]?.evidence).toEqual([
      expect.objectContaining({
        what: `<link rel="canonical" href="${ORIGINAL}">: a page of denverledger.com, not of newsfeedhub24.com`,
      }),
    ]);
  });

  it('is not capped once the canonical names the page itself, or another address of its own site', () => {
    const self =
      'https://newsfeedhub24.com/2026/11/19/denver-council-sends-48-million-transit-levy-to-may-ballot/';
    for (const href of [
      self,
      self.replace('https://', 'https://www.'),
      // An AMP or mobile host, or another page, of the same registrable domain is the site's own choice.
      'https://amp.newsfeedhub24.com/2026/11/19/denver-council-sends-48-million-transit-levy-to-may-ballot/',
      '/2026/11/19/',
    ]) {
      expect(auditRealistic(COPY, withCanonical(href)).caps, href).toEqual([]);
    }
  });

  it('caps a staging host left in the canonical, on another registrable domain', () => {
    const caps = auditRealistic(
      COPY,
      withCanonical('https://newsfeedhub24.wpengine.com/2026/11/19/levy/'),
    ).caps;
    expect(caps?.map((c) => c.check)).toEqual(['gate.canonical_elsewhere']);
  });

  it('leaves a noindexed copy to the noindex cap alone', () => {
    const result = auditRealistic(COPY, (artifacts) => {
      artifacts.page.body = artifacts.page.body.replace(
        '<head>',
        '<head><meta name="robots" content="noindex">',
      );
    });
    expect(result.caps?.map((c) => c.check)).toEqual(['gate.noindex']);
  });
});
