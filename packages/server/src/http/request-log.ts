import type { FastifyRequest } from 'fastify';

// Anything shaped like an API key or a webhook secret, wherever it sits in the URL (a client that puts its key in
// the query string, `?api_key=…`, gets a 401, but the access log would otherwise keep the key in clear).
const SECRET_SHAPES = /geo_(?:live|test)_[0-9A-Za-z]{20,}(?:_[0-9A-Za-z]{0,6})?|whsec_[0-9A-Za-z+/=%]{8,}/g;

/**
 * The URL as the access log writes it: key- and secret-shaped parts replaced by `[redacted]`.
 *
 * @example
 * ```ts
 * redactUrl('/api/audit_status.php?job_id=j&api_key=geo_live_3Jf…_a1B2c3'); // '/api/audit_status.php?job_id=j&api_key=[redacted]'
 * ```
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SHAPES, '[redacted]');
}

/**
 * pino serializer of the request in Fastify's "incoming request" lines: Fastify's own fields, with the URL
 * redacted. Headers are not logged, so `X-API-Key` never reaches the log.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
