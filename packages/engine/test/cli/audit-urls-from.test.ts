import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureSitesPerTest } from '../helpers/fixture-site.ts';
import { GOOD_ARTICLE } from '../structured-data/fixtures.ts';
import { runAuditCommand } from './run-audit-command.ts';

const site = fixtureSitesPerTest();
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const TIMEOUT = 60_000;

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Writes a URL list as a deploy step would, and returns its path. */
async function listFile(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'geo-audit-urls-'));
  dirs.push(dir);
  const path = join(dir, 'changed-urls.txt');
  await writeFile(path, text);
  return path;
}

async function blogSite() {
  return site({
    '/a': { headers: HTML, body: GOOD_ARTICLE },
    '/b': { headers: HTML, body: GOOD_ARTICLE },
    '/c': { headers: HTML, body: GOOD_ARTICLE },
  });
}

/** The CLI as a pipeline runs it, `… | geo-audit-engine audit --urls-from - …`. */
function cliWithStdin(
  args: string[],
  input: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=geo-audit-source', MAIN, 'audit', ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const urlsOf = (stdout: string) => (JSON.parse(stdout) as Array<{ url: string }>).map((entry) => entry.url);

describe('geo-audit audit --urls-from (a list of changed pages written by the deploy)', () => {
  it(
    'audits the listed URLs after those on the command line, skipping blank lines and # comments',
    async () => {
      const blog = await blogSite();
      const path = await listFile(
        `# pages changed by this deploy\r\n\r\n${blog.url('/b')}\r\n   ${blog.url('/c')}  \n# ${blog.url('/x')}\n${blog.url('/a')}\n`,
      );
      const run = await runAuditCommand([
        blog.url('/a'),
        '--urls-from',
        path,
        '--json',
        '--allow-host',
        '127.0.0.1',
      ]);
      expect(run.code).toBe(0);
      expect(urlsOf(run.stdout)).toEqual([blog.url('/a'), blog.url('/b'), blog.url('/c')]);
      expect(blog.requestsTo('/x')).toHaveLength(0);
    },
    TIMEOUT,
  );

  it(
    'prints the list form even for a list of one page, so a pipeline always parses one shape',
    async () => {
      const blog = await blogSite();
      const path = await listFile(`${blog.url('/a')}\n`);
      const run = await runAuditCommand(['--urls-from', path, '--json', '--allow-host', '127.0.0.1']);
      expect(run.code).toBe(0);
      expect(urlsOf(run.stdout)).toEqual([blog.url('/a')]);
    },
    TIMEOUT,
  );

  it(
    'reads the list from stdin with -',
    async () => {
      const blog = await blogSite();
      const run = await cliWithStdin(
        ['--urls-from', '-', '--json', '--modules', 'schema', '--allow-host', '127.0.0.1'],
        `# from git diff\n${blog.url('/c')}\n\n${blog.url('/b')}\n`,
      );
      expect(run.stderr).toBe(`[1/2] ${blog.url('/c')}\n[2/2] ${blog.url('/b')}\n`);
      expect(run.code).toBe(0);
      expect(urlsOf(run.stdout)).toEqual([blog.url('/c'), blog.url('/b')]);
    },
    TIMEOUT,
  );

  it(
    'refuses a bad line before any audit starts, naming its line number (exit 2)',
    async () => {
      const blog = await blogSite();
      const path = await listFile(`# changed\n${blog.url('/a')}\n\nexample.com/pricing\n${blog.url('/b')}\n`);
      const run = await runAuditCommand([blog.url('/c'), '--urls-from', path, '--allow-host', '127.0.0.1']);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        `${path}, line 4: "example.com/pricing" is not an absolute http:// or https:// URL. Include the scheme, e.g. https://example.com/pricing\n`,
      );
      expect(run.stdout).toBe('');
      expect(blog.requests).toHaveLength(0);
    },
    TIMEOUT,
  );

  it(
    'says a changed file or path is no URL instead of guessing https://pricing or https://index.html',
    async () => {
      const blog = await blogSite();
      for (const [line, path] of [
        ['/pricing', '/pricing'],
        ['./public/index.html', '/public/index.html'],
        ['about.html', '/about.html'],
      ]) {
        const list = await listFile(`${blog.url('/a')}\n${line}\n`);
        const run = await runAuditCommand(['--urls-from', list, '--allow-host', '127.0.0.1']);
        expect(run.code).toBe(2);
        expect(run.stderr).toBe(
          `${list}, line 2: "${line}" is a path or a file, not a URL: give the page's full address, e.g. https://example.com${path}. For a local build, serve it and audit http://127.0.0.1:PORT${path} with --allow-host 127.0.0.1.\n`,
        );
      }
      expect(blog.requests).toHaveLength(0);
    },
    TIMEOUT,
  );

  it(
    'names stdin as the source of a bad line read from it, and never echoes a password',
    async () => {
      const blog = await blogSite();
      const run = await runAuditCommand(['--urls-from', '-', '--allow-host', '127.0.0.1'], {
        readUrls: async () => `${blog.url('/a')}\nhttps://deploy:s3cret@staging.example.com/\n`,
      });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^stdin, line 2: URLs with a user name or password cannot be audited/);
      expect(run.stderr).not.toContain('s3cret');
      expect(blog.requests).toHaveLength(0);
    },
    TIMEOUT,
  );

  it(
    'refuses two URLs on one line and a file it cannot read (exit 2)',
    async () => {
      const blog = await blogSite();
      const twoOnOneLine = await runAuditCommand(['--urls-from', '-'], {
        readUrls: async () => `${blog.url('/a')} ${blog.url('/b')}\n`,
      });
      expect(twoOnOneLine.code).toBe(2);
      expect(twoOnOneLine.stderr).toBe(
        `stdin, line 1: "${blog.url('/a')} ${blog.url('/b')}" holds a space. Give one URL per line.\n`,
      );
      const missing = await runAuditCommand(['--urls-from', '/nonexistent/changed-urls.txt']);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/^Cannot read --urls-from \/nonexistent\/changed-urls\.txt: ENOENT/);
      expect(blog.requests).toHaveLength(0);
    },
    TIMEOUT,
  );
});
