import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { ARTICLE_URL, BARE_ARTICLE, GOOD_ARTICLE } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

function schemaOf(html: string, url = 'https://shop.example/products/anvil') {
  return analyzeSchema(contextFor(html, { url }));
}

const PRODUCT = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Executive Anvil',
  image: 'https://shop.example/anvil.jpg',
  description: 'A sleek anvil for the business traveller.',
  brand: { '@type': 'Brand', name: 'Acme' },
  sku: 'A-1',
  offers: {
    '@type': 'Offer',
    price: '1299.00',
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url: 'https://shop.example/anvil',
    priceValidUntil: '2027-12-31',
    itemCondition: 'https://schema.org/NewCondition',
  },
};

describe('schema: output', () => {
  it('reports deduplicated types_found, the page type, organization facts and per-node completeness', () => {
    const result = analyzeSchema(contextFor(GOOD_ARTICLE, { url: ARTICLE_URL }));
    expect(result.types_found).toEqual([
      'Organization',
      'ImageObject',
      'WebSite',
      'BlogPosting',
      'Person',
      'BreadcrumbList',
      'ListItem',
    ]);
    expect(result.page_type).toBe('article');
    expect(result.organization).toMatchObject({
      name: 'Acme, Inc.',
      url: 'https://acme.example/',
      logo: 'https://acme.example/logo.png',
    });
    expect(result.nodes).toContainEqual(
      expect.objectContaining({ types: ['BlogPosting'], missing_required: [] }),
    );
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(Number.isInteger(result.score)).toBe(true);
  });
});

describe('schema.present', () => {
  it('passes with schema.org markup and fails without', () => {
    expect(finding(schemaOf(page('', jsonLd(PRODUCT))), 'schema.present').status).toBe('pass');
    const bare = analyzeSchema(contextFor(BARE_ARTICLE, { url: ARTICLE_URL }));
    expect(finding(bare, 'schema.present').status).toBe('fail');
    expect(bare.types_found).toEqual([]);
    expect(bare.score).toBe(0);
  });
});

describe('schema.markup_valid', () => {
  it('passes clean JSON-LD', () => {
    expect(finding(schemaOf(page('', jsonLd(PRODUCT))), 'schema.markup_valid').status).toBe('pass');
  });

  it('warns when a block needed repairs, and names the block', () => {
    const html = page(
      '',
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing", // x\n"name":"a",}</script>',
    );
    const f = finding(schemaOf(html), 'schema.markup_valid');
    expect(f.status).toBe('warn');
    expect(f.evidence[0]?.what).toMatch(/json_repaired.*comments, trailing commas/);
  });

  it('fails on a block that does not parse, locating it in the page', () => {
    const html =
      '<!doctype html>\n<html>\n<head>\n<script type="application/ld+json">\n{\n  "@type": "Thing",\n  "name": oops\n}\n</script>\n</head><body></body></html>';
    const result = schemaOf(html);
    const f = finding(result, 'schema.markup_valid');
    expect(f.status).toBe('fail');
    expect(f.severity).toBe('high');
    // Block starts on line 4 of the page; the error is on line 4 of the block ("name": oops) → page line 7.
    expect(f.evidence[0]?.where).toBe(
      'JSON-LD block 1 of 1, line 4 column 11 of the block (line 7 of the page)',
    );
    expect(result.json_ld_blocks).toEqual([
      { index: 0, status: 'error', repairs: [], size: expect.any(Number) },
    ]);
  });

  it('warns on JSON-LD without @context and on data-vocabulary.org', () => {
    expect(
      finding(schemaOf(page('', jsonLd({ '@type': 'Thing', name: 'x' }))), 'schema.markup_valid').evidence[0]
        ?.what,
    ).toMatch(/missing_context/);
    const dv = page(
      '',
      '<div itemscope itemtype="http://data-vocabulary.org/Breadcrumb"><span itemprop="title">x</span></div>',
    );
    expect(
      finding(schemaOf(dv), 'schema.markup_valid').evidence.some((e) => /retired_vocabulary/.test(e.what)),
    ).toBe(true);
  });

  it('does not apply when the page has no structured data', () => {
    expect(finding(schemaOf(page('', '<p>x</p>')), 'schema.markup_valid').status).toBe('not_applicable');
  });
});

describe('schema.required_properties and schema.recommended_properties', () => {
  it('accepts recipe steps written as Google’s guide writes them (HowToStep with text, no position)', () => {
    const recipe = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Soda bread',
      image: 'https://acme.example/bread.jpg',
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Mix the flour, soda and salt.' },
        { '@type': 'HowToStep', text: 'Stir in the buttermilk and bake for 40 minutes.' },
      ],
    };
    const required = finding(schemaOf(page('', jsonLd(recipe))), 'schema.required_properties');
    expect(JSON.stringify(required.evidence)).not.toMatch(/HowToStep|ListItem|position/);
    const empty = { ...recipe, recipeInstructions: [{ '@type': 'HowToStep', name: 'Mix' }] };
    expect(
      JSON.stringify(finding(schemaOf(page('', jsonLd(empty))), 'schema.required_properties').evidence),
    ).toMatch(/HowToStep/);
  });

  it('says Google shows no FAQ rich results any more', () => {
    const faq = {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'How heavy?', acceptedAnswer: { '@type': 'Answer', text: 'Heavy.' } },
      ],
    };
    const note = finding(schemaOf(page('', jsonLd(faq))), 'schema.faq_howto');
    expect(note.evidence[0]?.what).toMatch(/no FAQ rich results since 7 May 2026/);
  });

  it('pass when every node has what its type needs (subtypes use the parent rule)', () => {
    const result = schemaOf(page('', jsonLd(PRODUCT)));
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
    expect(finding(result, 'schema.recommended_properties').status).toBe('pass');
  });

  it('fail with the missing properties, nested nodes included, grouped', () => {
    const html = page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Product', name: 'Anvil' },
          { '@type': 'Restaurant', name: 'Chez Acme' },
          { '@type': 'Event', name: 'Launch' },
          {
            '@type': 'Product',
            name: 'Hammer',
            offers: [
              { '@type': 'Offer', url: 'https://x.example' },
              { '@type': 'Offer', url: 'https://y.example' },
            ],
          },
        ],
      }),
    );
    const result = schemaOf(html);
    const required = finding(result, 'schema.required_properties');
    expect(required.status).toBe('fail');
    const what = required.evidence.map((e) => e.what);
    expect(what).toContain('Product: missing offers or aggregateRating or review');
    expect(what).toContain('Restaurant: missing address');
    expect(what).toContain('Event: missing startDate, location');
    expect(what).toContain(
      'Offer: missing price or priceSpecification, priceCurrency or priceSpecification (2 nodes)',
    );
    // The fix names each node's own type and who requires the property.
    expect(required.fix).toMatch(/Restaurant: address \(required by Google's local business guide\)/);
    expect(required.fix).not.toMatch(/LocalBusiness:/);
    const recommended = finding(result, 'schema.recommended_properties');
    expect(recommended.status).toBe('fail');
    expect(recommended.evidence.map((e) => e.what)).toContainEqual(
      expect.stringMatching(/^Product: could add image, description, brand/),
    );
  });

  it('do not hold a nested node that only names something by @id to its type’s rules', () => {
    const article = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Anvils fall',
      image: 'https://acme.example/a.jpg',
      datePublished: '2026-11-01',
      author: { '@type': 'Person', name: 'Ada', url: 'https://acme.example/ada' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://acme.example/news/anvils' },
    };
    const required = finding(schemaOf(page('', jsonLd(article))), 'schema.required_properties');
    expect(required.evidence.map((e) => e.what).join(' ')).not.toMatch(/WebPage/);
    // The same WebPage written out, but with nothing it needs, is still held to them.
    const described = { ...article, mainEntityOfPage: { '@type': 'WebPage', '@id': 'x', inLanguage: 'en' } };
    const held = finding(schemaOf(page('', jsonLd(described))), 'schema.expected_properties');
    expect(held.evidence.map((e) => e.what)).toContainEqual(
      expect.stringMatching(/^WebPage: no name or headline/),
    );
  });

  it('do not apply to types without rules', () => {
    const result = schemaOf(
      page('', jsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: 'x' })),
    );
    expect(finding(result, 'schema.required_properties').status).toBe('not_applicable');
  });
});

describe('schema.page_type_fit', () => {
  it('passes a product page with Product, Offer and BreadcrumbList', () => {
    const crumbs = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Anvils', item: 'https://shop.example/anvils' },
      ],
    };
    const f = finding(schemaOf(page('', jsonLd(PRODUCT) + jsonLd(crumbs))), 'schema.page_type_fit');
    expect(f.status).toBe('pass');
    expect(f.evidence[0]?.what).toBe('Detected page type: product');
  });

  it('fails a home page that lacks an Organization, naming what to add', () => {
    const html = page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Acme',
        url: 'https://acme.example/',
      }),
    );
    const f = finding(schemaOf(html, 'https://acme.example/'), 'schema.page_type_fit');
    expect(f.status).toBe('fail');
    expect(f.title).toBe('A home page lacks Organization (or LocalBusiness)');
    expect(f.fix).toMatch(/an Organization .* with name, url, logo and sameAs/);
  });

  it('writes "an" before an article page', () => {
    const html = page(
      '<meta property="og:type" content="article">',
      `<article><h1>Anvils</h1><p>x</p></article>${jsonLd({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Acme' })}`,
    );
    const f = finding(schemaOf(html, 'https://acme.example/blog/anvils'), 'schema.page_type_fit');
    expect(f.title).toMatch(/^An article page lacks /);
    expect(f.fix).toMatch(/^For an article page, add /);
  });

  it('counts a page with no structured data once: the types it would take are advice under schema.present', () => {
    const html = page(
      '<meta property="og:type" content="article">',
      '<article><h1>Anvils</h1><p>x</p></article>',
    );
    const result = schemaOf(html, 'https://acme.example/blog/anvils');
    const fit = finding(result, 'schema.page_type_fit');
    expect(fit.status).toBe('not_applicable');
    expect(fit.impact).toBe(0);
    expect(fit.evidence[0]!.what).toBe('Detected page type: article');
    const present = finding(result, 'schema.present');
    expect(present.status).toBe('fail');
    expect(present.fix).toMatch(/Describe only what the page shows\. For an article page, add an Article/);
  });

  it('does not apply when the page type is unknown', () => {
    const result = schemaOf(page('', '<p>x</p>'), 'https://acme.example/misc');
    expect(result.page_type).toBe('other');
    expect(finding(result, 'schema.page_type_fit').status).toBe('not_applicable');
  });
});

describe('schema.consistency', () => {
  it('reads a JobPosting description written in HTML, as Google defines it, by its text', () => {
    const job = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Blacksmith',
        description:
          '<p>Forge gates &amp; railings in our Leeds workshop.</p><ul><li>Five years at the anvil</li></ul>',
      }),
      '<h1>Blacksmith</h1><p>Forge gates &amp; railings in our Leeds workshop.</p><ul><li>Five years at the anvil</li></ul>',
    );
    expect(JSON.stringify(finding(schemaOf(job), 'schema.consistency').evidence)).not.toContain(
      'description is not',
    );
  });

  it('takes "free" on the page for an Offer price of 0, as Google asks free apps and events to mark it', () => {
    const app = (text: string) =>
      page(
        jsonLd({
          '@context': 'https://schema.org',
          '@type': 'SoftwareApplication',
          name: 'Anvil Timer',
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        }),
        `<h1>Anvil Timer</h1><p>${text}</p>`,
      );
    expect(finding(schemaOf(app('Free download for every smith.')), 'schema.consistency').status).toBe(
      'pass',
    );
    expect(
      JSON.stringify(finding(schemaOf(app('Download it today.')), 'schema.consistency').evidence),
    ).toContain('Offer price 0 USD is not shown');
  });

  it('passes when name, description and price match the visible page', () => {
    const html = page(
      '<title>Executive Anvil | Acme Shop</title><meta name="description" content="A sleek anvil for the business traveller.">',
      `<h1>Executive Anvil</h1><p>Price: $1,299.00</p>${jsonLd(PRODUCT)}`,
    );
    expect(finding(schemaOf(html), 'schema.consistency').status).toBe('pass');
  });

  it('fails when the schema names another product and shows a price the page does not', () => {
    const html = page(
      '<title>Garden Hose | Acme Shop</title>',
      `<h1>Garden Hose</h1><p>Only $19.99 today. Durable rubber, 20 metres.</p>${jsonLd(PRODUCT)}`,
    );
    const f = finding(schemaOf(html), 'schema.consistency');
    expect(f.status).toBe('fail');
    const what = f.evidence.map((e) => e.what);
    expect(what).toContainEqual(
      expect.stringMatching(/^Product name "Executive Anvil" matches neither the title/),
    );
    expect(what).toContainEqual(expect.stringMatching(/description is not found verbatim on the page/));
    expect(what).toContain("Offer price 1299 USD is not shown in the page's HTML text");
  });

  it('finds a microdata description whose source wraps over several lines in the visible text', () => {
    const html = page(
      '<title>Executive Anvil | Acme Shop</title>',
      `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Executive Anvil</h1>
<p itemprop="description">Sleeker than ACME's Classic Anvil, the
        Executive Anvil is perfect for the business traveler
        looking for something to drop from a height.</p></div>`,
    );
    expect(finding(schemaOf(html), 'schema.consistency').status).toBe('pass');
  });

  it('does not let an Offer price agree with a number that is no price ("89 reviews" beside "$119.99")', () => {
    const offer = (price: string) =>
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Executive Anvil',
        offers: { '@type': 'Offer', price, priceCurrency: 'USD' },
      });
    const body = '<h1>Executive Anvil</h1><p>Rated 4.4 from 89 reviews. Price: $119.99</p>';
    const wrong = finding(
      schemaOf(page('<title>Executive Anvil</title>', `${body}${offer('89')}`)),
      'schema.consistency',
    );
    expect(wrong.evidence.map((e) => e.what)).toContain(
      "Offer price 89 USD is not shown in the page's HTML text",
    );
    const right = finding(
      schemaOf(page('<title>Executive Anvil</title>', `${body}${offer('119.99')}`)),
      'schema.consistency',
    );
    expect(right.status).toBe('pass');
    // With no price written with a currency, any number on the page may be it.
    const bare = page(
      '<title>Executive Anvil</title>',
      `<h1>Executive Anvil</h1><p>Price: 119.99</p>${offer('119.99')}`,
    );
    expect(finding(schemaOf(bare), 'schema.consistency').status).toBe('pass');
  });

  it('does not apply when there is nothing to compare', () => {
    const html = page(
      '',
      jsonLd({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Acme' }),
    );
    expect(finding(schemaOf(html, 'https://acme.example/'), 'schema.consistency').status).toBe(
      'not_applicable',
    );
  });
});

describe('schema.entity_links and schema.entity_graph', () => {
  const org = (sameAs?: string[]) =>
    page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Acme',
        ...(sameAs ? { sameAs } : {}),
      }),
    );

  it('passes an Organization with a knowledge-graph sameAs, naming the platforms', () => {
    const f = finding(schemaOf(org(['https://www.wikidata.org/wiki/Q42'])), 'schema.entity_links');
    expect(f.status).toBe('pass');
    expect(f.evidence[0]?.value).toEqual([
      { url: 'https://www.wikidata.org/wiki/Q42', platform: 'Wikidata' },
    ]);
  });

  it('warns on a single profile and fails with none', () => {
    expect(finding(schemaOf(org(['https://github.com/acme'])), 'schema.entity_links').status).toBe('warn');
    expect(finding(schemaOf(org()), 'schema.entity_links').status).toBe('fail');
    expect(finding(schemaOf(page('', '')), 'schema.entity_links').status).toBe('not_applicable');
  });

  it('reports @id references that the page does not define, without scoring them', () => {
    const html = page(
      '',
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: 'x',
        isPartOf: { '@id': '#website' },
        about: { '@id': '#org' },
      }),
    );
    const result = schemaOf(html);
    const f = finding(result, 'schema.entity_graph');
    expect(f.status).toBe('info');
    expect(f.impact).toBe(0);
    expect(f.evidence[1]?.value).toEqual(['#website', '#org']);
  });
});

describe('FAQPage and HowTo', () => {
  const faq = (answer: boolean) =>
    page(
      '<title>FAQ</title>',
      `<h1>FAQ</h1><h2>Do anvils float?</h2><p>No.</p>${jsonLd({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'Do anvils float?',
            ...(answer ? { acceptedAnswer: { '@type': 'Answer', text: 'No.' } } : {}),
          },
        ],
      })}`,
    );

  it('are scored as Q&A structure; the rich-result note weighs nothing', () => {
    const good = schemaOf(faq(true), 'https://acme.example/faq');
    expect(good.page_type).toBe('faq');
    const note = finding(good, 'schema.faq_howto');
    expect(note.status).toBe('info');
    expect(note.impact).toBe(0);
    expect(note.evidence[0]?.what).toMatch(/^FAQPage: Scored as machine-readable questions and answers only/);
    expect(finding(good, 'schema.required_properties').status).toBe('pass');
    expect(good.findings?.some((f) => /rich.result/i.test(f.check))).toBe(false);
  });

  it('fail the required check when a question has no answer', () => {
    const bad = schemaOf(faq(false), 'https://acme.example/faq');
    expect(finding(bad, 'schema.required_properties').evidence[0]?.what).toBe(
      'Question: missing acceptedAnswer or suggestedAnswer',
    );
    expect(bad.score).toBeLessThan(schemaOf(faq(true), 'https://acme.example/faq').score);
  });
});
