import type { FetchErrorCode } from '../api-types.ts';

/**
 * The audited page produced no response at all (blocked destination, DNS failure, timeout, refused
 * connection …), so there is nothing to analyze. `runAudit` throws it; a page that answers with an HTTP
 * error status is analyzed instead and capped at 0.
 *
 * @example
 * ```ts
 * try { await runAudit(url); } catch (error) {
 *   if (error instanceof PageFetchError) console.error(error.code, error.message);
 * }
 * ```
 */
export class PageFetchError extends Error {
  override name = 'PageFetchError';
  readonly url: string;
  readonly code: FetchErrorCode;

  constructor(url: string, code: FetchErrorCode, message: string) {
    super(message);
    this.url = url;
    this.code = code;
  }
}
