/**
 * Plugin config from `config/plugins.(js|ts)`. Non-empty values win over the Settings page and are never
 * sent to the browser, so secrets can live in the environment.
 */
export interface GeoAuditPluginConfig {
  apiKey: string;
  baseUrl: string;
  webhookSecret: string;
  /** The address the GEO Audit API posts completion webhooks to; defaults to Strapi's `server.url`. */
  publicUrl: string;
  /** How often the fallback poller confirms pending audits (ms); 0 turns it off. */
  pollIntervalMs: number;
  /**
   * Delays (ms) before each automatic re-audit of a page the site did not serve yet (a 404 or a coming-soon
   * page right after publishing); `null` keeps the default of 2, 5 and 15 minutes, `[]` turns re-checks
   * off. The poller starts re-checks, so they need `pollIntervalMs` above 0.
   *
   * @example
   * ```js
   * // config/plugins.js: one re-check, ten minutes after the first audit
   * module.exports = { 'geo-audit': { config: { recheckDelaysMs: [600_000] } } };
   * ```
   */
  recheckDelaysMs: number[] | null;
}

export const DEFAULT_BASE_URL = 'http://127.0.0.1:8787';

const defaults: GeoAuditPluginConfig = {
  apiKey: '',
  baseUrl: '',
  webhookSecret: '',
  publicUrl: '',
  pollIntervalMs: 60_000,
  recheckDelaysMs: null,
};

export default {
  default: defaults,
  validator(config: Partial<GeoAuditPluginConfig>) {
    for (const key of ['apiKey', 'baseUrl', 'webhookSecret', 'publicUrl'] as const) {
      if (config[key] !== undefined && typeof config[key] !== 'string')
        throw new Error(`geo-audit: "${key}" must be a string.`);
    }
    if (config.baseUrl && !/^https?:\/\//.test(config.baseUrl))
      throw new Error('geo-audit: "baseUrl" must be an absolute http(s) URL, e.g. https://geo.example.com.');
    if (
      config.pollIntervalMs !== undefined &&
      (!Number.isFinite(config.pollIntervalMs) || config.pollIntervalMs < 0)
    )
      throw new Error('geo-audit: "pollIntervalMs" must be 0 (off) or a positive number of milliseconds.');
    const delays = config.recheckDelaysMs;
    if (
      delays !== undefined &&
      delays !== null &&
      (!Array.isArray(delays) || delays.some((delay) => !Number.isFinite(delay) || delay < 0))
    )
      throw new Error(
        'geo-audit: "recheckDelaysMs" must be a list of delays in milliseconds, e.g. [120000, 300000], or [] to turn re-checks off.',
      );
  },
};
