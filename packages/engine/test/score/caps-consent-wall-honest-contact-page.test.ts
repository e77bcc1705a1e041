import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditRealistic } from './realistic-page.ts';

/**
 * gate.consent_wall caps a consent wall served in place of the page, not a short page of its own with a consent
 * banner. Bluebird Coffee's contact page (an H1, the address, phone, email and hours: 32 words in `<main>`) with the
 * WordPress Cookie Notice bar (`role="dialog" aria-live="polite"`, "Ok" and a privacy link), and with an IAB TCF modal.
 */

const wallHtml = readFileSync(
  join(import.meta.dirname, 'fixtures', 'realistic-pages', 'howto-consent-wall', 'page.html'),
  'utf8',
);
const modalDialog = /<div id="consent-page".*?<\/form>.*?<\/div>/s.exec(wallHtml)![0];

describe('a short contact page with a consent banner', () => {
  it('is not capped for the Cookie Notice bar, which blocks nothing', () => {
    const result = auditRealistic('contact-cookie-notice-bar');
    expect((result.modules.citability as { main_content?: { words?: number } }).main_content?.words).toBe(32);
    expect(result.caps).toEqual([]);
    expect(result.geo_score).toBeGreaterThan(60);
    expect(result.action_plan[0]?.check).not.toBe('gate.consent_wall');
  });

  it('is not reported by agent_readiness as a cookie wall blocking the content', () => {
    const result = auditRealistic('contact-cookie-notice-bar');
    expect(result.modules.agent_readiness?.states?.cookie_wall).toEqual({
      detected: false,
      evidence: 'consent banner div#cookie-notice does not block the content',
    });
  });

  it('is not capped under a modal consent dialog either: the page is in the HTML, and crawlers read it', () => {
    for (const name of ['contact-tcf-modal', 'contact-cookie-notice-bar']) {
      const result = auditRealistic(name, (artifacts) => {
        artifacts.page.body = artifacts.page.body.replace('<body>', `<body>${modalDialog}`);
      });
      expect(result.modules.agent_readiness?.states?.cookie_wall?.evidence, name).toMatch(
        /^modal consent dialog/,
      );
      expect(result.caps, name).toEqual([]);
    }
  });

  it('while the same modal dialog over an empty page is still a consent wall', () => {
    const result = auditRealistic('contact-cookie-notice-bar', (artifacts) => {
      artifacts.page.body = artifacts.page.body
        .replace('<body>', `<body>${modalDialog}`)
        .replace(/<main>.*<\/main>/s, '<main></main>');
    });
    expect(result.caps?.map((c) => c.check)).toEqual(['gate.consent_wall']);
  });
});

describe("Quantcast's IAB TCF dialog (qc-cmp2-container)", () => {
  it('is read as a consent dialog: capped over an empty page, not over the contact page', () => {
    const over = auditRealistic('contact-tcf-modal');
    expect(over.modules.agent_readiness?.states?.cookie_wall?.evidence).toMatch(/qc-cmp2/);
    expect(over.caps).toEqual([]);
    const empty = auditRealistic('contact-tcf-modal', (artifacts) => {
      artifacts.page.body = artifacts.page.body.replace(/<main>.*<\/main>/s, '<main></main>');
    });
    expect(empty.caps?.map((c) => c.check)).toEqual(['gate.consent_wall']);
  });
});

describe("AEM's core components (cmp-container, cmp-text)", () => {
  it('are content, not a consent manager', () => {
    const result = auditRealistic('contact-tcf-modal', (artifacts) => {
      artifacts.page.body = artifacts.page.body
        .replace(/<div id="qc-cmp2-container".*<\/div><\/div>/s, '')
        .replace('<main>', '<main><div class="cmp-container"><div class="cmp-text">')
        .replace('</main>', '</div></div></main>');
    });
    expect(result.modules.agent_readiness?.states?.cookie_wall?.evidence ?? '').not.toMatch(/cmp-container/);
    expect((result.modules.citability as { main_content?: { words?: number } }).main_content?.words).toBe(32);
  });
});
