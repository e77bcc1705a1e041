import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { ARTICLE_URL, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor } from '../structured-data/helpers.ts';

/** A short link label that holds "terms and conditions" is the terms page, whatever its path (/conditions/). */
const termsOf = (link: string) => {
  const body =
    '<p>Subscribers get the print edition on Saturdays and every article online, and can pause delivery while they are away. We deliver before seven in the morning across the county, and a missed paper is replaced the same day if you call before noon.</p>';
  const html = `<!doctype html><html lang="en"><head><title>Subscriptions</title></head><body><main><article><h1>Subscriptions</h1>${body}<p>${link}</p></article></main></body></html>`;
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS })),
  );
  return (result.findings ?? []).find((f) => f.check === 'eeat.terms')!;
};

describe('terms links named by a legal phrase', () => {
  it('finds "Our terms and conditions for subscribers" linked to /conditions/', () => {
    expect(termsOf('<a href="/conditions/">Our terms and conditions for subscribers</a>').status).toBe(
      'pass',
    );
  });

  it('does not take a longer article title holding the phrase, or "Conditions A–Z", for the terms page', () => {
    expect(
      termsOf('<a href="/blog/why-nobody-reads/">Why almost nobody reads terms and conditions</a>').status,
    ).not.toBe('pass');
    expect(termsOf('<a href="/conditions/">Conditions A–Z</a>').status).not.toBe('pass');
  });
});
