import { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { EXIT, mostSerious } from '../../src/cli/exit-codes.ts';
import { runAudit } from '../../src/run-audit.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { deployedSite } from './deployed-site.ts';
import { runAuditCommand } from './run-audit-command.ts';

const site = fixtureSitesPerTest();
const TIMEOUT = 60_000;

async function scoreOf(url: string): Promise<number> {
  const run = await runAuditCommand([url, '--json', '--allow-host', '127.0.0.1']);
  return AuditResult.parse(JSON.parse(run.stdout)).geo_score;
}

describe('geo-audit audit with several URLs: the exit code of the run and what stderr says', () => {
  it(
    'exits 3 when one page is a 404 and another is below --min-score, naming each failing URL',
    async () => {
      const blog = await deployedSite(site);
      const [article, gone] = [blog.url('/article'), blog.url('/gone')];
      const run = await runAuditCommand([article, gone, '--min-score', '100', '--allow-host', '127.0.0.1']);
      expect(run.code).toBe(3);
      const score = await scoreOf(article);
      expect(run.stderr).toContain(
        `[1/2] ${article}\n${article}: geo_score ${score} is below --min-score 100.\nStart with the action plan's first fix: `,
      );
      expect(run.stderr).toContain(
        `[2/2] ${gone}\n${gone}: The page answered HTTP 404; the result is capped at 0. Audit the URL that serves the content.\n`,
      );
      expect(run.stdout).toMatch(new RegExp(`\\n  ${asPattern(gone)}\\s+-  not fetched: HTTP 404\\n`));
      expect(run.stdout).toMatch(
        new RegExp(`\\n  ${asPattern(article)}\\s+${score}  \\w+, below --min-score 100\\n`),
      );
      expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(
        'Failed (exit 3): of 2 pages, 1 not fetched, 1 below --min-score 100.',
      );
    },
    TIMEOUT,
  );

  it(
    'exits 1 when a page is below --min-score and the others pass',
    async () => {
      const blog = await deployedSite(site);
      const [article, thin] = [blog.url('/article'), blog.url('/thin')];
      const [high, low] = [await scoreOf(article), await scoreOf(thin)];
      expect(low).toBeLessThan(high);
      const run = await runAuditCommand([
        article,
        thin,
        '--json',
        '--min-score',
        String(high),
        '--allow-host',
        '127.0.0.1',
      ]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`${thin}: geo_score ${low} is below --min-score ${high}.`);
      expect(run.stderr).not.toContain(`${article}: geo_score`);
      // Each page's full result still reaches stdout.
      expect((JSON.parse(run.stdout) as unknown[]).length).toBe(2);
    },
    TIMEOUT,
  );

  it(
    'exits 4 when the engine fails on one page, still auditing and reporting the others',
    async () => {
      const blog = await deployedSite(site);
      const [article, thin, gone] = [blog.url('/article'), blog.url('/thin'), blog.url('/gone')];
      const run = await runAuditCommand([thin, article, gone, '--json', '--allow-host', '127.0.0.1'], {
        runAudit: (url, options) =>
          url === article ? Promise.reject(new Error('module crashed')) : runAudit(url, options),
      });
      expect(run.code).toBe(4);
      const entries = JSON.parse(run.stdout) as Array<Record<string, unknown>>;
      expect(entries.map((entry) => entry.url)).toEqual([thin, article, gone]);
      expect(entries[1]).toEqual({
        url: article,
        exit_code: 4,
        passed: null,
        error: {
          exit_code: 4,
          message: 'The audit failed inside the engine: module crashed. Please report this with the URL.',
        },
      });
      expect(AuditResult.parse(entries[0]?.result).url).toBe(thin);
      expect(AuditResult.parse(entries[2]?.result).geo_score).toBe(0);
      expect(run.stderr).toContain(
        `${article}: The audit failed inside the engine: module crashed. Please report this with the URL.\n`,
      );
    },
    TIMEOUT,
  );

  it(
    'gives a page that answered nothing a JSON error entry with exit code 3',
    async () => {
      const blog = await deployedSite(site);
      const refused = 'http://10.255.255.1/';
      const run = await runAuditCommand([blog.url('/thin'), refused, '--json', '--allow-host', '127.0.0.1']);
      expect(run.code).toBe(3);
      const entries = JSON.parse(run.stdout) as Array<{
        url: string;
        error?: { exit_code: number; message: string };
      }>;
      expect(entries[1]?.url).toBe(refused);
      expect(entries[1]?.error?.exit_code).toBe(3);
      expect(entries[1]?.error?.message).toMatch(/^Could not fetch http:\/\/10\.255\.255\.1\/: /);
      expect(entries[1]?.error?.message).toContain('--allow-host 10.255.255.1');
    },
    TIMEOUT,
  );

  it(
    'refuses --html with several URLs before any audit (exit 2), pointing to --markdown and --json',
    async () => {
      const blog = await deployedSite(site);
      const run = await runAuditCommand([
        blog.url('/article'),
        blog.url('/thin'),
        '--html',
        '--allow-host',
        '127.0.0.1',
      ]);
      expect(run.code).toBe(2);
      expect(run.stderr.split('\n')[0]).toBe(
        '--html renders the report of one page. For several URLs use --markdown or --json, or run --html once per URL.',
      );
      expect(run.stdout).toBe('');
      expect(blog.requests).toHaveLength(0);
    },
    TIMEOUT,
  );
});

function asPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

describe('the most serious exit code of a run', () => {
  it('orders 4 over 3 over 2 over 1 over 0', () => {
    expect(mostSerious([EXIT.belowMinScore, EXIT.internal, EXIT.fetchFailed])).toBe(4);
    expect(mostSerious([EXIT.belowMinScore, EXIT.fetchFailed, EXIT.ok])).toBe(3);
    expect(mostSerious([EXIT.belowMinScore, EXIT.usage])).toBe(2);
    expect(mostSerious([EXIT.ok, EXIT.belowMinScore])).toBe(1);
    expect(mostSerious([EXIT.ok, EXIT.ok])).toBe(0);
  });
});
