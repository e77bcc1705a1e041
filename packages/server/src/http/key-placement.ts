import type { FastifyRequest } from 'fastify';
import { type ProblemInput, UNAUTHORIZED } from './problem.ts';

/** Query parameters clients of other APIs put their key in. */
const KEY_QUERY_NAMES = new Set(['api_key', 'apikey', 'api-key', 'key', 'x-api-key', 'x_api_key', 'token']);

/**
 * Whether X-API-Key came more than once. Node joins repeated header lines with ", ", as HTTP clients do when a
 * header is added twice, and no key contains a comma, so either way the value holds several.
 */
export function sentMoreThanOnce(request: FastifyRequest): boolean {
  const header = request.headers['x-api-key'];
  if (Array.isArray(header) || (typeof header === 'string' && header.includes(','))) return true;
  const raw = request.raw.rawHeaders;
  let lines = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'x-api-key') lines++;
  return lines > 1;
}

function queryHoldsKey(request: FastifyRequest): boolean {
  const query = request.query;
  if (typeof query !== 'object' || query === null) return false;
  return Object.keys(query).some((name) => KEY_QUERY_NAMES.has(name.toLowerCase()));
}

/**
 * The 401 body when no key was read. Where the key was sent decides the words, never whether it exists:
 * missing, malformed, unknown and revoked keys share one body, so it reveals nothing about keys. A key sent
 * twice, in Authorization, after "Bearer " or in the query got that body, and the caller checked a key that was
 * right.
 */
export function unauthorizedProblem(request: FastifyRequest): Omit<ProblemInput, 'status'> {
  const header = request.headers['x-api-key'];
  if (sentMoreThanOnce(request)) {
    return {
      ...UNAUTHORIZED,
      title: 'X-API-Key sent more than once',
      detail:
        'The X-API-Key header came more than once (or with several comma-separated values), so no key was read: which one was meant is not guessed. Send the header once, with one key; check that a default header and a per-request header do not both add it.',
    };
  }
  if (typeof header === 'string' && /^\s*bearer\s/i.test(header)) {
    return {
      ...UNAUTHORIZED,
      title: 'X-API-Key holds more than the key',
      detail: 'X-API-Key takes the key alone: send X-API-Key: geo_live_…, without "Bearer ".',
    };
  }
  if (header === undefined && request.headers.authorization !== undefined) {
    return {
      ...UNAUTHORIZED,
      title: 'API key in the wrong header',
      detail:
        'This API reads the key from the X-API-Key header, not from Authorization. Send X-API-Key: geo_live_… instead.',
    };
  }
  if (header === undefined && queryHoldsKey(request)) {
    return {
      ...UNAUTHORIZED,
      title: 'API key in the query',
      detail:
        'This API reads the key from the X-API-Key header only, not from the query string, where proxies and access logs keep it. Send X-API-Key: geo_live_… and leave the key out of the URL.',
    };
  }
  return UNAUTHORIZED;
}
