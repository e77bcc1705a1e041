import type { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { auditRealistic } from './realistic-page.ts';

/**
 * Two pairs of action items that asked an editor for one edit twice (truth review of 2026-11-25, decision 0115):
 * "figures without a source" beside "No outside sources cited" (both: link the source from the sentence that uses
 * it), and, on an article whose site links no contact page, "No link to a contact page" beside "No contact details
 * on the page" (a linked contact page is all such a page is asked for).
 */

const planFor = (result: AuditResult, checks: string[]) =>
  result.action_plan.filter((item) => checks.some((c) => item.check === c || item.also?.includes(c)));
const findingOf = (result: AuditResult, module: 'eeat' | 'citability', check: string) =>
  result.modules[module]!.findings!.find((f) => f.check === check)!;

describe('one edit, one action item', () => {
  it('asks once to link the sources behind the figures, which are the outside sources E-E-A-T counts', () => {
    const result = auditRealistic('meta-bing-noindex');
    const plan = planFor(result, ['citability.source_citations', 'eeat.outbound_citations']);
    expect(plan.map((item) => [item.check, item.also])).toEqual([
      ['citability.source_citations', ['eeat.outbound_citations']],
    ]);
    expect(plan[0]!.fix).toMatch(/This also clears: (?:No|Few) outside sources cited\.$/);
    // Both findings stay in their modules, with their own truth.
    expect(findingOf(result, 'eeat', 'eeat.outbound_citations').status).not.toBe('pass');
    expect(findingOf(result, 'citability', 'citability.source_citations').status).not.toBe('pass');
  });

  it('asks an article on a site without a contact page for the contact page only; the details wait for it', () => {
    const result = auditRealistic('news-scraped-copy-canonical-original');
    expect(planFor(result, ['eeat.contact_page', 'eeat.contact_details']).map((item) => item.check)).toEqual([
      'eeat.contact_page',
    ]);
    expect(findingOf(result, 'eeat', 'eeat.contact_details').status).toBe('not_applicable');
  });

  it('still asks a sign-in page for both: there a contact page alone is not what visitors need', () => {
    const result = auditRealistic('saas-login');
    expect(planFor(result, ['eeat.contact_page', 'eeat.contact_details']).map((item) => item.check)).toEqual([
      'eeat.contact_page',
      'eeat.contact_details',
    ]);
  });
});
