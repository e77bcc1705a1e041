import type { Evidence } from '@geo-audit/core';

/**
 * Contact details written as plain text ("Email me at ruth@allotmentnotes.uk", "Call (208) 555-0142"): a real way
 * to reach the site, as a mailto: link is. Plain expressions only, run once over the page text, and only when the
 * page showed no other contact detail; numbers in a national form without a label only in the footer or on a
 * contact page (docs/decisions/0036k-contact-details-in-text.md).
 */

/** An address around an "@": a local part, a dotted domain and a letters-only top-level domain. */
const EMAIL_AROUND =
  /([A-Za-z0-9][A-Za-z0-9._%+-]{0,63})@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.([A-Za-z]{2,24}))(?![A-Za-z0-9-])/y;
/** Domains that hold no one's mailbox: documentation placeholders, and image names such as "logo@2x.png". */
const NOT_A_MAILBOX = /^(?:example\.(?:com|org|net)|.*\.(?:example|test|invalid|localhost))$/i;
const FILE_TLD = /^(?:png|jpe?g|gif|webp|svg|avif|ico|bmp|tiff?)$/i;

/**
 * A phone number behind a label ("Phone: 0161 496 0000", "Call us on +44 20 7946 0000", "Tel. 030 1234567", India's
 * "Mob. No. 098765 43210", the German "Telefon: 030 1234567" and "Tel.-Nr.", the Dutch "Telefoon", the Spanish
 * and Italian "Teléfono" and "Telefono", the Portuguese "Telefone", the Polish "numer telefonu"), or in one of the
 * two forms no other figure takes: a leading + with a country code, or a US "(208) 555-0142". "Mob" is a label only
 * with its dot or colon ("flash mob 2019" is none).
 */
const PHONE =
  /\b(?:phone|telephone|tel[eé]fono|telefone|telefonu|telefoon(?:nummer)?|telefon(?:nummer)?|tel|call(?: us)?(?: (?:at|on))?|mobile|mob(?=\s*[.:：])|whatsapp)\.?\s*(?:-?(?:no|nr|number)\b\.?\s*)?[:：]?\s*(\(?\+?\(?\d[\d ()./-]{4,20}\d)|(\+\d{1,3}[ .-]?\(?\d{1,4}\)?(?:[ .-]?\d{2,4}){2,4})(?!\d)|(\(\d{3}\) ?\d{3}[-. ]\d{4})(?!\d)/gi;

/** " / " between two numbers behind one label ("Mobile: 98765 43210 / 98765 43211"). */
const NUMBER_LIST = /\s+\/\s*|\s*\/\s+/;

/**
 * National forms written without a label, read only where a site writes its contact details (`contactsInText`'s
 * `national`): a North American 555-123-4567 or 555.123.4567, a French 01 23 45 67 89, a trunk-prefixed
 * 020 7946 0958, 0161 496 0000 or 030 1234567 (UK, German and other plans that dial a leading 0), and an Indian
 * mobile with its trunk 0, 098765 43210 (ten digits from 6 to 9, split five and five). Each is fenced off
 * from a longer figure on both sides, and a leading 0 or the exact grouping keeps out years, prices, dates
 * (01.02.2024) and order or ISBN numbers (978-0-306-40615-7).
 */
const NATIONAL =
  /(?<![\d$€£¥.,/+-])(?:[2-9]\d{2}([-.])\d{3}\1\d{4}|0[1-9](?:([ .])\d{2})(?:\2\d{2}){3}|0\d{2,4} \d{3,4} ?\d{3,8}|0[6-9]\d{4}[ -]\d{5})(?![\d-]|[.,]\d)/g;

function digitCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) n++;
  return n;
}

/** The first e-mail address written in the text, if any (at most 50 "@" are looked at). */
function firstEmail(text: string): string | undefined {
  let at = text.indexOf('@');
  for (let tries = 0; at !== -1 && tries < 50; tries++, at = text.indexOf('@', at + 1)) {
    // Walk back over the local part, then read the whole address from its start.
    let start = at;
    while (start > 0 && start > at - 64 && /[A-Za-z0-9._%+-]/.test(text[start - 1]!)) start--;
    if (start === at) continue;
    EMAIL_AROUND.lastIndex = start;
    const m = EMAIL_AROUND.exec(text);
    if (!m || m.index + m[1]!.length !== at) continue;
    if (NOT_A_MAILBOX.test(m[2]!) || FILE_TLD.test(m[3]!)) continue;
    return m[0];
  }
  return undefined;
}

/**
 * The number every Dutch municipality answers on: 14 and its area code ("Telefoon 14 0528", "14 020"), five or six
 * digits, fewer than any other phone has, so read only behind a phone label.
 */
const DUTCH_MUNICIPAL = /^14 ?0\d{2,3}$/;

/**
 * The first phone number written in the text, if any: 7 to 15 digits, as the E.164 plan allows, or a Dutch
 * municipality's short number behind its label.
 */
function firstPhone(text: string): string | undefined {
  const re = PHONE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    let number = (m[1] ?? m[2] ?? m[3])!.trim();
    // A label before two numbers ("Mobile: +91 98765 43210 / 98765 43211") reads both as one: the first is a phone.
    if (m[1] !== undefined && digitCount(number) > 15) number = number.split(NUMBER_LIST)[0]!;
    const digits = digitCount(number);
    if ((digits >= 7 && digits <= 15) || (m[1] !== undefined && DUTCH_MUNICIPAL.test(number))) return number;
  }
  return undefined;
}

/**
 * A label of another number just before a figure, with nothing but words between ("Order #0123 456 789",
 * "Steuernummer 043 123 45678", "Konto 0532 013 000", "HRB 012 3456 789"): the figure is that number. A separator
 * or a digit between them ends the label's reach ("VAT GB 123 · 020 7946 0958").
 */
const OTHER_NUMBER =
  /steuer|\b(?:order|account|acct|konto|ust|hrb|hra|vat|siret|siren|isbn|iban|bic|blz|abn|acn|invoice|tracking|kvk)\b/i;
/** How far back a label is looked for. */
const LABEL_REACH = 25;
/** The part of the text before a figure that a label there could reach: after its last separator or digit. */
const LABEL_ZONE = /[^\d·|•\n;]*$/;
/** "No.", "Nr.", "#": a number's own label, which is the phone's when a phone word stands just before it. */
const NUMBER_WORD = /(?:\b(?:no|nr|num|ref)[.:]|#)/gi;
/**
 * Words that label a phone's "No." or "Nr." ("Tel.-Nr.", "Telefon-Nr.", "Phone No.", "Contact No", "Customer
 * service No."), with a "/Fax" after them ("Tel./Fax-Nr.").
 */
const PHONE_WORD =
  /\b(?:tel|telefon|phone|fon|mobile?|mob|handy|contact|hotline|helpline|call|customer (?:service|care))\b[^a-z\d]{0,3}(?:fax[^a-z\d]{0,3})?$/i;
/**
 * Nouns that name another number only with a number word after them ("Company No.", "Customer number", "Tax ID",
 * "Company reg.") or right before the figure ("Reg. 0205 512 3456"): "Customer service: 0800 123 4567", "Company:
 * Acme Ltd, 020 7946 0958" and "Registered in England, 020 7946 0958" are the company's phone.
 */
const OWNER_NOUN =
  /\b(?:customer|company|tax|reg(?:istered|istration|ister)?)\b(?=[\s.:-]*(?:(?:no|nr|num|number|ref|id|reg)\b|#|$))/i;

/** Whether the figure after `before` (the text up to it) is another number's: a company, tax, order or bank one. */
function otherNumberLabel(before: string): boolean {
  const zone = LABEL_ZONE.exec(before.slice(-LABEL_REACH))![0];
  if (OTHER_NUMBER.test(zone) || OWNER_NOUN.test(zone)) return true;
  NUMBER_WORD.lastIndex = 0;
  for (let m = NUMBER_WORD.exec(zone); m !== null; m = NUMBER_WORD.exec(zone)) {
    if (!PHONE_WORD.test(zone.slice(0, m.index))) return true;
  }
  return false;
}

/**
 * Two-digit pairs that count up or down by one ("01 02 03 04 05"): a slider's or a list's numbering, never a
 * number anyone dials.
 */
function sequentialPairs(match: string): boolean {
  const pairs = match.split(/[ .]/).map(Number);
  const step = pairs[1]! - pairs[0]!;
  return (step === 1 || step === -1) && pairs.every((p, i) => i === 0 || p - pairs[i - 1]! === step);
}

/**
 * The first national-form number in the text: 10 or 11 digits, as those plans dial them, and no other number's
 * figure (behind a label, a run of pairs counting up, or pairs that go on past the fifth: "08 30 12 00 14 00").
 */
function firstNationalPhone(text: string): string | undefined {
  const re = NATIONAL;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const digits = digitCount(m[0]);
    if (digits < 10 || digits > 11) continue;
    if (otherNumberLabel(text.slice(Math.max(0, m.index - LABEL_REACH), m.index))) continue;
    const end = m.index + m[0].length;
    if (m[2] !== undefined && (sequentialPairs(m[0]) || /^[ .]\d/.test(text.slice(end, end + 2)))) continue;
    return m[0];
  }
  return undefined;
}

/**
 * An e-mail address and a phone number written in the page's visible text, as evidence. `national`: the stretch
 * where a site writes its contact details (its footer, or a contact page's text), where a number in a national
 * form without a label ("020 7946 0958") counts too; elsewhere such a figure may be anything.
 *
 * @example
 * ```ts
 * contactsInText('Questions? Email me at ruth@allotmentnotes.uk');
 * // [{ what: 'e-mail address in the page text', value: 'ruth@allotmentnotes.uk' }]
 * contactsInText(text, footer); // [{ what: 'phone number in the footer or contact block', value: '020 7946 0958' }]
 * ```
 */
export function contactsInText(text: string, national?: string): Evidence[] {
  const out: Evidence[] = [];
  const email = firstEmail(text);
  if (email) out.push({ what: 'e-mail address in the page text', value: email });
  const phone = firstPhone(text);
  const local = phone === undefined && national !== undefined ? firstNationalPhone(national) : undefined;
  if (phone) out.push({ what: 'phone number in the page text', value: phone });
  else if (local) out.push({ what: 'phone number in the footer or contact block', value: local });
  return out;
}

/** How much of the end of the page text is read as its footer. */
const FOOTER_CHARS = 1500;

/**
 * The page text after the main content, up to its last 1,500 characters: where the footer sits. The end of the
 * main text is found with one native search for its last line's tail; a page whose main text cannot be found in
 * it gives only its last 1,500 characters.
 *
 * @example
 * ```ts
 * footerOf('Menu\nOur sourdough …\n© 2026 Crumb · 020 7946 0958', 'Our sourdough …'); // '\n© 2026 Crumb · 020 7946 0958'
 * ```
 */
export function footerOf(text: string, mainText: string): string {
  const tail = mainText.slice(-60);
  const at = tail === '' ? -1 : text.lastIndexOf(tail);
  const from = Math.max(at === -1 ? 0 : at + tail.length, text.length - FOOTER_CHARS);
  return text.slice(from);
}
