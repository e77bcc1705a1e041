import type { AuditRecord, CoordinatorStore } from './types.ts';
import { heldClaim } from './webhook-claim.ts';

/**
 * An in-memory `CoordinatorStore`, for tests, examples and single-process hosts that persist elsewhere.
 *
 * @example
 * ```ts
 * const coordinator = createCoordinator({ client, store: createMemoryStore(), webhookUrl });
 * ```
 */
export function createMemoryStore(): CoordinatorStore &
  Required<Pick<CoordinatorStore, 'completeWebhookId' | 'releaseWebhookId'>> & {
    records: Map<string, AuditRecord>;
  } {
  const records = new Map<string, AuditRecord>();
  const claims = new Map<string, { state: 'processing' | 'done'; token: string; leaseUntil: string }>();
  const copy = (record: AuditRecord | undefined) => (record ? structuredClone(record) : null);
  return {
    records,
    async get(key) {
      return copy(records.get(key));
    },
    async findByJobId(jobId) {
      return copy([...records.values()].find((record) => record.jobId === jobId));
    },
    async save(record) {
      records.set(record.key, structuredClone(record));
    },
    async listActive() {
      return [...records.values()]
        .filter((r) => r.state === 'waiting' || r.state === 'queued' || r.state === 'running')
        .map((r) => structuredClone(r));
    },
    async claimWebhookId(id, lease) {
      const held = claims.get(id);
      const found = held ? heldClaim(held, lease) : 'claimed';
      if (found === 'claimed')
        claims.set(id, {
          state: 'processing',
          token: lease.token,
          leaseUntil: lease.expiresAt.toISOString(),
        });
      return found;
    },
    async completeWebhookId(id, token) {
      claims.set(id, { state: 'done', token, leaseUntil: claims.get(id)?.leaseUntil ?? '' });
    },
    async releaseWebhookId(id, token) {
      const held = claims.get(id);
      if (held?.state === 'processing' && (token === undefined || held.token === token)) claims.delete(id);
    },
  };
}
