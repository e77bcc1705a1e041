import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../../src/cli/main.ts', import.meta.url));

/** `geo-audit-engine audit …` on a Node whose RegExp lacks modifiers, as Node 22 and older are. */
function cliOnOldRegExp(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--no-js-regexp-modifiers', '--conditions=geo-audit-source', MAIN, ...args],
      (error, stdout, stderr) => {
        const code = error ? (error as { code?: unknown }).code : 0;
        resolve({ code: typeof code === 'number' ? code : -1, stdout, stderr });
      },
    );
  });
}

describe('geo-audit-engine audit on a Node too old for the engine (a CI job on setup-node 22)', () => {
  it('says which Node it needs and exits 4, not 1, which a pipeline reads as "below --min-score"', async () => {
    const run = await cliOnOldRegExp(['audit', 'https://example.com/', '--min-score', '60', '--json']);
    expect(run.code).toBe(4);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^geo-audit-engine needs Node 24 or newer \(decision 0074\); this is Node v\d+/,
    );
    expect(run.stderr).not.toContain('SyntaxError');
  }, 30_000);
});
