import type { AuditResult } from '@geo-audit/core';
import type { RunAudit, RunAuditOptions } from './api-types.ts';
import { gather } from './gather/index.ts';
import { analyzeArtifacts } from './run/analyze-artifacts.ts';
import { PageFetchError } from './run/errors.ts';
import { notAnHtmlPage } from './run/not-a-page.ts';

/** Share of the progress bar spent gathering (network); analysis is the rest. */
const GATHER_SHARE = 0.8;

/**
 * Audits one URL: gathers the artifacts once through the SSRF-safe fetcher (page, robots.txt, llms.txt,
 * bot reachability probes), then analyzes them with no further I/O (`analyzeArtifacts`): one parse, the
 * requested modules in dependency order with platforms last (agent_readiness always), scoring, caps and the
 * action plan, validated against core's `AuditResult`. Throws `PageFetchError` when the page gives no
 * response at all, or answers 2xx with something that is not HTML (a PDF, an image, JSON, plain text); an HTTP
 * error status is analyzed and capped at 0 instead.
 *
 * @example
 * ```ts
 * const result = await runAudit('https://example.com/post', { modules: ['schema', 'crawlers'] });
 * console.log(result.geo_score, result.verdict, result.action_plan[0]?.fix);
 * ```
 */
export const runAudit: RunAudit = async (
  url: string,
  options: RunAuditOptions = {},
): Promise<AuditResult> => {
  const report = options.onProgress;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new PageFetchError(
      url,
      'invalid_url',
      `"${url}" is not a valid URL. Give an absolute URL such as https://example.com/page.`,
    );
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new PageFetchError(
      url,
      'unsupported_protocol',
      `Only http:// and https:// URLs can be audited (got ${protocol}).`,
    );
  }
  report?.({ stage: 'gather', progress: 0 });
  const artifacts = await gather(url, {
    ...(options.allowHosts ? { allowHosts: options.allowHosts } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    onProgress: (event: { stage: string; progress: number }) =>
      report?.({ stage: `gather:${event.stage}`, progress: event.progress * GATHER_SHARE }),
  });
  options.signal?.throwIfAborted();
  if (artifacts.page.status === 0) {
    const code = artifacts.page.errorCode ?? 'network';
    throw new PageFetchError(
      url,
      code,
      artifacts.page.error ?? 'the page gave no response',
      artifacts.page.errorDetail,
    );
  }
  const notHtml = notAnHtmlPage(artifacts.page);
  if (notHtml !== null) throw new PageFetchError(url, 'unsupported_content_type', notHtml);
  const result = analyzeArtifacts(artifacts, {
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.now ? { now: options.now } : {}),
    onProgress: (event) =>
      report?.({ stage: event.stage, progress: GATHER_SHARE + event.progress * (1 - GATHER_SHARE) }),
  });
  report?.({ stage: 'done', progress: 1 });
  return result;
};
