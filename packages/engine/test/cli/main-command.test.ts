import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const TIMEOUT = 30_000;
const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--conditions=geo-audit-source', MAIN, ...args], (error, stdout, stderr) => {
      const code = error ? (error as { code?: unknown }).code : 0;
      resolve({ code: typeof code === 'number' ? code : -1, stdout, stderr });
    });
  });
}

describe('geo-audit-engine given a URL without the audit command', () => {
  it(
    'shows the command that audits it, with the scheme it needs',
    async () => {
      const withScheme = await cli(['https://example.com/pricing']);
      expect(withScheme.code).toBe(2);
      expect(withScheme.stdout).toBe('');
      expect(withScheme.stderr.split('\n')[0]).toBe(
        'Unknown command "https://example.com/pricing". To audit a page, put "audit" before its URL: geo-audit-engine audit https://example.com/pricing',
      );
      const bare = await cli(['example.com/pricing']);
      expect(bare.stderr.split('\n')[0]).toBe(
        'Unknown command "example.com/pricing". To audit a page, put "audit" before its URL: geo-audit-engine audit https://example.com/pricing',
      );
      // A local development server speaks plain HTTP.
      const local = await cli(['localhost:3000/blog']);
      expect(local.stderr.split('\n')[0]).toBe(
        'Unknown command "localhost:3000/blog". To audit a page, put "audit" before its URL: geo-audit-engine audit http://localhost:3000/blog',
      );
    },
    TIMEOUT,
  );

  it(
    'keeps the plain message for a word that is no URL',
    async () => {
      const run = await cli(['scan']);
      expect(run.code).toBe(2);
      expect(run.stderr.split('\n')[0]).toBe('Unknown command "scan". The command is: audit <url>.');
    },
    TIMEOUT,
  );
});
