import { describe, expect, it } from 'vitest';
import { findingOf } from '../content/context.ts';
import { auditPage, citabilityOfPage, reviewPage } from './citability-pages.ts';

// A company's quarterly results release: its figures are the issuer's own, and its headings ("Outlook", "Conference
// call", "Forward-looking statements") are fixed by convention. It was told "Figures without a source" and "No
// question-form headings".
const BLOG_URL = 'https://www.northwindenergy.com/blog/northwind-energy-reports-third-quarter-2026-results';
const DATELINE = '<strong>HOUSTON, Oct. 29, 2026</strong> — ';

const release = reviewPage('press-release').html;
const withoutDateline = release.replace(DATELINE, '');
/** The same text credited to a person: an article about the results, not the issuer's release. */
const byReporter = withoutDateline.replace(
  '"author":{"@type":"Organization","name":"Northwind Energy"}',
  '"author":{"@type":"Person","name":"Dana Reyes"}',
);

/** The release's first paragraph opened otherwise. */
const opened = (html: string, opening: string) =>
  html.replace(
    '<p>Northwind Energy, Inc. (NYSE: NWE) today',
    `<p>${opening}Northwind Energy, Inc. (NYSE: NWE) today`,
  );

const status = (result: ReturnType<typeof citabilityOfPage>, check: string) =>
  findingOf(result, check).status;

describe('citability: a press release is judged as one', () => {
  it('press-release: its figures owe no source and its headings need not be questions', () => {
    const result = citabilityOfPage('press-release');
    const sources = findingOf(result, 'citability.source_citations');
    expect(sources.status).toBe('not_applicable');
    expect(sources.evidence[0]?.what).toMatch(/press release are its issuer's own/);
    const headings = findingOf(result, 'citability.question_headings');
    expect(headings.status).toBe('not_applicable');
    expect(headings.evidence[0]?.what).toMatch(/set by convention/);
    // Its passages are still judged as passages to quote.
    expect(status(result, 'citability.passage_quality')).not.toBe('not_applicable');
    expect(result.applicable).not.toBe(false);
  });

  it('press-release: the action plan asks for no sources and no question headings', () => {
    const plan = auditPage('press-release').action_plan.map((item) => item.check);
    expect(plan).not.toContain('citability.source_citations');
    expect(plan).not.toContain('citability.question_headings');
  });

  it('is told by its dateline off a newsroom path, and by its markup (the publisher as author, named in the text)', () => {
    expect(status(citabilityOfPage('press-release', { url: BLOG_URL }), 'citability.source_citations')).toBe(
      'not_applicable',
    );
    const byMarkup = citabilityOfPage('press-release', { html: withoutDateline, url: BLOG_URL });
    expect(status(byMarkup, 'citability.source_citations')).toBe('not_applicable');
  });

  it('is told by a wire tag in the dateline', () => {
    // Business Wire's dateline carries no date: "HOUSTON--(BUSINESS WIRE)--".
    const wired = opened(byReporter, 'HOUSTON--(BUSINESS WIRE)--');
    expect(wired).toContain('(BUSINESS WIRE)');
    expect(
      status(
        citabilityOfPage('press-release', { html: wired, url: BLOG_URL }),
        'citability.question_headings',
      ),
    ).toBe('not_applicable');
  });

  it('an article about the results by a reporter is judged in full', () => {
    const result = citabilityOfPage('press-release', { html: byReporter, url: BLOG_URL });
    expect(status(result, 'citability.source_citations')).toBe('fail');
    expect(status(result, 'citability.question_headings')).toBe('fail');
  });

  it("a news agency's dateline gives no year: a wire story is judged in full", () => {
    const agency = opened(byReporter, 'HOUSTON, Oct 29 (Reuters) - ');
    expect(agency).toContain('(Reuters)');
    const result = citabilityOfPage('press-release', { html: agency, url: BLOG_URL });
    expect(status(result, 'citability.source_citations')).toBe('fail');
  });
});
