import { AuditResult, PROBLEM_TYPES } from '@geo-audit/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { activeJobForUrl, newestJobForUrl } from '../../store/jobs-repo.ts';
import { CACHE_WINDOW_MS, latestResult } from '../../store/results-repo.ts';
import { normalizeUrl } from '../../util/normalize-url.ts';
import { sendProblem } from '../problem.ts';
import { singleQueryParam } from '../query-param.ts';
import { withScheme } from './missing-scheme.ts';

/**
 * `GET /api/audit.php?url=`: the newest full audit (every scored module) of that normalized URL within 7
 * days, or this key's own newer audit of a `modules` subset; 404 otherwise. Another key's subset is never
 * served.
 */
export function registerCachedResult(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/audit.php', async (request: FastifyRequest, reply: FastifyReply) => {
    const param = singleQueryParam(
      request,
      'url',
      '/api/audit.php?url=https%3A%2F%2Fexample.com%2Fpage (the audited address, encoded)',
    );
    if ('problem' in param) return sendProblem(request, reply, param.problem);
    const raw = param.value;
    let normalized: string;
    try {
      const parsed = new URL(raw);
      if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || raw.length > 2048)
        throw new Error();
      normalized = normalizeUrl(raw);
    } catch {
      const meant = withScheme(raw);
      return sendProblem(request, reply, {
        status: 422,
        type: PROBLEM_TYPES.invalidUrl,
        title: 'Invalid URL',
        detail: meant
          ? `url has no scheme: send url=${encodeURIComponent(meant.slice(0, 200))}, the audited address as it was sent to POST /api/audit.php.`
          : 'url must be an absolute http:// or https:// URL of at most 2048 characters.',
        errors: [{ field: 'url', message: 'invalid URL' }],
      });
    }
    const row = await latestResult(ctx.db, normalized, ctx.clock.now(), request.geo.key!.id);
    if (!row) {
      const pending = await activeJobForUrl(ctx.db, request.geo.key!.id, normalized);
      if (pending) {
        // The usual reason in a pipeline: the result was fetched right after the start, before the audit finished.
        return sendProblem(request, reply, {
          status: 404,
          type: PROBLEM_TYPES.noCachedResult,
          title: 'The audit of this URL has not finished',
          detail: `This key's audit of this URL is still ${pending.status}. Poll GET /api/audit_status.php?job_id=${pending.id} until it is complete, then fetch the result here.`,
          extensions: { job_id: pending.id },
        });
      }
      const last = await newestJobForUrl(
        ctx.db,
        request.geo.key!.id,
        normalized,
        ctx.clock.now() - CACHE_WINDOW_MS,
      );
      if (last?.status === 'failed') {
        // "No audit in the last 7 days" sent the caller to start the same audit again without saying why the last
        // one left no result.
        return sendProblem(request, reply, {
          status: 404,
          type: PROBLEM_TYPES.noCachedResult,
          title: 'The last audit of this URL failed',
          detail: `This key's last audit of this URL (job ${last.id}) failed, so no result was stored: ${last.error_message ?? 'the audit failed.'} Start a new audit with POST /api/audit.php once that is fixed.`,
          extensions: { job_id: last.id },
        });
      }
      const unencoded = unencodedUrl(request, raw);
      return sendProblem(request, reply, {
        status: 404,
        type: PROBLEM_TYPES.noCachedResult,
        title: 'No recent full analysis of this URL',
        detail: unencoded
          ? `No audit of ${raw} in the last 7 days. The query has more after url (${unencoded.others.join(', ')}), which looks like part of the audited address: encode url (for example with encodeURIComponent or curl --data-urlencode) and send /api/audit.php?url=${encodeURIComponent(unencoded.url)}`
          : "This URL has had no full audit in the last 7 days, and none by this key (another key's audit of a modules subset is not served). Start one with POST /api/audit.php, wait for it to complete (GET /api/audit_status.php), then fetch the result here.",
      });
    }
    reply.header('last-modified', new Date(row.created_at).toUTCString());
    return AuditResult.parse(JSON.parse(row.body));
  });
}

/**
 * The address the caller probably meant when `url` was sent unencoded: `?url=https://a.example/p?x=1&y=2` reaches
 * the server as url `https://a.example/p?x=1` and a parameter `y`, and the 404 for the shortened address would
 * send the caller to start an audit it already ran. Only when `url` has a query of its own and more parameters
 * follow it; the meant address is then the rest of the raw query string.
 */
function unencodedUrl(request: FastifyRequest, url: string): { url: string; others: string[] } | undefined {
  if (!url.includes('?')) return undefined;
  const query = request.url.slice(request.url.indexOf('?') + 1);
  const start = /(?:^|&)url=/.exec(query);
  if (!start) return undefined;
  const rest = query.slice(start.index + start[0].length);
  const others = [...new URLSearchParams(rest.slice(rest.indexOf('&') + 1)).keys()];
  if (!rest.includes('&') || others.length === 0) return undefined;
  try {
    return { url: decodeURIComponent(rest), others: others.map((name) => JSON.stringify(name.slice(0, 40))) };
  } catch {
    return undefined;
  }
}
