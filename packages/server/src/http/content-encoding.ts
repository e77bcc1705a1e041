import { PROBLEM_TYPES } from '@geo-audit/core';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { sendProblem } from './problem.ts';

/**
 * A `preParsing` hook that refuses a compressed request body with 415 and `Accept-Encoding: identity`
 * (RFC 9110 §15.5.16). Fastify would hand the compressed bytes to the JSON parser, and the caller read
 * "not valid JSON, check quotes and commas" about a body that was valid JSON before compression.
 * Decompressing instead would need a second size limit against compression bombs, for bodies of a few hundred bytes.
 *
 * @example
 * ```ts
 * app.addHook('preParsing', refuseCompressedBody);
 * ```
 */
export function refuseCompressedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  _payload: unknown,
  done: HookHandlerDoneFunction,
): void {
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  const hasBody =
    request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;
  if (!hasBody || !encoding || encoding === 'identity') {
    done();
    return;
  }
  reply.header('accept-encoding', 'identity');
  sendProblem(request, reply, {
    status: 415,
    type: PROBLEM_TYPES.unsupportedMediaType,
    title: 'Compressed request body not accepted',
    detail: `The body is sent with Content-Encoding: ${encoding.slice(0, 40)}. Send it uncompressed (drop the Content-Encoding header): an audit request is a few hundred bytes of JSON.`,
  });
  // done() is not called: the answer is sent, and the body is never parsed.
}
