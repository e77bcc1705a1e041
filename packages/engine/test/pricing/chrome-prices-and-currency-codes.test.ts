import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/parse/page.ts';
import { soldPrices } from '../../src/pricing/chrome-prices.ts';
import { findPrices } from '../../src/pricing/prices.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { findingOf, reviewFile, reviewPricing } from './review-pages.ts';

/**
 * A shop's chrome is not what it sells: Shopify Dawn's announcement bar ("Free US shipping on orders over $50") and
 * WooCommerce Storefront's header mini-cart ("£0.00 0 items") are no prices. Dawn prints "$34.00 USD": the code names
 * the dollar, and so does the page's Offer (or og:price:currency) when the price is a bare "$34.00".
 */
const texts = (result: ReturnType<typeof reviewPricing>) => result.prices.map((p) => [p.text, p.currency]);
const dollarAlone = (result: ReturnType<typeof reviewPricing>) =>
  findingOf(result, 'agent_pricing.currency_and_period').evidence.filter((e) =>
    e.what.startsWith('"$" alone'),
  );

describe('prices in a shop’s chrome', () => {
  it('reads only the product’s price on a Shopify Dawn product page, in US dollars', () => {
    const result = reviewPricing('shopify-dawn-product');
    expect(texts(result)).toEqual([['$34.00 USD', 'USD']]);
    expect(dollarAlone(result)).toEqual([]);
  });

  it('leaves out the WooCommerce header mini-cart', () => {
    expect(texts(reviewPricing('woocommerce-product'))).toEqual([['£8.95', 'GBP']]);
  });

  it('leaves out an announcement bar before the main content whatever it says', () => {
    const result = reviewPricing('shopify-dawn-product', {
      edit: (h) => h.replace('Free US shipping on orders over $50', 'Holiday gift sets from $25'),
    });
    expect(texts(result)).toEqual([['$34.00 USD', 'USD']]);
  });

  it('keeps prices before the main content when the main content shows none (a landing page’s plans above a post)', () => {
    const page = reviewFile('ghost-casper-post')
      .replace(/\$31,200|\$19,300/g, 'a lot')
      .replace(
        /<body[^>]*>/,
        (body) => `${body}<section><h2>Studio plans</h2><p>Team $49 per month</p></section>`,
      );
    const facts = pageFacts(parsePage(page));
    expect(soldPrices(facts, findPrices(facts.text)).map((p) => p.raw)).toEqual(['$49 per month']);
  });
});

describe('the currency of a "$"', () => {
  it('reads a trailing ISO code as the currency, and only one the sign is written for', () => {
    expect(findPrices('$34.00 USD').map((p) => [p.raw, p.currency])).toEqual([['$34.00 USD', 'USD']]);
    expect(findPrices('$34.00 CAD/month').map((p) => [p.raw, p.currency, p.period])).toEqual([
      ['$34.00 CAD/month', 'CAD', 'month'],
    ]);
    expect(findPrices('€5 USD')[0]?.currency).toBe('EUR');
  });

  it('reads a bare "$" as the dollar the page’s Offer names, or its og:price:currency', () => {
    const bare = (h: string) => h.replace('$34.00 USD', '$34.00');
    const offer = reviewPricing('shopify-dawn-product', { edit: bare });
    expect(texts(offer)).toEqual([['$34.00', 'USD']]);
    expect(dollarAlone(offer)).toEqual([]);
    const og = reviewPricing('shopify-dawn-product', {
      edit: (h) =>
        bare(h).replace(/<script type="application\/ld\+json">[^<]*"@type":"Product"[^<]*<\/script>/, ''),
    });
    expect(texts(og)).toEqual([['$34.00', 'USD']]);
  });
});
