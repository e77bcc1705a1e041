import { describe, expect, it } from 'vitest';
import { findPricingLink } from '../../src/gather/index.ts';

const PAGE = 'https://acme.example/products/widget';

describe('findPricingLink', () => {
  it.each([
    ['<a href="/pricing">See what it costs</a>', 'https://acme.example/pricing'],
    ['<a href="/en/plans/">Compare</a>', 'https://acme.example/en/plans/'],
    ['<a href="/preise">Preise</a>', 'https://acme.example/preise'],
    ['<a href="/buy">Plans &amp; Pricing</a>', 'https://acme.example/buy'],
    ['<a href="/shop" aria-label="Pricing"><svg></svg></a>', 'https://acme.example/shop'],
    ['<a href="pricing#team">Pricing</a>', 'https://acme.example/products/pricing'],
    // The words agent_pricing reads as a pricing page in other languages, so the page it names is the one fetched.
    ['<a href="/service/">料金プラン</a>', 'https://acme.example/service/'],
    ['<a href="/cennik">Zobacz</a>', 'https://acme.example/cennik'],
    ['<a href="/uslugi">Тарифы</a>', 'https://acme.example/uslugi'],
  ])('finds the pricing page in %s', (html, expected) => {
    expect(findPricingLink(html, PAGE)).toBe(expected);
  });

  it('prefers a link whose path says pricing over one whose text alone does', () => {
    const html = '<a href="/offer">Prices</a> <a href="/pricing">Compare</a>';
    expect(findPricingLink(html, PAGE)).toBe('https://acme.example/pricing');
  });

  it.each([
    ['another origin', '<a href="https://shop.other.example/pricing">Pricing</a>'],
    ['no pricing words', '<a href="/about">About us</a><a href="/blog/complicated">Read</a>'],
    ['only the page itself', '<a href="/products/widget#pricing">Pricing</a>'],
    ['a mailto link', '<a href="mailto:sales@acme.example">Pricing questions</a>'],
    ['a broken escape', '<a href="/%E0%A4%A">x</a>'],
    ['no HTML at all', ''],
  ])('returns null for %s', (_what, html) => {
    expect(findPricingLink(html, PAGE)).toBeNull();
  });

  it('does not mistake words that merely contain a pricing word', () => {
    expect(findPricingLink('<a href="/explanation">Airplanes</a>', PAGE)).toBeNull();
  });

  it('fetches only what agent_pricing calls a pricing page: not news slugs, not "Plans" in running text', () => {
    expect(findPricingLink('<a href="/prices-rise-again/">Prices rise again</a>', PAGE)).toBeNull();
    expect(findPricingLink('<p>Added to your <a href="/calendar">Plans</a>.</p>', PAGE)).toBeNull();
    expect(findPricingLink('<nav><a href="/subscribe">Plans</a></nav>', PAGE)).toBe(
      'https://acme.example/subscribe',
    );
  });
});
