import { describe, expect, it } from 'vitest';
import { citabilityOf, findingOf, html } from '../content/context.ts';
import { auditServed, REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';

/**
 * Decision 0065. Readability scored sentences in bands: an average of 25 words or fewer (and grade 12 or lower) passed,
 * up to 30 (and 15) got half, so one sentence that moved the average from 24.9 to 25.5 words cost a page half the
 * check at once. The credit now falls evenly from 25 words to none at 30, and from grade 12 to none at 15, the lower
 * of the two counting.
 */

const URL = 'https://example.com/guide/anvils';

/** Short common words, so that sentence length and not word length sets the grade. */
const WORDS =
  'the smith sets a hot bar on the face and strikes it hard with a light hammer while the horn holds each curve in place for the next blow so the steel can cool slow and keep its shape through many years of work at the forge each day'.split(
    ' ',
  );

/** A sentence of exactly `n` words, starting at word `from` of the list. */
function sentence(n: number, from: number): string {
  const words = Array.from({ length: n }, (_, i) => WORDS[(from + i) % WORDS.length]!);
  return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
}

/** A guide whose 12 sentences hold `lengths[i]` words each (the last length repeating). */
function guide(lengths: number[]): string {
  const sentences = Array.from({ length: 12 }, (_, i) =>
    sentence(lengths[Math.min(i, lengths.length - 1)]!, i * 7),
  );
  return html(`<main><article><h1>Anvils</h1><p>${sentences.join(' ')}</p></article></main>`);
}

const readabilityOf = (page: string) => {
  const finding = findingOf(citabilityOf(page, URL), 'citability.readability');
  const value = finding.evidence[0]!.value as { average_sentence_words: number; grade: number | null };
  return { finding, impact: finding.impact ?? 0, average: value.average_sentence_words, grade: value.grade };
};

describe('citability.readability near 25 words a sentence', () => {
  it('scores an average of 25.0 and 25.1 words alike', () => {
    const at = readabilityOf(guide([25]));
    const over = readabilityOf(guide([26, 25]));
    expect([at.average, over.average]).toEqual([25, 25.1]);
    expect(at.finding.status).toBe('pass');
    // In bands the 26-word sentence halved the check (3.7 of citability's points here).
    expect(over.impact - at.impact).toBeLessThanOrEqual(0.2);
  });

  it('takes credit away evenly as sentences grow, to none at 30 words', () => {
    let previous = readabilityOf(guide([20]));
    for (let n = 21; n <= 34; n++) {
      const now = readabilityOf(guide([n]));
      expect(now.grade, `${n} words`).toBeLessThanOrEqual(12);
      expect(now.impact, `${n} words`).toBeGreaterThanOrEqual(previous.impact);
      // A word more on every sentence costs a fifth of the check at most, never half of it.
      expect(now.impact - previous.impact, `${n} words`).toBeLessThanOrEqual(1.6);
      if (n >= 30) expect(now.finding.status, `${n} words`).toBe('fail');
      previous = now;
    }
    const { finding } = readabilityOf(guide([28]));
    expect(finding.status).toBe('fail');
    expect(finding.evidence[0]!.what).toMatch(
      /^12 sentences, 28 words on average, Flesch–Kincaid grade [\d.]+ \(up to 25 words and grade 12 expected; credit falls evenly from there to none at 30 words or grade 15: 0\.4 here\)$/,
    );
  });

  it('counts the grade where it is the worse of the two, and still fails hard text', () => {
    const hard =
      'Notwithstanding considerable metallurgical sophistication, practitioners underestimate differential hardening characteristics. ';
    const graded = readabilityOf(
      html(
        `<main><p>${hard.repeat(4)}${[0, 9, 18, 27, 36].map((from) => sentence(22, from)).join(' ')}</p></main>`,
      ),
    );
    expect(graded.average).toBeLessThanOrEqual(25);
    expect(graded.grade).toBeGreaterThan(12);
    expect(graded.grade).toBeLessThan(15);
    // Grade 13 of 12–15 leaves two thirds of the credit; the sentence length alone would leave it all.
    const credit = Math.round(((15 - graded.grade!) / 3) * 100) / 100;
    expect(graded.finding.status).toBe('warn');
    expect(graded.finding.evidence[0]!.what).toContain(`: ${credit} here)`);
    const long =
      'Notwithstanding the considerable metallurgical sophistication characterising contemporary manufacturing methodologies, practitioners frequently underestimate the significance of heat-treatment uniformity, differential hardening characteristics, and the consequential implications for longitudinal durability under repetitive percussive loading conditions encountered throughout professional fabrication environments. ';
    const failing = readabilityOf(html(`<main><p>${long.repeat(8)}</p></main>`));
    expect(failing.finding.status).toBe('fail');
    expect(failing.finding.evidence[0]!.what).toMatch(/: 0 here\)$/);
  });
});

describe('citability.readability on a review page, one sentence at 25 words', () => {
  /** Sentences of the kind a finance writer strings together, 40–47 words each. */
  const LONG = [
    'If you expect your income to rise over the next few decades, paying the tax on your contributions now while your bracket is still low usually leaves you with more money to spend once you stop working and start drawing on the account.',
    'Because contributions can come back out at any time without tax or penalty, many younger savers treat the account as a second emergency fund that keeps growing quietly in the background until they are sure they will not need the cash.',
    'Anyone whose income lands inside the phase-out range should work out the reduced limit with the worksheet in the instructions for the tax return before they deposit anything, since an excess contribution is charged a six percent tax every year it stays.',
    'A spouse who has no earned income of their own can still fund a Roth through what is often called a spousal IRA, provided the couple files a joint return and the working partner earns at least as much as the two of them put in.',
    'The five-year clock that governs tax-free earnings starts on the first of January of the year of your very first contribution to any Roth account, so opening one early with even a small deposit can save you from waiting later on.',
  ];
  const EXTRA =
    'Most brokerages let you set up automatic monthly transfers from a checking account, which spreads your deposits across the year and keeps you from missing the deadline in April.';

  it('wp-rankmath-finance: a 30-word sentence that takes the average from 24.9 to 25.5 words costs no point', () => {
    const url = REVIEW_PAGE_URLS.content['wp-rankmath-finance'];
    const page = reviewPageFile('content', 'wp-rankmath-finance');
    const opened = (paragraphs: string[]) =>
      page.replace(
        '<p>A Roth IRA is an individual',
        `${paragraphs.map((p) => `<p>${p}</p>`).join('')}<p>A Roth IRA is an individual`,
      );
    const before = auditServed(url, opened(LONG));
    const after = auditServed(url, opened([...LONG, EXTRA]));
    const finding = (r: typeof before) => findingOf(r.modules.citability!, 'citability.readability');
    expect(finding(before).evidence[0]!.what).toMatch(/^17 sentences, 24\.9 words on average/);
    expect(finding(after).evidence[0]!.what).toMatch(
      /^16 sentences, 25\.5 words on average, .*; credit falls evenly from there to none at 30 words or grade 15: 0\.9 here\)$/,
    );
    // In bands the sentence cost 3 citability points and a geo_score point (93 → 90, 91 → 90).
    expect(before.modules.citability!.score - after.modules.citability!.score).toBeLessThanOrEqual(0);
    expect(before.geo_score - after.geo_score).toBeLessThanOrEqual(0);
  });
});
