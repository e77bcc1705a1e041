/**
 * One row per audited document and locale: the latest state and result, plus a capped history for the trend.
 * Kept in the plugin's own table so user schemas never change.
 */
export default {
  schema: {
    kind: 'collectionType',
    collectionName: 'geo_audit_audits',
    info: { singularName: 'audit', pluralName: 'audits', displayName: 'GEO audit' },
    options: { draftAndPublish: false },
    pluginOptions: {
      'content-manager': { visible: false },
      'content-type-builder': { visible: false },
      i18n: { localized: false },
    },
    attributes: {
      key: { type: 'string', required: true, unique: true },
      targetUid: { type: 'string', required: true },
      targetDocumentId: { type: 'string', required: true },
      targetLocale: { type: 'string' },
      url: { type: 'text' },
      state: { type: 'string', required: true },
      jobId: { type: 'string' },
      geoScore: { type: 'integer' },
      verdict: { type: 'string' },
      resultsUrl: { type: 'text' },
      result: { type: 'json' },
      problem: { type: 'json' },
      progress: { type: 'float' },
      requestedAt: { type: 'string' },
      completedAt: { type: 'string' },
      history: { type: 'json' },
      rechecks: { type: 'integer' },
    },
  },
};
