import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
export const appDir = join(here, '..', '..', '..', '..', 'examples', 'strapi-app');
const pluginAdmin = join(here, '..', '..', 'dist', 'admin', 'index.mjs');
// The app's own admin customisation (src/admin/app.*: its interface languages) is built in too.
const appAdmin = join(appDir, 'src', 'admin');

async function currentHash(): Promise<string> {
  const hash = createHash('sha256').update(await readFile(pluginAdmin));
  const files = existsSync(appAdmin) ? await readdir(appAdmin, { recursive: true, withFileTypes: true }) : [];
  const paths = files.filter((file) => file.isFile()).map((file) => join(file.parentPath, file.name));
  for (const path of paths.sort()) hash.update(relative(appAdmin, path)).update(await readFile(path));
  return hash.digest('hex');
}

const stamp = join(appDir, 'dist', 'build', '.geo-audit-plugin-hash');
const lockDir = join(appDir, '.geo-audit-build.lock');

async function isFresh(hash: string): Promise<boolean> {
  return existsSync(stamp) && (await readFile(stamp, 'utf8')) === hash;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Holds a cross-process lock (an atomic mkdir) while `work` runs, so parallel test files and `npm start`
 * never run two ~2 GB admin builds into the same folder. A lock left by a dead process is taken over.
 */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(lockDir);
      await writeFile(join(lockDir, 'pid'), String(process.pid));
      break;
    } catch {
      const owner = Number(await readFile(join(lockDir, 'pid'), 'utf8').catch(() => '0'));
      if (owner > 0 && !alive(owner)) await rm(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

/**
 * Runs `strapi build` for the example app (~1 min, ~2 GB) unless dist/build already holds this exact plugin
 * admin bundle and app customisation, so repeated local runs skip it and a fresh clone always builds.
 */
export async function buildAdminOnce(): Promise<void> {
  const hash = await currentHash();
  if (await isFresh(hash)) return;
  await withBuildLock(async () => {
    // Another process may have built it while this one waited for the lock.
    if (await isFresh(hash)) return;
    // The package's exports map hides bin/; the app's own node_modules link points at the installed copy.
    const cli = join(appDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
    await promisify(execFile)(process.execPath, [cli, 'build'], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 600_000,
    });
    await writeFile(stamp, hash);
  });
}
