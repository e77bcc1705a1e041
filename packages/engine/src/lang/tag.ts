/**
 * The primary language subtag of a BCP 47 tag such as an `<html lang>` value, lower-cased, with either separator
 * ("pt-BR", "zh_Hant_TW"): '' when there is none. Every reader of a page's language starts from it, so they agree
 * on what "the page is in German" means.
 *
 * @example
 * ```ts
 * primarySubtag(' DE-at '); // 'de'
 * primarySubtag(undefined); // ''
 * ```
 */
export function primarySubtag(lang: string | null | undefined): string {
  return lang ? subtagsOf(lang)[0]! : '';
}

/**
 * A language tag's subtags, lower-cased, split on "-" or "_" (some CMSs write locales as "en_US").
 *
 * @example
 * ```ts
 * subtagsOf('zh-Hant-TW'); // ['zh', 'hant', 'tw']
 * ```
 */
export function subtagsOf(lang: string): string[] {
  return lang.trim().toLowerCase().split(/[-_]/);
}
