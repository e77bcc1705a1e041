import { describe, expect, it } from 'vitest';
import { citabilityOf, findingOf, html, prose } from '../content/context.ts';
import { auditServed, REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';

/**
 * Decision 0065. The passage_length check counted a passage in (50–300 words) or out, so one sentence more on a
 * 296-word news story, or one fewer on a 51-word section, cost the page the check's share of that passage at once: on
 * a page of two passages, half the check. A passage just outside the range now counts in part, its credit falling
 * evenly to none at 30 and 400 words.
 */

const URL = 'https://example.com/guide/anvils';

/** Exactly `n` words of plain prose, ending with a full stop. */
function words(n: number): string {
  return `${prose(n + 12)
    .split(' ')
    .slice(0, n)
    .join(' ')
    .replace(/\.$/, '')}.`;
}

/** A guide of a 120-word section and a section of `n` words (headings are not counted). */
function guide(n: number): string {
  return html(
    `<main><article><h1>Anvils</h1><h2>What is an anvil?</h2><p>An anvil is a steel block. ${words(114)}</p><h2>Stands and stumps</h2><p>${words(n)}</p></article></main>`,
  );
}

const lengthAt = (n: number) => {
  const result = citabilityOf(guide(n), URL);
  expect(result.passages.map((p) => p.words)).toContain(n);
  const finding = findingOf(result, 'citability.passage_length');
  return { citability: result.score, finding, impact: finding.impact ?? 0 };
};

describe('citability.passage_length at the ends of the range', () => {
  it('scores a section either side of 50 and of 300 words alike', () => {
    for (const [below, above] of [
      [49, 51],
      [299, 301],
      [45, 55],
      [290, 310],
    ] as const) {
      const a = lengthAt(below);
      const b = lengthAt(above);
      const pair = `${below} and ${above} words`;
      // Counted in or out, 49 and 51 words differed by 2.3 of citability's points on this page.
      expect(Math.abs(a.impact - b.impact), pair).toBeLessThanOrEqual(0.8);
      expect(Math.abs(a.citability - b.citability), pair).toBeLessThanOrEqual(1);
    }
  });

  it('moves the credit a little per sentence, never up as a section moves away from 50–300 words', () => {
    let previous = lengthAt(12);
    // A 12-word stub beside a good section: half the passages count, 0.71 of the 70% target, a warning.
    expect(previous.finding.status).toBe('warn');
    for (let n = 14; n <= 600; n += n < 60 || (n > 280 && n < 420) ? 2 : 20) {
      const now = lengthAt(n);
      if (n <= 50) expect(now.impact, `${n} words`).toBeLessThanOrEqual(previous.impact);
      else if (n <= 300) expect(now.impact, `${n} words`).toBe(0);
      else expect(now.impact, `${n} words`).toBeGreaterThanOrEqual(previous.impact);
      // Two words more move the check by a quarter of what counting the passage in or out did at once.
      if (n < 60 || (n > 280 && n < 420))
        expect(Math.abs(now.impact - previous.impact), `${n} words`).toBeLessThanOrEqual(1);
      previous = now;
    }
    // Far past the range a section counts nothing again, as the stub did.
    expect(previous.finding.status).toBe('warn');
    expect(previous.finding.evidence[0]!.what).toBe('1 of 2 passages are 50–300 words (best 100–200)');
    expect(previous.finding.evidence[1]!.what).toBe('long passage (600 words)');
  });

  it('says how much a section just outside counts, and why', () => {
    const { finding } = lengthAt(45);
    expect(finding.status).toBe('pass');
    expect(finding.evidence[0]!.what).toBe(
      '1 of 2 passages are 50–300 words (best 100–200); 1 just outside counts in part, as credit falls evenly from 50 words to none at 30 and from 300 to none at 400: 1.75 of 2 in all',
    );
    expect(finding.evidence[1]).toEqual({
      what: 'short passage (45 words, counts 0.75)',
      where: expect.stringContaining('h2 "Stands and stumps"'),
    });
  });

  it('still fails a page of stubs and a wall of text, counting nothing for them, beside a page just outside', () => {
    const page = (n: number) =>
      html(
        `<main><article><h1>Anvils</h1>${['Face', 'Horn', 'Heel', 'Step'].map((h) => `<h2>${h}</h2><p>${words(n)}</p>`).join('')}</article></main>`,
      );
    const stubbed = findingOf(citabilityOf(page(14), URL), 'citability.passage_length');
    expect(stubbed.status).toBe('fail');
    expect(stubbed.evidence.slice(1).map((e) => e.what)).toEqual(Array(4).fill('short passage (14 words)'));
    // Sections of 46 words, a few words short of 50, count 0.8 each: the page passes where it failed as the stubs do.
    const nearly = findingOf(citabilityOf(page(46), URL), 'citability.passage_length');
    expect(nearly.status).toBe('pass');
    expect(nearly.evidence[0]!.what).toMatch(/; 4 just outside count in part, .*: 3\.2 of 4 in all$/);
    const wall = findingOf(
      citabilityOf(html(`<main><article><h1>Anvils</h1><p>${words(520)}</p></article></main>`), URL),
      'citability.passage_length',
    );
    expect(wall.status).toBe('fail');
    expect(wall.evidence.map((e) => e.what)).toEqual([
      '0 of 1 passages are 50–300 words (best 100–200)',
      'no H2/H3 subheadings: one block of 521 words',
      'long passage (520 words)',
    ]);
  });
});

describe("a passage's length credit in passage quality", () => {
  const scoreAt = (n: number) =>
    (citabilityOf(guide(n), URL).passages[1] as unknown as { score: number }).score;

  it('moves evenly between the bands: a passage either side of 50, 100, 200 and 300 words scores alike', () => {
    // In bands the length credit stepped 1 → 0.5 → 0 there: 12 or 13 of the passage's 100 points at once.
    for (const [below, above] of [
      [49, 51],
      [99, 101],
      [199, 201],
      [299, 301],
    ] as const)
      expect(Math.abs(scoreAt(below) - scoreAt(above)), `${below} and ${above} words`).toBeLessThanOrEqual(1);
    // Still best in the best band, half at the ends of the useful range, none far outside it (25 points in all).
    expect(scoreAt(150) - scoreAt(75)).toBe(6);
    expect(scoreAt(300)).toBe(scoreAt(50));
    expect(scoreAt(150) - scoreAt(50)).toBe(12);
    expect(scoreAt(150) - scoreAt(500)).toBe(25);
    expect(scoreAt(500)).toBe(scoreAt(20));
  });
});

describe('citability.passage_length on review pages, one sentence at the ends of the range', () => {
  it('news-arc: a sentence that takes the story from 296 to 305 words costs at most a point', () => {
    const url = REVIEW_PAGE_URLS.content['news-arc'];
    const page = reviewPageFile('content', 'news-arc');
    const added = (text: string) =>
      page.replace(
        '<p class="c-paragraph"><i>Rosa Delgado covers',
        `<p class="c-paragraph">${text}</p><p class="c-paragraph"><i>Rosa Delgado covers`,
      );
    const paragraph =
      'The bureau expects the new lines to carry about 21,000 riders a day by 2028, and it plans to publish a route map for public comment in January before the council sets the final schedule. Two of the lines would run all night.';
    const before = auditServed(url, added(paragraph));
    const after = auditServed(
      url,
      added(`${paragraph} Officials said the vote came after months of hearings.`),
    );
    const words = (r: typeof before) =>
      (r.modules.citability as unknown as { passages: { words: number }[] }).passages;
    expect(words(before).map((p) => p.words)).toEqual([2, 296]);
    expect(words(after).map((p) => p.words)).toEqual([2, 305]);
    // Counted out at 305 words, the story lost 5 citability points and a geo_score point (95 → 90, 90 → 89).
    expect(before.modules.citability!.score - after.modules.citability!.score).toBeLessThanOrEqual(1);
    expect(before.geo_score - after.geo_score).toBeLessThanOrEqual(0);
  });

  it('ghost-casper-post: a section cut from 51 to 41 words keeps the check passing', () => {
    const url = REVIEW_PAGE_URLS.content['ghost-casper-post'];
    const page = reviewPageFile('content', 'ghost-casper-post');
    const before = auditServed(url, page);
    const after = auditServed(
      url,
      page.replace('We wrote down what Kubernetes was actually doing for us. ', ''),
    );
    const finding = (r: typeof before) => findingOf(r.modules.citability!, 'citability.passage_length');
    // Counted out at 41 words, the check went from pass to warn.
    expect(finding(before).status).toBe('pass');
    expect(finding(after).status).toBe('pass');
    expect(before.modules.citability!.score - after.modules.citability!.score).toBeLessThanOrEqual(1);
  });
});
