import type { Context } from './parts/part.ts';

/**
 * Runs one long step of a part, saying what it does and, every 15 s, that it is still at it, so a first run
 * (minutes of building) never looks hung.
 *
 * @example
 * ```ts
 * await step(ctx, 'strapi', 'building the admin panel', () => buildAdminOnce());
 * ```
 */
export async function step<T>(ctx: Context, part: string, what: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  ctx.log(part, `${what}…`);
  const ticker = setInterval(() => {
    ctx.log(part, `still ${what} (${Math.round((Date.now() - started) / 1000)} s)…`);
  }, 15_000);
  try {
    return await run();
  } finally {
    clearInterval(ticker);
  }
}
