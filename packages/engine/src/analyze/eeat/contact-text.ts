import type { Evidence } from '@geo-audit/core';

/**
 * Contact details written as plain text ("Email me at ruth@allotmentnotes.uk", "Call (208) 555-0142"): a real way
 * to reach the site, as a mailto: link is. Plain expressions only, run once over the page text, and only when the
 * page showed no other contact detail.
 */

/** An address around an "@": a local part, a dotted domain and a letters-only top-level domain. */
const EMAIL_AROUND =
  /([A-Za-z0-9][A-Za-z0-9._%+-]{0,63})@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.([A-Za-z]{2,24}))(?![A-Za-z0-9-])/y;
/** Domains that hold no one's mailbox: documentation placeholders, and image names such as "logo@2x.png". */
const NOT_A_MAILBOX = /^(?:example\.(?:com|org|net)|.*\.(?:example|test|invalid|localhost))$/i;
const FILE_TLD = /^(?:png|jpe?g|gif|webp|svg|avif|ico|bmp|tiff?)$/i;

/**
 * A phone number behind a label ("Phone: 0161 496 0000", "Call us on +44 20 7946 0000", "Tel. 030 1234567"), or
 * in one of the two forms no other figure takes: a leading + with a country code, or a US "(208) 555-0142".
 */
const PHONE =
  /\b(?:phone|telephone|tel|call(?: us)?(?: (?:at|on))?|mobile|whatsapp)\.?\s*[:：]?\s*(\+?\(?\d[\d ()./-]{5,20}\d)|(\+\d{1,3}[ .-]?\(?\d{1,4}\)?(?:[ .-]?\d{2,4}){2,4})(?!\d)|(\(\d{3}\) ?\d{3}[-. ]\d{4})(?!\d)/gi;

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

/** The first phone number written in the text, if any: 7 to 15 digits, as the E.164 plan allows. */
function firstPhone(text: string): string | undefined {
  const re = PHONE;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const number = (m[1] ?? m[2] ?? m[3])!.trim();
    const digits = digitCount(number);
    if (digits >= 7 && digits <= 15) return number;
  }
  return undefined;
}

/**
 * An e-mail address and a phone number written in the page's visible text, as evidence.
 *
 * @example
 * ```ts
 * contactsInText('Questions? Email me at ruth@allotmentnotes.uk');
 * // [{ what: 'e-mail address in the page text', value: 'ruth@allotmentnotes.uk' }]
 * ```
 */
export function contactsInText(text: string): Evidence[] {
  const out: Evidence[] = [];
  const email = firstEmail(text);
  if (email) out.push({ what: 'e-mail address in the page text', value: email });
  const phone = firstPhone(text);
  if (phone) out.push({ what: 'phone number in the page text', value: phone });
  return out;
}
