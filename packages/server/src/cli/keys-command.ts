import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PLANS } from '../config/plans.ts';
import { activeKeysMatching, createKey, listKeys, revokeKey } from '../store/keys-repo.ts';
import { openStore, SQLITE_FILE } from '../store/open-store.ts';
import { systemClock } from '../util/clock.ts';
import { databaseUrlFrom, dataDirFrom, UsageError } from './options.ts';
import { revokeTarget } from './revoke-target.ts';
import { describeStore, keysCreateCommand, type StoreLocation } from './store-description.ts';

export const KEYS_USAGE = `geo-audit keys create --plan <plan> [--name NAME] [--json] [--data-dir DIR | --database-url URL]
geo-audit keys list [--json] [--data-dir DIR | --database-url URL]
geo-audit keys revoke <id|prefix|key> [--data-dir DIR | --database-url URL]`;

type Out = (line: string) => void;

const ACTIONS = ['create', 'list', 'revoke'];

/** `geo-audit keys …`: create (prints the key and webhook secret once), list, revoke. */
export async function keysCommand(
  argv: string[],
  out: Out = console.log,
  err: Out = console.error,
): Promise<number> {
  const [action, ...rest] = argv;
  if (action === undefined || !ACTIONS.includes(action)) {
    throw new UsageError(
      action === undefined
        ? 'Name a keys command: create, list or revoke.'
        : `Unknown keys command ${JSON.stringify(action)}: use create, list or revoke.`,
    );
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      plan: { type: 'string' },
      name: { type: 'string' },
      json: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const databaseUrl = databaseUrlFrom(values['database-url']);
  const location: StoreLocation = {
    dataDir: dataDirFrom(values['data-dir']),
    ...(databaseUrl ? { databaseUrl } : {}),
  };
  // Listing or revoking in a directory without a store would create an empty one and report "no keys": a
  // mistyped --data-dir read as if the keys were gone.
  if (!databaseUrl && action !== 'create' && !existsSync(join(location.dataDir, SQLITE_FILE))) {
    err(
      `No store in ${location.dataDir} (no ${SQLITE_FILE} there), so no keys either; nothing was created. Name the directory the server uses with --data-dir or GEO_AUDIT_DATA_DIR.`,
    );
    return 1;
  }
  const db = await openStore(location);
  try {
    if (action === 'create') {
      const plan = values.plan;
      if (!plan || !DEFAULT_PLANS[plan]) {
        throw new UsageError(`--plan must be one of: ${Object.keys(DEFAULT_PLANS).join(', ')}.`);
      }
      const created = await createKey(db, systemClock, {
        plan,
        ...(values.name ? { name: values.name } : {}),
      });
      if (values.json) {
        out(JSON.stringify({ key: created.key, webhook_secret: created.webhookSecret }));
      } else {
        out(`Created key ${created.id} (${created.prefix}…) on plan ${plan}.`);
        out(`API key:        ${created.key}`);
        out(`Webhook secret: ${created.webhookSecret}`);
        out('Store both now: they are not shown again (the server keeps only a hash of the key).');
      }
      return 0;
    }
    if (action === 'list') {
      const keys = await listKeys(db);
      if (values.json) {
        out(JSON.stringify(keys));
      } else if (keys.length === 0) {
        out(
          `No keys in ${describeStore(location).text} yet. Create one with: ${keysCreateCommand(location)}`,
        );
      } else {
        for (const key of keys) {
          const state = key.revoked_at ? `revoked ${new Date(key.revoked_at).toISOString()}` : 'active';
          const used = key.last_used_at ? new Date(key.last_used_at).toISOString() : 'never';
          out(`${key.id}  ${key.prefix}…  ${key.plan}  ${state}  last used ${used}  ${key.name}`);
        }
      }
      return 0;
    }
    if (action === 'revoke') {
      const given = positionals[0];
      if (!given)
        throw new UsageError(
          'Name the key to revoke by its id, its prefix (see geo-audit keys list) or the whole key.',
        );
      const target = await revokeTarget(db, given);
      if ('message' in target) {
        out(target.message);
        return 1;
      }
      // A shared prefix would revoke another client's key too: name one key by its id instead.
      const matches = await activeKeysMatching(db, target.idOrPrefix);
      if (matches.length > 1) {
        out(
          `"${target.idOrPrefix}" is the prefix of ${matches.length} active keys; nothing was revoked. Revoke one by its id: ${matches.map((k) => `${k.id}${k.name ? ` (${k.name})` : ''}`).join(', ')}.`,
        );
        return 1;
      }
      const count = await revokeKey(db, systemClock, target.idOrPrefix);
      if (count === 0) {
        out(`No active key matches "${target.idOrPrefix}". See geo-audit keys list.`);
        return 1;
      }
      out(`Revoked ${count} key(s) matching "${target.idOrPrefix}".`);
      return 0;
    }
    throw new UsageError(KEYS_USAGE);
  } finally {
    await db.destroy();
  }
}
