import { describe, expect, it } from 'vitest';
import { inlineQuotes } from '../../src/content/signals.ts';

describe('quotation marks pair up', () => {
  it('pairs a short quoted term before a quotation as its own pair', () => {
    // The 13 characters of "camice bianco" were too short for a quotation, and the scan restarted at its closing
    // mark: the text between the two quotations became an unattributed "quotation".
    const text =
      'La misurazione domestica evita l\'effetto "camice bianco", cioè l\'aumento dovuto all\'ansia. "Molti pazienti misurano la pressione subito dopo il caffè", spiega il cardiologo Marco Rinaldi.';
    expect(inlineQuotes(text)).toEqual([
      { text: 'Molti pazienti misurano la pressione subito dopo il caffè', attributed: true },
    ]);
  });

  it('does not open a quotation at an inch mark', () => {
    const text =
      'We bake a 12" pizza every Friday. "The dough rests for two days before it is baked", says Ana Ruiz.';
    expect(inlineQuotes(text)).toEqual([
      { text: 'The dough rests for two days before it is baked', attributed: true },
    ]);
  });

  it('still reads a quotation after a short curly-quoted term', () => {
    const text =
      'The so-called “white coat” effect is common. “Many patients measure right after their morning coffee,” said Dr. Marco Rinaldi.';
    expect(inlineQuotes(text)).toEqual([
      { text: 'Many patients measure right after their morning coffee,', attributed: true },
    ]);
  });
});
