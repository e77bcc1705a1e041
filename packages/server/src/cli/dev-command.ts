import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hashApiKey } from '../keys/api-key.ts';
import { createKey, findKeyByHash } from '../store/keys-repo.ts';
import { openStore } from '../store/open-store.ts';
import { systemClock } from '../util/clock.ts';
import { startDemoSite } from './demo-site.ts';
import { dataDirFrom, intFrom } from './options.ts';
import { startServing } from './serve-command.ts';

interface DevKeyFile {
  key: string;
  webhook_secret: string;
}

/** The development key lives next to the store (git-ignored `.data/`), so `npm start` can show it again. */
async function ensureDevKey(dataDir: string): Promise<DevKeyFile> {
  const file = join(dataDir, 'dev-key.json');
  const db = await openStore({ dataDir });
  try {
    if (existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as DevKeyFile;
      const row = await findKeyByHash(db, hashApiKey(saved.key));
      if (row && !row.revoked_at) return saved;
    }
    const created = await createKey(db, systemClock, { plan: 'agency', name: 'development' });
    const saved = { key: created.key, webhook_secret: created.webhookSecret };
    writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
    return saved;
  } finally {
    await db.destroy();
  }
}

/**
 * `geo-audit dev` (what `npm start` runs): the server on ./.data, a development key, and a demo site on
 * loopback that is allow-listed (that host only) so it can be audited.
 */
export async function devCommand(argv: string[], out: (line: string) => void = console.log): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, 'data-dir': { type: 'string' }, 'demo-port': { type: 'string' } },
  });
  const dataDir = dataDirFrom(values['data-dir']);
  const devKey = await ensureDevKey(dataDir);
  const demo = await startDemoSite(intFrom('--demo-port', values['demo-port']) ?? 0);
  const { url } = await startServing(
    {
      port: intFrom('--port', values.port) ?? 8787,
      host: '127.0.0.1',
      dataDir,
      allowHosts: ['127.0.0.1'],
    },
    'warn',
  );
  const page = `${demo.url}/coffee/pour-over`;
  out('');
  out(`GEO Audit API:    ${url}  (OpenAPI: ${url}/openapi.json)`);
  out(`Development key:  ${devKey.key}`);
  out(`Webhook secret:   ${devKey.webhook_secret}`);
  out(`Demo page:        ${page}`);
  out('');
  out('Try it:');
  out(
    `  curl -s -X POST ${url}/api/audit.php -H 'X-API-Key: ${devKey.key}' -H 'Content-Type: application/json' -d '{"url":"${page}"}'`,
  );
  out('');
}
