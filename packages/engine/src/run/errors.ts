import type { FetchErrorCode } from '../api-types.ts';

/**
 * The audited page produced no response at all (blocked destination, DNS failure, timeout, refused
 * connection …), so there is nothing to analyze. `runAudit` throws it; a page that answers with an HTTP
 * error status is analyzed instead and capped at 0.
 *
 * @example
 * ```ts
 * try { await runAudit(url); } catch (error) {
 *   if (error instanceof PageFetchError) console.error(error.code, error.message, error.detail ?? '');
 * }
 * ```
 */
export class PageFetchError extends Error {
  override name = 'PageFetchError';
  readonly url: string;
  readonly code: FetchErrorCode;
  /**
   * For an operator's log, not the editor: the network library's code and words behind `message`
   * (`ECONNRESET: read ECONNRESET`), when the failure came from the network. An own property, so a logger that
   * serialises the error (pino's `err`) records it.
   */
  readonly detail?: string;

  constructor(url: string, code: FetchErrorCode, message: string, detail?: string) {
    super(message);
    this.url = url;
    this.code = code;
    if (detail !== undefined) this.detail = detail;
  }
}
