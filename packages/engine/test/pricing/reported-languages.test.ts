import { describe, expect, it } from 'vitest';
import { findPrices } from '../../src/pricing/prices.ts';
import { reportedAsPay } from '../../src/pricing/reported.ts';

const payWord = (text: string, lang: string) =>
  reportedAsPay(text, findPrices(text, 50, { lang }))?.word ?? null;

describe('reportedAsPay: pay reported in more of the languages prices are read in', () => {
  it('finds the pay word beside a monthly amount', () => {
    const cases: [string, string, string][] = [
      ['İstanbul’da ortalama maaş 25.000 TL/ay.', 'tr', 'maaş'],
      ['Az átlagos fizetés 450 000 Ft/hó.', 'hu', 'fizetés'],
      ['Gaji rata-rata Rp 5 juta per bulan.', 'id', 'Gaji'],
      ['Mức lương 15 triệu VNĐ/tháng.', 'vi', 'Mức lương'],
      ['เงินเดือนเฉลี่ย 25,000 บาท/เดือน', 'th', 'เงินเดือน'],
      ['משכורת ממוצעת ₪12,000 לחודש.', 'he', 'משכורת'],
      ['متوسط الراتب 8000 ر.س شهريًا.', 'ar', 'راتب'],
      ['औसत वेतन ₹25,000 प्रति माह।', 'hi', 'वेतन'],
      ['Середня заробітна плата 15 000 грн на місяць.', 'uk', 'заробітн'],
      ['Средняя аренда 45 000 ₽ в месяц.', 'ru', 'Средняя аренд'],
    ];
    for (const [text, lang, word] of cases) expect([text, payWord(text, lang)]).toEqual([text, word]);
  });

  it('reads a price the page charges as a price: a plan, Hebrew tuition, Vietnamese food', () => {
    expect(payWord('Pro plan $29 per month.', 'en')).toBeNull();
    expect(payWord('שכר לימוד ₪1,200 לחודש.', 'he')).toBeNull();
    expect(payWord('Gói lương thực 500.000đ/tháng.', 'vi')).toBeNull();
  });
});
