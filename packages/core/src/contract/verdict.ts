import { VERDICTS } from './enum-values.ts';
import { openEnum } from './open-enum.ts';

export { type KnownVerdict, VERDICTS } from './enum-values.ts';
export { VERDICT_BANDS, verdictFor } from './verdict-bands.ts';

/** A verdict: one of `VERDICTS`, or another a hosted service sends (kept, not rejected). */
export const Verdict = openEnum(VERDICTS);
