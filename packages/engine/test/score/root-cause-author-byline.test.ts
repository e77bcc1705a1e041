import type { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import type { Artifacts } from '../../src/artifacts.ts';
import { auditRealistic } from './realistic-page.ts';

/**
 * A byline to show or replace, beside "The byline links to no author page" (decision 0102): the byline's fix already
 * links the name to an author page, so the editor is asked once. A scraped news copy bylined "admin" (BlogPosting
 * author "admin"), and the same page with its byline removed and a real name only in its JSON-LD.
 */

const COPY = 'news-scraped-copy-canonical-original';
const AUTHOR_CHECKS = ['eeat.byline', 'eeat.author_page'];

const items = (result: AuditResult) =>
  result.action_plan.filter((item) => AUTHOR_CHECKS.some((c) => item.check === c || item.also?.includes(c)));
const finding = (result: AuditResult, check: string) =>
  result.modules.eeat!.findings!.find((f) => f.check === check)!;

/** The copy with no visible byline, its author named only as BlogPosting.author. */
const markupOnly = (artifacts: Artifacts) => {
  artifacts.page.body = artifacts.page.body
    .replace('<p class="meta">admin · November 19, 2026</p>', '<p class="meta">November 19, 2026</p>')
    .replace('"name": "admin"', '"name": "Dana Whitfield"');
};

describe('an author the page must show or replace, and no author page', () => {
  it('names a markup-only author once in the plan: show "By Dana Whitfield", linked to an author page', () => {
    const result = auditRealistic(COPY, markupOnly);
    expect(finding(result, 'eeat.byline').title).toBe('The author is named only in the markup');
    const plan = items(result);
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatchObject({ check: 'eeat.byline', also: ['eeat.author_page'] });
    expect(plan[0]!.fix).toMatch(
      /^Show the byline the markup declares under the title \("By Dana Whitfield"\), linked to an author page/,
    );
    expect(plan[0]!.fix).toContain('This also clears: The byline links to no author page.');
  });

  it('keeps both findings in the eeat module, each with its own truth and weight', () => {
    const result = auditRealistic(COPY, markupOnly);
    expect(finding(result, 'eeat.byline').status).toBe('warn');
    expect(finding(result, 'eeat.author_page')).toMatchObject({
      status: 'fail',
      title: 'The byline links to no author page',
    });
  });

  it('lists a generic byline ("admin") once too, its points those of both checks', () => {
    const result = auditRealistic(COPY);
    const plan = items(result);
    expect(plan.map((item) => [item.check, item.also])).toEqual([['eeat.byline', ['eeat.author_page']]]);
    const eeat = result.modules.eeat!.findings!;
    expect(eeat.filter((f) => AUTHOR_CHECKS.includes(f.check)).map((f) => f.status)).toEqual([
      'warn',
      'fail',
    ]);
    expect(plan[0]!.impact).toBeGreaterThan(1.4);
  });

  it('leaves the author-page item alone once the byline stands (a name shown, no link to a page)', () => {
    const result = auditRealistic(COPY, (artifacts) => {
      artifacts.page.body = artifacts.page.body
        .replace('admin · November 19', 'By Dana Whitfield · November 19')
        .replace('"name": "admin"', '"name": "Dana Whitfield"');
    });
    expect(finding(result, 'eeat.byline').status).toBe('pass');
    expect(items(result).map((item) => item.check)).toEqual(['eeat.author_page']);
  });

  it("lists a podcast's generic host once: named, each linked to a page about them", () => {
    const result = auditRealistic(COPY, (artifacts) => {
      artifacts.page.body = artifacts.page.body
        .replace('"@type": "BlogPosting"', '"@type": "PodcastEpisode"')
        .replace('"author": {', '"actor": {')
        .replace('<p class="meta">admin · ', '<p class="meta">Hosted by admin · ');
    });
    expect(finding(result, 'eeat.byline').title).toBe('The host is a generic name');
    expect(finding(result, 'eeat.author_page').title).toBe('The hosts link to no host page');
    const plan = items(result);
    expect(plan.map((item) => [item.check, item.also])).toEqual([['eeat.byline', ['eeat.author_page']]]);
    expect(plan[0]!.fix).toContain('each linked to a page about them');
  });
});
