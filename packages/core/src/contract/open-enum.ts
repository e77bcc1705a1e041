import { z } from 'zod';

/**
 * An enum that accepts the values we know and keeps any other string, so a hosted service that sends a
 * newer value does not break parsing. Consumers compare against the known values and treat the rest as
 * "unknown".
 *
 * @example
 * ```ts
 * const Verdict = openEnum(['Good', 'Poor']);
 * Verdict.parse('Stellar'); // 'Stellar' (kept, not rejected)
 * ```
 */
export function openEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.string()]) as unknown as z.ZodType<T[number] | (string & {})> & {
    readonly known: T;
  };
}

/** A score as SPEC.md requires it: an integer from 0 to 100. */
export const Score = z.int().min(0).max(100);
