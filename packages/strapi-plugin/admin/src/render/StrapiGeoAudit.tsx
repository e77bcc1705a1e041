import { createTranslator, GeoAuditProvider, type Translator } from '@geo-audit/render/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { strapiSkin } from './strapi-skin.tsx';

// One translator per admin locale: list views render a provider per cell, and translators cache compiled messages.
const translators = new Map<string, Translator>();

function translatorFor(locale: string): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale);
    translators.set(locale, translator);
  }
  return translator;
}

/**
 * Supplies the Strapi skin and the admin's locale (from react-intl, which Strapi's admin sets) to the GEO
 * audit components of @geo-audit/render below it. Render ships English and German; other admin locales fall
 * back to English per message.
 *
 * @example
 * ```tsx
 * <StrapiGeoAudit><ScoreBadge score={72} /></StrapiGeoAudit>
 * ```
 */
export function StrapiGeoAudit({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  return (
    <GeoAuditProvider skin={strapiSkin} translator={translatorFor(locale)}>
      {children}
    </GeoAuditProvider>
  );
}
