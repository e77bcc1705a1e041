import { describe, expect, it } from 'vitest';
import { needsSource, statistics } from '../../src/content/figures.ts';
import { answerFirst } from '../../src/content/signals/answer-first.ts';

describe('answer-first openings in Swedish, Czech, Indonesian, Vietnamese, Turkish and Ukrainian', () => {
  it('takes their assertions and modal statements', () => {
    for (const sentence of [
      'Det är rötterna som fryser först, inte bladen.',
      'Grönkål kostar mindre på hösten.',
      'Na konci fixace můžete hypotéku splatit bez sankce.',
      'Refinancování je výměna staré hypotéky za novou.',
      'Jalur Patak Banteng adalah rute tercepat ke puncak.',
      'Pendaki harus membawa jaket tebal.',
      'Phở Bà Tư là quán phở bò gia đình ở quận ba.',
      'Bạn nên đặt bàn trước vào cuối tuần.',
      'Bu kase el yapımıdır.',
      'Sipariş vermeden önce ölçüleri kontrol etmek gerekir.',
      'Керований RabbitMQ — це брокер повідомлень.',
      'Черга є буфером між сервісами.',
      'Резервну копію можна відновити командою pg_restore.',
    ])
      expect([sentence, answerFirst(sentence).ok]).toEqual([sentence, true]);
  });

  it('takes Hebrew assertions and Korean declarative sentences', () => {
    for (const sentence of [
      'תושבים מהשכונות המזרחיות טוענים שהקווים אינם מגיעים אליהם.',
      'השאטל הוא קו אוטובוס חינמי לחוף.',
      'אפשר להזמין מקום מראש באתר העירייה.',
      '공사는 다음 달부터 구간별로 나눠 진행된다.',
      '우회로는 한강공원 누리집에서 확인할 수 있습니다.',
    ])
      expect([sentence, answerFirst(sentence).ok]).toEqual([sentence, true]);
    expect(answerFirst('공사 기간 우회 안내는 어떻게 되나요?').ok).toBe(false);
  });

  it('still rejects openings without an answer', () => {
    for (const sentence of [
      'A story about a garden, long ago.',
      'Die Temperatur im Winter, wie immer.',
      'Unsere Kultur und Natur im Wandel.',
      'Un paseo para decidir y permitir.',
    ])
      expect([sentence, answerFirst(sentence).ok]).toEqual([sentence, false]);
  });
});

describe('figures in Turkish, Thai, Indonesian and Hebrew', () => {
  it('reads percentages written before the number or in words', () => {
    expect(statistics('Satışlar %35 arttı, maliyet ise %4,5 düştü.')).toEqual(['%35', '%4,5']);
    expect(statistics('ผู้ป่วยร้อยละ 14 หรือ 14 เปอร์เซ็นต์ มีอาการรุนแรง')).toEqual(['14 เปอร์เซ็นต์']);
    expect(statistics('Jumlah pendaki naik 20 persen tahun ini.')).toEqual(['20 persen']);
    expect(statistics('Odlingen ökade med 12 procent, i Norge 8 prosent.')).toEqual([
      '12 procent',
      '8 prosent',
    ]);
    expect(needsSource('%35')).toBe(true);
  });

  it('does not take a URL escape or a value glued to a word for a percentage', () => {
    expect(statistics('Open https://example.com/a%20page and x%20 later.')).toEqual([]);
  });

  it('reads amounts with magnitudes in Hebrew, Indonesian, Vietnamese and Thai', () => {
    expect(statistics('העירייה תשקיע 3.4 מיליון ₪ בקו החדש.')).toEqual(['3.4 מיליון']);
    // With the currency of a price ("Rp", "บาท") the millions are a price, as the price reader reads them.
    expect(statistics('Anggaran Rp 1,5 juta per orang, total 2 miliar.')).toEqual([
      'Rp 1,5 juta',
      '2 miliar',
    ]);
    expect(statistics('Dự án tốn 200 triệu đồng.')).toEqual(['200 triệu']);
    expect(statistics('งบประมาณ 5 ล้าน บาท')).toEqual(['5 ล้าน บาท']);
    expect(needsSource('3.4 מיליון')).toBe(true);
  });

  it('reads Thai units and durations', () => {
    expect(statistics('ไข้สูงลอย 38.5–40 องศาเซลเซียส ติดต่อกัน 2–7 วัน ร่วมกับปวดศีรษะ')).toEqual([
      '40 องศาเซลเซียส',
      '7 วัน',
    ]);
    expect(['40 องศาเซลเซียส', '7 วัน'].map(needsSource)).toEqual([true, false]);
  });
});
