/**
 * One row per webhook id: claimed (`processing`, held by `claimToken` until `leaseUntil`) while a delivery is acted
 * on, then `done`, so a redelivered or replayed webhook is acknowledged but ignored (docs/decisions/0080). Rows
 * from before claims had leases have no `state` and count as done.
 */
export default {
  schema: {
    kind: 'collectionType',
    collectionName: 'geo_audit_webhook_deliveries',
    info: {
      singularName: 'webhook-delivery',
      pluralName: 'webhook-deliveries',
      displayName: 'GEO webhook delivery',
    },
    options: { draftAndPublish: false },
    pluginOptions: {
      'content-manager': { visible: false },
      'content-type-builder': { visible: false },
      i18n: { localized: false },
    },
    attributes: {
      webhookId: { type: 'string', required: true, unique: true },
      receivedAt: { type: 'string' },
      state: { type: 'enumeration', enum: ['processing', 'done'] },
      claimToken: { type: 'string' },
      leaseUntil: { type: 'string' },
    },
  },
};
