import type { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { runAudit } from '../../src/run-audit.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { GOOD_ARTICLE } from '../structured-data/fixtures.ts';
import { runAuditCommand } from './run-audit-command.ts';

const site = fixtureSitesPerTest();
const HTML = { 'content-type': 'text/html; charset=utf-8' };
/** GitHub drops a step's whole job summary above this ("$GITHUB_STEP_SUMMARY upload aborted"). */
const GITHUB_SUMMARY_LIMIT = 1024 * 1024;
const PAGES = 60;

/** The section of the document under the page's `##` heading. */
function sectionOf(markdown: string, url: string): string {
  const start = markdown.indexOf(`## <${url}>\n`);
  const next = markdown.indexOf('\n## <', start + 1);
  return markdown.slice(start, next === -1 ? undefined : next);
}

describe('geo-audit audit --urls-from … --markdown >> "$GITHUB_STEP_SUMMARY" after a deploy that changed many pages', () => {
  it('stays within the 1 MiB a job summary takes, keeping every row and the failing page’s report', async () => {
    const blog = await site({ '/post': { headers: HTML, body: GOOD_ARTICLE } });
    // One real audit, handed out for every URL: the size of a report is what matters, not 60 fetches.
    const real = await runAudit(blog.url('/post'), { allowHosts: ['127.0.0.1'] });
    const urls = Array.from({ length: PAGES }, (_, index) => `https://shop.example/posts/${index + 1}`);
    const failing = urls.at(-1) as string;
    const run = await runAuditCommand([...urls, '--markdown', '--min-score', '20'], {
      runAudit: async (url): Promise<AuditResult> => ({
        ...real,
        url,
        geo_score: url === failing ? 10 : Math.max(real.geo_score, 20),
      }),
    });

    expect(run.code).toBe(1);
    expect(Buffer.byteLength(run.stdout, 'utf8')).toBeLessThanOrEqual(GITHUB_SUMMARY_LIMIT);
    const rows = run.stdout.split('\n').filter((line) => line.startsWith('| <https://shop.example/'));
    expect(rows).toHaveLength(PAGES);
    // The page that failed the job keeps its report though it is listed last.
    expect(sectionOf(run.stdout, failing)).toContain('### GEO audit: 10 of 100');
    expect(run.stdout).toMatch(
      /\d+ pages' reports are left out below so that this document fits a GitHub job summary/,
    );
    expect(sectionOf(run.stdout, urls[PAGES - 2] as string)).toContain(
      'Report left out to fit the job summary',
    );
    // The first pages still show in full.
    expect(sectionOf(run.stdout, urls[0] as string)).toContain('### GEO audit:');
  }, 120_000);

  it('leaves a short run’s reports whole and says nothing about a limit', async () => {
    const blog = await site({ '/post': { headers: HTML, body: GOOD_ARTICLE } });
    const real = await runAudit(blog.url('/post'), { allowHosts: ['127.0.0.1'] });
    const urls = ['https://shop.example/a', 'https://shop.example/b'];
    const run = await runAuditCommand([...urls, '--markdown'], {
      runAudit: async (url): Promise<AuditResult> => ({ ...real, url }),
    });

    expect(run.code).toBe(0);
    for (const url of urls) expect(sectionOf(run.stdout, url)).toContain('### GEO audit:');
    expect(run.stdout).not.toContain('left out');
  }, 60_000);
});
