import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAP_LIMITS } from '../../src/score/index.ts';
import { auditRealistic, planRank } from './realistic-page.ts';

/**
 * gate.consent_wall (decision 0044): a consent (TCF) wall served in place of the article, as EU publishers' walls
 * answer 200 with only the consent form, is a page nothing can be cited from. HomeFix HQ's drain guide as its wall
 * serves it (a logo, "We value your privacy", Accept / Reject / Manage), and the site's faucet guide with the same
 * consent dialog over the whole article, which the HTML holds.
 */

const WALL = 'howto-consent-wall';
const wallHtml = readFileSync(
  join(import.meta.dirname, 'fixtures', 'realistic-pages', WALL, 'page.html'),
  'utf8',
);
const consentDialog = /<div id="consent-page".*?<\/form>.*?<\/div>/s.exec(wallHtml)![0];

describe('a consent wall served in place of the article', () => {
  const result = auditRealistic(WALL);

  it('is capped at 39 ("Critical"), not scored as a weak page', () => {
    expect(result.caps?.map((c) => c.check)).toEqual(['gate.consent_wall']);
    expect(result.geo_score).toBeLessThanOrEqual(CAP_LIMITS.consent_wall);
    expect(result.verdict).toBe('Critical');
    expect(result.caps![0]!.evidence).toEqual([
      { what: 'modal consent dialog div#consent-page.cmp-wall, with 0 words of main content beside it' },
    ]);
  });

  it('says first to serve the content behind a non-blocking banner, folding the checks that read the consent form', () => {
    const first = result.action_plan[0]!;
    expect(first).toMatchObject({ check: 'gate.consent_wall', module: 'citability', priority: 'critical' });
    expect(first.title).toMatch(/^A consent wall stands in place of the page/);
    expect(first.fix).toMatch(/^Serve the page with the consent banner over it/);
    expect(first.fix).toMatch(/These checks read the consent form served in place of the page/);
    // The reviewer's top two items, the brand name and the <main> landmark, described the consent page.
    for (const check of [
      'brand.name_declared',
      'citability.main_content',
      'citability.thin_content',
      'eeat.about_page',
      'brand.profiles',
      'agent_readiness.cookie_wall',
    ])
      expect(planRank(result, check), check).toBe(0);
    // What the HTML does not decide stays an item of its own: the HSTS header.
    expect(result.action_plan.slice(1).map((item) => item.check)).toEqual(['eeat.hsts']);
  });
});

describe('a consent dialog over an article the HTML holds', () => {
  it('is no wall for crawlers: the guide stays uncapped, while agent_readiness still reports the dialog', () => {
    const result = auditRealistic('howto-faucet-guide', (artifacts) => {
      artifacts.page.body = artifacts.page.body.replace('<body class="">', `<body class="">${consentDialog}`);
    });
    expect(result.modules.agent_readiness?.states?.cookie_wall?.detected).toBe(true);
    expect(result.caps).toEqual([]);
    expect(result.geo_score).toBeGreaterThanOrEqual(90);
  });
});
