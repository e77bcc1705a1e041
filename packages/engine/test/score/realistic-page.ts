import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditResult } from '@geo-audit/core';
import type { Artifacts, FetchedResource, ReachabilityProbe } from '../../src/artifacts.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';

/**
 * Realistic pages saved from a review of the engine on real sites (2026-11-24): each folder under
 * fixtures/realistic-pages holds `meta.json` ({url, page?, status?, headers?, probes?, robotsStatus?}), the page as
 * `page.html` (or, as `page`, the path of the same page saved elsewhere, relative to the folder: one copy per page) and
 * the site's `robots.txt` / `llms.txt` when it has them. A missing file is served as a 404 HTML page, as most sites do.
 */

const ROOT = join(import.meta.dirname, 'fixtures', 'realistic-pages');

interface PageMeta {
  url: string;
  page?: string;
  status?: number;
  headers?: Record<string, string>;
  probes?: ReachabilityProbe[];
  robotsStatus?: number;
}

function resource(
  url: string,
  body: string,
  type: string,
  status = 200,
  headers: Record<string, string> = {},
): FetchedResource {
  return {
    url,
    finalUrl: url,
    status,
    headers: { 'content-type': type, ...headers },
    body,
    truncated: false,
    redirects: [],
  };
}

/** The artifacts of a saved page, as gather would have brought them back. */
export function realisticArtifacts(name: string): Artifacts {
  const dir = join(ROOT, name);
  const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as PageMeta;
  const origin = new URL(meta.url).origin;
  const file = (path: string): string | null =>
    existsSync(join(dir, path)) ? readFileSync(join(dir, path), 'utf8') : null;
  const notFound = (path: string) =>
    resource(`${origin}/${path}`, '<html><body>Not found</body></html>', 'text/html', 404);
  const robots = file('robots.txt');
  const llms = file('llms.txt');
  return {
    url: meta.url,
    page: resource(
      meta.url,
      // A page that is not there is a broken fixture, not an empty page to audit.
      readFileSync(join(dir, meta.page ?? 'page.html'), 'utf8'),
      'text/html; charset=utf-8',
      meta.status ?? 200,
      meta.headers ?? {},
    ),
    robotsTxt:
      robots === null
        ? notFound('robots.txt')
        : resource(`${origin}/robots.txt`, robots, 'text/plain', meta.robotsStatus ?? 200),
    llmsTxt:
      llms === null
        ? notFound('llms.txt')
        : resource(`${origin}/llms.txt`, llms, 'text/plain; charset=utf-8'),
    llmsFullTxtExists: false,
    probes: meta.probes ?? [],
    fetchedAt: '2026-11-23T12:00:00.000Z',
  };
}

/** The full audit of a saved page. */
export function auditRealistic(name: string, edit?: (artifacts: Artifacts) => void): AuditResult {
  const artifacts = realisticArtifacts(name);
  edit?.(artifacts);
  return analyzeArtifacts(artifacts, { now: () => new Date('2026-11-23T12:00:00.000Z') });
}

/** The rank of a check in the action plan (its own item, or the item that also clears it), or -1. */
export function planRank(result: AuditResult, check: string): number {
  return result.action_plan.findIndex(
    (item) => item.check === check || ((item as { also?: string[] }).also ?? []).includes(check),
  );
}
