import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AuditResult, CitabilityModule } from '@geo-audit/core';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import type { Artifacts, FetchedResource } from '../../src/artifacts.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { contextOf } from '../content/context.ts';

/**
 * Pages from the session-23 review of whole results (2026-11-24) that are not prose: a Shopify Dawn collection with
 * its real card markup, a plain collection grid, a Yoast tag archive, a Squarespace contact page, and a company's
 * press release. Each folder under citability-pages holds `meta.json` ({url, headers?}), `page.html` and the site's
 * `robots.txt`.
 */

const ROOT = join(import.meta.dirname, 'citability-pages');

export type CitabilityReviewPage =
  | 'shopify-dawn-collection'
  | 'category-page'
  | 'wp-tag-archive'
  | 'squarespace-contact'
  | 'press-release';

interface PageMeta {
  url: string;
  headers?: Record<string, string>;
}

function metaOf(name: CitabilityReviewPage): PageMeta {
  return JSON.parse(readFileSync(join(ROOT, name, 'meta.json'), 'utf8')) as PageMeta;
}

/** The saved HTML of a page, and the URL it stands for. */
export function reviewPage(name: CitabilityReviewPage): { html: string; url: string } {
  return { html: readFileSync(join(ROOT, name, 'page.html'), 'utf8'), url: metaOf(name).url };
}

/** The citability module's parsed result for a page (or `html` at its URL, or at `url`). */
export function citabilityOfPage(
  name: CitabilityReviewPage,
  edit: { html?: string; url?: string } = {},
): CitabilityModule {
  const page = reviewPage(name);
  return CitabilityModule.parse(
    analyzeCitability(contextOf(edit.html ?? page.html, { url: edit.url ?? page.url })),
  );
}

function resource(
  url: string,
  body: string,
  type: string,
  headers: Record<string, string> = {},
): FetchedResource {
  return {
    url,
    finalUrl: url,
    status: 200,
    headers: { 'content-type': type, ...headers },
    body,
    truncated: false,
    redirects: [],
  };
}

/** The full audit of a page, as gather would have brought it back (no llms.txt: a 404). */
export function auditPage(name: CitabilityReviewPage, html?: string): AuditResult {
  const meta = metaOf(name);
  const origin = new URL(meta.url).origin;
  const robots = join(ROOT, name, 'robots.txt');
  const artifacts: Artifacts = {
    url: meta.url,
    page: resource(meta.url, html ?? reviewPage(name).html, 'text/html; charset=utf-8', meta.headers),
    robotsTxt: resource(
      `${origin}/robots.txt`,
      existsSync(robots) ? readFileSync(robots, 'utf8') : 'User-agent: *\nAllow: /\n',
      'text/plain',
    ),
    llmsTxt: {
      ...resource(`${origin}/llms.txt`, '<html><body>Not found</body></html>', 'text/html'),
      status: 404,
    },
    llmsFullTxtExists: false,
    probes: [],
    fetchedAt: '2026-11-24T02:00:00.000Z',
  };
  return analyzeArtifacts(artifacts, { now: () => new Date('2026-11-24T02:00:00.000Z') });
}
