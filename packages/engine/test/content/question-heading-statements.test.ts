import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { isQuestion } from '../../src/content/signals/question-headings.ts';
import { matchedPage } from '../review-pages/pages.ts';
import { contextOf, findingOf } from './context.ts';

/**
 * A heading that opens with "why", "how" or "what" is a question only when it reads as one: a question mark, or the
 * wh-word followed by an auxiliary, "to", or a verb ("Why does …", "How to …", "What causes …"). "Why Fixing A Dripping
 * Faucet Matters" states why something matters; an AI-spun content farm's five headings of that kind ask nothing.
 */

const page = (name: string) => matchedPage(name);

const questionHeadings = (name: string, url: string) =>
  findingOf(
    CitabilityModule.parse(analyzeCitability(contextOf(page(name), { url }))) as CitabilityModule,
    'citability.question_headings',
  );

describe('statement headings that open with a question word', () => {
  it('fails a content farm whose only wh-heading is "Why Fixing A Dripping Faucet Matters"', () => {
    const finding = questionHeadings(
      'faucet-content-farm',
      'https://homeimprovementhub.info/ultimate-guide-to-fixing-a-dripping-faucet-in-2026/',
    );
    expect(finding.status).toBe('fail');
    expect(finding.evidence[0]!.what).toBe('0 of 5 H2/H3 headings are questions');
  });

  it("still counts a real how-to's question headings, with and without the question mark", () => {
    const finding = questionHeadings(
      'faucet-how-to-guide',
      'https://www.homefixhq.com/plumbing/fix-dripping-faucet/',
    );
    expect(finding.status).toBe('pass');
    expect(finding.evidence[0]!.what).toBe('6 of 7 H2/H3 headings are questions');
  });

  it('reads statements as statements and questions without "?" as questions', () => {
    for (const heading of [
      'Why Fixing A Dripping Faucet Matters',
      'Why Regular Maintenance Is Important',
      'How We Work',
      'How a Compression Faucet Works',
      'How customers use it',
      'What customers say',
      'What Homeowners Need to Know',
      'How-To Guide',
    ])
      expect([heading, isQuestion(heading, true)]).toEqual([heading, false]);
    for (const heading of [
      'Why does a faucet drip',
      'Why Is My Faucet Still Dripping',
      'What Is a Cartridge Faucet',
      "What's the Difference Between a Washer and a Cartridge",
      'How to replace a cartridge',
      'What to do before the plumber arrives',
      'When to Call a Plumber',
      'How long does a repair take',
      'How Much It Costs',
      'How heavy should an anvil be',
      'What Size Wrench Do I Need',
      'Which Plan Is Right for You',
      'What Causes Low Water Pressure',
      'Who Needs a Water Softener',
      'What If the Faucet Still Drips',
      'Why Fixing A Dripping Faucet Matters?',
    ])
      expect([heading, isQuestion(heading, true)]).toEqual([heading, true]);
  });

  it("leaves the other languages' question words as they were", () => {
    for (const [heading, language] of [
      ['Comment choisir une enclume', 'fr'],
      ['Warum Kaffee teuer ist', 'de'],
      ['Cómo hacer pan de masa madre', 'es'],
      ['Wat kost een hypotheek', 'nl'],
      ['Çini nedir', 'tr'],
      ['Dlaczego warto biegać', null],
    ] as const)
      expect([heading, isQuestion(heading, false, language)]).toEqual([heading, true]);
    for (const [heading, language] of [
      ['Wat Arun Temple', 'nl'],
      ['Como Lake Villas', 'it'],
      ['Dlaczego Studio', null],
    ] as const)
      expect([heading, isQuestion(heading, language === null, language)]).toEqual([heading, false]);
  });
});
