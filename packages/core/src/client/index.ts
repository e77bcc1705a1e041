export { createGeoAuditClient, type GeoAuditClient } from './create-client.ts';
export * from './errors/index.ts';
export type {
  GeoAuditClientOptions,
  RetryOptions,
  StartAuditInput,
  WaitForResultOptions,
} from './options.ts';
export { parseRateLimitHeaders, parseRetryAfter, type RateLimitState } from './rate-limit-state.ts';
export type { CompletedStatus } from './wait-for-result.ts';
