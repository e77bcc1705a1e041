import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
export const studioDir = join(repo, 'examples', 'sanity-studio');
export const studioDist = join(studioDir, 'dist');
const stamp = join(studioDist, '.geo-audit-build-hash');
const lockDir = join(studioDir, '.geo-audit-build.lock');

/** Everything the built Studio is made from: its config, the plugin, render, core and the lockfile. */
const INPUTS = [
  'examples/sanity-studio/sanity.config.ts',
  'examples/sanity-studio/sanity.cli.ts',
  'examples/sanity-studio/package.json',
  'packages/sanity-plugin/src',
  'packages/render/src',
  'packages/core/src',
  'pnpm-lock.yaml',
];

async function files(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(entries.map((entry) => files(join(path, entry.name))));
  return nested.flat();
}

async function inputsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of (await files(join(repo, input))).sort()) {
      hash.update(relative(repo, file)).update('\0');
      hash.update(await readFile(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A cross-process lock (atomic mkdir) so parallel runs never build into the same folder; stale locks are taken over. */
async function withLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lockDir);
      await writeFile(join(lockDir, 'pid'), String(process.pid));
      break;
    } catch {
      const owner = Number(await readFile(join(lockDir, 'pid'), 'utf8').catch(() => '0'));
      if (owner > 0 && !alive(owner)) await rm(lockDir, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

/**
 * Builds the example Studio with `sanity build` (offline; about 15 s and 1.3 GB here), unless the last build
 * was made from the same inputs.
 */
export async function buildStudioOnce(): Promise<void> {
  const hash = await inputsHash();
  const fresh = async () => existsSync(stamp) && (await readFile(stamp, 'utf8')) === hash;
  if (await fresh()) return;
  await withLock(async () => {
    if (await fresh()) return;
    const sanityCli = join(studioDir, 'node_modules', 'sanity', 'bin', 'sanity');
    await promisify(execFile)(process.execPath, [sanityCli, 'build', '--yes'], {
      cwd: studioDir,
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
    await writeFile(stamp, hash);
  });
}
