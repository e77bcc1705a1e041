import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { AuditResult } from '../contract/audit-result.ts';
import { StartAuditResponse } from '../contract/start.ts';
import { AuditStatusResponse } from '../contract/status.ts';
import { ResponseValidationError } from './errors/response-validation-error.ts';
import type { GeoAuditClientOptions, StartAuditInput, WaitForResultOptions } from './options.ts';
import { parseRateLimitHeaders, parseRetryAfter, type RateLimitState } from './rate-limit-state.ts';
import { toClientError } from './to-client-error.ts';
import { type CompletedStatus, waitForCompletion } from './wait-for-result.ts';

/** The typed GEO Audit API client. */
export interface GeoAuditClient {
  /** `POST /api/audit.php`: starts an audit; resolves with `{job_id, status: 'queued', estimated_seconds}`. */
  startAudit(input: StartAuditInput): Promise<StartAuditResponse>;
  /** `GET /api/audit_status.php?job_id=`: the job's current status. */
  getStatus(jobId: string, options?: { signal?: AbortSignal }): Promise<AuditStatusResponse>;
  /** `GET /api/audit.php?url=`: the newest full result for the URL within the 7-day cache window. */
  getResult(url: string, options?: { signal?: AbortSignal }): Promise<AuditResult>;
  /** Polls the job until it completes (resolves) or fails (`AuditFailedError`), honouring server hints. */
  waitForResult(jobId: string, options?: WaitForResultOptions): Promise<CompletedStatus>;
  /** Quota state from the latest response that carried rate-limit headers. */
  readonly rateLimit: RateLimitState | undefined;
}

interface Sent<T> {
  data: T;
  headers: Headers;
}

function normalizeBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`baseUrl must be an absolute http(s) URL, got "${baseUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`baseUrl must use http or https, got "${url.protocol}"`);
  }
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

function formatIssues(issues: z.core.$ZodIssue[]) {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

/**
 * Creates a client for the GEO Audit API (our self-hosted server or any service speaking the same API).
 * Every response is validated against the zod contract; errors are typed; 500s are retried after the
 * server's `Retry-After` (60 s by default), network errors and timeouts with jittered backoff; the start POST
 * is retried only with the `Idempotency-Key` the client generates, so a retry never creates a second job.
 * Works in Node ≥ 22 and in browsers (no Node-only imports).
 *
 * @example
 * ```ts
 * const client = createGeoAuditClient({ apiKey, baseUrl: 'http://127.0.0.1:8787' });
 * const job = await client.startAudit({ url: 'https://example.com/blog/post' });
 * const done = await client.waitForResult(job.job_id, { estimatedSeconds: job.estimated_seconds });
 * const result = await client.getResult('https://example.com/blog/post');
 * console.log(done.geo_score, result.verdict, client.rateLimit?.remaining);
 * ```
 */
export function createGeoAuditClient(options: GeoAuditClientOptions): GeoAuditClient {
  if (!options.apiKey) throw new TypeError('apiKey is required');
  const limit = options.retry?.limit ?? 2;
  const onRateLimit = options.retry?.onRateLimit ?? 'throw';
  const maxRetryAfterMs = options.retry?.maxRetryAfterMs ?? 120_000;
  const serverErrorDelayMs = options.retry?.serverErrorDelayMs ?? 60_000;
  let rateLimit: RateLimitState | undefined;

  const headers: Record<string, string> = { 'x-api-key': options.apiKey, accept: 'application/json' };
  if (options.userAgent && typeof window === 'undefined') headers['user-agent'] = options.userAgent;

  const api: KyInstance = ky.create({
    baseUrl: normalizeBaseUrl(options.baseUrl),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: options.timeoutMs ?? 15_000,
    headers,
    retry: {
      limit,
      // POST is safe to retry here: startAudit always sends an Idempotency-Key.
      methods: ['get', 'post'],
      statusCodes: [408, 502, 503, 504],
      afterStatusCodes: [503],
      maxRetryAfter: maxRetryAfterMs,
      backoffLimit: 8_000,
      jitter: true,
      retryOnTimeout: true,
    },
    hooks: {
      afterResponse: [
        ({ response, retryCount }) => {
          const now = new Date();
          rateLimit = parseRateLimitHeaders(response.headers, now) ?? rateLimit;
          if (retryCount >= limit) return;
          // ky cannot pick a delay per status, so 500 (wait the advised 60 s) and 429 (wait for the reset,
          // when asked to) are retried here with an explicit delay.
          if (response.status === 500) {
            const delay = parseRetryAfter(response.headers.get('retry-after'), now) ?? serverErrorDelayMs;
            if (delay <= maxRetryAfterMs) return ky.retry({ delay, code: 'SERVER_ERROR' });
          }
          if (response.status === 429 && onRateLimit === 'wait') {
            const resetAt = parseRateLimitHeaders(response.headers, now)?.resetAt;
            const delay =
              parseRetryAfter(response.headers.get('retry-after'), now) ??
              (resetAt ? Math.max(0, resetAt.getTime() - now.getTime()) : undefined);
            if (delay !== undefined && delay <= maxRetryAfterMs)
              return ky.retry({ delay, code: 'RATE_LIMITED' });
          }
        },
      ],
    },
  });

  async function send<S extends z.ZodType>(
    label: string,
    schema: S,
    run: () => Promise<Response>,
  ): Promise<Sent<z.infer<S>>> {
    let response: Response;
    try {
      response = await run();
    } catch (error) {
      throw toClientError(error, new Date());
    }
    const requestId = response.headers.get('x-request-id') ?? undefined;
    const text = await response.text().catch((error: unknown) => {
      throw toClientError(error, new Date());
    });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ResponseValidationError(`${label}: the body is not JSON (got "${text.slice(0, 60)}")`, {
        status: response.status,
        requestId,
        issues: [{ path: '(body)', message: 'not JSON' }],
      });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issues = formatIssues(parsed.error.issues);
      const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
      throw new ResponseValidationError(`${label} broke the API contract: ${summary}`, {
        status: response.status,
        requestId,
        issues,
      });
    }
    return { data: parsed.data, headers: response.headers };
  }

  const getStatusWithHeaders = (jobId: string, signal?: AbortSignal) =>
    send('status response', AuditStatusResponse, () =>
      api.get('api/audit_status.php', { searchParams: { job_id: jobId }, ...(signal ? { signal } : {}) }),
    );

  return {
    get rateLimit() {
      return rateLimit;
    },

    async startAudit(input) {
      const body: Record<string, unknown> = { url: input.url };
      if (input.modules) body.modules = input.modules;
      if (input.webhookUrl) body.webhook_url = input.webhookUrl;
      const idempotencyKey = input.idempotencyKey ?? crypto.randomUUID();
      const { data } = await send('start response', StartAuditResponse, () =>
        api.post('api/audit.php', {
          json: body,
          headers: { 'idempotency-key': idempotencyKey },
          ...(input.signal ? { signal: input.signal } : {}),
        }),
      );
      return data;
    },

    async getStatus(jobId, opts) {
      return (await getStatusWithHeaders(jobId, opts?.signal)).data;
    },

    async getResult(url, opts) {
      const { data } = await send('result response', AuditResult, () =>
        api.get('api/audit.php', { searchParams: { url }, ...(opts?.signal ? { signal: opts.signal } : {}) }),
      );
      return data;
    },

    waitForResult(jobId, opts = {}) {
      return waitForCompletion(jobId, opts, async (signal) => {
        const { data, headers: responseHeaders } = await getStatusWithHeaders(jobId, signal);
        const hintMs =
          data.poll_after_ms ?? parseRetryAfter(responseHeaders.get('retry-after'), new Date()) ?? undefined;
        return { status: data, hintMs };
      });
    },
  };
}
