import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LAUNCHER = fileURLToPath(new URL('../bin/geo-audit.js', import.meta.url));

/** A Node older than the engine needs (Debian's system Node here and in CI), when the machine has one. */
function olderNode(): string | undefined {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!existsSync(candidate)) continue;
    const version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim();
    if (Number(version.slice(1).split('.')[0]) < 24) return candidate;
  }
  return undefined;
}

const older = olderNode();

describe.skipIf(older === undefined)('the geo-audit launcher on a Node too old for the engine', () => {
  it('says which Node it needs and how to get it, and exits 4, instead of a SyntaxError from a text pattern', () => {
    const run = spawnSync(older!, [LAUNCHER, 'serve', '--help'], { encoding: 'utf8' });
    expect(run.status).toBe(4);
    expect(run.stderr).toMatch(/^geo-audit needs Node 24 or newer; this is Node \d+\.\d+\.\d+\./);
    expect(run.stderr).toContain('npm start');
    expect(run.stderr).not.toContain('SyntaxError');
    expect(run.stdout).toBe('');
  });
});
