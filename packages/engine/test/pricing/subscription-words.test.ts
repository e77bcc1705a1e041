import { describe, expect, it } from 'vitest';
import { isRecurringText, purchaseIn } from '../../src/pricing/prices.ts';

describe('isRecurringText and purchaseIn: more of the languages the engine reads prices in', () => {
  it('knows subscription words in Turkish, Hungarian, Czech, Indonesian, Swedish, Vietnamese, Thai, Hebrew, Ukrainian, Arabic and Hindi', () => {
    const words: [string, string][] = [
      ['tr', 'Premium abonelik'],
      ['hu', 'Havi előfizetés'],
      ['cs', 'Roční předplatné'],
      ['id', 'Paket langganan'],
      ['sv', 'Digital prenumeration'],
      ['sv', 'Mobilt abonnemang'],
      ['vi', 'Bảng giá gói cước'],
      ['th', 'สมัครสมาชิก รายเดือน'],
      ['he', 'מנוי חודשי'],
      ['uk', 'Оформити підписку'],
      ['ar', 'اشتراك شهري'],
      ['hi', 'प्रीमियम सदस्यता'],
    ];
    for (const [lang, text] of words) expect(isRecurringText(text, lang), `${lang} ${text}`).toBe(true);
  });

  it('finds the buy buttons of Hungarian, Romanian, Italian, Portuguese, Bulgarian, Arabic and Hindi shops', () => {
    const buttons: [string, string][] = [
      ['hu', 'Kosárba'],
      ['hu', 'Megveszem'],
      ['ro', 'Adaugă în coș'],
      ['ro', 'Cumpără acum'],
      ['it', 'Acquista ora'],
      ['pt', 'Comprar agora'],
      ['bg', 'Добави в количката'],
      ['ar', 'أضف إلى السلة'],
      ['ar', 'اشتر الآن'],
      ['hi', 'कार्ट में जोड़ें'],
      ['hi', 'अभी खरीदें'],
    ];
    for (const [lang, button] of buttons)
      expect(purchaseIn(`Preț 100 · ${button} ·`, lang)?.[0].toLowerCase(), `${lang} ${button}`).toBe(
        button.toLowerCase(),
      );
  });

  it('reads none of them on an English page', () => {
    expect(isRecurringText('A Turkish abonelik and a Swedish abonnemang', 'en')).toBe(false);
    expect(purchaseIn('Kosárba, Cumpără acum', 'en-GB')).toBeNull();
  });
});
