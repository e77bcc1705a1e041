import { defineLocaleResourceBundle } from 'sanity';
import { deDEStrings, enUSStrings } from './resources.ts';

export const GEO_AUDIT_NAMESPACE = 'geo-audit';

/** Locale bundles registered through the plugin's `i18n.bundles`. */
export const geoAuditLocaleBundles = [
  defineLocaleResourceBundle({ locale: 'en-US', namespace: GEO_AUDIT_NAMESPACE, resources: enUSStrings }),
  defineLocaleResourceBundle({ locale: 'de-DE', namespace: GEO_AUDIT_NAMESPACE, resources: deDEStrings }),
];
