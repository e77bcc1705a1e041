import { describe, expect, it } from 'vitest';
import { findingOf } from '../content/context.ts';
import { citabilityOfSharePage } from './citability-share-and-paywall-pages.ts';

/**
 * Passage quality is worded by the share of passages that score 60 or more: a page whose passages are mostly easy to
 * quote is told which few are not, as a low warning, where "Passages are hard to quote" misstated it.
 */

describe('citability: passage quality worded by the share of weak passages', () => {
  it('a local page with 3 of 4 passages easy to quote is told the 1 weak one, as a low warning', () => {
    const finding = findingOf(citabilityOfSharePage('local-excellent'), 'citability.passage_quality');
    expect(finding.title).toBe('Most passages are easy to quote; 1 is hard to quote');
    expect(finding.status).toBe('warn');
    expect(finding.severity).toBe('low');
    expect(finding.evidence.filter((e) => e.what.startsWith('weak passage'))).toHaveLength(1);
  });

  it('an excellent how-to with 6 of 7 passages easy to quote passes, and still names its weak one', () => {
    // Its 72- and 78-word steps scored 57 and 59 while a length short of 100 words got half the length credit; they
    // score 63 and 65 now that it falls evenly from 100 to 50 words (decision 0065).
    const finding = findingOf(citabilityOfSharePage('howto-excellent'), 'citability.passage_quality');
    expect(finding.title).toBe('Passages are easy to quote');
    expect(finding.status).toBe('pass');
    expect(finding.evidence.filter((e) => e.what.startsWith('weak passage'))).toHaveLength(1);
  });

  it('a page whose passages are mostly weak still reads "Passages are hard to quote"', () => {
    const finding = findingOf(citabilityOfSharePage('news-paywalled'), 'citability.passage_quality');
    expect(finding.title).toBe('Passages are hard to quote');
    expect(finding.severity).toBe('medium');
  });

  it('a page whose passages all score 60 or more passes', () => {
    const finding = findingOf(citabilityOfSharePage('news-excellent'), 'citability.passage_quality');
    expect(finding.title).toBe('Passages are easy to quote');
    expect(finding.status).toBe('pass');
  });
});
