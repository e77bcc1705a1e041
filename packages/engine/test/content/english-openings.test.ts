import { describe, expect, it } from 'vitest';
import { answerFirst } from '../../src/content/signals/answer-first.ts';

/** Each sentence with whether it opens with the answer (on a page in English or without lang, unless named). */
function judged(sentences: readonly string[], language: string | null = null) {
  return sentences.map((s) => [s, answerFirst(s, language).ok]);
}

describe('answer-first in English: any plain answer passes, only known non-answers fail', () => {
  it('takes answers whatever their verb, not only "is", "means" or "costs"', () => {
    const answers = [
      'AFib happens when disorganised electrical signals make the atria quiver instead of squeezing. Risk rises with age.',
      'An electrocardiogram (ECG or EKG) confirms AFib. If episodes come and go, your doctor may ask for a Holter monitor.',
      'Losing weight, treating sleep apnea, controlling blood pressure and cutting back on alcohol all reduce AFib episodes.',
      'Radial cracks run from the stem down the sides.',
      'Tallyform signs every webhook request with a secret that only you and Tallyform know.',
      'Last spring the council approved the plan.',
      'They ripen faster on the windowsill.',
    ];
    expect(judged(answers)).toEqual(answers.map((s) => [s, true]));
  });

  it('takes how-to steps that open with their instruction', () => {
    const steps = [
      'Shift to the smallest rear cog and the small chainring. This gives the chain slack.',
      'Find the quick link and squeeze it open with the pliers.',
      'Thread the new chain through the rear derailleur.',
      'Treat every retrieved document as untrusted data, never as instructions.',
      'Whisk the flour, sugar, baking powder and salt in a large bowl.',
    ];
    expect(judged(steps)).toEqual(steps.map((s) => [s, true]));
    expect(answerFirst(steps[1]!).reason).toBe('direct statement or instruction');
  });

  it('lets a "Quick answer:", "Short answer:", "TL;DR:" or "In short" label lift the 40-word limit', () => {
    const long =
      'measure the old chain with a wear checker, break it with a chain tool, size the new chain against the old one (or big-big plus two links), thread it through the derailleur and join it with a quick link. It takes about 20 minutes.';
    expect(answerFirst(`Replace the chain like this: ${long}`).reason).toMatch(
      /^first sentence of 4\d words$/,
    );
    for (const label of ['Quick answer: ', 'Short answer: ', 'TL;DR: ', 'In short, ', 'Quick answer:\n'])
      expect([label, answerFirst(`${label}${long}`)]).toEqual([
        label,
        expect.objectContaining({ ok: true, reason: 'labelled answer' }),
      ]);
  });

  it('still fails filler, teasers, questions, introductions of what follows and fragments', () => {
    const cases: [string, string][] = [
      ['In this article we look at how to replace a chain.', 'filler opening'],
      ['Have you ever wondered why chains stretch? Read on.', 'filler opening'],
      ['Welcome to our blog, where we talk about bikes.', 'filler opening'],
      ["Let's dive into the world of bike chains.", 'filler opening'],
      ['When it comes to bike chains, quality matters.', 'filler opening'],
      ['Let’s take a look at the best chains for beginners.', 'filler opening'],
      ['Without further ado, here are the best chains.', 'filler opening'],
      ['Thanks for stopping by the workshop blog!', 'filler opening'],
      ['Look no further than this chain guide.', 'filler opening'],
      ['You’ve come to the right place for chain advice.', 'filler opening'],
      ['Hi there, fellow riders and weekend mechanics!', 'filler opening'],
      ['How often should you replace a chain?', 'opens with a question'],
      ["Here's everything you need to know about chains.", 'introduces what follows'],
      ['This guide explains how to replace a bike chain in five steps.', 'introduces what follows'],
      ['The table below shows our prices for 2026.', 'introduces what follows'],
      ["We'll walk you through the whole process.", 'introduces what follows'],
      ['We’ll show you how to size a new chain.', 'introduces what follows'],
      ['Follow these steps:', 'introduces what follows'],
      ['By the end of the course students will be able to:', 'introduces what follows'],
      ['A story about a garden, long ago.', 'no definition, assertion or figure'],
      ['In the Victorian era, long before the war.', 'no definition, assertion or figure'],
      ['Tips for a better night of sleep.', 'no definition, assertion or figure'],
      ['Road, trail and race-day shoes, fitted in store or online.', 'no definition, assertion or figure'],
      ['Carbon-plated race shoe with a rockered sole.', 'no definition, assertion or figure'],
    ];
    expect(cases.map(([s]) => [s, answerFirst(s)])).toEqual(
      cases.map(([s, reason]) => [s, expect.objectContaining({ ok: false, reason })]),
    );
    // A colon after a whole statement introduces its example, not the answer; nor do these words announce anything.
    for (const sentence of [
      'The classic payload is a single sentence:',
      'The following year, prices rose again.',
      'The page will load faster with a cache.',
      'Below freezing, exposed pipes can burst.',
    ])
      expect([sentence, answerFirst(sentence).ok]).toEqual([sentence, true]);
  });

  it('reads other languages by their own words, as before', () => {
    // Fragments and announcements in other languages do not pass for English statements.
    const others = [
      'Nos conseils pour les jardins.',
      'Die Temperatur im Winter, wie immer.',
      'Unsere Kultur und Natur im Wandel.',
      'Un paseo para decidir y permitir.',
    ];
    expect(judged(others)).toEqual(others.map((s) => [s, false]));
    expect(answerFirst('Je vous propose de découvrir le cassoulet.', 'fr').ok).toBe(false);
    // On a page in another language the English verbs are not read: its own words decide.
    expect(answerFirst('Radial cracks run from the stem down the sides.', 'de').ok).toBe(false);
    expect(answerFirst('Le cassoulet est un ragoût du Sud-Ouest.', 'fr').ok).toBe(true);
  });
});
