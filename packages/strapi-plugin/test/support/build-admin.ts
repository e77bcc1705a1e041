import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
export const appDir = join(here, '..', '..', '..', '..', 'examples', 'strapi-app');
const pluginAdmin = join(here, '..', '..', 'dist', 'admin', 'index.mjs');

/**
 * Runs `strapi build` for the example app (~1 min, ~2 GB) unless dist/build already holds this exact plugin
 * admin bundle, so repeated local runs skip it and a fresh clone always builds.
 */
export async function buildAdminOnce(): Promise<void> {
  const hash = createHash('sha256')
    .update(await readFile(pluginAdmin))
    .digest('hex');
  const stamp = join(appDir, 'dist', 'build', '.geo-audit-plugin-hash');
  if (existsSync(stamp) && (await readFile(stamp, 'utf8')) === hash) return;
  // The package's exports map hides bin/; the app's own node_modules link points at the installed copy.
  const cli = join(appDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
  await promisify(execFile)(process.execPath, [cli, 'build'], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 600_000,
  });
  await writeFile(stamp, hash);
}
