import { z } from 'zod';
import { moduleBase } from './base.ts';

/** schema: deduplicated schema.org types found in JSON-LD, microdata and RDFa (SPEC.md). */
export const SchemaModule = z.looseObject({
  ...moduleBase,
  types_found: z.array(z.string()),
});
export type SchemaModule = z.infer<typeof SchemaModule>;
