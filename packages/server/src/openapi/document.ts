import {
  AuditCompletedEvent,
  AuditResult,
  AuditStatusResponse,
  MODULE_NAMES,
  PROBLEM_TYPES,
  ProblemDetails,
  StartAuditRequest,
  StartAuditResponse,
} from '@geo-audit/core';
import { z } from 'zod';

function schemaOf(type: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(type, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return schema;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const QUOTA_HEADERS = {
  'X-RateLimit-Limit': {
    description: 'Requests allowed in the current hourly window.',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the current window.',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Reset': {
    description: 'When the window resets, as Unix epoch seconds (UTC).',
    schema: { type: 'integer' },
  },
  RateLimit: {
    description: 'IETF draft field: `"hourly";r=<remaining>;t=<seconds until reset>`.',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description:
      'IETF draft field: `"hourly";q=100;w=3600` for a key with API access; `"anonymous";q=300` for requests without a usable key (per client address); the plan\'s name (e.g. `"free";q=300`) for a key whose plan has no API access (its 403s).',
    schema: { type: 'string' },
  },
} as const;

function problem(description: string, extraHeaders: Record<string, unknown> = {}) {
  return {
    description,
    headers: { ...QUOTA_HEADERS, ...extraHeaders },
    content: { 'application/problem+json': { schema: ref('ProblemDetails') } },
  };
}

const retryAfter = (description: string) => ({ 'Retry-After': { description, schema: { type: 'integer' } } });

/** Every path answers a method it does not serve with 405 and the methods it does. */
const METHOD_NOT_ALLOWED = {
  '405': problem('Method not allowed (type method-not-allowed); `Allow` lists the methods of this path.', {
    Allow: {
      description: 'The methods this path accepts, e.g. `GET, HEAD, POST`.',
      schema: { type: 'string' },
    },
  }),
};

const SIGNATURE_HEADERS = [
  ['webhook-id', 'Message id, the same on every attempt of one delivery: deduplicate on it.'],
  ['webhook-timestamp', 'Unix epoch seconds of this attempt; reject ones far from your clock.'],
  ['webhook-signature', '`v1,<base64 HMAC-SHA256>` of `id.timestamp.body` with the key’s `whsec_` secret.'],
].map(([name, description]) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
}));

/** The completion webhook (SPEC 6), sent to the start request's `webhook_url`. */
const AUDIT_COMPLETED_WEBHOOK = {
  post: {
    operationId: 'auditCompleted',
    summary: 'An audit ended (complete or failed)',
    description:
      'Signed per Standard Webhooks. Sent once the job is complete or failed; a failed one carries `error`. Confirm with the status endpoint before trusting it.',
    security: [],
    parameters: SIGNATURE_HEADERS,
    requestBody: {
      required: true,
      content: { 'application/json': { schema: ref('AuditCompletedEvent') } },
    },
    responses: {
      '2XX': { description: 'Delivered.' },
      '410': { description: 'Gone: no further attempts for this delivery.' },
      default: {
        description:
          'Anything else, a redirect or a timeout (15 s) is retried for about 3 days with growing delays; a longer Retry-After is honoured.',
      },
    },
  },
};
const AUTH_ERRORS = {
  '401': problem(
    'Missing, malformed, unknown or revoked API key (one body for every reason); a key sent more than once, in Authorization, after "Bearer " or in the query has a title saying so.',
  ),
  '403': problem("The key's plan does not include API access."),
  '429': problem('Hourly quota used up (type rate-limited).', retryAfter('Seconds until the quota resets.')),
  '500': problem('Internal error; retry after 60 seconds.', retryAfter('Always 60.')),
};

function json(schema: unknown, description: string, headers: Record<string, unknown> = QUOTA_HEADERS) {
  return { description, headers, content: { 'application/json': { schema } } };
}

// The same operation as under `webhooks`, without its operationId (ids are unique in a document).
const { operationId: _webhookOperationId, ...CALLBACK_OPERATION } = AUDIT_COMPLETED_WEBHOOK.post;

/**
 * The OpenAPI 3.1 document of the GEO Audit API, generated from core's zod schemas (the same schemas
 * that build and validate every response), so it cannot drift from what the server sends.
 *
 * @example
 * ```ts
 * const doc = buildOpenApiDocument('https://geo.example.com');
 * ```
 */
export function buildOpenApiDocument(serverUrl: string): Record<string, unknown> {
  const jobIdParam = { name: 'job_id', in: 'query', required: true, schema: { type: 'string' } };
  const urlParam = { name: 'url', in: 'query', required: true, schema: { type: 'string', format: 'uri' } };
  return {
    openapi: '3.1.0',
    info: {
      title: 'GEO Audit API',
      version: '1.0.0',
      description:
        'Starts GEO audits of web pages, reports their progress and returns the full results. Every error is RFC 9457 problem+json with a stable `type`; every response carries the quota headers.',
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
      schemas: {
        StartAuditRequest: schemaOf(StartAuditRequest, 'input'),
        StartAuditResponse: schemaOf(StartAuditResponse),
        AuditStatusResponse: schemaOf(AuditStatusResponse),
        AuditResult: schemaOf(AuditResult),
        AuditCompletedEvent: schemaOf(AuditCompletedEvent),
        ProblemDetails: schemaOf(ProblemDetails),
      },
    },
    webhooks: { 'audit.completed': AUDIT_COMPLETED_WEBHOOK },
    'x-problem-types': PROBLEM_TYPES,
    'x-module-names': MODULE_NAMES,
    paths: {
      '/api/audit.php': {
        post: {
          operationId: 'startAudit',
          summary: 'Start an audit',
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description: 'The same key within 24 hours returns the same job (202) instead of a new one.',
              schema: { type: 'string', maxLength: 255 },
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('StartAuditRequest') } },
          },
          callbacks: {
            auditCompleted: {
              '{$request.body#/webhook_url}': {
                post: CALLBACK_OPERATION,
              },
            },
          },
          responses: {
            '202': json(ref('StartAuditResponse'), 'Queued.', {
              ...QUOTA_HEADERS,
              Location: { description: 'The status endpoint of the job.', schema: { type: 'string' } },
            }),
            '400': problem('Malformed JSON, a body that is not an object, or an invalid Idempotency-Key.'),
            ...AUTH_ERRORS,
            '413': problem('Body over 64 KB.'),
            '415': problem(
              'Content-Type is neither application/json nor a +json type (RFC 6839; the patch formats merge-patch+json and json-patch+json and problem+json are refused), a charset other than UTF-8 is declared, or the body is compressed (Content-Encoding; the answer carries Accept-Encoding: identity).',
            ),
            '422': problem(
              'Invalid URL, blocked or unreachable destination, unknown module (the body lists the accepted names), a field name spelled another way (`webhookUrl`, `URL`, `callback_url`: the body names the field meant), or an Idempotency-Key reused with another body.',
            ),
            '429': problem(
              'Hourly quota used up (type rate-limited) or 5 audits already queued or running for this key (type concurrency-limit).',
              retryAfter(
                "Seconds to wait: until the hourly window resets (rate-limited), or until the first of the key's audits should finish, at least 5 (concurrency-limit; `detail` states the same seconds).",
              ),
            ),
            ...METHOD_NOT_ALLOWED,
          },
        },
        get: {
          operationId: 'getResult',
          summary: 'Newest full result of a URL within the 7-day cache window',
          parameters: [urlParam],
          responses: {
            '200': json(ref('AuditResult'), 'The audit result.'),
            '400': problem('url is missing.'),
            ...AUTH_ERRORS,
            '404': problem(
              "No analysis of this URL in the last 7 days (type no-cached-result): start one; while this key's audit of the URL is queued or running, `job_id` names it to poll.",
            ),
            '422': problem('url is not an absolute http(s) URL.'),
            ...METHOD_NOT_ALLOWED,
          },
        },
      },
      '/api/audit_status.php': {
        get: {
          operationId: 'getStatus',
          summary: 'Poll a job',
          parameters: [jobIdParam],
          responses: {
            '200': json(
              ref('AuditStatusResponse'),
              'queued/running (with progress, position, estimated_seconds, poll_after_ms), complete (geo_score, results_url) or failed (error; terminal).',
            ),
            '400': problem('job_id is missing.'),
            ...AUTH_ERRORS,
            '404': problem('No such job for this key.'),
            ...METHOD_NOT_ALLOWED,
          },
        },
      },
      '/results/{token}': {
        get: {
          operationId: 'resultsPage',
          summary: 'Human-readable results page (the results_url; no key needed, the address is unguessable)',
          security: [],
          parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'HTML page.', content: { 'text/html': { schema: { type: 'string' } } } },
            '404': {
              description: 'Unknown or expired.',
              content: { 'text/html': { schema: { type: 'string' } } },
            },
            ...METHOD_NOT_ALLOWED,
          },
        },
      },
      '/health': {
        get: {
          operationId: 'health',
          security: [],
          responses: {
            '200': json(
              { type: 'object', properties: { status: { const: 'ok' } } },
              'The server and its store answer.',
            ),
            '500': problem('The store does not answer.', retryAfter('Always 60.')),
            ...METHOD_NOT_ALLOWED,
          },
        },
      },
      '/openapi.json': {
        get: {
          operationId: 'openapi',
          security: [],
          responses: { '200': json({ type: 'object' }, 'This document.'), ...METHOD_NOT_ALLOWED },
        },
      },
    },
  };
}
