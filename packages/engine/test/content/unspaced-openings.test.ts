import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { answerFirst } from '../../src/content/signals/answer-first.ts';
import { firstSentence } from '../../src/content/signals/first-sentence.ts';
import { contextOf, findingOf } from './context.ts';

describe('first sentences of Chinese, Japanese and Thai', () => {
  it('ends a Chinese or Japanese sentence at 。！？ with no blank after it', () => {
    expect(firstSentence('寿司是日本的传统料理。它由醋饭和鱼组成。')).toBe('寿司是日本的传统料理。');
    expect(firstSentence('寿司とは酢飯と魚の料理です。江戸で広まりました。')).toBe(
      '寿司とは酢飯と魚の料理です。',
    );
    expect(firstSentence('太棒了！我们明天开门。')).toBe('太棒了！');
    // A quotation closed by 。」 and carried on by と is inside the sentence.
    expect(firstSentence('「おいしい。」と店主は言います。次の文です。')).toBe(
      '「おいしい。」と店主は言います。',
    );
    // Latin full stops still need a blank and a sentence opening after them.
    expect(firstSentence('Version 3.5 ist da. Mehr später.')).toBe('Version 3.5 ist da.');
  });

  it('ends a Thai sentence at a blank between clauses, not at a topic set apart or at ฯ', () => {
    expect(firstSentence('ไข้เลือดออก คือ โรคติดเชื้อไวรัสเดงกีที่มียุงลายเป็นพาหะ อาการเด่นคือไข้สูง')).toBe(
      'ไข้เลือดออก คือ โรคติดเชื้อไวรัสเดงกีที่มียุงลายเป็นพาหะ',
    );
    expect(firstSentence('ผู้ป่วยในกรุงเทพฯ เพิ่มขึ้นมากในฤดูฝนปีนี้ โรงพยาบาลจึงเปิดคลินิกพิเศษ')).toBe(
      'ผู้ป่วยในกรุงเทพฯ เพิ่มขึ้นมากในฤดูฝนปีนี้',
    );
    // A blank beside a number is no sentence end.
    expect(firstSentence('ผู้ป่วยเด็กมีไข้สูงติดต่อกัน 3 วันโดยไม่มีอาการอื่น ผู้ปกครองควรพาไปพบแพทย์')).toBe(
      'ผู้ป่วยเด็กมีไข้สูงติดต่อกัน 3 วันโดยไม่มีอาการอื่น',
    );
  });
});

describe('answer-first openings in Chinese, Japanese and Thai', () => {
  it('takes definitions and assertions on pages of those languages', () => {
    for (const [sentence, language] of [
      ['寿司是日本的传统料理。', 'zh'],
      ['寿司是日本的傳統料理。', 'zh'],
      ['碳足迹指一个人或组织排放的温室气体总量。', 'zh'],
      ['这套公寓面积为一百二十平方米。', 'zh'],
      ['寿司とは、酢飯に魚を合わせた日本料理です。', 'ja'],
      ['当店では予約を受け付けています。', 'ja'],
      ['ไข้เลือดออก คือ โรคติดเชื้อไวรัสเดงกีที่มียุงลายเป็นพาหะ', 'th'],
      ['ผู้ป่วยควรดื่มน้ำมาก ๆ และพักผ่อนให้เพียงพอในช่วงที่มีไข้', 'th'],
    ] as const)
      expect([sentence, answerFirst(sentence, language).ok]).toEqual([sentence, true]);
  });

  it('rejects filler, questions and openings without an answer', () => {
    for (const [sentence, language] of [
      ['本文将为您介绍寿司的历史。', 'zh'],
      ['大家好，今天聊聊寿司。', 'zh'],
      ['什么是寿司？', 'zh'],
      ['东京美食指南。', 'zh'],
      ['关于我们的故事。', 'zh'],
      ['因为天气很冷。', 'zh'],
      ['この記事では、寿司の歴史について解説します。', 'ja'],
      ['予約は必要ですか。', 'ja'],
      ['ありがとうございます。', 'ja'],
      ['お待ちしております。', 'ja'],
      ['บทความนี้จะพาไปรู้จักโรคไข้เลือดออกให้มากขึ้นกว่าเดิม', 'th'],
      ['ความเป็นมาของร้านเราในย่านเยาวราช', 'th'],
    ] as const)
      expect([sentence, answerFirst(sentence, language).ok]).toEqual([sentence, false]);
  });

  it('reads these marks only on pages of their language or of unknown language', () => {
    expect(answerFirst('寿司是日本的传统料理。', 'fr').ok).toBe(false);
    expect(answerFirst('寿司是日本的传统料理。', null).ok).toBe(true);
    // English pages are untouched: no Chinese, Japanese or Thai mark in English text.
    expect(answerFirst('A story about a garden, long ago.', null).ok).toBe(false);
  });

  it('passes a Chinese page whose sections open with definitions', () => {
    const section = (term: string) =>
      `<p>${term}是一种日本传统料理，由醋饭和新鲜的鱼肉组成。制作时需要控制米饭的温度和酸度。师傅通常用手捏制，每一份的大小都要均匀。</p>`;
    const page = `<!doctype html><html lang="zh-CN"><head><title>寿司</title></head><body><main><h1>寿司</h1><h2>握寿司</h2>${section('握寿司')}<h2>卷寿司</h2>${section('卷寿司')}</main></body></html>`;
    const result = CitabilityModule.parse(
      analyzeCitability(contextOf(page, { url: 'https://example.cn/sushi' })),
    ) as CitabilityModule;
    const finding = findingOf(result, 'citability.answer_first');
    expect(finding.title).toBe('Sections open with the answer');
    expect(finding.evidence[0]?.what).toBe(
      '2 of 2 passages open with an answer (a definition, statement or figure, not filler or a question)',
    );
  });
});

describe('Chinese and Japanese on pages without lang', () => {
  it('tells Japanese from Chinese by its kana', () => {
    // 為替 "exchange" and 是非 "by all means" are no Chinese copulas in Japanese text.
    expect(answerFirst('為替の動きについて。', null).ok).toBe(false);
    expect(answerFirst('寿司是日本的传统料理。', null).ok).toBe(true);
    expect(answerFirst('寿司とは、酢飯に魚を合わせた日本料理です。', null).ok).toBe(true);
  });
});

describe('more Chinese, Japanese and Thai answers', () => {
  it('reads numerals with a magnitude, "let us", "is located" and a speaker before "said"', () => {
    expect(answerFirst('咖啡机的价格从几百元到上万元不等。', 'zh')).toMatchObject({
      ok: true,
      reason: 'states a number',
    });
    expect(answerFirst('一种新的咖啡机。', 'zh').ok).toBe(false);
    expect(answerFirst('コーヒーメーカーを選ぶときは、容量を確認しましょう。', 'ja').ok).toBe(true);
    expect(answerFirst('ร้านอาหารของเราตั้งอยู่ใจกลางเยาวราช เปิดบริการทุกวัน', 'th').ok).toBe(true);
    const news = answerFirst(
      'ผศ. นพ. สมชาย ใจดี อาจารย์ประจำภาควิชากุมารเวชศาสตร์ กล่าวว่าเด็กควรได้รับวัคซีน ผู้ปกครองจึงควรพาไป',
      'th',
    );
    expect(news.sentence).toBe('ผศ. นพ. สมชาย ใจดี อาจารย์ประจำภาควิชากุมารเวชศาสตร์ กล่าวว่าเด็กควรได้รับวัคซีน');
    expect(news.ok).toBe(true);
  });
});
