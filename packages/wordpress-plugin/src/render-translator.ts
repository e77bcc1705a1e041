import { createTranslator, hostMessages, type Translator } from '@geo-audit/render/react';
import { subscribe } from '@wordpress/i18n';
import { renderStrings } from './render-strings.ts';

const translators = new Map<string, Translator>();
let subscribed = false;

/**
 * render's translator for the editor's locale, reading render's strings through WordPress's gettext
 * (render-strings.ts), so the site's `geo-audit` translations (translate.wordpress.org language packs,
 * Loco Translate) reach the panel. render formats them (ICU plurals included); strings the site has no
 * translation of come from render's catalogue (English, German).
 *
 * @example
 * ```ts
 * renderTranslator('fr-FR').t('actions.heading'); // "Plan d'action" with a French language pack
 * ```
 */
export function renderTranslator(locale: string): Translator {
  if (!subscribed) {
    // Translations loaded after the first render (setLocaleData) must reach the next one.
    subscribe(() => translators.clear());
    subscribed = true;
  }
  let translator = translators.get(locale);
  if (!translator) {
    const strings = renderStrings();
    translator = createTranslator(
      locale,
      hostMessages((id) => strings[id]),
    );
    translators.set(locale, translator);
  }
  return translator;
}
