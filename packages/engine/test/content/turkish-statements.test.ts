import { describe, expect, it } from 'vitest';
import { answerFirst } from '../../src/content/signals/answer-first.ts';

/**
 * Turkish puts the verb last and states most facts in the aorist or the passive: "Bu kase … elde üretilir" ("this
 * bowl is made by hand") answers as plainly as an English "is".
 */
describe('Turkish statements as answers', () => {
  it('takes a sentence that ends in a finite verb as an answer on a Turkish page', () => {
    for (const sentence of [
      "Bu kase, Kütahya'daki atölyemizde tamamen elde üretilir.",
      'Sipariş verdiğiniz ürün iki gün içinde kargoya verilir.',
      'Bu kaseler elde yapılırlar.',
    ])
      expect(answerFirst(sentence, 'tr').ok, sentence).toBe(true);
  });

  it('still turns away filler, questions and fragments, and reads no Turkish verbs on other pages', () => {
    expect(answerFirst('Bu yazıda size en iyi kaseleri anlatacağım.', 'tr').ok).toBe(false);
    expect(answerFirst('Kase nasıl temizlenir?', 'tr').ok).toBe(false);
    expect(answerFirst('Ürün açıklaması ve detaylar.', 'tr').ok).toBe(false);
    expect(answerFirst("Bu kase, Kütahya'daki atölyemizde tamamen elde üretilir.", 'de').ok).toBe(false);
  });
});
