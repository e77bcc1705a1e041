module.exports = ({ env }) => ({
  'geo-audit': {
    enabled: true,
    config: {
      // Optional: values from the environment win over the Settings page and never reach the browser.
      apiKey: env('GEO_AUDIT_API_KEY', ''),
      baseUrl: env('GEO_AUDIT_BASE_URL', ''),
      webhookSecret: env('GEO_AUDIT_WEBHOOK_SECRET', ''),
      pollIntervalMs: env.int('GEO_AUDIT_POLL_INTERVAL_MS', 60_000),
      // Delays before re-auditing a page the site did not serve yet, e.g. "120000,300000"; unset: 2, 5, 15 min.
      recheckDelaysMs: env('GEO_AUDIT_RECHECK_DELAYS_MS')
        ? env('GEO_AUDIT_RECHECK_DELAYS_MS').split(',').map(Number)
        : null,
    },
  },
});
