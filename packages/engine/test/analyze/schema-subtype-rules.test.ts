import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * schema.org's whole type tree reaches further than Google's guides: a how-to's tool is a ListItem, a Drug a
 * Product, a live video's BroadcastEvent an Event, a ClaimReview a Review. Those subtypes are not held to the
 * breadcrumb, merchant listing, event or review snippet rules; the types the guides cover still are.
 */
const requiredOf = (node: Record<string, unknown>) =>
  finding(
    analyzeSchema(
      contextFor(
        page(
          '<title>Page</title>',
          `${jsonLd({ '@context': 'https://schema.org', ...node })}<main><h1>Page</h1></main>`,
        ),
        {
          url: 'https://site.example/page',
        },
      ),
    ),
    'schema.required_properties',
  )
    .evidence.map((e) => e.what)
    .join(' | ');

describe('Google rules and schema.org subtypes', () => {
  it('holds no how-to tool, supply or tip to the breadcrumb rule', () => {
    const text = requiredOf({
      '@type': 'HowTo',
      name: 'Replace a bike chain',
      tool: [{ '@type': 'HowToTool', name: 'Chain tool' }],
      supply: [{ '@type': 'HowToSupply', name: 'New chain' }],
      step: [
        {
          '@type': 'HowToStep',
          text: 'Break the old chain.',
          itemListElement: [{ '@type': 'HowToTip', text: 'Shift to the smallest cog first.' }],
        },
      ],
    });
    expect(text).not.toMatch(/HowTo(?:Tool|Supply|Tip): missing/);
  });

  it('holds no Drug a health page is about to the merchant listing rule, nor a live video’s broadcast to the event rule', () => {
    const drug = requiredOf({
      '@type': 'MedicalWebPage',
      name: 'Ibuprofen',
      about: { '@type': 'Drug', name: 'Ibuprofen', activeIngredient: 'ibuprofen' },
    });
    expect(drug).not.toMatch(/Drug: missing/);
    const live = requiredOf({
      '@type': 'VideoObject',
      name: 'Budget vote, live',
      description: 'The council votes on the budget.',
      thumbnailUrl: 'https://site.example/t.jpg',
      uploadDate: '2026-11-20T08:00:00Z',
      publication: {
        '@type': 'BroadcastEvent',
        isLiveBroadcast: true,
        startDate: '2026-11-20T09:00:00Z',
        endDate: '2026-11-20T11:00:00Z',
      },
    });
    expect(live).not.toMatch(/BroadcastEvent: missing/);
  });

  it('holds no fact check to the review snippet rule', () => {
    const text = requiredOf({
      '@type': 'ClaimReview',
      url: 'https://site.example/page',
      claimReviewed: 'The moon is made of cheese',
      itemReviewed: {
        '@type': 'Claim',
        author: { '@type': 'Organization', name: 'X' },
        datePublished: '2026-01-01',
      },
      author: { '@type': 'Organization', name: 'Fact Desk' },
      reviewRating: {
        '@type': 'Rating',
        ratingValue: 1,
        bestRating: 5,
        worstRating: 1,
        alternateName: 'False',
      },
    });
    expect(text).not.toMatch(/ClaimReview: missing/);
  });

  it('still holds a breadcrumb entry, a product and a concert to their rules', () => {
    expect(
      requiredOf({ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', name: 'Home' }] }),
    ).toMatch(/ListItem: missing position/);
    expect(requiredOf({ '@type': 'Product', name: 'Pace Runner' })).toMatch(/Product: missing offers/);
    expect(requiredOf({ '@type': 'MusicEvent', name: 'Jazz night' })).toMatch(
      /MusicEvent: missing startDate/,
    );
  });
});
