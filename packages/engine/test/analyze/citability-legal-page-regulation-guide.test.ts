import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf } from '../content/context.ts';

/**
 * A law firm's GDPR guide at /guides/gdpr/: "gdpr" names the regulation the article explains, not a privacy policy,
 * and the page is a bylined Article. Its content checks still apply, so its unsourced fine total is still asked a
 * source, where a privacy policy at /privacy-policy/ is not judged as prose.
 */

const GUIDE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>GDPR explained: who it applies to and what it costs – Clearwater Legal</title><meta property="og:type" content="article"><script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"GDPR explained","datePublished":"2026-09-01","author":{"@type":"Person","name":"Hannah Cole"}}</script></head>
<body><header><a href="/">Clearwater Legal</a><nav><a href="/guides/">Guides</a> <a href="/about/">About</a> <a href="/contact/">Contact</a></nav></header>
<main><article><h1>GDPR explained: who it applies to and what it costs</h1><p class="byline">By Hannah Cole · <time datetime="2026-09-01">September 1, 2026</time></p>
<h2>Who does the GDPR apply to?</h2><p>The General Data Protection Regulation (GDPR) applies to any organisation that processes the personal data of people in the EU, wherever the organisation is based. It took effect on 25 May 2018 and replaced the 1995 Data Protection Directive.</p><h2>How big are GDPR fines?</h2><p>Fines reach up to €20 million or 4% of worldwide annual turnover, whichever is higher. Regulators issued more than €1.2 billion in fines in 2024, most of them for processing without a lawful basis and for weak security.</p><h2>How do you comply?</h2><p>To comply, map the personal data you hold, record the lawful basis for each use, publish a clear privacy notice, and set up a process to answer access and deletion requests within one month.</p><h2>Are small businesses exempt?</h2><p>Small businesses are not exempt, but the record-keeping duty is lighter for organisations with fewer than 250 employees unless their processing is regular or risky.</p></article></main>
<footer><p>© 2026 Clearwater Legal LLP. <a href="/privacy-policy/">Privacy policy</a> <a href="/terms/">Terms</a></p></footer></body></html>`;

const citabilityOf = (html: string, url: string) =>
  CitabilityModule.parse(analyzeCitability(contextOf(html, { url })));

describe('citability: a guide named after a data-protection law is no legal page', () => {
  it('judges the GDPR guide at /guides/gdpr/ as prose', () => {
    const result = citabilityOf(GUIDE, 'https://www.clearwaterlegal.example/guides/gdpr/');
    expect(findingOf(result, 'citability.source_citations').status).toBe('fail');
    expect(findingOf(result, 'citability.question_headings').status).not.toBe('not_applicable');
  });

  it('judges the same bylined Article at /privacy-policy/ as prose too', () => {
    const result = citabilityOf(GUIDE, 'https://www.clearwaterlegal.example/privacy-policy/');
    expect(findingOf(result, 'citability.source_citations').status).toBe('fail');
  });

  it('still takes a policy page with no Article and no byline for a legal page', () => {
    const policy = GUIDE.replace(/<script type="application\/ld\+json">.*?<\/script>/, '').replace(
      /<p class="byline">.*?<\/p>/,
      '',
    );
    const result = citabilityOf(policy, 'https://www.clearwaterlegal.example/privacy-policy/');
    const finding = findingOf(result, 'citability.source_citations');
    expect(finding.status).toBe('not_applicable');
    expect(finding.evidence[0]?.what).toMatch(/^not applicable: a legal page/);
  });
});
