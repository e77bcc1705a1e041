import { describe, expect, it } from 'vitest';
import { citabilityOfSharePage, sharePage } from './citability-share-and-paywall-pages.ts';

/**
 * A paywalled article whose HTML holds only its free lead gets an informational finding saying what answer engines
 * see and how Google documents paywalled content, without promising citations.
 */

const freeLead = (html?: string) =>
  citabilityOfSharePage('news-paywalled', html).findings.find((f) => f.check === 'citability.free_lead');

const LOCKED = '<div class="paywalled" hidden></div>';

describe('citability: a paywalled article with only its free lead in the HTML', () => {
  it("says answer engines see only the 39-word lead of the Denver Ledger's metered story", () => {
    const finding = freeLead();
    expect(finding?.title).toBe(
      'Answer engines see only the free lead (39 words): the rest of the article is not in the HTML',
    );
    expect(finding?.status).toBe('info');
    expect(finding?.impact).toBe(0);
    expect(finding?.evidence[0]?.what).toMatch(/NewsArticle has isAccessibleForFree: false/);
    expect(finding?.fix).toMatch(/isAccessibleForFree/);
    expect(finding?.fix).toMatch(/cssSelector/);
    expect(finding?.fix).toMatch(/flexible sampling/);
    expect(finding?.fix).not.toMatch(/will (?:be )?cite|guarantee/i);
  });

  it('reads a paywall container the page shows when the markup declares none', () => {
    const { html } = sharePage('news-paywalled');
    const finding = freeLead(html.replace(/"isAccessibleForFree": false/g, '"isAccessibleForFree": true'));
    expect(finding?.evidence[0]?.what).toMatch(/paywall element \(paywalled\)/);
    // The "Keep reading for $1" box is a paywall container too: its words are no part of the lead.
    expect(finding?.title).toMatch(/\(39 words\)/);
  });

  it('says nothing when the locked part is sent in the HTML, hidden by its class', () => {
    const { html } = sharePage('news-paywalled');
    const article = '<p>The levy would cost a median homeowner about $96 a year, the city said. </p>'.repeat(
      12,
    );
    const finding = freeLead(html.replace(LOCKED, `<div class="paywalled" hidden>${article}</div>`));
    expect(finding).toBeUndefined();
  });

  it('says nothing on a short article with no paywall', () => {
    const { html } = sharePage('news-paywalled');
    const open = html
      .replace(/"isAccessibleForFree": false/g, '"isAccessibleForFree": true')
      .replace('class="paywall-prompt"', 'class="newsletter"')
      .replace(LOCKED, '');
    expect(freeLead(open)).toBeUndefined();
  });

  it('says nothing on the full story of the same newsroom', () => {
    const result = citabilityOfSharePage('news-excellent');
    expect(result.findings.find((f) => f.check === 'citability.free_lead')).toBeUndefined();
  });
});
