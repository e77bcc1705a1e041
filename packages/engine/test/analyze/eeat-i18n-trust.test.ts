import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { ARTICLE_URL, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor } from '../structured-data/helpers.ts';

/** Trust links in Turkish, Vietnamese, Indonesian, Danish, Swedish, Czech, Ukrainian, Hebrew, Thai and Italian. */

const kinds = ['about_page', 'contact_page', 'privacy_policy', 'terms'] as const;

function present(footer: string, lang: string) {
  const html = `<!doctype html><html lang="${lang}"><head><title>T</title></head><body><main><h1>T</h1><p>x</p></main><footer>${footer}</footer></body></html>`;
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS })),
  );
  return (id: string) => result.signals.find((s) => s.id === id)?.present;
}

describe('eeat: trust links in more languages', () => {
  it.each([
    [
      'tr',
      '<a href="/1">Hakkımızda</a><a href="/2">İletişim</a><a href="/3">Gizlilik Politikası</a><a href="/4">Kullanım Koşulları</a>',
      '<a href="/hakkimizda">x</a><a href="/iletisim">x</a><a href="/gizlilik-politikasi">x</a><a href="/mesafeli-satis-sozlesmesi">x</a>',
    ],
    [
      'vi',
      '<a href="/1">Giới thiệu</a><a href="/2">Liên hệ</a><a href="/3">Chính sách bảo mật</a><a href="/4">Điều khoản sử dụng</a>',
      '<a href="/gioi-thieu">x</a><a href="/lien-he">x</a><a href="/chinh-sach-bao-mat">x</a><a href="/dieu-khoan-su-dung">x</a>',
    ],
    [
      'id',
      '<a href="/1">Tentang Kami</a><a href="/2">Hubungi Kami</a><a href="/3">Kebijakan Privasi</a><a href="/4">Syarat dan Ketentuan</a>',
      '<a href="/tentang-kami">x</a><a href="/hubungi-kami">x</a><a href="/kebijakan-privasi">x</a><a href="/syarat-dan-ketentuan">x</a>',
    ],
    [
      'da',
      '<a href="/1">Om os</a><a href="/2">Kontakt</a><a href="/3">Privatlivspolitik</a><a href="/4">Handelsbetingelser</a>',
      '<a href="/om-os">x</a><a href="/kontakt">x</a><a href="/privatlivspolitik">x</a><a href="/handelsbetingelser">x</a>',
    ],
    [
      'sv',
      '<a href="/1">Om oss</a><a href="/2">Kontakt</a><a href="/3">Integritetspolicy</a><a href="/4">Användarvillkor</a>',
      '<a href="/om-oss">x</a><a href="/kontakt">x</a><a href="/integritetspolicy">x</a><a href="/anvandarvillkor">x</a>',
    ],
    [
      'cs',
      '<a href="/1">O nás</a><a href="/2">Kontakty</a><a href="/3">Ochrana osobních údajů</a><a href="/4">Obchodní podmínky</a>',
      '<a href="/o-nas">x</a><a href="/kontakty">x</a><a href="/ochrana-osobnich-udaju">x</a><a href="/obchodni-podminky">x</a>',
    ],
    [
      'uk',
      '<a href="/1">Про нас</a><a href="/2">Контакти</a><a href="/3">Політика конфіденційності</a><a href="/4">Умови використання</a>',
      '<a href="/pro-nas">x</a><a href="/kontakty">x</a><a href="/polityka-konfidentsiinosti">x</a><a href="/umovy-vykorystannia">x</a>',
    ],
    [
      'he',
      '<a href="/1">אודות</a><a href="/2">צור קשר</a><a href="/3">מדיניות פרטיות</a><a href="/4">תקנון האתר</a>',
      '<a href="/about">x</a><a href="/contact">x</a><a href="/privacy">x</a><a href="/takanon">x</a>',
    ],
    [
      'th',
      '<a href="/1">เกี่ยวกับเรา</a><a href="/2">ติดต่อเรา</a><a href="/3">นโยบายความเป็นส่วนตัว</a><a href="/4">ข้อกำหนดการใช้งาน</a>',
      '<a href="/about">x</a><a href="/contact">x</a><a href="/privacy-policy">x</a><a href="/terms">x</a>',
    ],
  ])(
    'finds the %s about, contact, privacy and terms links by their text and by their path',
    (lang, texts, paths) => {
      for (const footer of [texts, paths]) {
        const has = present(footer, lang);
        for (const kind of kinds) expect(has(kind), `${kind} in ${footer}`).toBe(true);
      }
    },
  );

  it('finds the Italian and Hebrew editorial guidelines', () => {
    expect(present('<a href="/1">Linee guida editoriali</a>', 'it')('editorial_policy')).toBe(true);
    expect(present('<a href="/linee-guida-editoriali">x</a>', 'it')('editorial_policy')).toBe(true);
    expect(present('<a href="/1">הקוד האתי</a>', 'he')('editorial_policy')).toBe(true);
  });
});
