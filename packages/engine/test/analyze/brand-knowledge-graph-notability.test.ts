import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { reviewBrand, reviewHtml } from './brand-review-pages.ts';

/**
 * Decision 0039: a shop, a café or a dentist cannot get a Wikipedia article, so brand.knowledge_graph weighs nothing
 * for them (reported as not verified, no plan item). It is asked of an organization the page shows to be notable: a
 * news organization, a university, a government body, a listed company, or a brand whose entry the page's text links.
 */

const kg = (result: ReturnType<typeof reviewBrand>) => finding(result, 'brand.knowledge_graph');

describe('brand.knowledge_graph: asked only of notable organizations', () => {
  it.each(['woocommerce-product', 'wix-dentist', 'squarespace-cafe-home'] as const)(
    'costs the small business on %s nothing and says the entry is not verified',
    (name) => {
      const f = kg(reviewBrand(name));
      expect(f.status).toBe('info');
      expect(f.impact).toBe(0);
      expect(f.title).toBe('No Wikipedia or Wikidata link (whether an entry exists is not verified)');
      expect(f.evidence[0]?.what).toMatch(
        /^informational, weighs nothing: nothing on the page shows the organization is notable/,
      );
    },
  );

  it('is asked of a university: the Drupal course page without its Wikipedia links fails', () => {
    const html = reviewHtml('drupal-university').replace(
      /,"sameAs":\["https:\/\/en\.wikipedia\.org[^\]]*\]/,
      '',
    );
    expect(html).not.toContain('wikipedia.org');
    const f = kg(reviewBrand('drupal-university', html));
    expect(f.status).toBe('fail');
    expect(f.evidence[0]?.what).toBe('CollegeOrUniversity node');
    expect(kg(reviewBrand('drupal-university')).status).toBe('pass');
  });

  it('is asked of a news organization, a listed company, and a brand whose entry the page text links', () => {
    const news = reviewHtml('news-paywall-article').replace(/"sameAs":\[[^\]]*\]/, '"sameAs":[]');
    expect(kg(reviewBrand('news-paywall-article', news)).status).toBe('fail');
    const listed = reviewHtml('woocommerce-product').replace(
      '"seller":{"@type":"Organization"',
      '"seller":{"@type":"Corporation","tickerSymbol":"HTLY"',
    );
    expect(listed).toContain('"tickerSymbol":"HTLY"');
    expect(kg(reviewBrand('woocommerce-product', listed)).status).toBe('fail');
    const mentioned = reviewHtml('woocommerce-product').replace(
      /<\/main>/,
      '<p>Our story is on <a href="https://en.wikipedia.org/wiki/Hartley%27s_Teas">Hartley\'s Teas on Wikipedia</a>.</p></main>',
    );
    const f = kg(reviewBrand('woocommerce-product', mentioned));
    expect(f.status).toBe('fail');
    expect(f.evidence[0]?.value).toBe('https://en.wikipedia.org/wiki/Hartley%27s_Teas');
  });
});
