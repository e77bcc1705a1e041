import { defineLocaleResourceBundle } from 'sanity';
import { renderResources } from './render-resources.ts';
import { deDEStrings, enUSStrings } from './resources.ts';

export const GEO_AUDIT_NAMESPACE = 'geo-audit';

/** Locale bundles registered through the plugin's `i18n.bundles`: the plugin's strings and render's. */
export const geoAuditLocaleBundles = [
  defineLocaleResourceBundle({
    locale: 'en-US',
    namespace: GEO_AUDIT_NAMESPACE,
    resources: { ...enUSStrings, ...renderResources('en') },
  }),
  defineLocaleResourceBundle({
    locale: 'de-DE',
    namespace: GEO_AUDIT_NAMESPACE,
    resources: { ...deDEStrings, ...renderResources('de') },
  }),
];
