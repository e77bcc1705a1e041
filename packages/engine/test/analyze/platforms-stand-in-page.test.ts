import type { AuditResult, Finding } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { auditRealistic } from '../score/realistic-page.ts';

/**
 * When a consent wall or a sign-in form stands in place of the page (gate.consent_wall, gate.sign_in_page), the
 * platforms read no content: "Main content readable without JavaScript" was listed as a strength of a page whose HTML
 * held only the consent form.
 */

const check = (result: AuditResult, platform: string): Finding =>
  result.modules.platforms!.findings!.find((f) => f.check === `platforms.${platform}.content_without_js`)!;
const strengths = (result: AuditResult) => {
  const platforms = result.modules.platforms!;
  return [...(platforms.chatgpt?.strengths ?? []), ...(platforms.google_ai_overviews?.strengths ?? [])];
};

describe('the platforms on a page whose HTML holds something else than its content', () => {
  for (const [page, words] of [
    ['howto-consent-wall', /a consent wall in place of the page/],
    ['saas-login', /a sign-in form in place of the page/],
  ] as const) {
    it(`${page}: the content checks are not measured, and no strength is claimed for the content`, () => {
      const result = auditRealistic(page);
      for (const platform of ['chatgpt', 'google_ai_overviews']) {
        const finding = check(result, platform);
        expect(finding.status, platform).toBe('not_applicable');
        expect(finding.title, platform).toMatch(words);
      }
      expect(strengths(result).join(' | ')).not.toMatch(/Main content (?:readable|in the raw HTML)/);
    });
  }

  it('a page that shows its content keeps the strength', () => {
    const result = auditRealistic('wp-yoast-howto');
    expect(check(result, 'chatgpt').status).toBe('pass');
    expect(strengths(result).join(' | ')).toMatch(/Main content readable without JavaScript/);
  });
});
