import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

const URL = 'https://harborjazz.example/events/harbor-jazz-festival-2027/';

function brandOf(html: string, url = URL) {
  return BrandModule.parse(analyzeBrand(contextFor(html, { url })));
}

const festival = (extra: Record<string, unknown> = {}) =>
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: 'Harbor Jazz Festival 2027',
    startDate: '2027-06-18T17:00:00-04:00',
    organizer: {
      '@type': 'Organization',
      name: 'Harbor Arts Foundation',
      url: 'https://harborjazz.example/',
    },
    ...extra,
  });

const chrome = (site: string) =>
  `<title>Harbor Jazz Festival 2027 – June 18–20, Baltimore | Tickets</title><meta property="og:site_name" content="${site}">`;

describe('brand: an organization the page only describes taking part', () => {
  it("does not hold an event organizer's name against the site's name", () => {
    const result = brandOf(
      page(
        `${chrome('Harbor Jazz Festival')}${festival()}`,
        '<header><a href="/"><img src="/logo.svg" alt="Harbor Jazz Festival"></a></header>',
      ),
    );
    const consistent = finding(result, 'brand.name_consistent');
    expect(consistent.status).toBe('pass');
    expect(JSON.stringify(consistent.evidence)).not.toContain('Harbor Arts Foundation');
    expect(result.brand_name).toBe('Harbor Jazz Festival');
    // It still stands in for the site's organization, and the report says what it is.
    expect(result.organization).toMatchObject({ name: 'Harbor Arts Foundation', role: 'organizer' });
    expect(finding(result, 'brand.organization_schema').evidence[0]?.what).toMatch(/organizer/);
  });

  it("confirms the site's name when the organizer carries it", () => {
    const html = page(
      `${chrome('Harbor Jazz Festival')}${festival({
        organizer: {
          '@type': 'Organization',
          name: 'Harbor Jazz Festival',
          url: 'https://harborjazz.example/',
        },
      })}`,
      '',
    );
    const result = brandOf(html);
    const sources = result.name_sources as { source: string }[];
    expect(sources.map((s) => s.source)).toContain('Organization.name');
    expect(finding(result, 'brand.name_consistent').status).toBe('pass');
  });

  it('names the brand from the organizer when nothing else on the page does', () => {
    const result = brandOf(page(`<title>Tickets</title>${festival()}`, ''));
    expect(result.brand_name).toBe('Harbor Arts Foundation');
  });

  it("reads a course's provider and a job's hiring organization the same way", () => {
    const course = jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'CS 161: Design and Analysis of Algorithms',
      provider: { '@type': 'CollegeOrUniversity', name: 'Lakemont University' },
    });
    const job = jsonLd({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior backend engineer',
      hiringOrganization: { '@type': 'Organization', name: 'Northwind Freight' },
    });
    for (const [node, role] of [
      [course, 'provider'],
      [job, 'hiringOrganization'],
    ] as const) {
      const result = brandOf(
        page(
          `<title>Page | Lakemont Computer Science</title>${chrome('Lakemont Computer Science')}${node}`,
          '',
        ),
      );
      expect(result.organization, role).toMatchObject({ role });
      expect(finding(result, 'brand.name_consistent').status, role).toBe('pass');
    }
  });

  it('still flags a top-level Organization whose name differs, and never reads the organizer over it', () => {
    const html = page(
      `${chrome('Harbor Jazz Festival')}${festival()}${jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Harbour Events Ltd',
        url: 'https://harborjazz.example/',
      })}`,
      '',
    );
    const result = brandOf(html);
    expect(result.organization).toMatchObject({ name: 'Harbour Events Ltd' });
    expect(result.organization).not.toHaveProperty('role');
    expect(finding(result, 'brand.name_consistent').status).not.toBe('pass');
  });
});
