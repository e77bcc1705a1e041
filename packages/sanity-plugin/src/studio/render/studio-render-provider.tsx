import { GeoAuditProvider, hostMessages } from '@geo-audit/render/react';
import { type ReactNode, useMemo } from 'react';
import { useCurrentLocale, useTranslation } from 'sanity';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import { renderKey } from '../i18n/render-resources.ts';
import { sanitySkin } from './sanity-skin.tsx';

/**
 * Render's provider with the @sanity/ui skin, the Studio's current locale, and render's strings as the
 * Studio's locale bundles hold them (`geo-audit` namespace, `render.<id>` keys), so a bundle for another
 * locale translates the audit. i18next does not speak ICU MessageFormat, so it only looks the strings up
 * (no interpolation) and render formats them, plurals included; render's catalogue covers what the bundles
 * lack.
 */
export function StudioRenderProvider({ children }: { children: ReactNode }) {
  const locale = useCurrentLocale();
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  const messages = useMemo(
    () =>
      hostMessages((id) => {
        const key = renderKey(id);
        const text: unknown = t(key, { skipInterpolation: true });
        // i18next answers a key no bundle holds with the key itself.
        return text === key ? undefined : text;
      }),
    // react-i18next gives a new `t` when the language changes or bundles are added.
    [t],
  );
  return (
    <GeoAuditProvider skin={sanitySkin} locale={locale.id} messages={messages}>
      {children}
    </GeoAuditProvider>
  );
}
