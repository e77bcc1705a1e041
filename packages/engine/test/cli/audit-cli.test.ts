import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AuditResult } from '@geo-audit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCommand } from '../../src/index.ts';
import { closedPort } from '../helpers/closed-port.ts';
import { type FixtureSite, startFixtureSite } from '../helpers/fixture-site.ts';
import { GOOD_ARTICLE } from '../structured-data/fixtures.ts';

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const TIMEOUT = 120_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=geo-audit-source', MAIN, ...args],
      { timeout: TIMEOUT - 10_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: unknown }).code as number) : 0;
        resolve({ code: typeof code === 'number' ? code : -1, stdout, stderr });
      },
    );
  });
}

let site: FixtureSite;

/** The same audit as JSON, to compare a report with the score it must show. */
async function runJson(extra: string[]): Promise<AuditResult> {
  const run = await cli(['audit', site.url('/article'), '--json', ...extra, '--allow-host', '127.0.0.1']);
  return AuditResult.parse(JSON.parse(run.stdout));
}

beforeAll(async () => {
  site = await startFixtureSite({
    '/article': { headers: HTML, body: GOOD_ARTICLE },
    '/gone': { status: 404, headers: HTML, body: '<h1>Not found</h1>' },
    '/robots.txt': { body: 'User-agent: *\nAllow: /\n' },
    '/llms.txt': { body: '# Acme\n\n> Anvils.\n\n## Guides\n\n- [Anvils](/article): about anvils\n' },
  });
});

afterAll(async () => {
  await site?.close();
});

describe('geo-audit-engine audit (spawned)', () => {
  it(
    'prints the full result as JSON and exits 0',
    async () => {
      const run = await cli(['audit', site.url('/article'), '--json', '--allow-host', '127.0.0.1']);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const result = AuditResult.parse(JSON.parse(run.stdout));
      expect(result.url).toBe(site.url('/article'));
      expect(Object.keys(result.modules)).toHaveLength(9);
    },
    TIMEOUT,
  );

  it(
    'exits 1 below --min-score, after printing the human report',
    async () => {
      const run = await cli([
        'audit',
        site.url('/article'),
        '--min-score',
        '100',
        '--allow-host',
        '127.0.0.1',
      ]);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/^GEO audit of http:\/\/127\.0\.0\.1:\d+\/article\nScore \d+\/100 \(\w+\)/);
      expect(run.stdout).toContain('Action plan');
      expect(run.stderr).toMatch(/below --min-score 100/);
    },
    TIMEOUT,
  );

  it(
    'runs only the requested modules and prints the Markdown report',
    async () => {
      const run = await cli([
        'audit',
        site.url('/article'),
        '--markdown',
        '--modules',
        'schema,crawlers',
        '--allow-host',
        '127.0.0.1',
      ]);
      expect(run.code).toBe(0);
      const result = await runJson(['--modules', 'schema,crawlers']);
      expect(run.stdout.startsWith(`# GEO audit: ${result.geo_score}`)).toBe(true);
      expect(run.stdout).toMatch(/^\| Structured data \| \d+/m);
      expect(run.stdout).toMatch(/^\| Agent readiness/m);
      expect(run.stdout).not.toMatch(/^\| Citability/m);
    },
    TIMEOUT,
  );

  it(
    'prints a self-contained HTML report in the asked language',
    async () => {
      const run = await cli([
        'audit',
        site.url('/article'),
        '--html',
        '--locale',
        'de',
        '--allow-host',
        '127.0.0.1',
      ]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^<!doctype html>/i);
      expect(run.stdout).toContain('<html lang="de"');
      expect(run.stdout).not.toMatch(/<script|<link /i);
      const result = await runJson([]);
      expect(run.stdout).toContain(`>${result.geo_score}<`);
    },
    TIMEOUT,
  );

  it(
    'exits 2 on usage errors, with a message saying what to do',
    async () => {
      const none = await cli(['audit']);
      expect(none.code).toBe(2);
      expect(none.stderr).toContain('Missing the URL');
      const bad = await cli(['audit', 'https://example.com', '--min-score', 'lots']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('--min-score must be a whole number');
      const unknown = await cli(['scan', 'https://example.com']);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('Unknown command "scan"');
    },
    TIMEOUT,
  );

  it(
    'exits 3 when the page cannot be fetched: refused private host, closed port, 404',
    async () => {
      const privateHost = await cli(['audit', site.url('/article')]);
      expect(privateHost.code).toBe(3);
      expect(privateHost.stderr).toContain('--allow-host 127.0.0.1');
      const port = await closedPort();
      const closed = await cli(['audit', `http://127.0.0.1:${port}/`, '--allow-host', '127.0.0.1']);
      expect(closed.code).toBe(3);
      expect(closed.stdout).toBe('');
      // The host is already allowed: the advice is about the closed port, not about --allow-host.
      expect(closed.stderr).toContain(
        `the server refused the connection. Check that the server is running and listens on port ${port}.`,
      );
      expect(closed.stderr).not.toContain('--allow-host');
      const gone = await cli(['audit', site.url('/gone'), '--json', '--allow-host', '127.0.0.1']);
      expect(gone.code).toBe(3);
      expect(AuditResult.parse(JSON.parse(gone.stdout)).geo_score).toBe(0);
      expect(gone.stderr).toContain('HTTP 404');
    },
    TIMEOUT,
  );
});

describe('auditCommand (in process, as the server CLI calls it)', () => {
  it('writes help to stdout and returns 0', async () => {
    let out = '';
    const code = await auditCommand(['--help'], { stdout: (t) => (out += t), command: 'geo-audit' });
    expect(code).toBe(0);
    expect(out).toContain('Usage: geo-audit audit <url>');
  });
});
