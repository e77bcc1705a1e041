import { BrandModule, SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { isA, lineage } from '../../src/schema-rules/hierarchy.ts';
import { contextFor, finding, jsonLd, page } from './helpers.ts';

describe('schema.org type tree: the most specific types sites use', () => {
  it.each([
    ['Plumber', 'HomeAndConstructionBusiness'],
    ['Electrician', 'HomeAndConstructionBusiness'],
    ['RoofingContractor', 'HomeAndConstructionBusiness'],
    ['Hospital', 'MedicalOrganization'],
    ['Hospital', 'LocalBusiness'],
    ['Pharmacy', 'MedicalBusiness'],
    ['VeterinaryCare', 'MedicalOrganization'],
    ['Optician', 'MedicalBusiness'],
    ['ClothingStore', 'Store'],
    ['BookStore', 'Store'],
    ['AutoPartsStore', 'AutomotiveBusiness'],
    ['AutoRepair', 'AutomotiveBusiness'],
    ['HairSalon', 'HealthAndBeautyBusiness'],
    ['Winery', 'FoodEstablishment'],
    ['BedAndBreakfast', 'LodgingBusiness'],
    ['AccountingService', 'FinancialService'],
    ['Notary', 'LegalService'],
    ['ExerciseGym', 'SportsActivityLocation'],
    ['MovieTheater', 'EntertainmentBusiness'],
    ['NewsMediaOrganization', 'Organization'],
    ['CollegeOrUniversity', 'EducationalOrganization'],
    ['HighSchool', 'EducationalOrganization'],
    ['NGO', 'Organization'],
    ['Corporation', 'Organization'],
    ['MedicalWebPage', 'WebPage'],
    ['LiveBlogPosting', 'Article'],
    ['DiscussionForumPosting', 'SocialMediaPosting'],
    ['OpinionNewsArticle', 'Article'],
    ['PodcastEpisode', 'CreativeWork'],
  ])('%s is a %s (and an Organization or a CreativeWork)', (type, parent) => {
    expect(isA(type, parent)).toBe(true);
    expect(isA(type, 'Organization') || isA(type, 'CreativeWork')).toBe(true);
  });

  it('reads every parent of a type with several (a Hospital is a place, an emergency service and a medical organization)', () => {
    expect(lineage('Hospital')).toEqual(
      expect.arrayContaining(['CivicStructure', 'EmergencyService', 'MedicalOrganization', 'Place', 'Thing']),
    );
  });

  it('does not make a parent, a sibling or an unknown name a subtype', () => {
    expect(isA('Organization', 'Plumber')).toBe(false);
    expect(isA('LocalBusiness', 'Store')).toBe(false);
    expect(isA('Plumber', 'Store')).toBe(false);
    expect(isA('Plumber', 'CreativeWork')).toBe(false);
    expect(isA('BlogPosting', 'Organization')).toBe(false);
    expect(isA('Podcast', 'CreativeWork')).toBe(false);
    expect(isA('plumber', 'Organization')).toBe(false);
    expect(lineage('NotASchemaType')).toEqual(['NotASchemaType']);
  });
});

/** A plumber's home page, its one node typed as the trade: schema.org's Plumber. */
function plumberHome(type: string) {
  return page(
    '<title>Rosewood Plumbing</title><meta property="og:site_name" content="Rosewood Plumbing">',
    `${jsonLd({
      '@context': 'https://schema.org',
      '@type': type,
      name: 'Rosewood Plumbing',
      url: 'https://rosewood.example/',
      logo: 'https://rosewood.example/logo.png',
      telephone: '+1-208-555-0147',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2210 W Fairview Ave',
        addressLocality: 'Boise',
        addressRegion: 'ID',
        postalCode: '83702',
      },
      sameAs: [
        'https://www.facebook.com/rosewoodplumbing',
        'https://www.yelp.com/biz/rosewood-plumbing-boise',
      ],
    })}<main><h1>Boise's trusted plumber since 1998</h1><p>Licensed, insured and family-owned.</p></main>`,
  );
}

describe('a local business typed by its trade', () => {
  const url = 'https://rosewood.example/';

  it('is the Organization of its home page: brand and the schema fit read it', () => {
    for (const type of ['Plumber', 'LocalBusiness']) {
      const context = contextFor(plumberHome(type), { url });
      const brand = BrandModule.parse(analyzeBrand(context));
      expect(finding(brand, 'brand.organization_schema').status, type).toBe('pass');
      // Its sameAs is read as the brand's: Facebook as a profile, Yelp as a review listing.
      expect(brand.platforms.facebook, type).toMatchObject({ linked_from_site: true, source: 'sameAs' });
      expect(finding(brand, 'brand.review_platforms').status, type).toBe('pass');
      const schema = SchemaModule.parse(analyzeSchema(contextFor(plumberHome(type), { url })));
      const fit = finding(schema, 'schema.page_type_fit');
      expect(
        fit.evidence.map((e) => e.what),
        type,
      ).toContain('expected Organization (or LocalBusiness): present');
    }
  });

  it('counterexample: a type outside the tree still names no Organization', () => {
    const brand = BrandModule.parse(analyzeBrand(contextFor(plumberHome('PlumbingCompany'), { url })));
    expect(finding(brand, 'brand.organization_schema').status).toBe('fail');
  });
});
