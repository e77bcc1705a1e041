import { generateWebhookSecret } from '@geo-audit/core';
import { generateApiKey, hashApiKey, keyPrefix } from '../keys/api-key.ts';
import type { Clock } from '../util/clock.ts';
import { randomId } from '../util/ids.ts';
import type { Db } from './open-store.ts';
import type { ApiKeyRow } from './schema.ts';

export interface CreatedKey {
  id: string;
  key: string;
  webhookSecret: string;
  prefix: string;
  plan: string;
  name: string;
}

export type KeySummary = Omit<ApiKeyRow, 'key_hash' | 'webhook_secret'>;

/** Creates a key; the clear key and webhook secret exist only in the return value. */
export async function createKey(
  db: Db,
  clock: Clock,
  input: { plan: string; name?: string },
): Promise<CreatedKey> {
  const key = generateApiKey();
  const webhookSecret = generateWebhookSecret();
  const row = {
    id: randomId('key', 9),
    prefix: keyPrefix(key),
    key_hash: hashApiKey(key),
    name: input.name ?? '',
    plan: input.plan,
    webhook_secret: webhookSecret,
    created_at: clock.now(),
    last_used_at: null,
    revoked_at: null,
  };
  await db.insertInto('api_keys').values(row).execute();
  return { id: row.id, key, webhookSecret, prefix: row.prefix, plan: row.plan, name: row.name };
}

export function findKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

export function findKeyById(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listKeys(db: Db): Promise<KeySummary[]> {
  return db
    .selectFrom('api_keys')
    .select(['id', 'prefix', 'name', 'plan', 'created_at', 'last_used_at', 'revoked_at'])
    .orderBy('created_at')
    .execute();
}

/**
 * The active keys that an id or displayed prefix names. A prefix is only 4 random characters past `geo_live_`, so
 * among thousands of keys two can share one.
 *
 * @example
 * ```ts
 * (await activeKeysMatching(db, 'geo_live_3Jf9')).map((k) => k.id); // ['key_…'] or, rarely, several
 * ```
 */
export function activeKeysMatching(
  db: Db,
  idOrPrefix: string,
): Promise<Pick<ApiKeyRow, 'id' | 'prefix' | 'name'>[]> {
  return db
    .selectFrom('api_keys')
    .select(['id', 'prefix', 'name'])
    .where((eb) => eb.or([eb('id', '=', idOrPrefix), eb('prefix', '=', idOrPrefix)]))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes by id or by displayed prefix; returns how many keys were revoked (0 when none matched). */
export async function revokeKey(db: Db, clock: Clock, idOrPrefix: string): Promise<number> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: clock.now() })
    .where((eb) => eb.or([eb('id', '=', idOrPrefix), eb('prefix', '=', idOrPrefix)]))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countActiveKeys(db: Db): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
