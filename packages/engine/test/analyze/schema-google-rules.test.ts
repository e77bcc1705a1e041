import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * The schema module against Google Search Central's feature guides: who requires what (Google, schema.org, or
 * this audit's own policy, labelled as such), one node per @id, and advice that fits what the page shows.
 */

function schemaOf(html: string, url = 'https://shop.example/products/coat') {
  return analyzeSchema(contextFor(html, { url }));
}

const whats = (f: { evidence: { what: string }[] }) => f.evidence.map((e) => e.what);
const ld = (value: Record<string, unknown>) => jsonLd({ '@context': 'https://schema.org', ...value });

describe('ProductGroup (Google product variants)', () => {
  const variant = (sku: string) => ({
    '@type': 'Product',
    name: `Wool coat ${sku}`,
    image: `https://shop.example/coat-${sku}.jpg`,
    sku,
    offers: { '@type': 'Offer', price: '39.99', priceCurrency: 'USD' },
  });

  it('is not told to add offers, sku or gtin: those belong on each variant', () => {
    const group = {
      '@type': 'ProductGroup',
      name: 'Wool coat',
      productGroupID: '44E01',
      variesBy: ['https://schema.org/size'],
      hasVariant: [variant('S'), variant('M')],
    };
    const result = schemaOf(page('', ld(group)));
    expect(finding(result, 'schema.required_properties').status).toBe('pass');
    const advice = JSON.stringify([
      finding(result, 'schema.required_properties'),
      finding(result, 'schema.recommended_properties'),
    ]);
    expect(advice).not.toMatch(/ProductGroup[^"]*(offers|sku|gtin)/);
  });

  it('requires only a name, as Google does; the variants (hasVariant or each variant’s isVariantOf) are recommended', () => {
    const bare = schemaOf(
      page('', ld({ '@type': 'ProductGroup', name: 'Wool coat', productGroupID: '44E01' })),
    );
    expect(finding(bare, 'schema.required_properties').status).toBe('pass');
    expect(finding(bare, 'schema.recommended_properties').fix).toMatch(/ProductGroup: hasVariant, variesBy/);

    const unnamed = schemaOf(page('', ld({ '@type': 'ProductGroup', hasVariant: [variant('S')] })));
    expect(whats(finding(unnamed, 'schema.required_properties'))).toEqual(['ProductGroup: missing name']);

    const linked = schemaOf(
      page(
        '',
        ld({
          '@graph': [
            { '@type': 'ProductGroup', '@id': '#coat', name: 'Wool coat' },
            { ...variant('S'), isVariantOf: { '@id': '#coat' } },
          ],
        }),
      ),
    );
    expect(finding(linked, 'schema.required_properties').status).toBe('pass');
    expect(finding(linked, 'schema.recommended_properties').fix).not.toMatch(/hasVariant/);
  });
});

describe('nodes that share an @id are one node', () => {
  const article = (authorName?: string) =>
    ld({
      '@graph': [
        {
          '@type': 'Person',
          '@id': 'https://acme.example/#jane',
          ...(authorName ? { name: authorName } : {}),
          url: 'https://acme.example/jane',
        },
        {
          '@type': 'BlogPosting',
          headline: 'Oiling an anvil',
          datePublished: '2026-01-01',
          author: {
            '@type': 'Person',
            '@id': 'https://acme.example/#jane',
            url: 'https://acme.example/jane',
          },
        },
      ],
    });

  it('reads a name given elsewhere in the @graph, and checks the person once', () => {
    const result = schemaOf(page('', article('Jane Doe')), 'https://acme.example/blog/oil');
    expect(finding(result, 'schema.expected_properties').status).toBe('pass');
    expect(JSON.stringify(result.findings)).not.toMatch(/Person: (missing|no) name/);
    // Extraction is unchanged: both Person node objects are still read.
    expect(result.types_found).toEqual(['Person', 'BlogPosting']);
  });

  it('still reports a name that no node with that @id gives, once', () => {
    const result = schemaOf(page('', article()), 'https://acme.example/blog/oil');
    expect(whats(finding(result, 'schema.expected_properties'))).toContain(
      'Person: no name (expected by this audit, not required by Google)',
    );
  });
});

describe('Google requirements apart from this audit’s expectations', () => {
  it('passes a NewsArticle with only what Google asks and labels the attribution it expects as policy', () => {
    const news = {
      '@type': 'NewsArticle',
      headline: 'Storm hits coast',
      image: 'https://news.example/a.jpg',
    };
    const result = schemaOf(page('', ld(news)), 'https://news.example/news/storm');
    expect(finding(result, 'schema.required_properties').status).not.toMatch(/fail|warn/);
    expect(JSON.stringify(finding(result, 'schema.required_properties'))).not.toMatch(/author|datePublished/);
    const expected = finding(result, 'schema.expected_properties');
    expect(expected.status).toBe('fail');
    expect(expected.title).toBe(
      'Some nodes lack properties this audit expects for attribution (not required by Google)',
    );
    expect(whats(expected)).toEqual([
      'NewsArticle: no author, datePublished (expected by this audit, not required by Google)',
    ]);
    expect(expected.fix).toMatch(/NewsArticle: author, datePublished \(expected for attribution\)/);
    expect(expected.fix).toMatch(/this audit's expectations .*, not Google requirements/);
  });

  it('does not call an Organization name required (Google lists no required Organization property)', () => {
    const org = { '@type': 'Organization', url: 'https://acme.example/', logo: 'https://acme.example/l.png' };
    const result = schemaOf(page('', ld(org)), 'https://acme.example/');
    expect(finding(result, 'schema.required_properties').status).toBe('not_applicable');
    expect(whats(finding(result, 'schema.expected_properties'))).toEqual([
      'Organization: no name (expected by this audit, not required by Google)',
    ]);
  });

  it('weighs a policy expectation less than a true requirement', () => {
    // Each check fails completely: a root Review with none of Google's required properties, an Article with none
    // of the properties this audit expects.
    const html = page(
      '',
      ld({
        '@graph': [
          { '@type': 'Review', reviewBody: 'Solid.' },
          { '@type': 'Article', image: 'https://acme.example/a.jpg' },
        ],
      }),
    );
    const result = schemaOf(html, 'https://acme.example/misc');
    const required = finding(result, 'schema.required_properties');
    const expected = finding(result, 'schema.expected_properties');
    expect(required.status).toBe('fail');
    expect(expected.status).toBe('fail');
    expect(expected.impact).toBeLessThan(required.impact ?? 0);
    expect(required.fix).toMatch(/required by Google's review snippet guide/);
    expect(required.title).toBe('Some nodes lack properties Google requires');
  });
});

describe('where Google has no feature, nothing is called required', () => {
  it('an empty ItemList is this audit’s expectation, not a requirement', () => {
    const result = schemaOf(
      page('', ld({ '@type': 'ItemList', name: 'Anvils' })),
      'https://acme.example/misc',
    );
    expect(finding(result, 'schema.required_properties').status).toBe('not_applicable');
    expect(whats(finding(result, 'schema.expected_properties'))).toEqual([
      'ItemList: no itemListElement (expected by this audit, not required by Google)',
    ]);
    expect(finding(result, 'schema.expected_properties').fix).toMatch(
      /ItemList: itemListElement \(expected to list anything\)/,
    );
  });
});

describe('DiscussionForumPosting (Google discussion forum guide)', () => {
  const post = (extra: Record<string, unknown>) =>
    ld({
      '@type': 'DiscussionForumPosting',
      author: { '@type': 'Person', name: 'Smith' },
      datePublished: '2026-03-01T10:00:00Z',
      ...extra,
    });

  it('needs text, image or video, not a headline', () => {
    const text = schemaOf(
      page('', post({ text: 'Which anvil for a beginner?' })),
      'https://forum.example/t/1',
    );
    expect(finding(text, 'schema.required_properties').status).toBe('pass');
    expect(finding(text, 'schema.recommended_properties').fix).toMatch(/DiscussionForumPosting: headline/);

    const headlineOnly = schemaOf(page('', post({ headline: 'Anvils?' })), 'https://forum.example/t/1');
    expect(whats(finding(headlineOnly, 'schema.required_properties'))).toContain(
      'DiscussionForumPosting: missing text or image or video',
    );
    expect(finding(headlineOnly, 'schema.required_properties').fix).toMatch(
      /Google's discussion forum guide/,
    );
  });
});

describe('requirements Google has that were never checked', () => {
  it('Review: a rating, and itemReviewed when the review is not nested in what it reviews', () => {
    const nested = schemaOf(
      page(
        '',
        ld({
          '@type': 'Product',
          name: 'Anvil',
          review: { '@type': 'Review', author: { '@type': 'Person', name: 'Fred' }, reviewBody: 'Great.' },
        }),
      ),
    );
    expect(whats(finding(nested, 'schema.required_properties'))).toContain('Review: missing reviewRating');

    const root = schemaOf(
      page('', ld({ '@type': 'Review', author: { '@type': 'Person', name: 'Fred' }, reviewBody: 'Great.' })),
      'https://acme.example/reviews/1',
    );
    expect(whats(finding(root, 'schema.required_properties'))).toContain(
      'Review: missing reviewRating, itemReviewed',
    );

    const rated = schemaOf(
      page(
        '',
        ld({
          '@type': 'Product',
          name: 'Anvil',
          review: {
            '@type': 'Review',
            author: { '@type': 'Person', name: 'Fred' },
            reviewRating: { '@type': 'Rating', ratingValue: 4 },
          },
        }),
      ),
    );
    expect(finding(rated, 'schema.required_properties').status).toBe('pass');
  });

  it('Review: the rating needs its ratingValue', () => {
    const result = schemaOf(
      page(
        '',
        ld({
          '@type': 'Product',
          name: 'Anvil',
          review: {
            '@type': 'Review',
            author: { '@type': 'Person', name: 'Fred' },
            reviewRating: { '@type': 'Rating', bestRating: 5 },
          },
        }),
      ),
    );
    expect(whats(finding(result, 'schema.required_properties'))).toContain('Rating: missing ratingValue');
  });

  it('AggregateRating: itemReviewed when it is not nested in what it rates', () => {
    const rating = { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 89 };
    const root = schemaOf(page('', ld(rating)), 'https://acme.example/misc');
    expect(whats(finding(root, 'schema.required_properties'))).toContain(
      'AggregateRating: missing itemReviewed',
    );
    const nested = schemaOf(page('', ld({ '@type': 'Product', name: 'Anvil', aggregateRating: rating })));
    expect(finding(nested, 'schema.required_properties').status).toBe('pass');
  });

  it('SoftwareApplication: an offer and a rating or review', () => {
    const result = schemaOf(
      page('', ld({ '@type': 'SoftwareApplication', name: 'AnvilCalc' })),
      'https://acme.example/apps/calc',
    );
    const required = finding(result, 'schema.required_properties');
    expect(whats(required)).toContain('SoftwareApplication: missing offers, aggregateRating or review');
    expect(required.fix).toMatch(/Google's software app guide/);
  });

  it('JobPosting: a remote job names where applicants may live', () => {
    const job = (extra: Record<string, unknown>) =>
      ld({
        '@type': 'JobPosting',
        title: 'Smith',
        datePosted: '2026-11-01',
        description: 'Forge things.',
        hiringOrganization: { '@type': 'Organization', name: 'Acme' },
        jobLocationType: 'TELECOMMUTE',
        ...extra,
      });
    const remote = schemaOf(page('', job({})), 'https://acme.example/jobs/smith');
    expect(whats(finding(remote, 'schema.required_properties'))).toContain(
      'JobPosting: missing jobLocation or applicantLocationRequirements',
    );
    const located = schemaOf(
      page('', job({ applicantLocationRequirements: { '@type': 'Country', name: 'USA' } })),
      'https://acme.example/jobs/smith',
    );
    expect(finding(located, 'schema.required_properties').status).toBe('pass');
  });

  it('QAPage: the question needs answerCount and an answer; an FAQ question needs no answerCount', () => {
    const qa = (question: Record<string, unknown>) =>
      ld({ '@type': 'QAPage', mainEntity: { '@type': 'Question', name: 'Ounces in a pound?', ...question } });
    const unanswered = finding(
      schemaOf(page('', qa({ answerCount: 0 })), 'https://qa.example/q/42'),
      'schema.required_properties',
    );
    expect(whats(unanswered)).toContain('Question: missing acceptedAnswer or suggestedAnswer');
    expect(unanswered.fix).toMatch(/required by Google's Q&A page guide/);
    const uncounted = finding(
      schemaOf(
        page('', qa({ suggestedAnswer: { '@type': 'Answer', text: '16 ounces.' } })),
        'https://qa.example/q/42',
      ),
      'schema.required_properties',
    );
    expect(whats(uncounted)).toContain('Question: missing answerCount');
    // The same question given by @id in a @graph is still the QAPage's.
    const byId = finding(
      schemaOf(
        page(
          '',
          ld({
            '@graph': [
              { '@type': 'QAPage', mainEntity: { '@id': '#q' } },
              {
                '@type': 'Question',
                '@id': '#q',
                name: 'Ounces?',
                acceptedAnswer: { '@type': 'Answer', text: '16.' },
              },
            ],
          }),
        ),
        'https://qa.example/q/42',
      ),
      'schema.required_properties',
    );
    expect(whats(byId)).toContain('Question: missing answerCount');
    const faq = ld({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Ounces in a pound?',
          acceptedAnswer: { '@type': 'Answer', text: '16.' },
        },
      ],
    });
    expect(
      finding(schemaOf(page('', faq), 'https://acme.example/faq'), 'schema.required_properties').status,
    ).toBe('pass');
  });
});

describe('retired features', () => {
  it('recommends nothing for a HowTo, and the note title says when no FAQ or HowTo is present', () => {
    const howTo = ld({
      '@type': 'HowTo',
      name: 'Oil an anvil',
      step: [{ '@type': 'HowToStep', text: 'Wipe it.' }],
    });
    const result = schemaOf(page('', howTo), 'https://acme.example/guides/oil');
    expect(finding(result, 'schema.recommended_properties').status).toBe('not_applicable');
    expect(JSON.stringify(result.findings)).not.toMatch(/totalTime|supply|tool/);

    const none = schemaOf(page('', ld({ '@type': 'Thing', name: 'x' })), 'https://acme.example/misc');
    expect(finding(none, 'schema.faq_howto').title).toBe('No FAQPage or HowTo on the page');
  });
});

describe('a paraphrased description', () => {
  it('is at most a warning, titled as not found verbatim rather than as a contradiction', () => {
    const product = {
      '@type': 'Product',
      name: 'Mini Anvil',
      description: 'A compact 10 kg steel anvil for jewellers and hobbyists.',
      offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'GBP' },
    };
    const html = page(
      '<title>Mini Anvil</title>',
      `<h1>Mini Anvil</h1><p>Our smallest anvil: ten kilos of forged steel, ideal for jewellery work.</p><p>£49</p>${ld(product)}`,
    );
    const f = finding(schemaOf(html), 'schema.consistency');
    expect(f.status).toBe('warn');
    expect(f.title).toBe('A structured-data description is not found verbatim on the page');
    expect(f.title).not.toMatch(/disagrees/);
    expect(whats(f)[0]).toMatch(/^Product description is not found verbatim on the page/);
  });
});

describe('wording of fixes', () => {
  it('names the node’s own type in the required fix, not its rule’s parent type', () => {
    const concert = ld({ '@type': 'MusicEvent', name: 'Anvil Chorus', startDate: '2026-12-01T20:00' });
    const fix = finding(
      schemaOf(page('', concert), 'https://acme.example/events/chorus'),
      'schema.required_properties',
    ).fix;
    expect(fix).toMatch(/MusicEvent: location \(required by Google's event guide\)/);
    expect(fix).not.toMatch(/\bEvent:/);
  });

  it('makes the recommended-properties item a task that names the properties', () => {
    const result = schemaOf(
      page(
        '',
        ld({
          '@type': 'Product',
          name: 'Anvil',
          offers: { '@type': 'Offer', price: 1, priceCurrency: 'USD' },
        }),
      ),
    );
    const f = finding(result, 'schema.recommended_properties');
    // The offer, which Google reads where it sits, is named by its place.
    expect(f.title).toBe('Add recommended properties to Product and its offers');
    // The image is required where the product is sold (Google's merchant listing guide), so not recommended.
    expect(f.fix).toMatch(/Product: description, brand/);
    expect(f.fix).toMatch(/Product › offers: availability, url/);
  });

  it('asks to mark up the visible breadcrumb only when the page shows one', () => {
    const article = ld({
      '@type': 'BlogPosting',
      headline: 'Anvils',
      author: 'Ada',
      datePublished: '2026-01-01',
    });
    const url = 'https://acme.example/blog/anvils';
    const withTrail = schemaOf(
      page(
        '',
        `<nav aria-label="Breadcrumb"><a href="/">Home</a> › <a href="/blog">Blog</a></nav>${article}`,
      ),
      url,
    );
    expect(finding(withTrail, 'schema.page_type_fit').fix).toMatch(
      /BreadcrumbList matching the visible breadcrumb/,
    );
    // A page that shows no trail loses nothing without the markup (a breadcrumb serves the results page).
    const without = finding(schemaOf(page('', `<h1>Anvils</h1>${article}`), url), 'schema.page_type_fit');
    expect(without.status).toBe('pass');
    expect(whats(without)).toContainEqual(
      expect.stringMatching(/^expected BreadcrumbList: not counted \(the page shows no breadcrumb trail/),
    );
  });

  it('does not tell a product review page without a seller to add an Offer', () => {
    const reviewed = ld({
      '@type': 'Product',
      name: 'Executive Anvil',
      review: {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Fred' },
        reviewRating: { '@type': 'Rating', ratingValue: 5 },
      },
    });
    const f = finding(
      schemaOf(page('', reviewed), 'https://acme.example/products/anvil'),
      'schema.page_type_fit',
    );
    expect(f.title).toBe('Structured data fits a product page');
    expect(f.fix ?? '').not.toMatch(/Offer/);
    expect(whats(f)).toContainEqual(expect.stringMatching(/^expected Offer: not needed/));
  });
});
