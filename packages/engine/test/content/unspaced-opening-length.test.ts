import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { answerFirst } from '../../src/content/signals/answer-first.ts';
import { contextOf, findingOf } from './context.ts';

// Each a definition ("X 是 …", "X とは …です", "X เป็น …") in one long sentence: an answer, but far past 40 words.
const ZH_LONG =
  '寿司是一种源自日本的传统料理，由经过醋调味的米饭与新鲜的生鱼片、海苔、蔬菜以及各种海鲜搭配组成，在世界各地的餐厅里都很受欢迎，并且衍生出许多不同的地方风格和现代创新做法。';
const JA_LONG =
  '寿司とは、酢で味付けしたご飯に新鮮な魚介類や野菜を組み合わせた日本の伝統的な料理で、江戸時代に屋台の手軽な軽食として広まり、現在では世界中のレストランや家庭で様々な地域の味や現代的なアレンジとともに多くの人々に楽しまれています。';
const TH_LONG =
  'ไข้เลือดออกเป็นโรคติดเชื้อไวรัสเดงกีที่มียุงลายเป็นพาหะนำโรคซึ่งพบได้บ่อยในประเทศเขตร้อนและมักระบาดมากในช่วงฤดูฝนของทุกปีโดยเฉพาะในพื้นที่ชุมชนเมืองที่มีแหล่งน้ำขังจำนวนมากและมีประชากรอาศัยอยู่อย่างหนาแน่น';

describe('the 40-word limit on an opening sentence in Chinese, Japanese and Thai', () => {
  it('measures a sentence written without spaces in English words', () => {
    expect(answerFirst(ZH_LONG, 'zh')).toMatchObject({
      ok: false,
      reason: 'first sentence of 79 characters, about 46 words',
    });
    // Kana tell Japanese where the page does not say it.
    expect(answerFirst(JA_LONG, null).reason).toMatch(
      /^first sentence of 1\d\d characters, about 4\d words$/,
    );
    expect(answerFirst(TH_LONG, 'th').reason).toMatch(/^first sentence of [4-9]\d words$/);
  });

  it('keeps short openings, and English ones counted by their blanks', () => {
    expect(answerFirst('寿司是日本的传统料理，由醋饭和鱼组成。', 'zh')).toMatchObject({ ok: true });
    expect(answerFirst('寿司とは、酢飯に魚を合わせた日本料理です。', 'ja')).toMatchObject({ ok: true });
    const english = `The anvil is ${'a very heavy block of '.repeat(8)}steel.`;
    expect(answerFirst(english).reason).toBe('first sentence of 44 words');
  });

  it('reports the long openings of a Chinese page', () => {
    const section = (heading: string) =>
      `<h2>${heading}</h2><p>${ZH_LONG}制作时需要控制米饭的温度和酸度。师傅通常用手捏制，每一份的大小都要均匀。</p>`;
    const page = `<!doctype html><html lang="zh-CN"><head><title>寿司</title></head><body><main><h1>寿司</h1>${section('握寿司')}${section('卷寿司')}</main></body></html>`;
    const result = CitabilityModule.parse(analyzeCitability(contextOf(page))) as CitabilityModule;
    const finding = findingOf(result, 'citability.answer_first');
    expect(finding.status).toBe('fail');
    expect(finding.evidence.map((e) => e.what)).toEqual([
      '0 of 2 passages open with an answer (a definition, statement or figure, not filler or a question)',
      'opens without an answer (first sentence of 79 characters, about 46 words)',
      'opens without an answer (first sentence of 79 characters, about 46 words)',
    ]);
  });
});
