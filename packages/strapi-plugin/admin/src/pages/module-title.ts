import { MODULE_NAMES } from '@geo-audit/core/constants';
import { createTranslator, type MessageId, type Translator } from '@geo-audit/render';

const KNOWN = new Set<string>(MODULE_NAMES);
const translators = new Map<string, Translator>();

/**
 * A module's title in the admin's language, as the audit panel names it (render's `module.<id>.title`), or
 * `null` for a module render does not know (a newer API's), which is then shown by its id alone.
 *
 * @example
 * ```ts
 * moduleTitle('eeat', 'en'); // 'Experience, expertise, authority, trust'
 * moduleTitle('eeat', 'de'); // the German title
 * ```
 */
export function moduleTitle(id: string, locale: string): string | null {
  if (!KNOWN.has(id)) return null;
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale);
    translators.set(locale, translator);
  }
  return translator.t(`module.${id}.title` as MessageId);
}
