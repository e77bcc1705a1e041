import { describe, expect, it } from 'vitest';
import { isQuestion } from '../../src/content/signals/question-headings.ts';
import { citabilityOf, findingOf, html, prose } from './context.ts';

/**
 * Headings that open with a question word but ask nothing ("What you'll study", "Why you'll love this recipe", "Why
 * Tampa Homeowners Choose Us") are section labels: a page of them has no question headings. Real questions whose
 * pronoun follows an auxiliary ("Do you need …", "Is it safe …") still count.
 */

const questionHeadings = (headings: string[], url: string) =>
  findingOf(
    citabilityOf(
      html(`<main><h1>Page</h1>${headings.map((h) => `<h2>${h}</h2><p>${prose(70)}</p>`).join('')}</main>`),
      url,
    ),
    'citability.question_headings',
  );

describe('question-word labels', () => {
  it("does not pass a university program page on 'What you'll study' and 'Why you'll love …' labels", () => {
    const finding = questionHeadings(
      ["What you'll study", 'Why you’ll love this program', 'Admission requirements'],
      'https://www.example.edu/academics/nursing-bsn',
    );
    expect(finding.status).toBe('fail');
    expect(finding.evidence[0]!.what).toBe('0 of 3 H2/H3 headings are questions');
  });

  it("does not pass a plumber's service page on 'Why Tampa Homeowners Choose Us'", () => {
    const finding = questionHeadings(
      ['Why Tampa Homeowners Choose Us', 'Our services', 'Service area'],
      'https://www.tampa-plumbing.example/services/water-heaters',
    );
    expect(finding.evidence[0]!.what).toBe('0 of 3 H2/H3 headings are questions');
  });

  it('still reads questions with a pronoun after the auxiliary, with or without "?"', () => {
    for (const heading of [
      'Do you need umbrella insurance',
      'Is it safe to eat raw cookie dough',
      'Should I buy a used anvil',
      'What Is Umbrella Insurance',
      'Why choose us?',
    ])
      expect([heading, isQuestion(heading, true)]).toEqual([heading, true]);
    for (const heading of [
      "What you'll study",
      'Why you’ll love this recipe',
      'Why Tampa Homeowners Choose Us',
    ])
      expect([heading, isQuestion(heading, true)]).toEqual([heading, false]);
  });
});
