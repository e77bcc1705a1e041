import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';
import { checkOf, reviewEeat } from './eeat-review-pages.ts';

/**
 * Public bodies' pages are authored by the organization that publishes them: GOV.UK's guidance names its department
 * in the metadata under the title ("From: HM Revenue & Customs"), other governments' pages say "Published by:" or
 * "Herausgeber:", and GOV.UK's guides show the department nowhere but on the government's own domain. None of them
 * is "named only in the markup"; a company's page whose markup alone names it as author still is
 * (eeat-organization-author-ymyl.test.ts).
 */
const HMRC_GUIDANCE = `<!DOCTYPE html>
<html lang="en" class="govuk-template govuk-template--rebranded">
<head>
<meta charset="utf-8">
<title>Tax on savings interest for non-residents - GOV.UK</title>
<meta property="og:site_name" content="GOV.UK">
<meta property="og:type" content="article">
<meta name="govuk:format" content="detailed_guide">
<meta name="govuk:primary-publishing-organisation" content="HM Revenue &amp; Customs">
<script type="application/ld+json">{"@context":"http://schema.org","@type":"Article","mainEntityOfPage":{"@type":"WebPage","@id":"https://www.gov.uk/guidance/tax-on-savings-interest-for-non-residents"},"name":"Tax on savings interest for non-residents","datePublished":"2016-04-06T00:00:00+01:00","dateModified":"2026-04-06T09:00:00+01:00","text":null,"publisher":{"@type":"Organization","name":"GOV.UK","url":"https://www.gov.uk"},"author":{"@type":"GovernmentOrganization","name":"HM Revenue & Customs","url":"https://www.gov.uk/government/organisations/hm-revenue-customs"},"headline":"Tax on savings interest for non-residents","description":"Find out if you need to pay UK tax on interest from savings if you live abroad."}</script>
</head>
<body class="gem-c-layout-for-public__body govuk-template__body">
<header role="banner" class="gem-c-layout-super-navigation-header"><a href="https://www.gov.uk/"><span class="govuk-visually-hidden">GOV.UK</span></a><nav><a href="/browse">Menu</a><a href="/search">Search GOV.UK</a></nav></header>
<div class="govuk-width-container">
<div class="gem-c-breadcrumbs govuk-breadcrumbs"><ol class="govuk-breadcrumbs__list"><li><a href="/">Home</a></li><li><a href="/browse/tax">Money and tax</a></li></ol></div>
<main role="main" id="main-content" class="govuk-main-wrapper" lang="en">
<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">
<div class="gem-c-heading"><span class="govuk-caption-xl gem-c-heading__context">Guidance</span><h1 class="gem-c-heading__text govuk-heading-xl">Tax on savings interest for non-residents</h1></div>
<p class="gem-c-lead-paragraph">Find out if you need to pay UK tax on interest from savings if you live abroad.</p>
</div></div>
<div class="gem-c-metadata" data-module="gem-toggle metadata"><dl class="gem-c-metadata__list">
<dt class="gem-c-metadata__term">From:</dt><dd class="gem-c-metadata__definition"><a href="/government/organisations/hm-revenue-customs" class="govuk-link">HM Revenue &amp; Customs</a></dd>
<dt class="gem-c-metadata__term">Published</dt><dd class="gem-c-metadata__definition">6 April 2016</dd>
<dt class="gem-c-metadata__term">Last updated</dt><dd class="gem-c-metadata__definition">6 April 2026 <a href="#full-publication-update-history" class="govuk-link">— See all updates</a></dd>
</dl></div>
<div class="govuk-grid-row"><div class="govuk-grid-column-two-thirds">
<div class="gem-c-govspeak govuk-govspeak"><div class="govspeak">
<h2 id="who-pays">Who pays tax on UK savings interest</h2>
<p>If you live abroad, you may still have to pay tax on interest from savings in a UK bank or building society. Whether you pay depends on your residence status and on any double taxation agreement between the UK and the country you live in.</p>
<p>Interest is paid without tax taken off. If your total UK income is above your Personal Allowance, you may need to send a Self Assessment tax return and pay the tax on the interest yourself.</p>
<h2 id="disregarded-income">Disregarded income</h2>
<p>Savings interest is disregarded income for non-residents. This means the tax you pay on it is limited to any tax already taken off, as long as you do not claim the Personal Allowance.</p>
<p>Work out which calculation gives you the lower tax bill. You can use the tax calculator or ask a tax adviser if your savings income is complex.</p>
<h2 id="double-taxation">Double taxation relief</h2>
<p>If the country you live in also taxes the interest, you may be able to claim relief so that you do not pay tax twice. Check the double taxation agreement for your country and claim the relief on your tax return.</p>
</div></div></div></div>
</main></div>
<footer class="gem-c-layout-footer govuk-footer"><ul class="govuk-footer__inline-list"><li><a href="/help">Help</a></li><li><a href="/help/privacy-notice">Privacy</a></li><li><a href="/contact">Contact</a></li><li><a href="/help/terms-conditions">Terms and conditions</a></li></ul><span>All content is available under the <a href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/" rel="license">Open Government Licence v3.0</a>, except where otherwise stated</span><a href="https://www.nationalarchives.gov.uk/information-management/re-using-public-sector-information/uk-government-licensing-framework/crown-copyright/">© Crown copyright</a></footer>
</body></html>`;

/** A German ministry's topic page on its own .de domain (not a public body's host), with the publisher under the title. */
const BMG_PAGE = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Gesetzliche Krankenversicherung | BMG</title><meta property="og:type" content="article">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Gesetzliche Krankenversicherung","datePublished":"2025-03-14","dateModified":"2026-10-02","author":{"@type":"Organization","name":"Bundesministerium für Gesundheit","url":"https://www.bundesgesundheitsministerium.de/"},"publisher":{"@type":"Organization","name":"Bundesministerium für Gesundheit"}}</script></head>
<body><header><a href="/">Bundesministerium für Gesundheit</a><nav><a href="/themen.html">Themen</a> <a href="/service.html">Service</a> <a href="/ministerium.html">Ministerium</a></nav></header>
<main id="main"><article><h1>Gesetzliche Krankenversicherung</h1><div class="meta"><p>Herausgeber: Bundesministerium für Gesundheit</p><p>Stand: 2. Oktober 2026</p></div>
<p>Rund 74 Millionen Menschen in Deutschland sind gesetzlich krankenversichert. Die gesetzliche Krankenversicherung steht für eine umfassende medizinische Versorgung, unabhängig vom Einkommen und vom Gesundheitszustand der Versicherten.</p>
<h2>Wer ist versicherungspflichtig?</h2><p>Arbeitnehmerinnen und Arbeitnehmer, deren Einkommen unter der Versicherungspflichtgrenze liegt, sind in der gesetzlichen Krankenversicherung pflichtversichert. Auch Studierende, Rentnerinnen und Rentner sowie Bezieher von Arbeitslosengeld sind in der Regel versichert.</p>
<h2>Wie hoch ist der Beitrag?</h2><p>Der allgemeine Beitragssatz beträgt 14,6 Prozent des beitragspflichtigen Einkommens. Hinzu kommt der Zusatzbeitrag, den jede Krankenkasse selbst festlegt. Arbeitgeber und Beschäftigte tragen den Beitrag jeweils zur Hälfte.</p>
<h2>Familienversicherung</h2><p>Ehepartner und Kinder ohne eigenes oder mit geringem Einkommen sind beitragsfrei mitversichert. Die Familienversicherung gilt, solange das monatliche Einkommen eine bestimmte Grenze nicht übersteigt.</p></article></main>
<footer><a href="/impressum.html">Impressum</a> <a href="/datenschutz.html">Datenschutz</a> <a href="/kontakt.html">Kontakt</a></footer></body></html>`;
const BMG_URL = 'https://www.bundesgesundheitsministerium.de/themen/krankenversicherung.html';

const HMRC_URL = 'https://www.gov.uk/guidance/tax-on-savings-interest-for-non-residents';

function eeatOf(html: string, url: string): EeatModule {
  return EeatModule.parse(
    analyzeEeat(contextFor(html, { url, headers: HTTPS_HEADERS, fetchedAt: '2026-11-23T12:00:00.000Z' })),
  );
}

const bylineOf = (html: string, url: string) => {
  const byline = finding(eeatOf(html, url), 'eeat.byline');
  return { status: byline.status, title: byline.title, said: byline.evidence.map((e) => e.what).join(' | ') };
};

describe("a government department's page", () => {
  it('passes the byline on GOV.UK guidance that says "From: HM Revenue & Customs" under the title', () => {
    expect(bylineOf(HMRC_GUIDANCE, HMRC_URL).status).toBe('pass');
  });

  it('passes it when the page says "Published by: HM Revenue & Customs"', () => {
    const html = HMRC_GUIDANCE.replace(
      '<dt class="gem-c-metadata__term">From:</dt>',
      '<dt class="gem-c-metadata__term">Published by:</dt>',
    );
    expect(bylineOf(html, HMRC_URL).status).toBe('pass');
  });

  it('passes it when the page writes the department with "and" where the markup has "&"', () => {
    const html = HMRC_GUIDANCE.replace(
      'class="govuk-link">HM Revenue &amp; Customs</a>',
      'class="govuk-link">HM Revenue and Customs</a>',
    );
    expect(bylineOf(html, HMRC_URL).status).toBe('pass');
  });

  it('passes a German ministry\'s page whose publisher line reads "Herausgeber: Bundesministerium für Gesundheit"', () => {
    expect(bylineOf(BMG_PAGE, BMG_URL).status).toBe('pass');
  });

  it('passes a GOV.UK guide that names its agency only in the markup, on the government domain', () => {
    const { status, said } = checkOf(reviewEeat('govuk-service'), 'byline');
    expect(status).toBe('pass');
    expect(said).toContain('Driver and Vehicle Licensing Agency');
  });

  it("still warns when a company's page names the company as author only in the markup", () => {
    const html = HMRC_GUIDANCE.replace(/<div class="gem-c-metadata"[\s\S]*?<\/dl><\/div>/, '')
      .replaceAll('HM Revenue &amp; Customs', 'TaxAbroad Ltd')
      .replace(
        '"author":{"@type":"GovernmentOrganization","name":"HM Revenue & Customs","url":"https://www.gov.uk/government/organisations/hm-revenue-customs"}',
        '"author":{"@type":"Organization","name":"TaxAbroad Ltd","url":"https://www.taxabroad.co.uk/"}',
      );
    const { status, title } = bylineOf(html, 'https://www.taxabroad.co.uk/guides/tax-on-savings-interest');
    expect(status).toBe('warn');
    expect(title).toBe('The author is named only in the markup');
  });
});
