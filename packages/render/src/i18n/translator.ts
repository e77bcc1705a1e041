import { formatMessage, type MessageValues } from './icu-format.ts';
import { type MessageNode, parseMessage } from './icu-parse.ts';
import { de } from './messages-de.ts';
import { type Catalogue, en, type MessageId } from './messages-en.ts';

export type { MessageValues };

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
  const compiled = new Map<string, MessageNode[] | null>();

  function compile(source: string): MessageNode[] | null {
    if (!compiled.has(source)) {
      try {
        compiled.set(source, parseMessage(source));
      } catch {
        // A malformed (or unsupported) host override must not break the UI; the next catalogue is used.
        compiled.set(source, null);
      }
    }
    return compiled.get(source) ?? null;
  }

  return {
    locale: resolvedLocale,
    t(id, values) {
      for (const [catalogue, messageLocale] of chain) {
        const source = catalogue[id];
        if (typeof source !== 'string') continue;
        const nodes = compile(source);
        if (!nodes) continue;
        try {
          return formatMessage(nodes, messageLocale, values ?? {});
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
