import { IntlMessageFormat } from 'intl-messageformat';
import { de } from './messages-de.ts';
import { type Catalogue, en, type MessageId } from './messages-en.ts';

/** Values a message can interpolate. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * Turns message ids into text for one locale. Hosts with their own i18n system (react-intl in Strapi,
 * `useTranslation` in Sanity, `@wordpress/i18n`) can implement this interface directly instead of calling
 * {@link createTranslator}.
 */
export interface Translator {
  /** BCP 47 locale used for plural rules, numbers and dates. */
  readonly locale: string;
  /** The formatted message; never throws, falls back to English and then to the id. */
  t(id: MessageId, values?: MessageValues): string;
}

/** The built-in catalogues, by language. English is complete and the fallback for every key. */
export const catalogues: Readonly<Record<string, Catalogue>> = { en, de };

function builtInCatalogue(locale: string): Partial<Catalogue> {
  const lower = locale.toLowerCase();
  return catalogues[lower] ?? catalogues[lower.split(/[-_]/)[0] ?? ''] ?? {};
}

/**
 * Creates a translator for `locale`, using the built-in catalogue for its language (English and German ship
 * with the package) with `overrides` on top. Pass a whole catalogue as `overrides` to add a language the
 * package does not ship; keys it lacks fall back to English.
 *
 * @example
 * ```ts
 * const { t } = createTranslator('de');
 * t('actions.count', { count: 2 }); // '2 Maßnahmen'
 *
 * const custom = createTranslator('fr', { 'actions.heading': "Plan d'action" });
 * custom.t('actions.heading'); // "Plan d'action"
 * ```
 */
export function createTranslator(
  locale = 'en',
  overrides: Partial<Record<MessageId, string>> = {},
): Translator {
  const resolvedLocale = safeLocale(locale);
  const chain: Array<[Partial<Record<MessageId, string>>, string]> = [
    [overrides, resolvedLocale],
    [builtInCatalogue(resolvedLocale), resolvedLocale],
    [en, 'en'],
  ];
  const compiled = new Map<string, IntlMessageFormat | null>();

  function compile(source: string, messageLocale: string): IntlMessageFormat | null {
    const key = `${messageLocale}\u0000${source}`;
    if (!compiled.has(key)) {
      try {
        compiled.set(key, new IntlMessageFormat(source, messageLocale));
      } catch {
        // A malformed host override must not break the UI; the next catalogue in the chain is used.
        compiled.set(key, null);
      }
    }
    return compiled.get(key) ?? null;
  }

  return {
    locale: resolvedLocale,
    t(id, values) {
      for (const [catalogue, messageLocale] of chain) {
        const source = catalogue[id];
        if (typeof source !== 'string') continue;
        const format = compile(source, messageLocale);
        if (!format) continue;
        try {
          const text = format.format(values ?? {});
          return Array.isArray(text) ? text.join('') : String(text);
        } catch {
          // A value is missing or of the wrong type for this message: try the next catalogue.
        }
      }
      return id;
    },
  };
}

/** Falls back to English when the locale tag is not valid BCP 47, instead of throwing on every format. */
function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}
