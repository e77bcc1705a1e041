/**
 * Why a response body broke off, in words for the page's owner: the connection closing part-way and a damaged
 * compressed stream call for different checks. The library's code (ECONNRESET, UND_ERR_SOCKET, Z_DATA_ERROR …)
 * stays in the operator detail.
 */
import { operatorDetail } from './errors.ts';

const CLOSED = new Set([
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
  'ERR_STREAM_PREMATURE_CLOSE',
  'UND_ERR_ABORTED',
]);

/**
 * The message and operator detail for a body read that threw `caught`.
 *
 * @example
 * ```ts
 * bodyReadError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })).error;
 * // 'The response body could not be read to the end: the connection closed before all of it arrived.'
 * ```
 */
export function bodyReadError(caught: unknown): { error: string; detail: string } {
  const code = (caught as { code?: unknown } | null)?.code;
  const detail = operatorDetail(caught);
  const lead = 'The response body could not be read to the end';
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return {
      error: `${lead}: its compressed data is damaged or ends early. Check the server's or CDN's compression (Content-Encoding) settings.`,
      detail,
    };
  }
  if (typeof code === 'string' && CLOSED.has(code)) {
    return { error: `${lead}: the connection closed before all of it arrived.`, detail };
  }
  return { error: `${lead}.`, detail };
}
