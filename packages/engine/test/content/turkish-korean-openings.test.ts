import { describe, expect, it } from 'vitest';
import { answerFirst } from '../../src/content/signals/answer-first.ts';

describe('answer-first openings in Turkish', () => {
  it('takes defining clauses, "means", "is known" and modal suffixes on Turkish pages', () => {
    for (const sentence of [
      "Türkiye'nin en kalabalık şehri olan İstanbul, iki kıtaya yayılır.",
      'Kilim, düz dokuma yaygı anlamına gelir.',
      'Başvuruyu internetten de yapabilirsiniz.',
      'Siparişten önce ölçüleri kontrol etmelisiniz.',
      'Bu ürün yenidir.',
    ])
      expect([sentence, answerFirst(sentence, 'tr').ok]).toEqual([sentence, true]);
  });

  it('rejects Turkish announcements and greetings, and reads the suffixes only on Turkish pages', () => {
    for (const sentence of [
      'Bu yazıda kilim çeşitlerini ve fiyatlarını inceleyeceğiz.',
      'Merhaba, mağazamıza hoş geldiniz.',
      // "temeli" (its foundation) is no -meli "must"; a sentence without a finite verb is no answer.
      'Evin temeli, taşları ve kireçli harcı.',
    ])
      expect([sentence, answerFirst(sentence, 'tr').ok]).toEqual([sentence, false]);
    expect(answerFirst('Bu yazıda kilim çeşitlerini ve fiyatlarını inceleyeceğiz.', 'tr').reason).toBe(
      'filler opening',
    );
    expect(answerFirst('Başvuruyu internetten de yapabilirsiniz.', 'de').ok).toBe(false);
  });
});

describe('answer-first openings in Korean', () => {
  it('takes "X은/는 … 이다/입니다" and rejects "in this post we will look at …"', () => {
    expect(answerFirst('김치는 배추를 소금에 절여 만든 발효 음식입니다.', 'ko').ok).toBe(true);
    expect(answerFirst('자전거도로 공사는 다음 달에 끝난다.', 'ko').ok).toBe(true);
    for (const sentence of [
      '이 글에서는 김치 담그는 법을 알아보겠습니다.',
      '오늘은 서울의 자전거도로 공사 일정을 살펴보겠습니다.',
      '안녕하세요, 김치 연구소입니다.',
    ]) {
      expect([sentence, answerFirst(sentence, 'ko')]).toMatchObject([
        sentence,
        { ok: false, reason: 'filler opening' },
      ]);
      // Without lang the Korean announcement is filler too.
      expect([sentence, answerFirst(sentence, null).ok]).toEqual([sentence, false]);
    }
  });

  it('leaves English openings as they were', () => {
    expect(answerFirst('Kimchi is fermented cabbage.', null).ok).toBe(true);
    expect(answerFirst('A story about a garden, long ago.', null).ok).toBe(false);
  });
});
