/**
 * Polls `probe` until it returns something other than `undefined`. A probe that throws (a server not
 * listening yet) counts as "not yet"; on timeout the error names what was awaited and the last failure.
 *
 * @example
 * ```ts
 * const done = await eventually(async () => ((await status()).status === 'complete' ? true : undefined), {
 *   what: 'completion',
 * });
 * ```
 */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  { timeoutMs = 20_000, intervalMs = 50, what = 'the condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError === undefined ? '' : ` (last error: ${String(lastError)})`;
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
