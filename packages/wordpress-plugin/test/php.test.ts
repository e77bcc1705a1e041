// @vitest-environment node
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CountingProxy, startCountingProxy } from './harness/counting-proxy.ts';
import { type GeoAuditServer, hasServer, startGeoAuditServer } from './harness/geo-audit-server.ts';
import { hasCommand } from './harness/processes.ts';
import { PACKAGE_DIR, startWordPress, type WordPressSite } from './harness/wordpress-site.ts';

// The plugin's PHP tests run in PHPUnit (Debian's package) against a real WordPress on SQLite; this file
// starts that WordPress, the real GEO Audit API behind a counting proxy, runs PHPUnit once, and reports each
// PHP test method as one test here so the workspace summary counts them.

const PHP_DIR = join(PACKAGE_DIR, 'test', 'php');
const havePhp = hasCommand('php') && hasCommand('phpunit');

interface PhpCase {
  file: string;
  className: string;
  method: string;
  group: 'default' | 'constant-key' | 'constant-base-url';
}

function listCases(): PhpCase[] {
  const cases: PhpCase[] = [];
  for (const file of readdirSync(PHP_DIR).filter((name) => name.endsWith('Test.php'))) {
    const source = readFileSync(join(PHP_DIR, file), 'utf8');
    const className = /class\s+(\w+)\s+extends/.exec(source)?.[1] ?? file.replace('.php', '');
    const group = source.includes('@group constant-key')
      ? 'constant-key'
      : source.includes('@group constant-base-url')
        ? 'constant-base-url'
        : 'default';
    for (const match of source.matchAll(/public function (test_\w+)\s*\(/g)) {
      cases.push({ file, className, method: match[1] ?? '', group });
    }
  }
  return cases;
}

interface CaseResult {
  count: number;
  failures: string[];
  skipped: number;
}

/** Reads PHPUnit's JUnit log into results keyed by "Class::method" (data-provider rows merged). */
function parseJUnit(xml: string): Map<string, CaseResult> {
  const results = new Map<string, CaseResult>();
  const pattern = /<testcase name="([^"]+)" class="([^"]+)"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g;
  for (const match of xml.matchAll(pattern)) {
    const method = (match[1] ?? '').replace(/ with data set .*$/, '');
    const className = (match[2] ?? '').split('\\').at(-1) ?? '';
    const body = match[4] ?? '';
    const key = `${className}::${method}`;
    const entry = results.get(key) ?? { count: 0, failures: [], skipped: 0 };
    entry.count++;
    const failure = /<(failure|error)[^>]*>([\s\S]*?)<\/\1>/.exec(body);
    if (failure) entry.failures.push(decode(failure[2] ?? ''));
    if (/<skipped/.test(body)) entry.skipped++;
    results.set(key, entry);
  }
  return results;
}

function decode(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

function phpunit(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      'phpunit',
      ['--do-not-cache-result', '--bootstrap', join(PHP_DIR, 'bootstrap.php'), ...args, PHP_DIR],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const cases = listCases();

describe.skipIf(!havePhp)(
  `PHPUnit against a real WordPress${havePhp ? '' : ' (skipped: php/phpunit missing; run packages/wordpress-plugin/scripts/ci-deps.sh)'}`,
  () => {
    let site: WordPressSite | undefined;
    let api: GeoAuditServer | undefined;
    let proxy: CountingProxy | undefined;
    const results = new Map<string, CaseResult>();
    const logs: string[] = [];
    const logDirs: string[] = [];

    beforeAll(async () => {
      // The tests run wp-cron themselves (TestCase::run_cron). Left on, any web request (a webhook or a page fetch
      // from an earlier test's audit) would spawn a cron run that starts the next test's job behind its back.
      site = await startWordPress({ configExtra: "define( 'DISABLE_WP_CRON', true );" });
      const env: NodeJS.ProcessEnv = { WP_ROOT: site.root, GEO_AUDIT_TEST_SITE: site.url };
      if (hasServer()) {
        api = await startGeoAuditServer();
        proxy = await startCountingProxy(api.baseUrl);
        Object.assign(env, {
          GEO_AUDIT_TEST_API: proxy.url,
          GEO_AUDIT_TEST_KEY: api.key,
          GEO_AUDIT_TEST_SECRET: api.webhookSecret,
        });
      }
      const logDir = await mkdtemp(join(tmpdir(), 'geo-audit-phpunit-'));
      const main = await phpunit(
        ['--exclude-group', 'constant-key,constant-base-url', '--log-junit', join(logDir, 'main.xml')],
        env,
      );
      const constant = await phpunit(
        ['--group', 'constant-key', '--log-junit', join(logDir, 'constant.xml')],
        {
          ...env,
          GEO_AUDIT_TEST_CONSTANT_KEY: 'gak_constant_key_that_must_not_leak',
        },
      );
      // GEO_AUDIT_API_BASE_URL set to the API's address with /api at its end, as an administrator might copy it.
      const constantBase = await phpunit(
        ['--group', 'constant-base-url', '--log-junit', join(logDir, 'constant-base-url.xml')],
        { ...env, GEO_AUDIT_TEST_CONSTANT_BASE: `${env.GEO_AUDIT_TEST_API ?? 'http://127.0.0.1:9'}/api` },
      );
      logs.push(main.output, constant.output, constantBase.output);
      logDirs.push(logDir);
      for (const file of await readdir(logDir)) {
        for (const [key, value] of parseJUnit(await readFile(join(logDir, file), 'utf8')))
          results.set(key, value);
      }
    }, 600_000);

    afterAll(async () => {
      await proxy?.stop();
      await api?.stop();
      await site?.stop();
      for (const dir of logDirs) await rm(dir, { recursive: true, force: true });
    });

    for (const phpCase of cases) {
      it(`${phpCase.className}::${phpCase.method}`, (context) => {
        const result = results.get(`${phpCase.className}::${phpCase.method}`);
        expect(result, `PHPUnit did not report this test. Output:\n${logs.join('\n')}`).toBeDefined();
        expect(result?.failures ?? [], result?.failures.join('\n---\n')).toEqual([]);
        if (result && result.skipped === result.count) context.skip('PHPUnit skipped it (see its message)');
      });
    }
  },
);
