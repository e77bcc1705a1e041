import { describe, expect, it } from 'vitest';
import { findingOf, ORIGIN } from '../analyze/crawlers-helpers.ts';
import { llmstxtWithPages } from './served-pages.ts';

/**
 * A site's catch-all answers unknown paths with 200 and its usual template: the title stays "Acme Anvils", and only
 * the heading says the page is not there. The link check must still call the link broken.
 */

const LLMS = [
  '# Acme Anvils',
  '',
  '> Forged steel anvils for smiths.',
  '',
  '## Docs',
  '',
  `- [Care guide](${ORIGIN}/care): keeping the face flat`,
  `- [Sizes](${ORIGIN}/sizes): which weight to buy`,
  `- [Contact sales](${ORIGIN}/contact): quotes for trade`,
  `- [Status codes](${ORIGIN}/errors): what the API answers`,
].join('\n');

const HEAD = `<head><meta charset="utf-8"><title>Acme Anvils</title><style>${'.nav a{color:#333}'.repeat(200)}</style></head>`;
const NAV =
  '<header><nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/contact">Contact</a></nav></header>';

const PAGES: Record<string, string> = {
  // A CMS catch-all: the site's title, "Page not found" in the heading.
  '/care': `<!doctype html><html>${HEAD}<body>${NAV}<main><h1 class="entry-title">Page not found</h1><p>Sorry, we could not find that page. Try the search below.</p></main></body></html>`,
  // A framework's not-found page: an icon before the code in the heading.
  '/sizes': `<!doctype html><html>${HEAD}<body>${NAV}<h1><svg viewBox="0 0 8 8"><title>Warning</title></svg> 404</h1><h2>This page could not be found.</h2></body></html>`,
  '/contact': `<!doctype html><html>${HEAD}<body>${NAV}<main><h1>Contact sales</h1><p>Email trade@shop.example for a quote.</p></main></body></html>`,
  // A page about errors, whose heading names a 404 among other words.
  '/errors': `<!doctype html><html>${HEAD}<body>${NAV}<main><h1>404 and other status codes</h1><p>The API answers 404 for unknown anvils.</p></main></body></html>`,
};

describe('llmstxt.links_resolve: a 200 page whose heading says it is not found', () => {
  it('calls the link a soft 404 when only the first heading says so, and names the heading', async () => {
    const result = await llmstxtWithPages(LLMS, PAGES);
    expect(result.link_checks?.map((c) => [c.url, c.outcome])).toEqual([
      [`${ORIGIN}/care`, 'soft_404'],
      [`${ORIGIN}/sizes`, 'soft_404'],
      [`${ORIGIN}/contact`, 'ok'],
      [`${ORIGIN}/errors`, 'ok'],
    ]);
    const finding = findingOf(result, 'llmstxt.links_resolve');
    expect(finding.title).toBe('2 of 4 llms.txt links checked are broken');
    expect(finding.evidence.map((e) => e.what)).toContain(
      `HTTP 200 with a page headed "Page not found" (a soft 404): ${ORIGIN}/care`,
    );
    expect(finding.evidence.map((e) => e.what)).toContain(
      `HTTP 200 with a page headed "404" (a soft 404): ${ORIGIN}/sizes`,
    );
  });
});
