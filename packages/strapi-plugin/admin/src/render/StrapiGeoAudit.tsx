import { createTranslator, GeoAuditProvider, hostMessages, type Translator } from '@geo-audit/render/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { t } from '../plugin-id.ts';
import { RENDER_KEY_PREFIX } from '../translations/render-messages.ts';
import { strapiSkin } from './strapi-skin.tsx';

// One translator per admin message set and locale: list views render a provider per cell, and translators
// cache compiled messages. Strapi replaces the messages object when the admin language changes.
const translators = new WeakMap<object, Map<string, Translator>>();

function translatorFor(locale: string, messages: Record<string, unknown>): Translator {
  let byLocale = translators.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    translators.set(messages, byLocale);
  }
  let translator = byLocale.get(locale);
  if (!translator) {
    // The admin's messages (render's catalogue from registerTrads, then the project's config.translations)
    // win; render's catalogue covers what they lack.
    translator = createTranslator(
      locale,
      hostMessages((id) => messages[t(`${RENDER_KEY_PREFIX}${id}`)]),
    );
    byLocale.set(locale, translator);
  }
  return translator;
}

/**
 * Supplies the Strapi skin and a translator to the GEO audit components of @geo-audit/render below it. The
 * translator reads render's strings from the admin's react-intl messages (`geo-audit.render.<id>`), so a
 * project's `config.translations` rewords or translates them like any plugin string; ICU plurals work as
 * in react-intl. Messages the admin lacks come from render's catalogue (English, German).
 *
 * @example
 * ```tsx
 * <StrapiGeoAudit><ScoreBadge score={72} /></StrapiGeoAudit>
 * ```
 */
export function StrapiGeoAudit({ children }: { children: ReactNode }) {
  const { locale, messages } = useIntl();
  return (
    <GeoAuditProvider skin={strapiSkin} translator={translatorFor(locale, messages)}>
      {children}
    </GeoAuditProvider>
  );
}
