/** Text comparison helpers for consistency checks (schema vs visible text, brand names across sources). */

/** Letters that carry their stroke or dot in the letter itself, so NFKD leaves them whole: read as the plain one. */
const PLAIN: Readonly<Record<string, string>> = { đ: 'd', ı: 'i', ł: 'l' };

/** Lower-cases, strips accents (đ, ı and ł too) and punctuation, collapses whitespace. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[đıł]/g, (c) => PLAIN[c]!)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * True when two texts say the same thing: one contains the other (after normalization), or their word sets
 * overlap by at least `threshold` (Dice coefficient). Titles such as "Headline | Brand" match "Headline".
 */
export function similarText(a: string, b: string, threshold = 0.6): boolean {
  const x = normalizeText(a);
  const y = normalizeText(b);
  if (x === '' || y === '') return false;
  if (x === y) return true;
  const shorter = x.length <= y.length ? x : y;
  const longer = shorter === x ? y : x;
  if (shorter.length >= 3 && ` ${longer} `.includes(` ${shorter} `)) return true;
  const wx = new Set(x.split(' '));
  const wy = new Set(y.split(' '));
  let common = 0;
  for (const w of wx) if (wy.has(w)) common++;
  return (2 * common) / (wx.size + wy.size) >= threshold;
}

/** Parses a price written as `1,299.00`, `1.299,00`, `1 299,00`, `$35` or `119.99 ` into a number. */
export function parsePrice(raw: string | number): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  const digits = raw.replace(/[^\d.,\s\u00a0\u202f']/g, '').trim();
  if (!/\d/.test(digits)) return undefined;
  let s = digits.replace(/[\s\u00a0\u202f']/g, '');
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) {
    // The later separator is the decimal one.
    s = lastComma > lastDot ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (lastComma !== -1) {
    // "1,299" (thousands) vs "12,50" (decimal): two digits after a single comma read as decimals.
    const parts = s.split(',');
    s = parts.length === 2 && parts[1]!.length <= 2 ? `${parts[0]}.${parts[1]}` : parts.join('');
  } else if (lastDot !== -1) {
    const parts = s.split('.');
    if (parts.length > 2 || (parts.length === 2 && parts[1]!.length === 3 && parts[0] !== '0')) {
      // "1.299" or "1.299.000": dots as thousands separators.
      s = parts.join('');
    }
  }
  const value = Number(s);
  return Number.isFinite(value) ? value : undefined;
}

/** Every number written in a text that could be a price (for matching schema prices to the visible page). */
export function pricesInText(text: string): Set<number> {
  const out = new Set<number>();
  const re = /\d[\d.,\u00a0\u202f' ]*\d|\d/g;
  const add = (value: number | undefined): void => {
    if (value !== undefined && Number.isFinite(value)) out.add(Math.round(value * 100) / 100);
  };
  for (let m = re.exec(text); m !== null && out.size < 20_000; m = re.exec(text)) {
    const whole = m[0].trim();
    add(parsePrice(whole));
    // Ambiguous spellings count both ways: "1.299" is 1299 or 1.299, "1,5" is 1.5 or 15, "10 20" is 10, 20 or 1020.
    for (const part of whole.split(/[\s\u00a0\u202f]+/)) {
      add(parsePrice(part));
      if (/^\d+[.,]\d+$/.test(part)) {
        add(Number(part.replace(',', '.')));
        add(Number(part.replace(/[.,]/, '')));
      }
    }
  }
  return out;
}
