import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startChild } from '../child-process.ts';
import { waitForHttp } from '../http.ts';
import type { Context, GeoServerInfo, Running } from './part.ts';

/**
 * The GEO Audit API as `geo-audit dev` runs it: the embedded store in the data folder, the development key
 * (kept in dev-key.json), loopback allow-listed so the local demo site and CMS webhooks work.
 */
export async function startServer(ctx: Context): Promise<Running & { info: GeoServerInfo }> {
  const port = ctx.ports.server;
  const baseUrl = `http://127.0.0.1:${port}`;
  ctx.log('server', `starting the GEO Audit API on ${baseUrl}…`);
  const child = startChild(
    process.execPath,
    [
      '--conditions=geo-audit-source',
      join(ctx.repoRoot, 'packages/server/src/cli/main.ts'),
      'dev',
      '--port',
      String(port),
      '--data-dir',
      ctx.dataDir,
    ],
    { cwd: ctx.repoRoot },
  );
  const failed = child.exited.then((code) => {
    throw new Error(`The GEO Audit API exited (${code}) while starting:\n${child.output()}`);
  });
  await Promise.race([waitForHttp(`${baseUrl}/health`, 120_000, child.output), failed]);
  failed.catch(() => {});
  const key = JSON.parse(await readFile(join(ctx.dataDir, 'dev-key.json'), 'utf8')) as {
    key: string;
    webhook_secret: string;
  };
  const info = { baseUrl, apiKey: key.key, webhookSecret: key.webhook_secret };
  return {
    info,
    rows: [
      { part: 'GEO Audit API', url: baseUrl, login: `X-API-Key: ${key.key}` },
      { part: 'API reference (OpenAPI)', url: `${baseUrl}/openapi.json`, login: '' },
    ],
    children: [child],
    details: { ...info },
    stop: () => child.stop(),
  };
}
