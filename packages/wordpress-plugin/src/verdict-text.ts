import { describeScore } from '@geo-audit/render';
import { renderTranslator } from './render-translator.ts';

/** The block editor's language, as WordPress sets it on the page (`<html lang="de-DE">`). */
export function editorLocale(): string {
  return document.documentElement.lang || 'en';
}

/**
 * The API's verdict ("Good", always English) in the editor's language, worded by render's score bands (as
 * the site translates them) as the sidebar's panel words it; a verdict render does not know is shown as
 * sent, a missing one by the score's band.
 *
 * @example
 * ```ts
 * verdictText(72, 'Good', 'de-DE'); // 'Gut'
 * ```
 */
export function verdictText(score: number | null, verdict: string | null, locale = editorLocale()): string {
  return describeScore(score, verdict, renderTranslator(locale)).verdict;
}
