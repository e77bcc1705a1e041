import { describe, expect, it } from 'vitest';
import { answerFirst } from '../../src/content/signals/answer-first.ts';
import { citabilityOf, html, prose } from './context.ts';

/**
 * A FAQ answer that opens "Yes!" or "No." answers its question first, as the check's own advice asks ("Yes, because
 * …"); a docs section that opens "Pass a tuple …" or "Press …" is an instruction, though its verb ends in -s.
 */

interface PassageOut {
  heading: string | null;
  answer_first: boolean;
}

const answered = (page: string, url: string) =>
  Object.fromEntries(
    (citabilityOf(page, url).passages as unknown as PassageOut[]).map((p) => [p.heading, p.answer_first]),
  );

describe('short and -ss answers', () => {
  it('reads a recipe FAQ answer opening "Yes!" or "No." as answering first', () => {
    const page = html(`<main><article><h1>Creamy Tuscan chicken</h1><p>${prose(120)}</p>
<h2>Recipe FAQ</h2>
<h3>Can I make it dairy-free?</h3><p>Yes! Swap the cream for full-fat coconut milk and the parmesan for nutritional yeast; the sauce comes out a little thinner, so simmer it two minutes longer before adding the spinach back.</p>
<h3>Can I use chicken breasts straight from the freezer?</h3><p>No. Frozen breasts release water into the pan and never brown, and their centres stay underdone while the outside dries out, so thaw them overnight in the fridge first.</p>
</article></main>`);
    const result = answered(page, 'https://www.example-kitchen.com/creamy-tuscan-chicken/');
    expect(result['Can I make it dairy-free?']).toBe(true);
    expect(result['Can I use chicken breasts straight from the freezer?']).toBe(true);
  });

  it('reads a docs section opening "Pass a tuple …" as an instruction', () => {
    const page =
      html(`<main><article class="md-content__inner md-typeset"><h1>Configuration</h1><p>${prose(80)}</p>
<h2 id="multiple-files">Multiple files</h2><p>Pass a tuple to load several files in order. Later files override earlier ones, so put the shared defaults first and the machine-specific file last, and keep secrets in the last file only.</p>
<h2 id="reset">Resetting the device</h2><p>Press and hold the reset button while the light blinks amber. The unit restarts with its factory settings, and the pairing list, the Wi-Fi password and the schedules you saved are all cleared.</p>
</article></main>`);
    const result = answered(page, 'https://docs.example.dev/configuration/');
    expect(result['Multiple files']).toBe(true);
    expect(result['Resetting the device']).toBe(true);
  });

  it('still reads a plural subject in -s and a lone "No way" as no imperative or answer', () => {
    expect(answerFirst('Passes the ball around the room, long ago.').ok).toBe(false);
    expect(answerFirst('No way around the long queue at the gate on summer weekends, sadly.').ok).toBe(false);
  });
});
