import { describe, expect, it } from 'vitest';
import { citabilityOf, findingOf, html, prose } from '../content/context.ts';

/**
 * A page with no passage of 30 words or more (nor a 20-word answer under a question heading) has no passage to judge
 * (decision 0113): an event listing's venue address was "weak passage (45/100, 21 words)", ranked high and told to add
 * "a heading that names the question", while the same report said "no passage of 30 words or more"; a product page's
 * item number under a visually hidden heading was "weak passage (30/100, 3 words)".
 */

const EVENT = html(
  `<main><h1>Nora Vale at The Owl Music Parlor</h1><p>Friday 14 November 2026, doors 19:00</p><h2>Venue</h2><p>The Owl Music Parlor, 497 Rogers Ave, Brooklyn, NY 11225, US. (718) 774-0042. Capacity: 65. Six upcoming concerts.</p></main>`,
  '<title>Nora Vale at The Owl Music Parlor, Brooklyn – Nov 14, 2026</title>',
);

const PRODUCT = html(
  `<main><h1>Blue Train (Vinyl)</h1><h2 class="visually-hidden">Item details</h2><p>ID: fye.000000032429335302</p></main>`,
  '<title>Blue Train (Vinyl) | FYE</title>',
);

const quality = (page: string, url: string) =>
  findingOf(citabilityOf(page, url), 'citability.passage_quality');

describe('citability: passage quality judges passages, not fragments', () => {
  it.each([
    [EVENT, 'https://www.songs.example/concerts/4242-nora-vale-at-the-owl', 2],
    [PRODUCT, 'https://www.fye.example/products/blue-train-vinyl', 1],
  ])('does not apply to a page whose text is all short blocks (%#)', (page, url, short) => {
    const finding = quality(page, url);
    expect(finding.status).toBe('not_applicable');
    expect(finding.title).toBe('Passage quality: not applicable');
    expect(finding.evidence.map((e) => e.what)).toEqual([
      `not applicable: no passage of 30 words or more (or a 20-word answer under a question heading) for an engine to quote as a passage; the page's ${short} shorter ${short === 1 ? 'passage is read as it stands' : 'passages are read as they stand'}`,
    ]);
  });

  it('still judges a page with one passage of 30 words or more, and names its stubs', () => {
    const page = EVENT.replace(
      '<h2>Venue</h2>',
      `<h2>About the show</h2><p>Nora Vale plays songs from her second album. ${prose(40)}</p><h2>Venue</h2>`,
    );
    const finding = quality(page, 'https://www.songs.example/concerts/4242-nora-vale-at-the-owl');
    expect(finding.status).not.toBe('not_applicable');
    expect(finding.evidence[0]!.what).toMatch(
      /of 1 passage an engine could quote .*\(not judged: 2 under 30 words\)$/,
    );
  });
});
