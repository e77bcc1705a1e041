import { randomUUID } from 'node:crypto';
import { PROBLEM_TYPES } from '@geo-audit/core';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Logger } from 'pino';
import type { AppContext } from '../context.ts';
import { createAccessHook, quotaForUncounted } from './access.ts';
import { createClientErrorHandler } from './client-error.ts';
import { refuseCompressedBody } from './content-encoding.ts';
import { JSON_SUFFIX_TYPE } from './json-media-type.ts';
import { allowedMethods, unknownPathDetail } from './known-paths.ts';
import { sendProblem } from './problem.ts';
import { setQuotaHeaders } from './rate-limit-headers.ts';
import { requestForLog } from './request-log.ts';
import { registerAuditStatus } from './routes/audit-status.ts';
import { registerCachedResult } from './routes/cached-result.ts';
import { registerHealth } from './routes/health.ts';
import { registerOpenApi } from './routes/openapi.ts';
import { registerResultsPage } from './routes/results-page.ts';
import { registerStartAudit } from './routes/start-audit.ts';

/** Request bodies above this are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 64 * 1024;

function clientProblem(error: FastifyError): { status: number; type: string; title: string; detail: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        type: PROBLEM_TYPES.payloadTooLarge,
        title: 'Request body too large',
        detail: `Request bodies are limited to ${BODY_LIMIT_BYTES / 1024} KB; an audit request needs only url, modules and webhook_url.`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        type: PROBLEM_TYPES.unsupportedMediaType,
        title: 'Unsupported media type',
        detail: 'Send the request body as JSON with the header Content-Type: application/json.',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        type: PROBLEM_TYPES.invalidRequest,
        title: 'Empty JSON body',
        detail: 'The body is empty; send a JSON object such as {"url": "https://example.com/page"}.',
      };
    default:
      return {
        status:
          error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400,
        type: PROBLEM_TYPES.invalidRequest,
        title: 'Malformed request',
        detail:
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
          error.code === 'FST_ERR_CTP_INVALID_JSON' ||
          error instanceof SyntaxError
            ? 'The body is not valid JSON. Check quotes, commas and brackets, and send Content-Type: application/json.'
            : 'The request could not be read. Check the method, headers and body against /openapi.json.',
      };
  }
}

/** The answer to a request whose path could not be decoded, which no route or hook sees. */
async function answerUnroutable(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  request.geo ??= {};
  setQuotaHeaders(reply, await quotaForUncounted(ctx, request), ctx.clock.now());
  reply.header('x-request-id', request.id);
  sendProblem(request, reply, {
    status: 400,
    type: PROBLEM_TYPES.invalidRequest,
    title: 'Malformed URL',
    detail:
      'The request path is not a valid URL: a "%" must start a percent-encoded byte such as %20 or %2F. Encode the parameters (for example with encodeURIComponent) and send again.',
  });
}

/**
 * Assembles the HTTP API: the access hook, the routes, problem+json for every error (never a 500 for bad
 * input), quota headers on every response and `Retry-After: 60` on every 500.
 */
export function buildApp(
  ctx: AppContext,
  logger: Logger | false,
  trustProxy: boolean | number | string[] = false,
): FastifyInstance {
  const app = Fastify({
    // A hop count trusts that many proxies in front of the server, nearest first (as Express reads a number).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    ...(logger
      ? { loggerInstance: logger.child({}, { serializers: { req: requestForLog } }) }
      : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Unknown request fields are ignored, and `__proto__` or `constructor.prototype` is one more of them: dropped
    // before anything reads the body. Fastify's default refuses it as "not valid JSON", which is not true.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    clientErrorHandler: createClientErrorHandler(ctx),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    // A path the router cannot decode ("/api/%zz") is answered before any hook runs: answer it as every other bad
    // request is, with problem+json, the quota headers and the request id.
    frameworkErrors: (_error, request, reply) => {
      void answerUnroutable(ctx, request, reply);
    },
  }) as unknown as FastifyInstance;
  app.decorateRequest('geo', null as never);
  app.addHook('onRequest', createAccessHook(ctx));
  app.addHook('preParsing', refuseCompressedBody);
  app.addContentTypeParser(
    JSON_SUFFIX_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('remove', 'remove'),
  );

  app.addHook('onSend', async (request, reply, payload) => {
    const quota = request.geo?.quota ?? (await quotaForUncounted(ctx, request));
    setQuotaHeaders(reply, quota, ctx.clock.now());
    reply.header('x-request-id', request.id);
    if (reply.statusCode >= 500) reply.header('retry-after', '60');
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    request.geo ??= {};
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendProblem(request, reply, clientProblem(error) as never);
    request.log.error({ err: error }, 'request failed');
    return sendProblem(request, reply, {
      status: 500,
      type: PROBLEM_TYPES.internal,
      title: 'Internal error',
      detail:
        'The server failed to handle this request. Retry after 60 seconds; if it persists, report the request_id.',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    request.geo ??= {};
    const path = request.url.split('?')[0] ?? '';
    const allowed = allowedMethods(path);
    // A path's own method lands here only when the router refused the id (longer than maxParamLength): 404.
    if (allowed && !allowed.methods.includes(request.method)) {
      reply.header('allow', allowed.methods.join(', '));
      return sendProblem(request, reply, {
        status: 405,
        type: PROBLEM_TYPES.methodNotAllowed,
        title: 'Method not allowed',
        detail: `${allowed.route} accepts ${allowed.methods.join(', ')}.`,
      });
    }
    return sendProblem(request, reply, {
      status: 404,
      // Not the not-found of a job or result: a client testing its key with a job that cannot exist must not take
      // this answer (a wrong base URL) for the API's "no such job".
      type: PROBLEM_TYPES.noSuchEndpoint,
      title: 'No such endpoint',
      detail: unknownPathDetail(path),
    });
  });

  registerStartAudit(app, ctx);
  registerAuditStatus(app, ctx);
  registerCachedResult(app, ctx);
  registerResultsPage(app, ctx);
  registerHealth(app, ctx);
  registerOpenApi(app, ctx);
  return app;
}
