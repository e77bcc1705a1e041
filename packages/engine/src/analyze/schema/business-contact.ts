import type { Evidence } from '@geo-audit/core';
import type { PageFacts } from '../../structured-data/metadata.ts';
import { firstText, isItem, itemIs, values } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';
import { streetAddress } from '../brand/business-details.ts';
import { contactsInText, footerOf } from '../eeat/contact-text.ts';

/**
 * A LocalBusiness's telephone number and street address against the ones the page shows, for schema.consistency:
 * Google's local results and answer engines read both from the markup, and a business the markup places at
 * another address or phone number than its page is one they cannot trust. Each is compared only when the page
 * shows one of its own (a tel: link, a phone number in the text, a street address beside the business's town or
 * postcode): a LocalBusiness marked up on every page of its site is not faulted on a page that shows neither.
 */

/** One comparison: the markup's value and, when it differs, the page's. */
export interface BusinessDetailCheck {
  kind: 'telephone' | 'street address';
  consistent: boolean;
  evidence?: Evidence;
}

/** LocalBusiness nodes compared per page: more is a directory of businesses, each with its own page. */
const MAX_BUSINESSES = 3;

/**
 * The trailing digits two writings of one number share: "+44 20 7946 0999", "020 7946 0999" and "(020) 7946-0999"
 * end alike once the country code and the trunk 0 are set aside, which at most nine trailing digits leave out.
 */
const PHONE_TAIL = 9;
/** Fewer digits than this is no phone number to compare. */
const MIN_PHONE_DIGITS = 7;

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Whether two phone numbers are one, however written: their last nine digits (or all of the shorter one's, from
 * seven up) agree.
 *
 * @example
 * ```ts
 * samePhone('+44 20 7946 0999', '020 7946 0999'); // true
 * samePhone('+44 20 7946 0999', '0113 496 0123'); // false
 * ```
 */
export function samePhone(a: string, b: string): boolean {
  const x = digitsOf(a).replace(/^0+/, '');
  const y = digitsOf(b).replace(/^0+/, '');
  const tail = Math.min(PHONE_TAIL, x.length, y.length);
  return tail >= MIN_PHONE_DIGITS && x.slice(-tail) === y.slice(-tail);
}

/** A run of digits written as a phone number is: spaces, dots, dashes and brackets between them. */
const NUMBER_RUN = /\+?\(?\d[\d ().\u00a0\u202f-]{5,24}\d/g;
/** Number runs read per page. */
const MAX_RUNS = 400;

/** Whether the page's text or a tel: link writes the number. */
function phoneShown(phone: string, facts: PageFacts): boolean {
  if (facts.anchors.some((a) => /^\s*tel:/i.test(a.href) && samePhone(a.href, phone))) return true;
  NUMBER_RUN.lastIndex = 0;
  let runs = 0;
  for (
    let m = NUMBER_RUN.exec(facts.text);
    m !== null && runs < MAX_RUNS;
    m = NUMBER_RUN.exec(facts.text), runs++
  )
    if (samePhone(m[0], phone)) return true;
  return false;
}

/** The phone number the page shows for itself: its first tel: link (as its text writes it), else one in its text. */
function pagePhone(facts: PageFacts): string | undefined {
  const tel = facts.anchors.find((a) => /^\s*tel:/i.test(a.href));
  if (tel !== undefined) {
    const text = tel.text.trim();
    return digitsOf(text).length >= MIN_PHONE_DIGITS ? text : tel.href.replace(/^\s*tel:/i, '').trim();
  }
  return contactsInText(facts.text, footerOf(facts.text, facts.mainText)).find((e) =>
    e.what.startsWith('phone'),
  )?.value as string | undefined;
}

/** The postal address the markup gives a business: its street line, town and postcode. */
interface MarkupAddress {
  street: string;
  locality?: string;
  postalCode?: string;
}

function addressOf(business: StructuredItem, data: StructuredData): MarkupAddress | undefined {
  for (const value of values(business, 'address', data)) {
    if (isItem(value)) {
      const street = firstText(value, 'streetAddress', data)?.split(/\n/)[0]?.trim();
      if (!street) continue;
      const locality = firstText(value, 'addressLocality', data)?.trim();
      const postalCode = firstText(value, 'postalCode', data)?.trim();
      return { street, ...(locality ? { locality } : {}), ...(postalCode ? { postalCode } : {}) };
    }
    // An address given as one text: "14 Call Lane, Leeds LS1 6DT".
    if (typeof value === 'string' && value.trim() !== '') return { street: value.split(/[\n,]/)[0]!.trim() };
  }
  return undefined;
}

/** Words that name a street's kind or a unit in it, not the street: "Lane", "Rd", "Straße", "Suite". */
const NOT_THE_NAME =
  /^(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|place|pl|court|ct|terrace|crescent|close|parkway|pkwy|highway|hwy|square|sq|row|parade|mews|gardens|grove|suite|ste|unit|floor|fl|apt|rue|avenida|calle|via|viale|piazza|corso|plaza|paseo|carrer|rua|the|and|del|della|des|du|de|la|le|les)$/;

/** A unit within a building, written before or after the street: "Unit 4", "Suite 200", "Flat 2b", "#12". */
const UNIT = /(?:\b(?:suite|ste|unit|floor|fl|apt|apartment|flat|building|bldg)\.?|#)\s*[\p{L}\p{N}-]+,?/giu;

/** A street line as it is looked for: its house numbers and the words of its name, lower-cased. */
interface StreetKey {
  numbers: string[];
  names: string[];
}

/**
 * The key of a street line: its house numbers ("14", "12a"; a unit's number aside) and the words of its name
 * ("briggate"; "call" in "14 Call Lane", "14 Call Ln" being one street), or none when no word of three letters
 * names it ("5th Ave").
 */
function streetKey(street: string): StreetKey | undefined {
  const lower = street.toLowerCase().replace(UNIT, ' ');
  const numbers = lower.match(/(?<![\p{L}\p{N}])\d{1,5}[a-z]?(?![\p{L}\p{N}])/gu) ?? [];
  const names = (lower.match(/\p{L}[\p{L}'’-]*\p{L}/gu) ?? []).filter(
    (w) => w.length >= 3 && !NOT_THE_NAME.test(w),
  );
  return names.length === 0 ? undefined : { numbers, names };
}

/** Whether two keys name one street: a word of the name in common (or abbreviated: "hauptstr"), a number too. */
function sameStreet(a: StreetKey, b: StreetKey): boolean {
  const names = a.names.some((x) =>
    b.names.some(
      (y) => x === y || (Math.min(x.length, y.length) >= 4 && (x.startsWith(y) || y.startsWith(x))),
    ),
  );
  return (
    names &&
    (a.numbers.length === 0 || b.numbers.length === 0 || a.numbers.some((n) => b.numbers.includes(n)))
  );
}

/** How far apart a street's number and name may stand in the text ("14 Call Lane", "Hauptstraße 12"). */
const NUMBER_REACH = 30;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether the lower-cased text names the street: a word of its name, with one of its house numbers near it. */
function streetShown(key: StreetKey, text: string): boolean {
  const numbers = key.numbers.map((n) => new RegExp(`(?<![\\p{L}\\p{N}])${n}(?![\\p{L}\\p{N}])`, 'u'));
  for (const name of key.names) {
    let seen = 0;
    for (let at = text.indexOf(name); at !== -1 && seen < 200; at = text.indexOf(name, at + 1), seen++) {
      const end = at + name.length;
      if (LETTER_OR_DIGIT.test(text.charAt(at - 1)) || LETTER_OR_DIGIT.test(text.charAt(end))) continue;
      if (numbers.length === 0) return true;
      const around = text.slice(Math.max(0, at - NUMBER_REACH), end + NUMBER_REACH);
      if (numbers.some((n) => n.test(around))) return true;
    }
  }
  return false;
}

/** How far before the business's town or postcode the page's street line is looked for. */
const STREET_REACH = 80;

/**
 * The street address the page shows for the business: one in an `<address>`, in the footer, or just before the
 * town or postcode the markup gives ("14 Call Lane, Leeds LS1 6DT"); a street an article merely names is not the
 * business's.
 */
function pageStreet(address: MarkupAddress, facts: PageFacts): string | undefined {
  for (const text of facts.addresses) {
    const street = streetAddress(text);
    if (street !== undefined) return street;
  }
  const places = [address.postalCode, address.locality].filter(
    (p): p is string => p !== undefined && p.length >= 2,
  );
  for (const place of places) {
    let seen = 0;
    for (
      let at = facts.text.indexOf(place);
      at !== -1 && seen < 20;
      at = facts.text.indexOf(place, at + 1), seen++
    ) {
      const street = streetAddress(facts.text.slice(Math.max(0, at - STREET_REACH), at));
      if (street !== undefined) return street;
    }
  }
  return streetAddress(footerOf(facts.text, facts.mainText));
}

/**
 * The telephone and street address of the page's LocalBusiness nodes (the top-level ones, at most three) against
 * the page: one check per value compared. `lowerText` is the page text lower-cased, blanks collapsed.
 */
export function businessDetailChecks(
  data: StructuredData,
  facts: PageFacts,
  lowerText: string,
): BusinessDetailCheck[] {
  const out: BusinessDetailCheck[] = [];
  for (const business of data.items.filter((i) => itemIs(i, 'LocalBusiness')).slice(0, MAX_BUSINESSES)) {
    const label = business.types.join(', ');
    const phone = firstText(business, 'telephone', data)?.trim();
    if (phone !== undefined && digitsOf(phone).length >= MIN_PHONE_DIGITS) {
      if (phoneShown(phone, facts)) out.push({ kind: 'telephone', consistent: true });
      else {
        const shown = pagePhone(facts);
        if (shown !== undefined)
          out.push({
            kind: 'telephone',
            consistent: false,
            evidence: {
              what: `${label} telephone "${phone}" is not the number the page shows ("${shown}")`,
              where: business.where,
              value: { markup: phone, page: shown },
            },
          });
      }
    }
    const address = addressOf(business, data);
    const key = address === undefined ? undefined : streetKey(address.street);
    if (address === undefined || key === undefined) continue;
    if (streetShown(key, lowerText)) {
      out.push({ kind: 'street address', consistent: true });
      continue;
    }
    const shown = pageStreet(address, facts);
    // A postcode alone is no street to compare with; the street written otherwise ("Hauptstr. 12" for "Hauptstraße
    // 12") is no other street.
    const shownKey = shown === undefined ? undefined : streetKey(shown);
    if (shown === undefined || shownKey === undefined) continue;
    if (sameStreet(key, shownKey)) out.push({ kind: 'street address', consistent: true });
    else
      out.push({
        kind: 'street address',
        consistent: false,
        evidence: {
          what: `${label} street address "${address.street}" is not the one the page shows ("${shown}")`,
          where: business.where,
          value: { markup: address.street, page: shown },
        },
      });
  }
  return out;
}
