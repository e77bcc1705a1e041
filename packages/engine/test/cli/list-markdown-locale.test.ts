import type { AuditResult } from '@geo-audit/core';
import { createTranslator, describeScore } from '@geo-audit/render';
import { describe, expect, it } from 'vitest';
import type { RunAudit } from '../../src/api-types.ts';
import { PageFetchError } from '../../src/run/errors.ts';
import { runAudit } from '../../src/run-audit.ts';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { deployedSite } from './deployed-site.ts';
import { runAuditCommand } from './run-audit-command.ts';

const site = fixtureSitesPerTest();
const TIMEOUT = 90_000;

/** The fetcher's own words for a refused address: quoted as they are in every language. */
const REFUSED = '10.0.0.7 is refused: it is a private address';

/**
 * A run over every way a page can end: passed, below --min-score, a 404, refused by the fetcher (with the
 * --allow-host hint), failed in the engine, and a score --min-score cannot judge (no module weighs anything).
 */
async function everyOutcome(locale: string) {
  const blog = await deployedSite(site);
  const urls = {
    article: blog.url('/article'),
    thin: blog.url('/thin'),
    gone: blog.url('/gone'),
    refused: 'http://10.0.0.7/pricing',
    crashed: blog.url('/crashed'),
    unjudged: blog.url('/unjudged'),
  };
  const results = new Map<string, AuditResult>();
  const run: RunAudit = async (url, options) => {
    if (url === urls.refused) throw new PageFetchError(url, 'blocked_destination', REFUSED);
    if (url === urls.crashed) throw new Error('module crashed');
    if (url === urls.unjudged) {
      const result = await runAudit(urls.article, options);
      const weights = Object.fromEntries(Object.keys(result.weights ?? {}).map((name) => [name, 0]));
      return { ...result, url, weights };
    }
    const result = await runAudit(url, options);
    results.set(url, result);
    return result;
  };
  const article = (await runAudit(urls.article, { allowHosts: ['127.0.0.1'] })).geo_score;
  const minScore = String(article);
  const output = await runAuditCommand(
    [
      ...Object.values(urls),
      '--markdown',
      '--locale',
      locale,
      '--min-score',
      minScore,
      '--allow-host',
      '127.0.0.1',
    ],
    { runAudit: run },
  );
  return { output, urls, results, minScore };
}

/** The document's own framing: everything before the first page's report, and why a page was not audited. */
function framing(markdown: string): string {
  const lines = markdown.split('\n');
  const head = lines.slice(
    0,
    lines.findIndex((line) => line.startsWith('## ')),
  );
  const notAudited = lines.filter((line) => /^(Not audited|Nicht geprüft)\./.test(line));
  return [...head, ...notAudited].join('\n');
}

function row(markdown: string, url: string): string | undefined {
  return markdown.split('\n').find((line) => line.startsWith(`| <${url}> |`));
}

describe('geo-audit audit <url> <url> … --markdown --locale: the whole document in one language', () => {
  it(
    'de: title, run verdict, table, verdicts, notes and why a page was not audited are German',
    async () => {
      const { output, urls, results, minScore } = await everyOutcome('de');
      expect(output.code).toBe(4);
      const md = output.stdout;
      const lines = md.split('\n');
      expect(lines.slice(0, 5)).toEqual([
        '# GEO-Audit von 6 Seiten',
        '',
        `Nicht bestanden (Exit-Code 4): von 6 Seiten 1 in der Engine fehlgeschlagen, 2 nicht abgerufen, bei 1 --min-score ${minScore} nicht beurteilbar, 1 unter --min-score ${minScore}, 1 bestanden.`,
        '',
        '| URL | Wert | Urteil |',
      ]);
      const german = createTranslator('de');
      const verdict = (url: string) => {
        const result = results.get(url) as AuditResult;
        return describeScore(result.geo_score, result.verdict, german).verdict;
      };
      const article = results.get(urls.article) as AuditResult;
      const thin = results.get(urls.thin) as AuditResult;
      expect(verdict(urls.article)).not.toBe(article.verdict);
      expect(row(md, urls.article)).toBe(
        `| <${urls.article}> | ${article.geo_score} | ${verdict(urls.article)} |`,
      );
      expect(row(md, urls.thin)).toBe(
        `| <${urls.thin}> | ${thin.geo_score} | ${verdict(urls.thin)}, unter --min-score ${minScore} |`,
      );
      expect(row(md, urls.gone)).toBe(`| <${urls.gone}> | - | nicht abgerufen: HTTP 404 |`);
      expect(row(md, urls.refused)).toBe(`| <${urls.refused}> | - | nicht abgerufen: ${REFUSED} |`);
      expect(row(md, urls.crashed)).toBe(
        `| <${urls.crashed}> | - | in der Engine fehlgeschlagen: module crashed |`,
      );
      expect(row(md, urls.unjudged)).toMatch(
        new RegExp(`^\\| <[^>]+> \\| \\d+ \\| \\S+, --min-score ${minScore} nicht beurteilbar \\|$`),
      );
      expect(lines).toContain(
        `Nicht geprüft. <${urls.refused}> konnte nicht abgerufen werden: ${REFUSED} Um eine lokale oder private Website zu prüfen, lassen Sie ihren Host zu: --allow-host 10.0.0.7`,
      );
      expect(lines).toContain(
        'Nicht geprüft. Das Audit ist in der Engine fehlgeschlagen: module crashed. Bitte melden Sie das mit der URL.',
      );
      // The fetcher's words stay as they are; none of the CLI's own English is left.
      const own = framing(md).replaceAll(REFUSED, '');
      expect(own).not.toMatch(
        /GEO audit|Passed|Failed|exit \d|\bpages?\b|Score|Verdict|not fetched|below|cannot be judged|inside the engine|Not audited|Could not fetch|To audit|\b(Excellent|Good|Fair|Poor|Critical)\b/,
      );
      // stderr is the CI log, which stays English.
      expect(output.stderr).toContain(`[4/6] ${urls.refused}\nCould not fetch ${urls.refused}: ${REFUSED}\n`);
    },
    TIMEOUT,
  );

  it(
    'de-AT uses the German wording',
    async () => {
      const { output } = await everyOutcome('de-AT');
      expect(output.stdout.split('\n')[0]).toBe('# GEO-Audit von 6 Seiten');
      expect(output.stdout).toContain('| URL | Wert | Urteil |');
    },
    TIMEOUT,
  );

  it(
    'en: the framing reads as it always has',
    async () => {
      const { output, urls, results, minScore } = await everyOutcome('en');
      expect(output.code).toBe(4);
      const md = output.stdout;
      expect(md.split('\n').slice(0, 5)).toEqual([
        '# GEO audit of 6 pages',
        '',
        `Failed (exit 4): of 6 pages, 1 failed inside the engine, 2 not fetched, 1 where --min-score ${minScore} cannot be judged, 1 below --min-score ${minScore}, 1 passed.`,
        '',
        '| URL | Score | Verdict |',
      ]);
      const article = results.get(urls.article) as AuditResult;
      const thin = results.get(urls.thin) as AuditResult;
      expect(row(md, urls.article)).toBe(`| <${urls.article}> | ${article.geo_score} | ${article.verdict} |`);
      expect(row(md, urls.thin)).toBe(
        `| <${urls.thin}> | ${thin.geo_score} | ${thin.verdict}, below --min-score ${minScore} |`,
      );
      expect(row(md, urls.gone)).toBe(`| <${urls.gone}> | - | not fetched: HTTP 404 |`);
      expect(row(md, urls.refused)).toBe(`| <${urls.refused}> | - | not fetched: ${REFUSED} |`);
      expect(row(md, urls.crashed)).toBe(
        `| <${urls.crashed}> | - | failed inside the engine: module crashed |`,
      );
      expect(row(md, urls.unjudged)).toMatch(/, --min-score \d+ cannot be judged \|$/);
      expect(md).toContain(
        `Not audited. Could not fetch <${urls.refused}>: ${REFUSED} To audit a local or private site, allow its host: --allow-host 10.0.0.7\n`,
      );
      expect(md).toContain(
        'Not audited. The audit failed inside the engine: module crashed. Please report this with the URL.\n',
      );
    },
    TIMEOUT,
  );
});
