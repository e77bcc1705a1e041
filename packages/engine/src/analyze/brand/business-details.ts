import type { Evidence } from '@geo-audit/core';
import { normalizeText } from '../../structured-data/text.ts';
import { contactsInText } from '../eeat/contact-text.ts';

/**
 * What a plain Organization's page shows of a business that customers review: SEO plugins print a bare Organization
 * for a plumber, a dentist or a café as for a recipe blog, and only the page tells them apart. A business customers
 * visit or call writes down where and how to reach it: a street address and a phone line. Who it is in law (a
 * company number, a legal form) any incorporated blog or media site prints as well.
 */

/** What businessDetails reads; all of it is read by analyzeBrand already. */
export interface BusinessDetailsInput {
  /** The organization's name and legal name, as its node gives them. */
  names: readonly (string | null)[];
  /** The page's footer text (footerOf): where a business prints its address, phone and registration. */
  footer: string;
  /** The page's links (page facts' anchors). */
  anchors: readonly { href: string }[];
  /** Texts of the page's `<address>` elements. */
  addresses: readonly string[];
  /** Whether a copyright holder's name is the organization's ("© 2026 Rosewood Plumbing Ltd" for "Rosewood Plumbing"). */
  namesOrganization(text: string): boolean;
}

/**
 * Company forms, as normalizeText leaves them, at the end of a name: "Ltd", "GmbH", "SARL", "S.L." ("s l"), "B.V."
 * ("b v"), "LLC", "sp. z o.o." ("sp z o o") … Forms a non-profit takes (e.V., gGmbH, CIC) are not listed.
 */
const COMPANY_FORM =
  / (?:ltd|limited|llc|l l c|llp|plc|inc|corp|gmbh|mbh|ug haftungsbeschrankt|ug|ag|kg|ohg|sarl|eurl|sas|sasu|s a|sa|sl|s l|slu|s l u|srl|s r l|spa|s p a|snc|bv|b v|nv|n v|pty|oy|ab|aps|a s|as|kft|zrt|sp z o o|s r o|lda|ltda|sdn bhd|kk|ooo|ооо)$|^(?:pt|cv) /;
/** Company forms of Japan, China and Korea, written against the name ("株式会社青窯", "云端科技有限公司", "(주)한빛"). */
const CJK_COMPANY_FORM =
  /^(?:株式会社|有限会社|合同会社|주식회사|유한회사)|(?:株式会社|有限会社|合同会社|有限公司|股份有限公司|주식회사)$|^[(（][株有주][)）]|^[㈱㈲]/;

function companyForm(name: string): boolean {
  return COMPANY_FORM.test(` ${normalizeText(name)}`) || CJK_COMPANY_FORM.test(name.trim());
}

/** The figure after a number's label: at least five digits, within a few characters of the label. */
const FIGURE = String.raw`[^\d\n|·•]{0,40}\d[\d ./-]{3,}\d`;

/**
 * A company's number in a register of companies or traders, behind its label: "Company No. 01234567", "Registered
 * in England and Wales No. 01234567", "HRB 12345" (Amtsgericht Köln), "RCS Paris B 123 456 789", "SIREN 123 456
 * 789", "KvK 12345678", "KRS 0000123456", "Org.nr 556677-8899", "ABN 12 345 678 901", "CNPJ 12.345.678/0001-90".
 */
const COMPANY_NUMBER = new RegExp(
  String.raw`\b(?:Company (?:reg(?:istration)?\.? )?(?:no|number)|Registered (?:in England|in Scotland|in Ireland|company|no|number)|Reg(?:istration)?\.? (?:no|number)|Companies House|HR[AB]|Handelsregister|Registergericht|RCS|SIRE[NT]|KvK|KRS|Org\.? ?nr|ABN|ACN|CNPJ)\b${FIGURE}`,
  'i',
);
/**
 * A VAT or tax number ("VAT No. GB 123 4567 89", "USt-IdNr.: DE123456789", "P.IVA 01234567890", "NIF B12345678",
 * "NIP 123-456-78-90"): evidence beside other details, never alone. Italian law has everyone with a VAT number
 * print it on their site's home page, a recipe blogger who invoices for sponsored posts as much as a shop, and a
 * blogger is not a business customers review.
 */
const TAX_NUMBER = new RegExp(
  String.raw`\b(?:VAT|USt|UID|TVA|N° TVA|P\.? ?IVA|Partita IVA|BTW|NIF|CIF|NIP|REGON|CVR|GSTIN)\b${FIGURE}`,
  'i',
);

/** Street types written after the name in English ("12 Mill Lane", "714 Haywood Rd"); a year is no number ("© 2026 Main Street Media"). */
const STREET_EN =
  /\b(?!(?:19|20)\d\d\b)\d{1,5}[A-Za-z]?,? (?:[A-Z][A-Za-z'.-]*\.? ){1,4}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Place|Pl|Court|Ct|Terrace|Crescent|Close|Parkway|Pkwy|Highway|Hwy|Square|Sq|Row|Parade|Mews|Gardens|Grove|Broadway)\b/;
/** Street names written with their type as a suffix and the number after ("Hauptstraße 12", "Keizersgracht 123"). */
const STREET_SUFFIX =
  /[A-ZÄÖÜÅØÆ][a-zäöüßåøæé-]+(?:straße|strasse|str\.|weg|gasse|platz|allee|damm|ufer|straat|laan|plein|gracht|kade|singel|gatan|vägen|gata|gade|vej|veien|gate) \d{1,4}[a-z]?\b/;
/** Street types written before the name ("12 rue de la Paix", "Via Roma 12", "Calle Mayor, 12", "Rua Augusta, 100"). */
const STREET_BEFORE =
  /\b\d{1,4}(?: ?(?:bis|ter))?,? (?:rue|avenue|boulevard|bd|place|chemin|impasse|allée|quai|route) (?:(?:de|du|des|la|le|les) |d'|l')*[A-ZÀ-Ý]|\b(?:Rue|Calle|C\/|Avda\.?|Avenida|Plaza|Paseo|Carrer|Rua|Via|Viale|Piazza|Corso|Largo|ul\.) (?:(?:de|del|della|des|du|da|do|dos|di|la|le|les|l'|d') ?)*[A-ZÀ-Ý][a-zA-ZÀ-ÿ'-]*(?: [A-ZÀ-Ý][a-zA-ZÀ-ÿ'-]*){0,3},? (?:n[.°º]? ?)?\d{1,4}\b/;
/** A UK postcode ("LS6 2AB", "SW1A 1AA"): no other figure is written so. */
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}\b/;

/** The part of a footer line after "©" that names its holder, years and "All rights reserved" aside. */
const COPYRIGHT = /(?:©|\(c\)|copyright)\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*)?([^|·•\n©]{2,80})/i;
const HOLDER_END = /\.\s|,|;|\s[-–—]\s|\s\d{4}\b|all rights reserved/i;

/**
 * The first street address written in the text: a number and a street ("12 Mill Lane", "Hauptstraße 12", "12 rue de
 * la Paix"), else a UK postcode.
 */
export function streetAddress(text: string): string | undefined {
  return (
    STREET_EN.exec(text)?.[0] ??
    STREET_SUFFIX.exec(text)?.[0] ??
    STREET_BEFORE.exec(text)?.[0] ??
    UK_POSTCODE.exec(text)?.[0]
  );
}

/**
 * What shows the organization behind a plain Organization node is a business customers review, as evidence: a street
 * address (an `<address>` or the footer's text) and a phone number (a tel: link or the footer's text), both, as a
 * shop, a practice or a tradesman prints them for customers to come or call. A legal form, a company registration
 * number or a VAT number is added beside them, never alone: almost every professional blog or publisher is a Ltd,
 * LLC or GmbH and prints its registration as the law requires, and that shows a company, not one customers review.
 * Reads the footer (at most 1,500 characters, footerOf), the links and the `<address>` texts the page facts hold
 * already.
 *
 * @example
 * ```ts
 * businessDetails({ names: ['Rosewood Plumbing Ltd'], footer: '12 Mill Lane, Leeds · 0113 496 0000', anchors: [], addresses: [], namesOrganization });
 * // legal form, street address '12 Mill Lane', phone number in the footer
 * ```
 */
export function businessDetails(input: BusinessDetailsInput): Evidence[] {
  const out: Evidence[] = [];
  const named = input.names.find((name) => name !== null && companyForm(name));
  if (named) out.push({ what: "legal form in the organization's name", value: named });
  else {
    const holder = COPYRIGHT.exec(input.footer)?.[1]?.split(HOLDER_END)[0]?.trim();
    if (holder && companyForm(holder) && input.namesOrganization(holder))
      out.push({ what: 'legal form in the copyright line', value: holder });
  }
  const registration = COMPANY_NUMBER.exec(input.footer)?.[0];
  if (registration) out.push({ what: 'company registration number in the footer', value: registration });
  let address: string | undefined;
  for (const text of input.addresses) {
    address = streetAddress(text);
    if (address !== undefined) break;
  }
  address ??= streetAddress(input.footer);
  if (address) out.push({ what: 'street address', value: address });
  const tel = input.anchors.find((a) => /^\s*tel:/i.test(a.href))?.href;
  const phone =
    tel ?? contactsInText(input.footer, input.footer).find((e) => e.what.startsWith('phone'))?.value;
  // A street address and a phone together are how a business customers visit or call prints itself; either alone,
  // or a company's legal details alone, is what any incorporated publisher prints too.
  if (!address || !phone) return [];
  out.push({ what: tel ? 'tel: link' : 'phone number in the footer', value: phone });
  const tax = TAX_NUMBER.exec(input.footer)?.[0];
  if (tax) out.push({ what: 'VAT or tax number in the footer', value: tax });
  return out;
}
