import { type Catalogue, createTranslator, hostMessages, type Translator } from '@geo-audit/render/react';
import { renderKey } from '../i18n/render-resources.ts';

/** The `t` of the plugin's namespace, as `useTranslation(GEO_AUDIT_NAMESPACE)` gives it. */
export type NamespaceT = (key: string, options?: Record<string, unknown>) => unknown;

/**
 * Render's strings as the Studio's locale bundles hold them (`render.<id>` keys of the `geo-audit` namespace), for
 * render's translator. i18next does not speak ICU MessageFormat, so it only looks them up (no interpolation) and
 * render formats them, plurals included; render's catalogue covers what the bundles lack.
 *
 * @example
 * ```ts
 * const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
 * studioMessages(t)['actions.heading']; // "Plan d'action" with a French bundle, undefined with none
 * ```
 */
export function studioMessages(t: NamespaceT): Partial<Catalogue> {
  return hostMessages((id) => {
    const key = renderKey(id);
    const text = t(key, { skipInterpolation: true });
    // i18next answers a key no bundle holds with the key itself.
    return text === key ? undefined : text;
  });
}

// react-i18next gives a new `t` when the language changes or bundles are added, so one translator per `t`.
const translators = new WeakMap<NamespaceT, { locale: string; translator: Translator }>();

/**
 * Render's translator for the Studio's locale and bundles, for what words render's messages outside a panel (the
 * document badge's verdict), so they read as the inspector does.
 *
 * @example
 * ```ts
 * describeScore(72, 'Fair', studioTranslator(locale.id, t)).verdict; // 'Befriedigend' in de-DE
 * ```
 */
export function studioTranslator(locale: string, t: NamespaceT): Translator {
  const known = translators.get(t);
  if (known?.locale === locale) return known.translator;
  const translator = createTranslator(locale, studioMessages(t));
  translators.set(t, { locale, translator });
  return translator;
}
