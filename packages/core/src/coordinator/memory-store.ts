import type { AuditRecord, CoordinatorStore } from './types.ts';

/**
 * An in-memory `CoordinatorStore`, for tests, examples and single-process hosts that persist elsewhere.
 *
 * @example
 * ```ts
 * const coordinator = createCoordinator({ client, store: createMemoryStore(), webhookUrl });
 * ```
 */
export function createMemoryStore(): CoordinatorStore & { records: Map<string, AuditRecord> } {
  const records = new Map<string, AuditRecord>();
  const seen = new Set<string>();
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
    async releaseWebhookId(id) {
      seen.delete(id);
    },
    async claimWebhookId(id) {
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    },
  };
}
