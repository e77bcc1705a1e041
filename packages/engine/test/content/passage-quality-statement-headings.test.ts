import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { namesQuestion } from '../../src/content/signals/question-headings.ts';
import { matchedPage } from '../review-pages/pages.ts';
import { contextOf, findingOf } from './context.ts';

/**
 * "Why this recipe works" is no question (citability.question_headings does not count it), but it names the question
 * its passage answers, as a question heading does: passage quality keeps that passage's structure credit. A tested
 * banana bread recipe (byline, "Why this recipe works", ingredients, steps, two FAQ questions, reviews).
 */

const citability = () =>
  CitabilityModule.parse(
    analyzeCitability(
      contextOf(matchedPage('banana-bread-recipe'), {
        url: 'https://www.thetestedkitchen.com/recipes/classic-banana-bread/',
      }),
    ),
  ) as CitabilityModule;

describe('passage quality under a heading that names its question', () => {
  it('finds the passages of an excellent recipe easy to quote', () => {
    const finding = findingOf(citability(), 'citability.passage_quality');
    expect(finding.title).toBe('Passages are easy to quote');
    expect(finding.status).toBe('pass');
  });

  it('scores the "Why this recipe works" passage as one under a question heading, without counting it as a question', () => {
    const result = citability();
    const passages = result.passages as {
      heading: string | null;
      score: number;
      question_heading: boolean;
    }[];
    const passage = passages.find((p) => p.heading === 'Why this recipe works');
    expect(passage?.question_heading).toBe(false);
    expect(passage?.score).toBeGreaterThanOrEqual(85);
  });

  it('tells headings that name a question from labels', () => {
    expect(namesQuestion('Why this recipe works')).toBe(true);
    expect(namesQuestion('How a Compression Faucet Works')).toBe(true);
    expect(namesQuestion('What we did')).toBe(false);
    expect(namesQuestion("What we're looking for")).toBe(false);
    expect(namesQuestion('Why Choose Us')).toBe(false);
    expect(namesQuestion('Why Fixing A Dripping Faucet Matters')).toBe(false);
    expect(namesQuestion('Why Regular Maintenance Is Important')).toBe(false);
    expect(namesQuestion('Ingredients')).toBe(false);
  });
});
