import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const here = dirname(fileURLToPath(import.meta.url));

export interface RunningStrapi {
  url: string;
  port: number;
  /** Everything the process printed, for failure messages. */
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the example app with the built plugin on a fresh SQLite file and waits until it listens.
 *
 * @example
 * ```ts
 * const strapi = await startStrapi({ env: { GEO_AUDIT_API_KEY: key } });
 * await fetch(`${strapi.url}/admin/init`);
 * await strapi.stop();
 * ```
 */
export async function startStrapi(
  options: { env?: Record<string, string>; serveAdmin?: boolean; port?: number } = {},
) {
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(join(tmpdir(), 'geo-strapi-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [join(here, 'strapi-harness.cjs')], {
    env: {
      ...process.env,
      NODE_ENV: options.serveAdmin ? 'production' : 'development',
      STRAPI_TELEMETRY_DISABLED: 'true',
      BROWSER: 'none',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_FILENAME: join(dataDir, 'data.db'),
      SERVE_ADMIN: options.serveAdmin ? '1' : '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Strapi did not start within 180 s:\n${log}`)), 180_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('"ready":true')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`Strapi exited with ${code} before it listened:\n${log}`));
    });
  });
  return {
    url,
    port,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  } satisfies RunningStrapi;
}
