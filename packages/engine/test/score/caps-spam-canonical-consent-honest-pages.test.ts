import { describe, expect, it } from 'vitest';
import { auditServed, REVIEW_PAGE_URLS, type ReviewSet, reviewPageFile } from '../review-pages/pages.ts';

/**
 * The caps of decision 0044 (keyword stuffing, a canonical on another site, a consent wall) leave honest pages alone:
 * every page saved from the three reviews of realistic sites (articles, recipes, product and service pages, news,
 * docs, in nine languages) stays free of them. A guide names its head noun at 3–5% of its words, and the stuffing cap
 * starts above 10% (a word) or 7 per 100 words (a phrase).
 */

const NEW_CAPS = ['gate.keyword_stuffing', 'gate.canonical_elsewhere', 'gate.consent_wall'];

describe('the stuffing, canonical and consent-wall caps on honest pages', () => {
  for (const [set, pages] of Object.entries(REVIEW_PAGE_URLS) as [ReviewSet, Record<string, string>][]) {
    it(`cap none of the ${set} review pages`, () => {
      const capped = Object.entries(pages).flatMap(([name, url]) =>
        (auditServed(url, reviewPageFile(set, name as never)).caps ?? [])
          .filter((cap) => NEW_CAPS.includes(cap.check))
          .map((cap) => `${name}: ${cap.check}`),
      );
      expect(capped).toEqual([]);
    });
  }
});
