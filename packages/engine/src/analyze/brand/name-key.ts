/**
 * Brand name keys: the comparable form of a brand name (legal forms, trademark signs and transliterated umlauts
 * folded away), and whether a text spells one.
 */
import { normalizeText } from '../../structured-data/text.ts';

/**
 * Legal forms, as normalizeText leaves them (lower case, punctuation gone: "GmbH & Co. KG" is "gmbh and co kg",
 * "sp. z o.o." is "sp z o o", "Tic. Ltd. Şti." is "tic ltd sti"), wherever they stand in the name. Longer forms
 * first, so "gmbh and co kg" goes whole. German e.V. is read before normalizing, where its dots tell it from a word
 * ("Yeşil Ev" is Turkish for "Green House").
 */
const LEGAL_FORM =
  /(?<![\p{L}\p{N}])(?:gmbh and co kg|gmbh and co|sp z o o|spzoo|spol s r o|s r o|sro|(?:san(?:ayi)? ve )?tic(?:aret)? (?:ltd|limited) sti|(?:san(?:ayi)? ve )?tic(?:aret)? a s|ltd sti|sti|and co|and company|a s|aps|ivs|amba|kft|zrt|nyrt|bt|inc|incorporated|llc|l l c|ltd|limited|gmbh|mbh|ag|kg|ug|sa|sas|sarl|s a|s r l|srl|spa|s p a|bv|b v|nv|plc|pty|co|corp|corporation|company|ab|oy|oyj|as|asa|kk|lp|llp|pc|pllc|lda|ltda|sl|se|ohg|tbk|sdn bhd|bhd|tnhh(?: mtv)?|ctcp|jsc|ooo|ооо|зао|оао|пао|ао|ao|тов|тзов|прат|пат|ат|фоп)(?![\p{L}\p{N}])/gu;
/** Forms written only before the name: Indonesian PT, Vietnamese Công ty (TNHH, Cổ phần). */
const LEADING_FORM = /^(?:pt|cong ty(?: (?:tnhh(?: mtv)?|co phan))?) /;
/**
 * Forms read before normalizing, where their spelling tells them from words: German e.V. (with its dot, or "eV"
 * as written), Hebrew בע"מ, Thai บริษัท … จำกัด (normalizeText splits Thai words at their vowel marks), and the
 * Korean and Japanese bracketed abbreviations written against the name ("(주)한빛일보").
 */
const WRITTEN_FORM =
  /(?<![\p{L}\p{N}])(?:e\.\s?V\.?|eV(?=\s*$)|בע["״'׳]?מ)(?![\p{L}\p{N}])|[(（]\s*[주株有合]\s*[)）]|^\s*(?:บริษัท|ห้างหุ้นส่วนจำกัด)|(?:จำกัด\s*(?:[(（]\s*มหาชน\s*[)）])?)\s*$/gu;
/**
 * Japanese, Chinese and Korean legal forms, written against the name with no space ("株式会社青窯", "青窯株式会社",
 * "云端科技有限公司"), or abbreviated in brackets ("(株)", "㈱"), which normalizeText leaves as a word of its own.
 */
const CJK_LEGAL_FORM =
  /^(?:株式会社|有限会社|合同会社|合資会社|合名会社|股份有限公司|有限责任公司|有限責任公司|集团有限公司|集團有限公司|有限公司|公司|주식회사|유한회사)|(?:株式会社|有限会社|合同会社|合資会社|合名会社|股份有限公司|有限责任公司|有限責任公司|集团有限公司|集團有限公司|有限公司|公司|주식회사|유한회사)$/;
const CJK_ABBREVIATED_FORM = new Set(['株', '有', '合', '주']);

/**
 * Spellings that stand for one another in brand names: German writes ä, ö, ü as ae, oe, ue where umlauts are not
 * available ("Oezdemir" is "Özdemir"), and English pages drop the dots ("Ozdemir"). normalizeText already reads ö
 * as o; reading oe as o too makes all three one key. The fold is for comparing brand names only: "Blue" and "Blu"
 * become one key as well, a collision two sources of one page's brand name never make in practice.
 */
function transliterationKey(word: string): string {
  return word
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/[øœ]/g, 'o')
    .replace(/([aou])e/g, '$1');
}

/**
 * Trademark signs: decoration, not part of the name ("Acme™" is "Acme"). Dropped before normalizeText, whose
 * NFKD would spell ™ and ℠ as the letters "TM" and "SM".
 */
const MARK_SIGNS = /[™℠®©]/g;

/**
 * A name written as its domain ("FYE.com", "Booking.com", "www.acme.co.uk"): the brand without its top-level
 * domain, so that "FYE.com" in application-name and "FYE" in the title are one name. Only the usual generic
 * domains and country codes are read as one, so "Node.js" and "E.ON" keep their last part.
 */
const DOMAIN_NAME =
  /(?<![\p{L}\p{N}.@/-])(?:www\.)?([\p{L}\p{N}][\p{L}\p{N}-]*)\.(?:com|net|org|biz|info|io|co|ai|app|dev|shop|store|online|site|tv|me|fm|eu|uk|de|fr|es|it|nl|be|ch|at|pl|se|no|dk|fi|ie|pt|cz|gr|hu|ro|ru|ua|tr|us|ca|mx|br|ar|au|nz|jp|cn|kr|in|sg|hk|tw|za)(?:\.(?:uk|au|nz|za|jp|kr|br|mx|in|tr|cn|hk|tw|sg))?(?![\p{L}\p{N}.-])/giu;

/** The words of a brand name as keys compare them: legal forms, trademark signs, "logo" and a leading "the" dropped. */
export function brandWords(name: string): string[] {
  return normalizeText(name.replace(MARK_SIGNS, ' ').replace(WRITTEN_FORM, ' ').replace(DOMAIN_NAME, '$1'))
    .replace(LEADING_FORM, '')
    .replace(LEGAL_FORM, ' ')
    .replace(/\b(?:logo|homepage|official site|official website)\b/g, ' ')
    .replace(/^\s*the\s+/, '')
    .split(/\s+/)
    .filter((word) => word !== '' && !CJK_ABBREVIATED_FORM.has(word))
    .map((word) => transliterationKey(word.replace(CJK_LEGAL_FORM, '')))
    .filter(Boolean);
}

/**
 * Brand name key: lower case, accents and punctuation gone, legal forms (Inc., GmbH, sp. z o.o., 株式会社, 有限公司 …)
 * and "logo"/"home" dropped, transliterated umlauts folded ("Oezdemir" = "Özdemir"), no spaces.
 *
 * @example
 * ```ts
 * brandKey('Kanzlei Brandt & Oezdemir') === brandKey('Kanzlei Brandt & Özdemir'); // true
 * brandKey('株式会社青窯'); // '青窯'
 * ```
 */
export function brandKey(name: string): string {
  return brandWords(name).join('');
}

/**
 * True when some run of whole words of `text` spells the key: "Acme Inc | Blog" holds "acme" and "Git Hub" holds
 * "github", but "Pineapple Studio" does not hold "apple".
 */
export function holdsKey(text: string, key: string): boolean {
  const words = brandWords(text);
  for (let i = 0; i < words.length; i++) {
    let run = '';
    for (let j = i; j < words.length && run.length < key.length; j++) {
      run += words[j];
      if (run === key) return true;
    }
  }
  return false;
}
