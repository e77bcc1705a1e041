import type { AnalysisContext } from '../../src/analyze/context.ts';
import type { Artifacts, FetchedResource, ReachabilityProbe } from '../../src/artifacts.ts';
import { parsePage } from '../../src/index.ts';

/** Hand-written artifacts for the crawlers and llmstxt analyzer tests. */

export const ORIGIN = 'https://shop.example';

export function resource(
  url: string,
  status: number,
  body = '',
  headers: Record<string, string> = {},
): FetchedResource {
  return { url, finalUrl: url, status, headers, body, truncated: false, redirects: [] };
}

export interface ArtifactOptions {
  path?: string;
  html?: string;
  pageHeaders?: Record<string, string>;
  /** robots.txt body served with 200; or a whole resource; or null for "not requested". */
  robots?: string | FetchedResource | null;
  llms?: string | FetchedResource | null;
  llmsFull?: boolean;
  probes?: ReachabilityProbe[];
}

export function artifactsFor(options: ArtifactOptions = {}): Artifacts {
  const url = `${ORIGIN}${options.path ?? '/blog/post'}`;
  const html =
    options.html ?? '<!doctype html><html><head><title>Post</title></head><body><h1>Post</h1></body></html>';
  const artifacts: Artifacts = {
    url,
    page: resource(url, 200, html, { 'content-type': 'text/html; charset=utf-8', ...options.pageHeaders }),
    probes: options.probes ?? [],
    fetchedAt: '2026-11-22T12:00:00.000Z',
  };
  if (options.robots !== null) {
    const robots = options.robots ?? '';
    artifacts.robotsTxt =
      typeof robots === 'string'
        ? resource(`${ORIGIN}/robots.txt`, 200, robots, { 'content-type': 'text/plain' })
        : robots;
  }
  if (options.llms !== undefined && options.llms !== null) {
    artifacts.llmsTxt =
      typeof options.llms === 'string'
        ? resource(`${ORIGIN}/llms.txt`, 200, options.llms, { 'content-type': 'text/plain; charset=utf-8' })
        : options.llms;
  } else if (options.llms === undefined) {
    artifacts.llmsTxt = resource(`${ORIGIN}/llms.txt`, 404, 'Not found', { 'content-type': 'text/plain' });
  }
  if (options.llmsFull !== undefined) artifacts.llmsFullTxtExists = options.llmsFull;
  return artifacts;
}

export function contextOf(artifacts: Artifacts): AnalysisContext {
  return { artifacts, document: parsePage(artifacts.page.body), previous: {} };
}

export function probe(
  agent: string,
  status: number,
  extra: Partial<ReachabilityProbe> = {},
): ReachabilityProbe {
  return {
    agent,
    userAgent: `${agent}/1.0`,
    target: 'page',
    status,
    bytes: 5000,
    challenge: false,
    ...extra,
  };
}

/** A finding by check id (throws when absent, so a renamed check fails loudly). */
export function findingOf<T extends { findings?: { check: string }[] }>(module: T, check: string) {
  const found = module.findings?.find((f) => f.check === check);
  if (!found) throw new Error(`no finding ${check}`);
  return found as NonNullable<T['findings']>[number] & {
    status: string;
    severity: string;
    fix?: string | null;
    impact?: number;
    evidence: { what: string; where?: string; value?: unknown }[];
  };
}
