/**
 * Polls `probe` every 300 ms until it returns a value, or fails after `timeoutMs` with what it waited for and the
 * processes' output (`context`), since CI keeps nothing else of a timed-out run.
 *
 * @example
 * ```ts
 * const done = await until('the audit to complete', async () => ((await audit(id))?.state === 'complete' ? id : undefined), () => strapi.output());
 * ```
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  context: () => string,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.\n${context()}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
