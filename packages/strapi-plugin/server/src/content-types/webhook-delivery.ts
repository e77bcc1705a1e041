/** Webhook ids already processed, so a redelivered or replayed webhook is acknowledged but ignored. */
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
    },
  },
};
