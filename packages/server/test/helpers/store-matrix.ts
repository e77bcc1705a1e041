import { afterAll, beforeAll } from 'vitest';
import { type PostgresCluster, startPostgres } from './postgres-cluster.ts';

/** The stores a rule must hold on: the embedded one and PostgreSQL (the multi-instance mode). */
export const STORE_KINDS = ['sqlite', 'postgres'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/**
 * One throwaway PostgreSQL cluster for the test file, and a fresh database per server when the current
 * kind is `postgres`.
 *
 * @example
 * ```ts
 * const stores = storeMatrix('hooks');
 * describe.each(STORE_KINDS)('on %s', (kind) => {
 *   beforeAll(() => stores.use(kind));
 *   it('…', async () => {
 *     const api = await startApi({ ...(await stores.storeOptions()) });
 *   });
 * });
 * ```
 */
export function storeMatrix(prefix: string) {
  let cluster: PostgresCluster | undefined;
  let kind: StoreKind = 'sqlite';
  let databases = 0;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  return {
    use(next: StoreKind): void {
      kind = next;
    },
    /** `{ databaseUrl }` of a new database on PostgreSQL; `{}` (the embedded store) otherwise. */
    async storeOptions(): Promise<{ databaseUrl?: string }> {
      if (kind === 'sqlite') return {};
      if (!cluster) throw new Error('The PostgreSQL test cluster did not start.');
      return { databaseUrl: await cluster.createDatabase(`${prefix}_${++databases}`) };
    },
  };
}
