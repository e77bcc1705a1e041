import { createTranslator, describeScore, type Translator } from '@geo-audit/render';

const translators = new Map<string, Translator>();

/** The block editor's language, as WordPress sets it on the page (`<html lang="de-DE">`). */
export function editorLocale(): string {
  return document.documentElement.lang || 'en';
}

/**
 * The API's verdict ("Good", always English) in the editor's language, worded by render's score bands as the
 * sidebar's panel words it; a verdict render does not know is shown as sent, a missing one by the score's band.
 *
 * @example
 * ```ts
 * verdictText(72, 'Good', 'de-DE'); // 'Gut'
 * ```
 */
export function verdictText(score: number | null, verdict: string | null, locale = editorLocale()): string {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale);
    translators.set(locale, translator);
  }
  return describeScore(score, verdict, translator).verdict;
}
