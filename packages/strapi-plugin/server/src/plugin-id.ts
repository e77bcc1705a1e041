/** The plugin id: `plugin::geo-audit.*` UIDs, `/geo-audit/*` admin routes, `/api/geo-audit/*` public routes. */
export const PLUGIN_ID = 'geo-audit';
export const AUDIT_UID = 'plugin::geo-audit.audit';
export const DELIVERY_UID = 'plugin::geo-audit.webhook-delivery';
