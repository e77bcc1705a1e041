import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { purchaseIn } from '../../src/pricing/prices.ts';
import { contextOf } from '../content/context.ts';

describe('purchaseIn: buy buttons in more languages', () => {
  it('finds the add-to-cart and buy-now buttons shops write', () => {
    const buttons: [string, string][] = [
      ['tr', 'Sepete Ekle'],
      ['tr', 'Hemen Al'],
      ['da', 'Læg i kurv'],
      ['da', 'Køb nu'],
      ['sv', 'Lägg i varukorgen'],
      ['sv', 'Lägg i kundvagn'],
      ['nb', 'Legg i handlekurv'],
      ['nb', 'Kjøp nå'],
      ['cs', 'Přidat do košíku'],
      ['cs', 'Koupit nyní'],
      ['uk', 'Додати в кошик'],
      ['uk', 'Купити зараз'],
      ['vi', 'Thêm vào giỏ hàng'],
      ['vi', 'Mua ngay'],
      ['th', 'หยิบใส่ตะกร้า'],
      ['th', 'เพิ่มลงตะกร้า'],
      ['th', 'ซื้อเลย'],
      ['id', 'Beli Sekarang'],
      ['id', 'Tambah ke Keranjang'],
      ['he', 'הוספה לסל'],
      ['he', 'הוסף לעגלה'],
      ['he', 'קנה עכשיו'],
    ];
    for (const [lang, button] of buttons)
      expect(purchaseIn(`Fiyat 100 · ${button} ·`, lang)?.[0].toLowerCase(), `${lang} ${button}`).toBe(
        button.toLowerCase(),
      );
  });

  it('reads none of them on an English page', () => {
    expect(purchaseIn('Sepete Ekle', 'en')).toBeNull();
  });
});

describe('agent_pricing: a shop without structured data, in Turkish', () => {
  it('applies to a product page that shows a price and an add-to-cart button', () => {
    const page = `<!doctype html><html lang="tr"><head><title>Kupa | Anadolu Seramik</title></head><body><main><h1>El yapımı kupa</h1><p>1.249,90 TL</p><p>KDV dahil</p><button>Sepete Ekle</button></main></body></html>`;
    const result = AgentPricingModule.parse(
      analyzeAgentPricing(contextOf(page, { url: 'https://seramik.example.com.tr/kupa-mavi' })),
    );
    expect(result.applicable).toBe(true);
    expect((result.prices as { amount: number; currency: string }[])[0]).toMatchObject({
      amount: 1249.9,
      currency: 'TRY',
    });
  });
});
