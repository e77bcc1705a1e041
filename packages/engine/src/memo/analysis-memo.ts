/**
 * Memos for what one analysis derives from a document (its page facts, content model, structured data …),
 * dropped when the analysis ends. See decision 0026-analysis-scoped-memos.md.
 *
 * A plain `WeakMap` memo frees its entry only once a full collection finds the key dead. Until then V8's
 * young-generation collector keeps the memoized values alive (the map is old, the values young), and with them
 * the whole document they point into: in a worker auditing page after page, every young collection copied the
 * DOMs of all the audits since the last full collection. Dropping the entries when the analysis ends leaves only
 * the live analysis to copy.
 */

/** Memo and key pairs set inside the open scope, flat (memo, key, memo, key …), or null outside any scope. */
let open: (AnalysisMemo<object, unknown> | object)[] | null = null;

/**
 * A `WeakMap`-backed memo whose entries set inside `withAnalysisScope` are deleted when that scope ends; entries
 * set outside any scope behave as in a plain `WeakMap`.
 *
 * @example
 * ```ts
 * const facts = new AnalysisMemo<Document, PageFacts>();
 * withAnalysisScope(() => {
 *   facts.set(document, collect(document));
 *   facts.get(document); // the facts
 * });
 * facts.get(document); // undefined
 * ```
 */
export class AnalysisMemo<K extends object, V> {
  readonly #map = new WeakMap<K, V>();

  get(key: K): V | undefined {
    return this.#map.get(key);
  }

  set(key: K, value: V): void {
    this.#map.set(key, value);
    open?.push(this as AnalysisMemo<object, unknown>, key);
  }

  delete(key: K): void {
    this.#map.delete(key);
  }
}

/**
 * Runs `run`, then deletes every `AnalysisMemo` entry it set (also when it throws). Scopes nest: an inner scope
 * drops its own entries when it ends. `run` must be synchronous: the scope is one module-wide slot, so entries set
 * after an `await` would land outside it (kept as in a plain `WeakMap`), and two interleaved async scopes would mix
 * their entries.
 *
 * @example
 * ```ts
 * const result = withAnalysisScope(() => analyze(artifacts));
 * ```
 */
export function withAnalysisScope<T>(run: () => T): T {
  const outer = open;
  const mine: (AnalysisMemo<object, unknown> | object)[] = [];
  open = mine;
  try {
    return run();
  } finally {
    open = outer;
    for (let i = 0; i < mine.length; i += 2) {
      (mine[i] as AnalysisMemo<object, unknown>).delete(mine[i + 1] as object);
    }
  }
}
