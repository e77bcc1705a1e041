import { z } from 'zod';
import { moduleBase } from './base.ts';

/**
 * One off-site platform where the brand should have a presence. `verified` is `null` when no off-site
 * check ran: "not verified" is never reported as "missing".
 */
export const BrandPlatform = z.looseObject({
  linked_from_site: z.boolean(),
  url: z.string().nullable(),
  verified: z.boolean().nullable(),
  /** How the link was found, e.g. `sameAs`, `link`, `api`. */
  source: z.string().nullable(),
});
export type BrandPlatform = z.infer<typeof BrandPlatform>;

/** brand: `platforms` keyed by platform (wikipedia, wikidata, linkedin …); unknown keys are kept. */
export const BrandModule = z.looseObject({
  ...moduleBase,
  platforms: z.record(z.string(), BrandPlatform),
});
export type BrandModule = z.infer<typeof BrandModule>;
