import { PROBLEM_TYPES } from '@geo-audit/core';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { sendProblem } from './problem.ts';

/**
 * Media types with the `+json` structured syntax suffix (RFC 6839 §3.1), e.g. `application/vnd.api+json`:
 * their bodies are JSON, so Fastify parses them as it parses `application/json`. Fastify tests this against
 * the whole header, parameters included.
 */
export const JSON_SUFFIX_TYPE = /^application\/[\w!#$%&'*+.^`|~-]+\+json\s*(?:;|$)/i;

/**
 * `+json` types whose documents say something other than "here is a new resource": a patch to an existing one
 * or an error report. Their bodies are JSON, but a client sending one to a create has mixed up its requests.
 */
const NOT_A_CREATE: ReadonlyMap<string, string> = new Map([
  ['application/merge-patch+json', 'a patch format (RFC 7396) for changing an existing resource'],
  ['application/json-patch+json', 'a patch format (RFC 6902) for changing an existing resource'],
  ['application/problem+json', 'the format of error reports (RFC 9457)'],
]);

// RFC 8259 §8.1: JSON exchanged between systems is UTF-8; US-ASCII is a subset of it.
const UTF8_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

interface MediaType {
  /** `type/subtype`, lower-case. */
  essence: string;
  charset: string | undefined;
}

function parseMediaType(header: string): MediaType {
  const [essence = '', ...parameters] = header.split(';');
  let charset: string | undefined;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=', 2);
    if (name?.trim().toLowerCase() === 'charset' && value !== undefined) {
      charset = value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
    }
  }
  return { essence: essence.trim().toLowerCase(), charset };
}

/** A header value as a 415 quotes it: printable ASCII, short. */
function quoted(value: string): string {
  return JSON.stringify(value.replace(/[^\x20-\x7e]/g, '?').slice(0, 80));
}

/**
 * Why a request body with this Content-Type cannot create an audit, as the 415's detail, or undefined when it
 * can: `application/json` or a `+json` type, in UTF-8 (the default) or with a UTF-8 charset.
 *
 * @example
 * ```ts
 * jsonBodyRefusal('application/vnd.api+json; charset=utf-8'); // undefined
 * jsonBodyRefusal('text/plain'); // 'Content-Type "text/plain" is not JSON. …'
 * ```
 */
export function jsonBodyRefusal(header: string | undefined): string | undefined {
  const send = 'Send the request body as JSON with the header Content-Type: application/json.';
  if (!header?.trim()) return `The request has no Content-Type. ${send}`;
  const { essence, charset } = parseMediaType(header);
  const notACreate = NOT_A_CREATE.get(essence);
  if (notACreate) {
    return `Content-Type ${quoted(essence)} is ${notACreate}, and this request starts a new audit. ${send}`;
  }
  if (essence !== 'application/json' && !JSON_SUFFIX_TYPE.test(essence)) {
    return `Content-Type ${quoted(essence)} is not JSON. ${send}`;
  }
  if (charset !== undefined && !UTF8_CHARSETS.has(charset)) {
    return `The body is declared as charset=${quoted(charset)}, but JSON is sent as UTF-8 (RFC 8259). Encode it as UTF-8 and send charset=utf-8 or no charset.`;
  }
  return undefined;
}

/** Sends the 415 for {@link jsonBodyRefusal}'s reason. */
export function refuseMediaType(request: FastifyRequest, reply: FastifyReply, detail: string): FastifyReply {
  return sendProblem(request, reply, {
    status: 415,
    type: PROBLEM_TYPES.unsupportedMediaType,
    title: 'Unsupported media type',
    detail,
  });
}

/**
 * A route's `preParsing` hook: a body whose Content-Type cannot create an audit is refused before it is parsed,
 * so a UTF-16 body is told about its charset rather than "not valid JSON", and a merge patch about its type
 * rather than about a missing url.
 *
 * @example
 * ```ts
 * app.post('/api/audit.php', { preParsing: refuseNonJsonBody }, handler);
 * ```
 */
export function refuseNonJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  _payload: unknown,
  done: HookHandlerDoneFunction,
): void {
  const hasBody =
    request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;
  const refusal = hasBody ? jsonBodyRefusal(request.headers['content-type']) : undefined;
  if (!refusal) {
    done();
    return;
  }
  refuseMediaType(request, reply, refusal);
  // done() is not called: the answer is sent, and the body is never parsed.
}
