import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor } from '../structured-data/helpers.ts';
import { auditPage, reviewPage } from './citability-pages.ts';

// A company's quarterly results release (the page citability reads as a press release): its issuer publishes it
// under its own name, credited in the markup as author and named in the dateline's first sentence. eeat asked it for
// an author page, a first-hand statement, outside sources and an editorial policy, and said its author was "named
// only in the markup".
const BLOG_URL = 'https://www.northwindenergy.com/blog/northwind-energy-reports-third-quarter-2026-results';
const DATELINE = '<strong>HOUSTON, Oct. 29, 2026</strong> — ';

/** The same text credited to a reporter, off the newsroom and without its dateline: an article about the results. */
const byReporter = reviewPage('press-release')
  .html.replace(DATELINE, '')
  .replace(
    '"author":{"@type":"Organization","name":"Northwind Energy"}',
    '"author":{"@type":"Person","name":"Dana Reyes"}',
  );

const eeatFindings = (result: ReturnType<typeof auditPage>) =>
  new Map((result.modules.eeat?.findings ?? []).map((f) => [f.check, f]));

describe("eeat: a press release is published under its issuer's name", () => {
  it('press-release: asks for no author page, first-hand statement, outside sources or editorial policy', () => {
    const result = auditPage('press-release');
    const findings = eeatFindings(result);
    for (const check of [
      'eeat.author_page',
      'eeat.first_hand_experience',
      'eeat.outbound_citations',
      'eeat.editorial_policy',
    ]) {
      const finding = findings.get(check)!;
      expect(finding.status, check).toBe('not_applicable');
      expect(finding.evidence[0]?.what, check).toMatch(
        /^not applicable: a press release, which its issuer publishes under its own name/,
      );
    }
    // The issuer is named in the release's opening: its byline, not only its markup.
    const byline = findings.get('eeat.byline')!;
    expect(byline.status).toBe('pass');
    expect(byline.evidence.map((e) => e.what).join(' | ')).toMatch(/names its issuer/);
    const plan = result.action_plan.map((item) => item.check);
    for (const check of [
      'eeat.author_page',
      'eeat.first_hand_experience',
      'eeat.editorial_policy',
      'eeat.byline',
    ])
      expect(plan).not.toContain(check);
    // The site's trust pages are still read.
    expect(findings.get('eeat.about_page')!.status).toBe('pass');
  });

  it("an article about the results by a reporter is still asked for the author's page and a first-hand statement", () => {
    const result = EeatModule.parse(
      analyzeEeat(contextFor(byReporter, { url: BLOG_URL, headers: HTTPS_HEADERS })),
    );
    const findings = new Map((result.findings ?? []).map((f) => [f.check, f]));
    expect(findings.get('eeat.author_page')!.status).toBe('fail');
    expect(findings.get('eeat.first_hand_experience')!.status).toBe('fail');
    expect(findings.get('eeat.editorial_policy')!.status).toBe('fail');
  });
});
