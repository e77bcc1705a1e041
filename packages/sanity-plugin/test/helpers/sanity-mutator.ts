import { createRequire } from 'node:module';

type Doc = Record<string, unknown> & { _id: string; _type: string };

interface MutatorMutation {
  apply(document: Doc | null): Doc | null;
}

// @sanity/mutator is the Studio's own implementation of Sanity's patch semantics (set, unset, setIfMissing,
// inc, dec, insert, diffMatchPatch, JSONMatch paths), so the stand-in applies a patch exactly as the Studio
// expects the Content Lake to. It is a dependency of `sanity`, not of this package, hence resolved from there.
const fromSanity = createRequire(createRequire(import.meta.url).resolve('sanity/package.json'));
const { Mutation } = fromSanity('@sanity/mutator') as {
  Mutation: new (params: {
    mutations: Array<Record<string, unknown>>;
    resultRev: string;
    timestamp: string;
  }) => MutatorMutation;
};

/**
 * One Mutations-API mutation (`create`, `createIfNotExists`, `createOrReplace`, `delete` or `patch`) applied
 * to a document as the Content Lake does, stamping `_rev` with the transaction id and `_updatedAt`.
 * Returns the new document, or undefined when it was deleted. Checks such as "already exists" are the
 * caller's.
 *
 * @example
 * ```ts
 * applyMutation({ _id: 'a', _type: 'article', title: 'Old' }, { patch: { id: 'a', set: { title: 'New' } } },
 *   { transactionId: 'tx1', timestamp: new Date().toISOString() }); // { …, title: 'New', _rev: 'tx1' }
 * ```
 */
export function applyMutation(
  document: Record<string, unknown> | undefined,
  mutation: Record<string, Record<string, unknown>>,
  { transactionId, timestamp }: { transactionId: string; timestamp: string },
): Record<string, unknown> | undefined {
  // The mutator assigns into create bodies; the recorded mutation must stay as it was sent.
  const copy = structuredClone(mutation);
  const result = new Mutation({ mutations: [copy], resultRev: transactionId, timestamp }).apply(
    (document as Doc | undefined) ?? null,
  );
  return result ?? undefined;
}
