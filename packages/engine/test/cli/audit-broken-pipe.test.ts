import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureSite, startFixtureSite } from '../helpers/fixture-site.ts';
import { GOOD_ARTICLE } from '../structured-data/fixtures.ts';

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));
const TIMEOUT = 60_000;

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite({
    '/article': { headers: { 'content-type': 'text/html; charset=utf-8' }, body: GOOD_ARTICLE },
  });
});

afterAll(async () => {
  await site?.close();
});

/** Runs the CLI with its stdout read by nobody, as `geo-audit-engine audit … | head -0` leaves it. */
function auditIntoClosedPipe(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=geo-audit-source', MAIN, 'audit', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('geo-audit-engine audit piped into a reader that stops early (| head)', () => {
  it(
    'ends quietly with the audit exit code instead of crashing with an EPIPE stack trace',
    async () => {
      const run = await auditIntoClosedPipe([site.url('/article'), '--json', '--allow-host', '127.0.0.1']);
      expect(run.stderr).not.toContain('EPIPE');
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
    },
    TIMEOUT,
  );
});
