import { describe, expect, it } from 'vitest';
import { pointsBack } from '../../src/content/signals/back-references.ts';
import { citabilityOf, findingOf, html, prose } from '../content/context.ts';
import { GOOD_GUIDE } from '../content/fixtures.ts';
import { auditServed, REVIEW_PAGE_URLS, reviewPageFile } from '../review-pages/pages.ts';

/**
 * Decision 0053. An answer engine quotes a section without the text before it: a section that opens "This means …",
 * "As mentioned above …" or "It also …" loses its subject once quoted. The finding names each such section and asks
 * for its subject to be named, never for new facts.
 */

const URL = 'https://example.com/guide/anvils';

/** A guide of four sections whose openings are given. */
function guide(openings: string[]): string {
  const headings = ['What is an anvil?', 'Why does rebound matter?', 'How do you mount an anvil?', 'Care'];
  return html(
    `<main><article><h1>Anvils</h1><p>An anvil is a steel block smiths shape hot metal on. ${prose(40)}</p>${openings
      .map((o, i) => `<h2>${headings[i]}</h2><p>${o} ${prose(110)}</p>`)
      .join('')}</article></main>`,
  );
}

const NAMED = [
  'An anvil is a hardened steel block that smiths shape hot metal on.',
  'Rebound matters because a lively anvil returns the energy of each blow.',
  'An anvil is mounted on a stump or steel stand at knuckle height.',
  'An anvil stays sound when its face is kept clean and oiled.',
];
const POINTING = [
  'An anvil is a hardened steel block that smiths shape hot metal on.',
  'This means a lively anvil returns the energy of each blow.',
  'As mentioned above, the stand puts the face at knuckle height.',
  'It also needs its face kept clean and oiled.',
];

describe('citability: sections that open by pointing back', () => {
  it('names each section that opens with "This means", "As mentioned above" or "It also", and asks for its subject', () => {
    const result = citabilityOf(guide(POINTING), URL);
    const finding = findingOf(result, 'citability.self_contained');
    expect(finding.status).toBe('fail');
    expect(finding.evidence[0]!.what).toMatch(/^3 of 4 sections open by pointing back to earlier text/);
    expect(finding.evidence.slice(1).map((e) => [e.what, e.where])).toEqual([
      [
        'opens with "This means a lively anvil …"',
        'h2 "Why does rebound matter?" › "This means a lively anvil returns the energy of each blow. Smiths…"',
      ],
      [
        'opens with "As mentioned above, the stand …"',
        'h2 "How do you mount an anvil?" › "As mentioned above, the stand puts the face at knuckle height. Smiths…"',
      ],
      [
        'opens with "It also needs its face …"',
        'h2 "Care" › "It also needs its face kept clean and oiled. Smiths shape glowing…"',
      ],
    ]);
    expect(finding.fix).toMatch(
      /^Open each section listed with its own subject: name the thing "This", "It"/,
    );
    expect(finding.fix).toMatch(/do not add claims\.$/);
    expect(result.score).toBeLessThan(citabilityOf(guide(NAMED), URL).score);
  });

  it('weighs nothing on sections that name their subject', () => {
    for (const page of [guide(NAMED), GOOD_GUIDE]) {
      const finding = findingOf(citabilityOf(page, URL), 'citability.self_contained');
      expect(finding.status).toBe('pass');
      expect(finding.impact).toBe(0);
    }
  });

  it('does not apply to a page without a section under a heading', () => {
    const finding = findingOf(
      citabilityOf(html(`<main><h1>Anvils</h1><p>${prose(200)}</p></main>`), URL),
      'citability.self_contained',
    );
    expect(finding.status).toBe('not_applicable');
    expect(finding.evidence[0]!.what).toBe('not applicable: no section of 30 words or more under a heading');
  });

  it('flags none of the English review pages, written as real sites print them', () => {
    for (const [name, url] of Object.entries(REVIEW_PAGE_URLS.content)) {
      const result = auditServed(
        url,
        reviewPageFile('content', name as keyof typeof REVIEW_PAGE_URLS.content),
      );
      const finding = findingOf(result.modules.citability!, 'citability.self_contained');
      expect(finding.status, name).not.toBe('fail');
      expect(finding.status, name).not.toBe('warn');
    }
  });
});

describe('pointsBack', () => {
  it('reads a demonstrative or pronoun standing for earlier text, and the phrases that send the reader back', () => {
    expect(pointsBack("That's why smiths oil the face.", null)).toBe("That's why smiths oil the");
    expect(pointsBack('These are the three parts of an anvil.', null)).toBe('These are the three parts');
    expect(pointsBack('For these reasons, buy forged steel.', null)).toBe('For these reasons, buy forged');
    expect(pointsBack('The latter is cheaper.', null)).toBe('The latter is cheaper');
    expect(pointsBack('As we saw, the horn bends rings.', null)).toBe('As we saw, the horn');
    expect(pointsBack('This one is weird but true.', null)).toBe('This one is weird but');
  });

  it('leaves openings that name their subject, cite a source, or use "it" with nothing before it', () => {
    for (const sentence of [
      'This anvil weighs 45 kg.',
      'These steps take an hour.',
      'As noted by the CDC, iron matters.',
      'As shown in the 2023 report, costs rose.',
      'Above all, keep the face clean.',
      'It is best to prune in spring.',
      'It takes three days to cure.',
      'For this recipe you need flour.',
      'This one-pot stew takes an hour.',
      'In this guide we cover anvils.',
    ])
      expect(pointsBack(sentence, null), sentence).toBeNull();
  });

  it('reads English only', () => {
    expect(pointsBack('This means the face stays hard.', 'de')).toBeNull();
  });
});
