import { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';
import { reviewBrand } from './brand-review-pages.ts';

/**
 * How many official profiles brand.profiles asks for depends on who the site represents, not on whether the page
 * shows something for sale: a plumber's services page (Yoast's plain Organization), an agency, a newspaper keep
 * several; a person's blog, whose theme may print the site title as a publisher Organization, or a site naming no
 * organization, keeps one. A site with an Organization node is never called personal or non-commercial.
 */

const PERSONAL = /personal or non-commercial|a person's/;

/** The regression review's probe: an SEO agency's services page, its Organization in a Yoast-style graph. */
const AGENCY_URL = 'https://www.brightpath.agency/services/seo/';
const AGENCY = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>SEO services – Brightpath Digital</title><meta property="og:type" content="article"><meta property="og:site_name" content="Brightpath Digital"><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"https://www.brightpath.agency/#organization","name":"Brightpath Digital","url":"https://www.brightpath.agency/","logo":{"@type":"ImageObject","url":"https://www.brightpath.agency/logo.png"},"sameAs":["https://www.linkedin.com/company/brightpath-digital","https://www.instagram.com/brightpathdigital"]},{"@type":"WebPage","@id":"https://www.brightpath.agency/services/seo/","name":"SEO services","isPartOf":{"@id":"https://www.brightpath.agency/#website"}},{"@type":"WebSite","@id":"https://www.brightpath.agency/#website","name":"Brightpath Digital","url":"https://www.brightpath.agency/","publisher":{"@id":"https://www.brightpath.agency/#organization"}}]}</script></head>
<body><header class="site-header"><a href="/" class="site-title">Brightpath Digital</a><nav class="main-nav"><a href="/">Home</a> <a href="/about/">About</a> <a href="/contact/">Contact</a> <a href="/services/">Services</a> <a href="/work/">Work</a></nav></header>
<main id="main"><h1>SEO services for B2B companies</h1><p>We help B2B software companies grow organic pipeline with technical SEO, content strategy and digital PR. Every engagement starts with a two-week audit and a 90-day plan tied to revenue, not rankings.</p><h2>What's included</h2><ul><li>Technical SEO audit and fixes</li><li>Content strategy and briefs</li><li>Digital PR and link earning</li></ul><p><a href="/contact/" class="button">Book a call</a></p></main>
<footer class="site-footer"><p><a href="https://www.linkedin.com/company/brightpath-digital">LinkedIn</a> <a href="https://www.instagram.com/brightpathdigital">Instagram</a></p><p>© 2026 Brightpath Digital. <a href="/privacy/">Privacy</a></p></footer></body></html>`;

const brandOf = (html: string, url: string) => BrandModule.parse(analyzeBrand(contextFor(html, { url })));

const profilesText = (module: BrandModule): string =>
  JSON.stringify([finding(module, 'brand.profiles'), finding(module, 'brand.review_platforms')]);

describe('brand.profiles: an organization keeps several profiles, whether or not the page sells', () => {
  it("fails the plumber's Yoast services page with only its Facebook page, at medium, and never calls it personal", () => {
    const result = reviewBrand('wp-services-page');
    const profiles = finding(result, 'brand.profiles');
    expect(profiles.status).toBe('fail');
    expect(profiles.severity).toBe('medium');
    expect(profiles.title).toBe('Links only 1 official profile');
    expect(profiles.fix).toMatch(/Organization\.sameAs/);
    expect(profilesText(result)).not.toMatch(PERSONAL);
    expect(result.score).toBeLessThan(100);
  });

  it("asks the agency's services page, with its LinkedIn company page and Instagram, for a third profile", () => {
    const result = brandOf(AGENCY, AGENCY_URL);
    const profiles = finding(result, 'brand.profiles');
    expect(profiles.status).toBe('warn');
    expect(profiles.severity).toBe('medium');
    expect(profiles.title).toBe('Links only 2 official profiles');
    expect(profilesText(result)).not.toMatch(PERSONAL);
  });

  it('reads a linked LinkedIn company page as an organization on the Webflow case study with no Organization node', () => {
    const result = reviewBrand('webflow-agency');
    expect(result.organization).toBeNull();
    const profiles = finding(result, 'brand.profiles');
    expect(profiles.title).toBe('Links only 2 official profiles');
    expect(profiles.severity).toBe('medium');
  });

  it('asks the news publisher (a NewsMediaOrganization) for its profiles at medium, as it asks for its Wikipedia entry', () => {
    const html = reviewPageFile('content', 'news-arc');
    const result = brandOf(html, REVIEW_PAGE_URLS.content['news-arc']);
    const profiles = finding(result, 'brand.profiles');
    expect(profiles.title).toBe('Links no official profiles');
    expect(profiles.severity).toBe('medium');
    expect(profilesText(result)).not.toMatch(PERSONAL);
    expect(finding(result, 'brand.knowledge_graph').status).toBe('fail');
  });

  it("keeps one profile for a personal blog whose theme prints the author's name as the publisher Organization", () => {
    const result = reviewBrand('hugo-papermod-post');
    expect(result.organization).toMatchObject({ name: 'Jan Kowalski' });
    const profiles = finding(result, 'brand.profiles');
    expect(profiles.severity).toBe('low');
    expect(profiles.evidence[0]?.what).toMatch(/named for a person on the page \(its author\)/);
    const withGitHub = reviewBrand(
      'hugo-papermod-post',
      reviewPageFile('site', 'hugo-papermod-post').replace(
        /<\/footer>(?![\s\S]*<\/footer>)/,
        '<a href="https://github.com/jkowalski">GitHub</a></footer>',
      ),
    );
    expect(finding(withGitHub, 'brand.profiles').status).toBe('pass');
  });
});
