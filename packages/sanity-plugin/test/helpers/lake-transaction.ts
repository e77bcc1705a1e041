import type { Mutation } from './content-lake.ts';
import { applyMutation } from './sanity-mutator.ts';

/** One document's part in a transaction: how it was before, and the mutations applied to it. */
export interface Change {
  id: string;
  before: Record<string, unknown> | undefined;
  mutations: Mutation[];
}

/** A transaction in progress: what actions and mutation batches write through. */
export interface LakeTransaction {
  transactionId: string;
  /** A document as the transaction's earlier writes left it. */
  get(id: string): Record<string, unknown> | undefined;
  /** Applies one Mutations-API mutation; throws with an HTTP `status` when the dataset forbids it. */
  apply(mutation: Mutation): { id: string; operation: string };
  /** The documents written so far, for listener events and webhooks. */
  changes(): Change[];
  /** Undoes every write, as the Content Lake's transactions are atomic. */
  rollback(): void;
}

const conflict = (status: number, message: string) => Object.assign(new Error(message), { status });

/**
 * Starts a transaction over the stand-in's documents: mutations apply one by one (each sees the ones
 * before), `_rev` becomes the transaction id as in Sanity, and every mutation is recorded in `log`.
 *
 * @example
 * ```ts
 * const tx = beginTransaction(documents, log, 'tx1');
 * tx.apply({ create: { _id: 'a1', _type: 'article' } });
 * tx.changes(); // [{ id: 'a1', before: undefined, mutations: [{ create: … }] }]
 * ```
 */
export function beginTransaction(
  documents: Map<string, Record<string, unknown>>,
  log: Mutation[],
  transactionId: string,
): LakeTransaction {
  const timestamp = new Date().toISOString();
  const changes = new Map<string, Change>();
  const logged = log.length;
  return {
    transactionId,
    get: (id) => documents.get(id),
    apply(mutation) {
      const [kind, body] = Object.entries(mutation)[0] as [string, Record<string, unknown>];
      const id = String(body._id ?? body.id ?? '');
      const existing = documents.get(id);
      let operation = existing ? 'update' : 'create';
      switch (kind) {
        case 'create':
          if (existing) throw conflict(409, `Document by ID "${id}" already exists`);
          break;
        case 'createOrReplace':
          break;
        case 'createIfNotExists':
          operation = 'create';
          // Nothing is written, so no listener hears of it (a revision must change with every event).
          if (existing) {
            log.push(mutation);
            return { id, operation };
          }
          break;
        case 'patch':
          if (!existing) throw conflict(404, `Document "${id}" not found`);
          // Optimistic locking, as the Content Lake does it: the patch applies only to the revision it names.
          if (body.ifRevisionID !== undefined && body.ifRevisionID !== existing._rev)
            throw conflict(409, `Document "${id}" has unexpected revision ID ("${String(existing._rev)}")`);
          break;
        case 'delete':
          operation = 'delete';
          break;
        default:
          throw conflict(400, `Unsupported mutation ${kind}`);
      }
      const change = changes.get(id) ?? { id, before: existing, mutations: [] };
      changes.set(id, change);
      const after = applyMutation(existing, mutation, { transactionId, timestamp });
      if (after) documents.set(id, after);
      else documents.delete(id);
      change.mutations.push(mutation);
      log.push(mutation);
      return { id, operation };
    },
    changes: () => [...changes.values()],
    rollback() {
      for (const { id, before } of changes.values()) {
        if (before) documents.set(id, before);
        else documents.delete(id);
      }
      log.length = logged;
    },
  };
}
