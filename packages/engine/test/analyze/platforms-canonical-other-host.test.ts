import type { AuditResult, Finding } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { auditServed, REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';

/**
 * A canonical URL on another host: Google and Bing index that URL in this page's place, so AI Overviews and ChatGPT
 * cite it. The platforms' indexable check warns and says which URL will be cited; the page stays eligible (it can be
 * cited, under the other URL, which a syndicated copy intends).
 */

const URL_ = REVIEW_PAGE_URLS.content['wp-yoast-howto'];
const OWN_CANONICAL = `href="${URL_}"`;

function auditWithCanonical(canonical: string): AuditResult {
  const html = reviewPageFile('content', 'wp-yoast-howto');
  if (!html.includes(OWN_CANONICAL)) throw new Error('the page no longer declares its own canonical');
  return auditServed(URL_, html.replace(OWN_CANONICAL, `href="${canonical}"`));
}

const indexable = (result: AuditResult, platform: string): Finding =>
  result.modules.platforms!.findings!.find((f) => f.check === `platforms.${platform}.indexable`)!;

describe('platforms.*.indexable with a canonical URL on another host', () => {
  const elsewhere = 'https://www.gardenpath-syndication.com/tomatoes/';
  const result = auditWithCanonical(elsewhere);
  const own = auditWithCanonical(URL_);

  it('warns on both platforms and says which URL they will cite', () => {
    for (const platform of ['chatgpt', 'google_ai_overviews']) {
      const finding = indexable(result, platform);
      expect(finding.status).toBe('warn');
      expect(finding.title).toContain(elsewhere);
      expect(finding.fix).toContain(`AI Overviews and ChatGPT will cite ${elsewhere}, not this URL`);
    }
    const platforms = result.modules.platforms!;
    expect(platforms.chatgpt!.recommendations[0]).toContain(`will cite ${elsewhere}`);
    expect(platforms.google_ai_overviews!.recommendations[0]).toContain(`will cite ${elsewhere}`);
  });

  it('leaves the page eligible: it is still cited, under the canonical URL', () => {
    const platforms = result.modules.platforms!;
    expect(platforms.chatgpt!.eligible).toBe(true);
    expect(platforms.google_ai_overviews!.eligible).toBe(true);
    expect(platforms.google_ai_overviews!.blockers).toEqual([]);
    expect(result.modules.platforms!.score).toBeLessThan(own.modules.platforms!.score);
  });

  it('is one action, not one per platform', () => {
    const items = result.action_plan.filter(
      (item) =>
        item.check.endsWith('.indexable') ||
        ((item as { also?: string[] }).also ?? []).some((c) => c.endsWith('.indexable')),
    );
    expect(items).toHaveLength(1);
  });

  it('says nothing of a canonical on the same host, with or without www.', () => {
    for (const canonical of [URL_, 'https://gardenpathblog.com/how-to-prune-tomato-plants/']) {
      const same = auditWithCanonical(canonical);
      expect(indexable(same, 'chatgpt').status).toBe('pass');
      expect(indexable(same, 'google_ai_overviews').status).toBe('pass');
    }
  });
});

describe('platforms.*.indexable with a canonical sent only in the HTTP Link header', () => {
  // A CDN or an SEO plugin may send the canonical as a header alone; Google and Bing obey it as they obey the element.
  const elsewhere = 'https://www.gardenpath-syndication.com/tomatoes/';
  const html = reviewPageFile('content', 'wp-yoast-howto').replace(/<link rel="canonical"[^>]*>/, '');
  const result = auditServed(URL_, html, { link: `<${elsewhere}>; rel="canonical"` });

  it('warns on both platforms, with the header as the evidence', () => {
    for (const platform of ['chatgpt', 'google_ai_overviews']) {
      const finding = indexable(result, platform);
      expect(finding.status).toBe('warn');
      expect(finding.title).toContain(elsewhere);
      expect(finding.evidence?.map((e) => e.what).join('\n')).toContain(
        `the HTTP header Link: <${elsewhere}>; rel="canonical"`,
      );
    }
  });

  it('says nothing of a header canonical naming the page itself', () => {
    const own = auditServed(URL_, html, { link: `<${URL_}>; rel="canonical"` });
    expect(indexable(own, 'chatgpt').status).toBe('pass');
  });
});

describe("platforms.*.indexable with a deep page's canonical naming the site's home page", () => {
  const home = new URL('/', URL_).href;
  const result = auditWithCanonical(home);

  it("warns on both platforms that the home page will be cited in the article's place, and how to fix it", () => {
    for (const platform of ['chatgpt', 'google_ai_overviews']) {
      const finding = indexable(result, platform);
      expect(finding.status).toBe('warn');
      expect(finding.title).toContain(`canonical URL is the site's home page (${home})`);
      expect(finding.fix).toContain(`will cite the home page (${home}), not this page`);
      expect(finding.fix).toContain("Point the canonical at this page's own URL");
    }
    expect(result.modules.platforms!.google_ai_overviews!.eligible).toBe(true);
  });

  it('says nothing of the canonical of a home page that names itself', () => {
    const html = `<!doctype html><html lang="en"><head><title>Gardenpath</title><link rel="canonical" href="${home}"></head><body><main><h1>Gardenpath</h1><p>Tomato growing guides.</p></main></body></html>`;
    const own = auditServed(home, html);
    expect(indexable(own, 'chatgpt').status).toBe('pass');
  });
});
