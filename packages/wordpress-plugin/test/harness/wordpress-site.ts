import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, type Started, startProcess, waitForHttp } from './processes.ts';

const run = promisify(execFile);
export const PACKAGE_DIR = join(import.meta.dirname, '..', '..');
const SCRIPTS = join(PACKAGE_DIR, 'scripts');

export interface WordPressSite {
  root: string;
  url: string;
  port: number;
  stop: () => Promise<void>;
  server: Started;
}

export interface SiteOptions {
  /** Plugin folder to link as wp-content/plugins/geo-audit, or 'none' to install it later (zip test). */
  plugin?: string;
  /** Extra wp-config.php lines. */
  configExtra?: string;
  /** Activate geo-audit during install (default true when a plugin is linked). */
  activate?: boolean;
}

/** Fetches WordPress (cached in .wp/) and the SQLite integration; safe to call repeatedly. */
export async function fetchWordPress(): Promise<void> {
  await run('bash', [join(SCRIPTS, 'fetch-wordpress.sh')], { timeout: 300_000 });
}

/**
 * A fresh WordPress on SQLite in a temporary folder, served by `php -S` with workers on a free loopback port
 * (admin / password).
 */
export async function startWordPress(options: SiteOptions = {}): Promise<WordPressSite> {
  await fetchWordPress();
  const folder = await mkdtemp(join(tmpdir(), 'geo-audit-wp-'));
  const root = join(folder, 'site');
  const port = await freePort();
  await run(
    'bash',
    [join(SCRIPTS, 'create-site.sh'), root, String(port), options.plugin ?? join(PACKAGE_DIR, 'plugin')],
    {
      timeout: 120_000,
      env: {
        ...process.env,
        GEO_AUDIT_WP_CONFIG_EXTRA: options.configExtra ?? '',
        GEO_AUDIT_ACTIVATE: options.activate === false ? '0' : '1',
      },
    },
  );
  const server = startProcess(
    'php',
    ['-d', 'memory_limit=512M', '-S', `127.0.0.1:${port}`, '-t', root, join(root, 'router.php')],
    {
      cwd: root,
      env: { PHP_CLI_SERVER_WORKERS: '4' },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/wp-login.php`, 60_000, server.output);
  // Each site is a 75 MB copy of WordPress: remove it with the server.
  const stop = async () => {
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  };
  return { root, url, port, server, stop };
}
