import { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../src/index.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { GOOD_ARTICLE } from '../structured-data/fixtures.ts';

const site = fixtureSitesPerTest();
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const TIMEOUT = 30_000;

/** Runs `geo-audit audit <argv> --json` in process: the result it printed and its stderr. */
async function audit(argv: string[]): Promise<{ code: number; result: AuditResult; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await auditCommand([...argv, '--json', '--allow-host', '127.0.0.1'], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, result: AuditResult.parse(JSON.parse(stdout)), stderr };
}

describe('geo-audit audit failing --min-score in a CI log (the report went to a file)', () => {
  it(
    "names the action plan's first fix, so the log alone says where to start",
    async () => {
      const blog = await site({ '/post': { headers: HTML, body: GOOD_ARTICLE } });
      const run = await audit([blog.url('/post'), '--min-score', '100']);
      expect(run.code).toBe(1);
      const [first, ...rest] = run.result.action_plan;
      expect(first).toBeDefined();
      expect(run.stderr).toBe(
        `geo_score ${run.result.geo_score} is below --min-score 100.\nStart with the action plan's first fix: ${first?.title} (+${first?.impact} points)${rest.length > 0 ? `; ${rest.length} more in the report` : ''}.\n`,
      );
    },
    TIMEOUT,
  );

  it(
    'says which cap holds the score below the threshold',
    async () => {
      const hidden = GOOD_ARTICLE.replace('<head>', '<head><meta name="robots" content="noindex">');
      const blog = await site({ '/post': { headers: HTML, body: hidden } });
      const run = await audit([blog.url('/post'), '--min-score', '60']);
      expect(run.code).toBe(1);
      const cap = run.result.caps?.[0];
      expect(cap).toBeDefined();
      expect(run.stderr).toContain(`The score is capped at ${cap?.max} until this is fixed: ${cap?.reason}`);
    },
    TIMEOUT,
  );

  it(
    'says a cap once when it is also the first fix (--modules without the module that found its cause)',
    async () => {
      const blog = await site({
        '/post': { headers: HTML, body: GOOD_ARTICLE },
        '/robots.txt': { body: 'User-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n' },
      });
      const run = await audit([blog.url('/post'), '--modules', 'schema', '--min-score', '90']);
      expect(run.code).toBe(1);
      const cap = run.result.caps?.[0];
      expect(cap?.check).toBe(run.result.action_plan[0]?.check);
      expect(run.stderr.split(cap?.reason ?? '')).toHaveLength(2);
      expect(run.stderr).toContain(
        `Fixing it is the action plan's first fix (+${run.result.action_plan[0]?.impact} points)`,
      );
      expect(run.stderr).not.toContain('. (+');
    },
    TIMEOUT,
  );
});
