import type { FetchedResource } from '../artifacts.ts';

/**
 * The record of a request that got no response (never made, refused before it left, or cut): status 0, nothing
 * read, and the error that says why.
 *
 * @example
 * ```ts
 * noResponse('https://example.com/', 'The request was cancelled before it started.').status; // 0
 * ```
 */
export function noResponse(url: string, error: string): FetchedResource {
  return { url, finalUrl: url, status: 0, headers: {}, body: '', truncated: false, redirects: [], error };
}
