import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A one-product shop sells its product on its home page: one Product with an Offer, a price and an Add to cart button
 * in the main content. Google's merchant listing guide covers "pages where customers can buy", so that Product is held
 * to it (an image, an Offer with url and condition) as on a product page. A home page that lists products, or shows
 * its product without a way to buy it, is no merchant listing.
 */

const S = 'https://www.passportco.example';
const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const ld = (node: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...node });
const cover = {
  '@type': 'Product',
  name: 'Passport cover',
  description: 'A full-grain leather passport cover, hand-stitched in Porto.',
  brand: { '@type': 'Brand', name: 'Passport Co' },
  sku: 'PC-01',
  offers: {
    '@type': 'Offer',
    price: '49.00',
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
  },
};
const head =
  '<title>Passport Co – The leather passport cover</title><meta property="og:type" content="website"><meta property="og:site_name" content="Passport Co">';
const chrome = (main: string) =>
  `<header><a href="/">Passport Co</a><nav><a href="/story">Our story</a><a href="/faq">FAQ</a><a href="/cart">Cart (0)</a></nav></header><main>${main}</main><footer><a href="/shipping">Shipping</a> © 2026 Passport Co</footer>`;
const home = (html: string) => analyzeSchema(contextFor(html, { url: `${S}/` }));

describe("a one-product shop's home page", () => {
  const sells = `<h1>The passport cover</h1><img src="/cover.jpg" alt="Passport cover in tan leather"><p>Full-grain leather, hand-stitched in Porto. Fits every passport and two cards.</p><p class="price">€49.00</p><form action="/cart/add" method="post"><input type="hidden" name="id" value="4411"><button type="submit" name="add">Add to cart</button></form><p>Free shipping in the EU.</p>`;

  it('holds its product to the merchant listing guide: the image is required', () => {
    const result = home(page(`${head}${ld(cover)}`, chrome(sells)));
    expect(result.page_type).toBe('home');
    const required = finding(result, 'schema.required_properties');
    expect(required.status).not.toBe('pass');
    expect(whats(required)).toEqual(['Product "Passport cover": missing image']);
    expect(required.fix).toContain("Product: image (required by Google's merchant listing guide)");
  });

  it("asks its Offer for the merchant listing's url and condition", () => {
    const result = home(page(`${head}${ld({ ...cover, image: `${S}/cover.jpg` })}`, chrome(sells)));
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
    expect(whats(finding(result, 'schema.recommended_properties'))).toEqual([
      'Product "Passport cover" › offers: could add url, itemCondition',
    ]);
  });

  it("does so when the product is the home page's WebPage mainEntity", () => {
    const webPage = { '@type': 'WebPage', url: `${S}/`, name: 'Passport Co', mainEntity: cover };
    const result = home(page(`${head}${ld(webPage)}`, chrome(sells)));
    expect(whats(finding(result, 'schema.required_properties'))).toEqual([
      'Product "Passport cover": missing image',
    ]);
  });

  it('refuses a price of 0 there, as on a product page', () => {
    const free = { ...cover, image: `${S}/cover.jpg`, offers: { ...cover.offers, price: '0.00' } };
    const result = home(page(`${head}${ld(free)}`, chrome(sells)));
    expect(JSON.stringify(finding(result, 'schema.required_properties'))).toMatch(/greater than zero/);
  });
});

describe('home pages that do not sell one product', () => {
  it('a shop home page listing several products keeps the product snippet rule', () => {
    const product = (name: string, price: string) => ({
      '@type': 'Product',
      name,
      url: `${S}/products/${name.toLowerCase().replace(/ /g, '-')}`,
      offers: { '@type': 'Offer', price, priceCurrency: 'EUR' },
    });
    const list = {
      '@type': 'ItemList',
      itemListElement: [product('Passport cover', '49.00'), product('Card wallet', '39.00')].map(
        (item, i) => ({ '@type': 'ListItem', position: i + 1, item }),
      ),
    };
    const cards = ['Passport cover €49.00', 'Card wallet €39.00']
      .map((card) => `<div class="card"><p>${card}</p><button>Add to cart</button></div>`)
      .join('');
    const result = home(page(`${head}${ld(list)}`, chrome(`<h1>Leather goods for travel</h1>${cards}`)));
    const required = finding(result, 'schema.required_properties');
    expect(required.status).toBe('pass');
    expect(JSON.stringify(result.findings)).not.toMatch(/merchant listing|missing image/);
  });

  it('a home page whose one Product has a grid of buy buttons beside it is a listing', () => {
    const cards = ['Passport cover €49.00', 'Card wallet €39.00', 'Luggage tag €19.00']
      .map((card) => `<div class="card"><p>${card}</p><button>Add to cart</button></div>`)
      .join('');
    const result = home(page(`${head}${ld(cover)}`, chrome(`<h1>Leather goods for travel</h1>${cards}`)));
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
  });

  it("a maker's home page that shows its product without a way to buy it here", () => {
    const result = home(
      page(
        `${head}${ld(cover)}`,
        chrome(
          '<h1>The passport cover</h1><p>Full-grain leather, hand-stitched in Porto. From €49.00 at our stockists.</p><a href="/stockists">Find a stockist</a>',
        ),
      ),
    );
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
  });
});
