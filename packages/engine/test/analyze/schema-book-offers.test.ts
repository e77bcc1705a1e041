import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A Book's offers follow the page they are on, as a Product's do. A library catalogue's record (its Offers are loans,
 * without a price) and a book review are not pages that sell the book: no Google feature reads a Book's offers there,
 * so the merchant listing guide is not cited. A bookshop's product page that sells the Book (a buy button) is a
 * merchant listing: its Offer is held to the guide, and a Book alone is told to be a Product too, as merchant listings
 * read Product markup.
 */

const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const ld = (node: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...node });
const dune = {
  '@type': 'Book',
  name: 'Dune',
  author: { '@type': 'Person', name: 'Frank Herbert' },
  isbn: '9780441013593',
  datePublished: '1965',
  publisher: { '@type': 'Organization', name: 'Chilton Books' },
};

describe("a library catalogue's record page (Koha-style loan offers)", () => {
  const loans = ['Central Library', 'Eastside Branch'].map((branch) => ({
    '@type': 'Offer',
    availability: 'https://schema.org/InStock',
    businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    offeredBy: { '@type': 'Organization', name: `City Library – ${branch}` },
  }));
  const html = page(
    '<title>Dune / Frank Herbert – City Library catalogue</title>',
    `${ld({ ...dune, offers: loans })}<main><h1>Dune</h1><p>Herbert, Frank. Chilton Books, 1965.</p><table><tr><td>Central Library</td><td>Available</td></tr><tr><td>Eastside Branch</td><td>On loan</td></tr></table><button>Place hold</button></main>`,
  );
  const result = analyzeSchema(
    contextFor(html, { url: 'https://catalogue.citylibrary.example/item/123456' }),
  );

  it('does not ask its loans for a price and currency by the merchant listing guide', () => {
    expect(JSON.stringify(finding(result, 'schema.required_properties'))).not.toMatch(
      /price|merchant listing/,
    );
    expect(JSON.stringify(finding(result, 'schema.recommended_properties'))).not.toMatch(
      /itemCondition|merchant listing/,
    );
  });
});

describe('a book review on a blog', () => {
  it("does not hold the Book's offer to the merchant listing guide", () => {
    const html = page(
      '<meta property="og:type" content="article"><title>Review: Dune</title>',
      `${ld({ ...dune, offers: { '@type': 'Offer', url: 'https://books.example/dune' } })}<main><article><h1>Review: Dune, sixty years on</h1><time datetime="2025-08-01">1 August 2025</time><p>Herbert's desert planet still reads as a warning.</p></article></main>`,
    );
    const result = analyzeSchema(contextFor(html, { url: 'https://blog.example/2025/08/dune-review' }));
    expect(JSON.stringify(finding(result, 'schema.required_properties'))).not.toMatch(
      /price|merchant listing/,
    );
  });
});

describe("a bookshop's product page selling the Book", () => {
  const offer = {
    '@type': 'Offer',
    price: '9.99',
    priceCurrency: 'GBP',
    availability: 'https://schema.org/InStock',
  };
  const shop = (book: Record<string, unknown>) =>
    analyzeSchema(
      contextFor(
        page(
          '<meta property="og:type" content="product"><title>Dune by Frank Herbert – Hatch Books</title>',
          `${ld(book)}<main><h1>Dune</h1><p>Frank Herbert · Paperback</p><p class="price">£9.99</p><button type="submit">Add to basket</button></main>`,
        ),
        { url: 'https://www.hatchbooks.example/products/dune-paperback' },
      ),
    );

  it('is a merchant listing: a Book alone is told to be a Product, and lacks the image it requires', () => {
    const required = finding(shop({ ...dune, offers: offer }), 'schema.required_properties');
    expect(whats(required)).toEqual([
      'Book "Dune": missing image; not a Product; give it "@type": ["Book", "Product"]: merchant listings read Product markup, and a Book alone is not read as one',
    ]);
    expect(required.fix).toContain("required by Google's merchant listing guide");
  });

  it("holds its Offer to the merchant listing guide's recommendations and its price above 0", () => {
    const book = { ...dune, '@type': ['Book', 'Product'], image: 'https://www.hatchbooks.example/dune.jpg' };
    const result = shop({ ...book, offers: offer });
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
    expect(whats(finding(result, 'schema.recommended_properties'))).toEqual([
      'Book, Product "Dune": could add description',
      'Book, Product "Dune" › offers: could add url, itemCondition',
    ]);
    const free = shop({ ...book, offers: { ...offer, price: '0' } });
    expect(JSON.stringify(finding(free, 'schema.required_properties'))).toMatch(/greater than zero/);
  });
});
