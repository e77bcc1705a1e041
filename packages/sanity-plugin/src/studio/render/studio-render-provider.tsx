import { GeoAuditProvider } from '@geo-audit/render/react';
import { type ReactNode, useMemo } from 'react';
import { useCurrentLocale, useTranslation } from 'sanity';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import { sanitySkin } from './sanity-skin.tsx';
import { studioMessages } from './studio-translator.ts';

/**
 * Render's provider with the @sanity/ui skin, the Studio's current locale, and render's strings as the
 * Studio's locale bundles hold them (`geo-audit` namespace, `render.<id>` keys, see `studioMessages`), so a
 * bundle for another locale translates the audit.
 */
export function StudioRenderProvider({ children }: { children: ReactNode }) {
  const locale = useCurrentLocale();
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  // react-i18next gives a new `t` when the language changes or bundles are added.
  const messages = useMemo(() => studioMessages(t), [t]);
  return (
    <GeoAuditProvider skin={sanitySkin} locale={locale.id} messages={messages}>
      {children}
    </GeoAuditProvider>
  );
}
