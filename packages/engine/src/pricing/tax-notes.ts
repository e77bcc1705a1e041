/**
 * Tax notes written between a price and its billing period ("12 € HT / mois", "980円（税込）/月", "99 TL + KDV / ay",
 * "249 Kč bez DPH / měsíc"), as pieces of a Unicode, case-insensitive expression: the period after one still belongs
 * to the price.
 */

/** Value-added and sales taxes by the names shops give them. */
const TAXES = [
  'VAT',
  'GST',
  'HST',
  'tax',
  'taxes',
  'IVA',
  'MwSt\\.?',
  'USt\\.?',
  'BTW',
  'TVA',
  'DPH',
  'ÁFA',
  'KDV',
  'НДС',
  'ПДВ',
  'PPN',
  'moms',
  'mva',
  'impostos',
  'מע["״]מ',
  'ภาษี',
  '부가세',
  'الضريبة',
];
const TAX = `(?:${TAXES.join('|')})`;

/** Notes written without a tax name, or with one before or after a word for "with", "without", "included". */
const NOTES = [
  // Japanese and Chinese.
  '税込み?',
  '税抜き?',
  '税別',
  '含税',
  '不含税',
  // French, German and Polish net and gross.
  'HT',
  'TTC',
  'netto',
  'brutto',
  'nettó',
  'bruttó',
  // "+ VAT", "plus tax", "+KDV".
  `(?:[+＋]|plus)\\s*${TAX}`,
  // "incl. VAT", "zzgl. MwSt.", "excl. BTW", "ex moms", "eks. mva", "bez DPH", "s DPH", "vč. DPH", "sin IVA", "com IVA",
  // "fără TVA", "без НДС", "з ПДВ", "termasuk PPN", "כולל מע"מ", "รวม VAT", "chưa VAT", "شامل الضريبة".
  `(?:incl|excl|inkl|exkl|ekskl|zzgl|ex|eks|bez|s|vč|včetně|sin|con|com|sem|fără|cu|без|с|з|включая|termasuk|כולל|לא כולל|รวม|ไม่รวม|chưa|đã|chưa bao gồm|đã bao gồm|شامل|غير شامل)\\.?\\s*${TAX}`,
  // "IVA incluido", "KDV dahil", "KDV hariç", "TVA inclus", "VAT 포함", "부가세 별도", "ÁFA-val".
  `${TAX}\\s*(?:incluido|incluida|inclusa|esclusa|incl\\.?|dahil|hariç|inclus|포함|별도)|ÁFA-val`,
];

/**
 * An optional tax note, in brackets or not, with the blanks around it: to stand between a price and what follows it.
 *
 * @example
 * ```ts
 * new RegExp(`^${TAX_NOTE} ?/ ?ay`, 'iu').test(' + KDV / ay'); // true
 * ```
 */
export const TAX_NOTE = `(?:\\s*[(（]?\\s*(?:${NOTES.join('|')})\\s*[)）]?)?`;
