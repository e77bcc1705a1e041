import { EeatModule, SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat, analyzeSchema, parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { detectPageType } from '../../src/structured-data/page-type.ts';
import { contextFor, finding } from './helpers.ts';

/**
 * og:type `article` alone makes no article: Yoast and Rank Math print it on every WordPress Page, GOV.UK on every
 * page. The pages below are trimmed from real ones (a plumber's Yoast services Page, GOV.UK's passport renewal).
 */

const SERVICES_URL = 'https://www.keystoneplumbingpa.com/services/water-heater-repair/';
/** A WordPress Page with Yoast: og:type article, a graph whose page node is a plain WebPage, no byline, no date. */
const yoastServicesPage = (graph: Record<string, unknown>[] = []) => `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8">
<title>Water Heater Repair in Harrisburg, PA | Keystone Plumbing</title>
<meta name="description" content="Same-day water heater repair and replacement in Harrisburg, Camp Hill and Mechanicsburg.">
<link rel="canonical" href="${SERVICES_URL}">
<meta property="og:locale" content="en_US" />
<meta property="og:type" content="article" />
<meta property="og:title" content="Water Heater Repair in Harrisburg, PA | Keystone Plumbing" />
<meta property="og:site_name" content="Keystone Plumbing" />
<meta property="article:publisher" content="https://www.facebook.com/keystoneplumbingpa" />
<meta property="article:modified_time" content="2025-08-14T16:20:11+00:00" />
<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'WebPage',
      '@id': SERVICES_URL,
      url: SERVICES_URL,
      name: 'Water Heater Repair in Harrisburg, PA | Keystone Plumbing',
      isPartOf: { '@id': 'https://www.keystoneplumbingpa.com/#website' },
      datePublished: '2021-03-02T12:00:00+00:00',
      dateModified: '2025-08-14T16:20:11+00:00',
      breadcrumb: { '@id': `${SERVICES_URL}#breadcrumb` },
      inLanguage: 'en-US',
    },
    {
      '@type': 'BreadcrumbList',
      '@id': `${SERVICES_URL}#breadcrumb`,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.keystoneplumbingpa.com/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Services',
          item: 'https://www.keystoneplumbingpa.com/services/',
        },
        { '@type': 'ListItem', position: 3, name: 'Water Heater Repair' },
      ],
    },
    {
      '@type': 'Organization',
      '@id': 'https://www.keystoneplumbingpa.com/#organization',
      name: 'Keystone Plumbing & Heating',
      url: 'https://www.keystoneplumbingpa.com/',
    },
    ...graph,
  ],
})}</script>
<meta name="generator" content="WordPress 6.6.2" />
</head>
<body class="page-template-default page page-id-77">
<header class="site-header"><a href="/" class="custom-logo-link"><img src="/wp-content/uploads/logo.png" alt="Keystone Plumbing &amp; Heating" class="custom-logo"></a><nav><a href="/services/">Services</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav></header>
<div class="breadcrumbs"><span><a href="/">Home</a></span> » <span><a href="/services/">Services</a></span> » <span class="breadcrumb_last">Water Heater Repair</span></div>
<main id="content"><article class="page">
<h1 class="entry-title">Water Heater Repair in Harrisburg, PA</h1>
<div class="entry-content">
<p>Keystone Plumbing repairs and replaces tank and tankless water heaters across Harrisburg, Camp Hill, Mechanicsburg and Hershey, usually on the same day you call. Our PA-licensed plumbers carry parts for Rheem, A.O. Smith, Bradford White and Rinnai on every van.</p>
<h2>Repair or replace?</h2>
<p>A tank water heater lasts 8 to 12 years. If yours is older than 10 years, or the tank itself is leaking, replacement is usually the better value. A new 50-gallon gas heater installed costs $1,650 to $2,400 including permit and haul-away.</p>
<h2>Book a repair</h2>
<p>Call (717) 555-0120 or <a href="/contact/">request a visit online</a>. Service call fee $89, waived if you go ahead with the repair.</p>
</div></article></main>
<footer><p>Keystone Plumbing &amp; Heating LLC · 2200 Market St, Camp Hill, PA 17011 · (717) 555-0120</p></footer>
</body></html>`;

const GOVUK_URL = 'https://www.gov.uk/apply-renew-passport';
/** GOV.UK's passport renewal: og:type article, a GovernmentService and a WebPage, a "Last updated" date. */
const govukServicePage = `<!DOCTYPE html>
<html lang="en" class="govuk-template"><head><meta charset="utf-8">
<title lang="en">Renew or replace your adult passport: How to apply - GOV.UK</title>
<link rel="canonical" href="${GOVUK_URL}">
<meta name="description" content="Renew or replace your adult passport online or by post - how to apply, costs, and how long it takes">
<meta property="og:site_name" content="GOV.UK">
<meta property="og:type" content="article">
<meta property="og:title" content="Renew or replace your adult passport">
<meta name="govuk:format" content="transaction">
<script type="application/ld+json">{"@context":"http://schema.org","@type":"GovernmentService","name":"Renew or replace your adult passport","description":"Renew or replace your adult passport online or by post","provider":{"@type":"GovernmentOrganization","name":"HM Passport Office","url":"https://www.gov.uk/government/organisations/hm-passport-office"},"serviceType":"transaction"}</script>
<script type="application/ld+json">{"@context":"http://schema.org","@type":"WebPage","headline":"Renew or replace your adult passport","datePublished":"2015-10-09T14:02:01+01:00","dateModified":"2026-04-10T09:00:00+01:00","publisher":{"@type":"Organization","name":"GOV.UK","url":"https://www.gov.uk"}}</script>
</head>
<body class="gem-c-layout-for-public govuk-template__body">
<header class="gem-c-layout-super-navigation-header" role="banner"><a href="https://www.gov.uk/"><span class="govuk-visually-hidden">GOV.UK</span></a><nav><a href="/browse">Services and information</a> <a href="/government/organisations">Government activity</a></nav></header>
<div class="govuk-width-container"><div class="govuk-breadcrumbs"><ol class="govuk-breadcrumbs__list"><li><a href="/">Home</a></li><li><a href="/browse/abroad">Passports, travel and living abroad</a></li><li><a href="/browse/abroad/passports">Passports</a></li></ol></div>
<main class="govuk-main-wrapper" id="main-content" role="main" lang="en">
<h1 class="gem-c-heading__text govuk-heading-l">Renew or replace your adult passport</h1>
<div class="gem-c-govspeak govuk-govspeak">
<p>It costs £94.50 to renew or replace your passport if you apply online, or £107 if you apply by post using a paper form.</p>
<p>You should allow up to 3 weeks to get your passport. It may take longer if your application needs more checks, or if you do not provide all the information needed.</p>
<h2 id="what-you-need">What you need</h2>
<ul><li>a debit or credit card</li><li>a digital photo</li><li>your old passport</li></ul>
</div>
<p><a href="https://www.passport.service.gov.uk/filter" role="button" class="govuk-button govuk-button--start">Start now</a></p>
<div class="gem-c-metadata"><p>Last updated <time datetime="2026-04-10">10 April 2026</time></p></div>
</main></div>
<footer class="govuk-footer"><a href="/help">Help</a> <a href="/help/privacy-notice">Privacy</a> <a href="/contact">Contact</a></footer>
</body></html>`;

const detect = (html: string, url: string) => {
  const document = parsePage(html);
  return detectPageType(url, pageFacts(document), extractStructuredData(document));
};
const fitOf = (html: string, url: string) =>
  finding(SchemaModule.parse(analyzeSchema(contextFor(html, { url }))), 'schema.page_type_fit');
const bylineOf = (html: string, url: string) =>
  finding(EeatModule.parse(analyzeEeat(contextFor(html, { url }))), 'eeat.byline');

describe('og:type article printed on every page', () => {
  it('leaves a Yoast services Page (a plain WebPage graph) no article: no Article or author is asked of it', () => {
    const html = yoastServicesPage();
    const detected = detect(html, SERVICES_URL);
    expect(detected.type).not.toBe('article');
    expect(detected.evidence.map((e) => e.what).join(' | ')).toMatch(/og:type article not counted/);
    const fit = fitOf(html, SERVICES_URL);
    expect(fit.title).not.toMatch(/lacks Article/);
    expect(fit.status).not.toBe('fail');
    expect(bylineOf(html, SERVICES_URL).status).toBe('not_applicable');
  });

  it('leaves a GOV.UK service page (a GovernmentService) no article, its "Last updated" date notwithstanding', () => {
    const detected = detect(govukServicePage, GOVUK_URL);
    expect(detected).toMatchObject({ kind: 'other', type: 'other' });
    expect(detected.evidence).toContainEqual(
      expect.objectContaining({ what: 'schema.org type', value: 'GovernmentService' }),
    );
    expect(fitOf(govukServicePage, GOVUK_URL).title).not.toMatch(/lacks Article/);
    expect(bylineOf(govukServicePage, GOVUK_URL).status).toBe('not_applicable');
  });

  it('still counts og:type article on a post: an Article node, a byline or a publication date', () => {
    // Yoast's post graph: the same WebPage, and an Article.
    const post = yoastServicesPage([
      {
        '@type': 'Article',
        headline: 'Tank or tankless?',
        author: { '@type': 'Person', name: 'Dana Ortiz' },
        isPartOf: { '@id': SERVICES_URL },
      },
    ]);
    expect(detect(post, 'https://www.keystoneplumbingpa.com/tank-or-tankless/').type).toBe('article');
    const bare = (body: string) =>
      `<!doctype html><html lang="en"><head><meta property="og:type" content="article"></head><body><main><h1>Tank or tankless?</h1>${body}<p>Text.</p></main></body></html>`;
    const url = 'https://plumbing.example/tank-or-tankless/';
    expect(detect(bare('<p class="byline">By Dana Ortiz</p>'), url).type).toBe('article');
    expect(detect(bare('<span class="posted-on">Posted on June 20, 2026</span>'), url).type).toBe('article');
    expect(detect(bare(''), url).type).toBe('other');
  });
});
