import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root of this checkout. */
const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Checks `revision` out into a temporary git worktree that resolves its packages through this checkout's installs
 * (same lockfile assumed), removed when the process exits. Returns the worktree's engine package folder.
 *
 * @example
 * ```ts
 * const before = checkOutEngine('HEAD~1');
 * const { analyzeArtifacts } = await import(pathToFileURL(join(before, 'src/run/analyze-artifacts.ts')).href);
 * ```
 */
export function checkOutEngine(revision: string): string {
  const base = mkdtempSync(join(tmpdir(), 'geo-audit-ab-'));
  const git = (...args: string[]) => execFileSync('git', ['-C', repositoryRoot, ...args], { stdio: 'pipe' });
  git('worktree', 'add', '--detach', base, revision);
  process.on('exit', () => {
    try {
      git('worktree', 'remove', '--force', base);
    } catch {
      rmSync(base, { recursive: true, force: true });
    }
  });
  for (const dir of ['', 'packages/engine', 'packages/core', 'packages/render']) {
    const target = join(repositoryRoot, dir, 'node_modules');
    if (existsSync(target)) symlinkSync(target, join(base, dir, 'node_modules'));
  }
  return join(base, 'packages/engine');
}
