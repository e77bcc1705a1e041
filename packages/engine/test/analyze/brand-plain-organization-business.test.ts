import type { Evidence } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { finding, jsonLd } from '../structured-data/helpers.ts';
import { brandOf } from './brand-pages.ts';

/**
 * A local business whose SEO plugin prints a plain Organization (Yoast's default, not a LocalBusiness) shows what it
 * is on the page: a street address, a phone, a company number, a legal form in its name. Customers review such a
 * business on Google, Trustpilot or Yelp, so brand.review_platforms applies; a recipe blog's plain Organization,
 * or its VAT number alone, does not make it one.
 */

/** Yoast SEO's graph for a site set up as an organization: WebPage, WebSite, Organization (name, url, logo). */
const yoastGraph = (origin: string, name: string, path: string, title: string) =>
  jsonLd({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebPage',
        '@id': `${origin}${path}`,
        url: `${origin}${path}`,
        name: title,
        isPartOf: { '@id': `${origin}/#website` },
        inLanguage: 'en-GB',
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        url: `${origin}/`,
        name,
        publisher: { '@id': `${origin}/#organization` },
      },
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name,
        url: `${origin}/`,
        logo: {
          '@type': 'ImageObject',
          url: `${origin}/wp-content/uploads/2024/02/logo.png`,
          width: 300,
          height: 80,
        },
      },
    ],
  });

/** A WordPress page as a theme with Yoast prints it, with `footer` as the site's footer. */
const wordpressPage = (o: {
  origin: string;
  name: string;
  path: string;
  title: string;
  h1: string;
  body: string;
  footer: string;
  lang?: string;
}) => `<!DOCTYPE html>
<html lang="${o.lang ?? 'en-GB'}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
<meta name="robots" content="index, follow, max-image-preview:large">
<link rel="canonical" href="${o.origin}${o.path}">
<meta property="og:locale" content="en_GB">
<meta property="og:type" content="article">
<meta property="og:title" content="${o.title}">
<meta property="og:url" content="${o.origin}${o.path}">
<meta property="og:site_name" content="${o.name}">
${yoastGraph(o.origin, o.name, o.path, o.title)}
<link rel="stylesheet" id="theme-style-css" href="${o.origin}/wp-content/themes/astra/style.css?ver=4.6.2" media="all">
</head>
<body class="page-template-default page">
<header class="site-header"><div class="site-branding"><a href="${o.origin}/" rel="home"><img src="${o.origin}/wp-content/uploads/2024/02/logo.png" alt="${o.name}"></a></div>
<nav class="main-navigation"><ul><li><a href="${o.origin}/">Home</a></li><li><a href="${o.origin}/services/">Services</a></li><li><a href="${o.origin}/about/">About</a></li><li><a href="${o.origin}/contact/">Contact</a></li></ul></nav></header>
<main id="primary" class="site-main"><article class="page type-page"><h1 class="entry-title">${o.h1}</h1><div class="entry-content">${o.body}</div></article></main>
<footer class="site-footer"><div class="footer-widgets">${o.footer}</div></footer>
</body>
</html>`;

const plumber = (footer: string, name = 'Rosewood Plumbing') =>
  wordpressPage({
    origin: 'https://www.rosewoodplumbing.co.uk',
    name,
    path: '/services/boiler-repair/',
    title: `Boiler Repair in Leeds | ${name}`,
    h1: 'Boiler repair in Leeds',
    body: '<p>Our Gas Safe engineers repair all major boiler makes, usually on the day you call. We carry common parts for Worcester Bosch, Vaillant and Ideal boilers in the van.</p><h2>What a repair costs</h2><p>Most repairs take under two hours. We quote before we start, and there is no call-out charge within the LS postcodes.</p>',
    footer,
  });

const reviewCheck = (html: string, url: string) => {
  const result = brandOf(html, url);
  return {
    check: finding(result, 'brand.review_platforms'),
    signals: (result.commercial_signals ?? []) as Evidence[],
  };
};

const PLUMBER_URL = 'https://www.rosewoodplumbing.co.uk/services/boiler-repair/';

describe('brand.review_platforms: a plain Organization that shows a business', () => {
  it('applies to the plumber whose footer gives its street address, phone and company number', () => {
    const { check, signals } = reviewCheck(
      plumber(`<section class="widget"><h2 class="widget-title">Find us</h2>
<p>Rosewood Plumbing Ltd<br>12 Mill Lane, Headingley<br>Leeds LS6 2AB</p>
<p>Call us: <a href="tel:+441134960000">0113 496 0000</a></p></section>
<div class="site-info">&copy; 2026 Rosewood Plumbing Ltd. Registered in England and Wales No. 01234567. VAT No. GB 123 4567 89</div>`),
      PLUMBER_URL,
    );
    expect(check.status).toBe('fail');
    expect(check.title).toBe('No review platform or local listing linked');
    expect(signals).toEqual([
      { what: 'legal form in the copyright line', value: 'Rosewood Plumbing Ltd' },
      {
        what: 'company registration number in the footer',
        value: 'Registered in England and Wales No. 01234567',
      },
      { what: 'street address', value: '12 Mill Lane' },
      { what: 'tel: link', value: 'tel:+441134960000' },
      { what: 'VAT or tax number in the footer', value: 'VAT No. GB 123 4567 89' },
    ]);
  });

  it('applies to a dentist whose footer gives only an address and a phone number', () => {
    const { check, signals } = reviewCheck(
      plumber(
        '<p>Bright Smile Dental Care · 714 Haywood Rd, Asheville, NC 28806 · (828) 555-0142</p><p>&copy; 2026 Bright Smile Dental Care</p>',
        'Bright Smile Dental Care',
      ).replaceAll('rosewoodplumbing.co.uk', 'brightsmileasheville.com'),
      'https://www.brightsmileasheville.com/services/boiler-repair/',
    );
    expect(check.status).toBe('fail');
    expect(signals.map((s) => s.what)).toEqual(['street address', 'phone number in the footer']);
  });

  it('applies to a German practice whose footer gives its street ("Hauptstraße 12")', () => {
    const { check } = reviewCheck(
      plumber(
        '<p>Zahnarztpraxis Dr. Julia Schneider · Hauptstraße 12 · 50667 Köln · Tel. <a href="tel:+492211234567">0221 123 4567</a></p><p><a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p>',
        'Zahnarztpraxis Dr. Schneider',
      ),
      PLUMBER_URL,
    );
    expect(check.status).toBe('fail');
  });

  it('lists the legal form in the Organization’s name beside its address and phone ("Holzwerk GmbH")', () => {
    const { check, signals } = reviewCheck(
      plumber(
        '<p>&copy; 2026 Holzwerk · Hauptstraße 12 · 50667 Köln · Tel. 0221 123 4567</p>',
        'Holzwerk GmbH',
      ),
      PLUMBER_URL,
    );
    expect(check.status).toBe('fail');
    expect(signals[0]).toEqual({ what: "legal form in the organization's name", value: 'Holzwerk GmbH' });
  });

  it('does not apply for a legal form alone ("Holzwerk GmbH"): any incorporated publisher has one', () => {
    const { check, signals } = reviewCheck(
      plumber('<p>&copy; 2026 Holzwerk</p>', 'Holzwerk GmbH'),
      PLUMBER_URL,
    );
    expect(check.status).toBe('not_applicable');
    expect(signals).toEqual([]);
  });
});

describe('brand.review_platforms: a plain Organization that shows no business', () => {
  const recipeBlog = (footer: string) =>
    wordpressPage({
      origin: 'https://www.butterandthyme.it',
      name: 'Butter & Thyme',
      path: '/risotto-alla-zucca/',
      title: 'Risotto alla zucca | Butter &amp; Thyme',
      h1: 'Risotto alla zucca',
      body: '<p>Tosta il riso a secco per due minuti prima di sfumare con il vino: i chicchi restano al dente più a lungo.</p>',
      footer,
      lang: 'it',
    });

  it.each([
    ['its copyright line', '<p>&copy; 2026 Butter &amp; Thyme · Tutti i diritti riservati</p>'],
    [
      'a VAT number alone, as Italian law has every VAT holder print it',
      '<p><a href="/privacy-policy/">Privacy Policy</a> · <a href="/note-legali/">Note legali</a> · P.IVA 09876543210</p>',
    ],
    ['a theme credit to a company', '<p>&copy; 2026 Butter &amp; Thyme | Theme by Pixel Press Ltd</p>'],
  ])('keeps review platforms not applicable to a recipe blog with %s', (_, footer) => {
    const { check, signals } = reviewCheck(
      recipeBlog(footer),
      'https://www.butterandthyme.it/risotto-alla-zucca/',
    );
    expect(check.status).toBe('not_applicable');
    expect(check.evidence[0]?.what).toMatch(/no street address with a phone number/);
    expect(signals).toEqual([]);
  });

  it('keeps them not applicable to a city council that gives its town hall’s address and phone', () => {
    const { check } = reviewCheck(
      wordpressPage({
        origin: 'https://www.cityofmillbrook.gov',
        name: 'City of Millbrook',
        path: '/news/leaf-collection/',
        title: 'Leaf collection begins November 3 | City of Millbrook',
        h1: 'Leaf collection begins November 3',
        body: '<p>Crews will collect leaves raked to the curb, street by street, until December 12.</p>',
        footer:
          '<p>City of Millbrook · City Hall, 100 Main Street, Millbrook, OH 43512 · <a href="tel:+14195550100">(419) 555-0100</a></p>',
      }),
      'https://www.cityofmillbrook.gov/news/leaf-collection/',
    );
    expect(check.status).toBe('not_applicable');
  });
});
