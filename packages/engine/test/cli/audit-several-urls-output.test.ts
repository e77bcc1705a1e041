import { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { closedPort } from '../helpers/closed-port.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { deployedSite } from './deployed-site.ts';
import { runAuditCommand } from './run-audit-command.ts';

const site = fixtureSitesPerTest();
const TIMEOUT = 60_000;

/** The score `audit <url> --json` gives the page alone. */
async function scoreOf(url: string): Promise<AuditResult> {
  const run = await runAuditCommand([url, '--json', '--allow-host', '127.0.0.1']);
  return AuditResult.parse(JSON.parse(run.stdout));
}

describe('geo-audit audit with several URLs (a CI job auditing the pages a deploy changed)', () => {
  it(
    '--json prints one array entry per URL in input order, each page audited once',
    async () => {
      const blog = await deployedSite(site);
      const thin = blog.url('/thin');
      const article = blog.url('/article');
      // The same page spelled three ways: as given, with a fragment, and again.
      const run = await runAuditCommand([
        thin,
        article,
        `${thin}#pricing`,
        thin,
        '--json',
        '--allow-host',
        '127.0.0.1',
      ]);
      expect(run.code).toBe(0);
      const entries = JSON.parse(run.stdout) as Array<{ url: string; result: unknown }>;
      expect(entries.map((entry) => entry.url)).toEqual([thin, article]);
      for (const entry of entries) expect(AuditResult.parse(entry.result).url).toBe(entry.url);
      expect(blog.requestsTo('/thin').filter((request) => request.method === 'GET')).toHaveLength(
        blog.requestsTo('/article').filter((request) => request.method === 'GET').length,
      );
      expect(run.stderr).toBe(`[1/2] ${thin}\n[2/2] ${article}\n`);
    },
    TIMEOUT,
  );

  it(
    'prints each human report under a line naming its page, then a summary table and the run verdict',
    async () => {
      const blog = await deployedSite(site);
      const [article, thin] = [blog.url('/article'), blog.url('/thin')];
      const scores = { article: (await scoreOf(article)).geo_score, thin: await scoreOf(thin) };
      const run = await runAuditCommand([article, thin, '--allow-host', '127.0.0.1']);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(
        new RegExp(
          `^==== Page 1 of 2: ${asPattern(article)} ====\\n\\nGEO audit of ${asPattern(article)}\\nScore `,
        ),
      );
      expect(run.stdout).toContain(`\n==== Page 2 of 2: ${thin} ====\n\nGEO audit of ${thin}\nScore `);
      const summary = run.stdout.slice(run.stdout.indexOf('==== Summary ====\n'));
      const rows = summary.split('\n').filter((line) => line.startsWith('  http'));
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatch(new RegExp(`^  ${asPattern(article)}\\s+${scores.article}  \\w+$`));
      expect(rows[1]).toMatch(
        new RegExp(`^  ${asPattern(thin)}\\s+${scores.thin.geo_score}  ${scores.thin.verdict}$`),
      );
      expect(summary.trimEnd().split('\n').at(-1)).toBe('Passed: 2 pages audited.');
      // Progress goes to stderr only: stdout stays the report a job can save.
      expect(run.stdout).not.toMatch(/^\[\d\/2\]/m);
      expect(run.stderr).toBe(`[1/2] ${article}\n[2/2] ${thin}\n`);
    },
    TIMEOUT,
  );

  it(
    '--markdown puts the summary table first, then each page report under its own heading, levels nested',
    async () => {
      const blog = await deployedSite(site);
      const [article, thin] = [blog.url('/article'), blog.url('/thin')];
      const run = await runAuditCommand([
        article,
        thin,
        '--markdown',
        '--min-score',
        '0',
        '--allow-host',
        '127.0.0.1',
      ]);
      expect(run.code).toBe(0);
      const lines = run.stdout.split('\n');
      expect(lines.slice(0, 3)).toEqual([
        '# GEO audit of 2 pages',
        '',
        'Passed: 2 pages audited, all at or above --min-score 0.',
      ]);
      const table = lines.indexOf('| URL | Score | Verdict |');
      expect(table).toBeGreaterThan(0);
      expect(lines[table + 2]).toMatch(new RegExp(`^\\| <${asPattern(article)}> \\| \\d+ \\| \\w+ \\|$`));
      expect(lines[table + 3]).toMatch(new RegExp(`^\\| <${asPattern(thin)}> \\| \\d+ \\| \\w+ \\|$`));
      const headings = lines.filter((line) => /^#{1,6} /.test(line));
      // One title; each page a level-2 heading; its report's own title at 3 and its sections below.
      expect(headings.filter((line) => line.startsWith('# '))).toEqual(['# GEO audit of 2 pages']);
      expect(headings.filter((line) => line.startsWith('## '))).toEqual([`## <${article}>`, `## <${thin}>`]);
      expect(headings.filter((line) => line.startsWith('### '))).toHaveLength(2);
      for (const line of headings.filter((heading) => heading.startsWith('### '))) {
        expect(line).toMatch(/^### GEO audit: \d+/);
      }
      expect(headings.filter((line) => /^#### (Action plan|Modules)\b/.test(line))).toHaveLength(4);
      expect(headings.filter((line) => /^#{5,6} /.test(line)).length).toBeGreaterThan(0);
      expect(lines.indexOf(`## <${article}>`)).toBeGreaterThan(table);
      expect(run.stderr).not.toContain('#');
    },
    TIMEOUT,
  );

  it(
    '--markdown says why a page was not audited, in the table and under its heading, its address linked whole',
    async () => {
      const blog = await deployedSite(site);
      const down = `http://127.0.0.1:${await closedPort()}/new_page`;
      const run = await runAuditCommand([
        blog.url('/article'),
        down,
        '--markdown',
        '--allow-host',
        '127.0.0.1',
      ]);
      expect(run.code).toBe(3);
      const lines = run.stdout.split('\n');
      expect(lines[2]).toBe('Failed (exit 3): of 2 pages, 1 not fetched, 1 passed.');
      const row = lines.find((line) => line.startsWith(`| <${down}> |`));
      expect(row).toMatch(
        new RegExp(`^\\| <${asPattern(down)}> \\| - \\| not fetched: .*<${asPattern(down)}>.* \\|$`),
      );
      const section = lines.indexOf(`## <${down}>`);
      expect(lines[section + 2]).toMatch(
        new RegExp(`^Not audited\\. Could not fetch <${asPattern(down)}>: `),
      );
      // An escaped address would be linked by GitHub with its backslashes.
      expect(run.stdout).not.toContain('new\\_page');
    },
    TIMEOUT,
  );
});

function asPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
