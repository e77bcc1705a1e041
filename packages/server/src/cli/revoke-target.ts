import { hashApiKey, isWellFormedApiKey, keyPrefix } from '../keys/api-key.ts';
import { findKeyByHash } from '../store/keys-repo.ts';
import type { Db } from '../store/open-store.ts';

/**
 * What `keys revoke` names, as the id or prefix the store matches. A whole key (the usual thing in hand when one
 * leaked) names its own row by its hash; a prefix copied from the listing with its "…" still counts. The
 * whole key is never printed back.
 *
 * @example
 * ```ts
 * await revokeTarget(db, 'geo_live_3Jf9…'); // { idOrPrefix: 'geo_live_3Jf9' }
 * ```
 */
export async function revokeTarget(
  db: Db,
  given: string,
): Promise<{ idOrPrefix: string } | { message: string }> {
  const trimmed = given.trim().replace(/(?:…|\.\.\.)$/, '');
  if (!isWellFormedApiKey(trimmed)) return { idOrPrefix: trimmed };
  const row = await findKeyByHash(db, hashApiKey(trimmed));
  if (!row) {
    return {
      message: `No key in this store is ${keyPrefix(trimmed)}… (looked up by the whole key). Check --data-dir or --database-url, or see geo-audit keys list.`,
    };
  }
  if (row.revoked_at !== null) {
    return {
      message: `${row.id} (${row.prefix}…) was already revoked at ${new Date(row.revoked_at).toISOString()}.`,
    };
  }
  return { idOrPrefix: row.id };
}
