import { GeoAuditProvider } from '@geo-audit/render/react';
import type { ReactNode } from 'react';
import { useCurrentLocale } from 'sanity';
import { sanitySkin } from './sanity-skin.tsx';

/**
 * Render's provider with the @sanity/ui skin and the Studio's current locale (render ships English and
 * German catalogues and falls back to English per message).
 */
export function StudioRenderProvider({ children }: { children: ReactNode }) {
  const locale = useCurrentLocale();
  return (
    <GeoAuditProvider skin={sanitySkin} locale={locale.id}>
      {children}
    </GeoAuditProvider>
  );
}
