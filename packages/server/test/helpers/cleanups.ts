import { afterEach } from 'vitest';

/**
 * Returns `defer`: what a test starts (servers, temp folders, processes) is stopped after it, last
 * started first, even when the test fails.
 *
 * @example
 * ```ts
 * const defer = deferCleanups();
 * it('…', async () => {
 *   const site = await startLoopbackSite();
 *   defer(() => site.close());
 * });
 * ```
 */
export function deferCleanups(): (cleanup: () => unknown) => void {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return (cleanup) => {
    cleanups.push(cleanup);
  };
}
