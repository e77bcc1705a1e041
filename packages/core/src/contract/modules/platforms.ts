import { z } from 'zod';
import { Score } from '../open-enum.ts';
import { moduleBase } from './base.ts';

/** Our two AI platforms. SPEC.md names them only as <platform_a> and <platform_b>. */
export const PLATFORM_KEYS = ['chatgpt', 'google_ai_overviews'] as const;

/** Readiness for one AI answer platform, computed from the other modules with that platform's own gates. */
export const PlatformEntry = z.looseObject({
  score: Score,
  eligible: z.boolean(),
  blockers: z.array(z.string()),
  strengths: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type PlatformEntry = z.infer<typeof PlatformEntry>;

/**
 * platforms: the module `score` plus one object per platform. Keys other than `score` and the module base
 * fields are platform entries; unknown platform keys are kept.
 */
export const PlatformsModule = z.looseObject({
  ...moduleBase,
  chatgpt: PlatformEntry.optional(),
  google_ai_overviews: PlatformEntry.optional(),
});
export type PlatformsModule = z.infer<typeof PlatformsModule>;
