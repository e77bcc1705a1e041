import { describe, expect, it } from 'vitest';
import { matchedPage } from '../review-pages/pages.ts';
import { analyzeAll, contextFor, finding } from '../structured-data/helpers.ts';

/**
 * A plumber's own service page (review s23-3's local-excellent: a Plumber and a Service node, about 600 words on
 * what counts as an emergency and what to do before the plumber arrives) is the business's page, not a post. Its
 * length made it "authored content", asked for a byline, an author page, credentials and first-hand experience, so
 * cutting its two most useful sections raised its E-E-A-T from 54 to 100 (decision 0045).
 */
const html = matchedPage('plumber-service-page');
const url = 'https://www.barton-plumbing.com/emergency-plumber-austin/';

describe("eeat on a business's own service page", () => {
  it('asks no byline, author page, credentials or first-hand experience of it, and says who stands behind it', () => {
    const { eeat } = analyzeAll(contextFor(html, { url }));
    for (const check of ['byline', 'author_page', 'author_credentials', 'first_hand_experience']) {
      const f = finding(eeat, `eeat.${check}`);
      expect(f.status, check).toBe('not_applicable');
    }
    expect(finding(eeat, 'eeat.byline').evidence[0]!.what).toContain(
      "the business's own page (schema Plumber)",
    );
    // Who stands behind it is still judged: its about and contact pages and contact details.
    expect(finding(eeat, 'eeat.contact_details').status).toBe('pass');
  });

  it('says why once, on the byline, and points the other checks to it (decision 0102)', () => {
    const { eeat } = analyzeAll(contextFor(html, { url }));
    const said = eeat.findings!.filter((f) =>
      f.evidence.some((e) => e.what.includes("the business's own page")),
    );
    expect(said.map((f) => f.check)).toEqual(['eeat.byline']);
    const pointing = eeat.findings!.filter(
      (f) => f.evidence[0]?.what === 'not applicable: see "Author byline"',
    );
    expect(pointing.map((f) => f.check)).toEqual(
      expect.arrayContaining(['eeat.author_page', 'eeat.author_credentials', 'eeat.first_hand_experience']),
    );
    for (const f of pointing) expect(f.status, f.check).toBe('not_applicable');
    // The signals the API lists say the same.
    expect(eeat.signals!.find((s) => s.id === 'author_page')!.evidence).toEqual([
      { what: 'not applicable: see "Author byline"' },
    ]);
  });

  it('scores the full page no lower than the page with its helpful sections cut', () => {
    const cut = html.replace(/<h2>What counts as a plumbing emergency\?[\s\S]*?(?=<h2>How much)/, '');
    expect(cut.length).toBeLessThan(html.length - 500);
    const full = analyzeAll(contextFor(html, { url })).eeat.score;
    expect(analyzeAll(contextFor(cut, { url })).eeat.score).toBeLessThanOrEqual(full);
  });

  it('still reads the same business’s blog post as authored', () => {
    const post = html.replace(/"@type": "Service"/, '"@type": "Thing"');
    const { eeat } = analyzeAll(
      contextFor(post, { url: 'https://www.barton-plumbing.com/blog/emergency-plumber-austin/' }),
    );
    expect(finding(eeat, 'eeat.byline').status).toBe('fail');
  });
});
