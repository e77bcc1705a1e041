import { PROBLEM_TYPES } from '@geo-audit/core';
import type { ProblemInput } from '../problem.ts';

const FIELDS = ['url', 'modules', 'webhook_url'] as const;
/** Other names clients give these fields, from other audit and webhook APIs. */
const SYNONYMS: Readonly<Record<string, (typeof FIELDS)[number]>> = {
  module: 'modules',
  webhook: 'webhook_url',
  callback: 'webhook_url',
  callbackurl: 'webhook_url',
  notifyurl: 'webhook_url',
};

function squash(name: string): string {
  return name.toLowerCase().replace(/[-_\s]/g, '');
}

/**
 * The 422 for body fields that are spellings of the start's fields (`webhookUrl`, `URL`, `callback_url`), or
 * undefined. Unknown fields are ignored, so `webhookUrl` got 202 and an audit whose callback never came.
 *
 * @example
 * ```ts
 * misspelledFields({ url: 'https://example.com', webhookUrl: 'https://hooks.example.com' })?.detail;
 * // 'Field names are exact: send webhook_url, not "webhookUrl". …'
 * ```
 */
export function misspelledFields(body: Record<string, unknown>): ProblemInput | undefined {
  const found = Object.keys(body).flatMap((given) => {
    const squashed = squash(given);
    const meant = FIELDS.find((field) => squash(field) === squashed) ?? SYNONYMS[squashed];
    return meant && meant !== given ? [{ given, meant }] : [];
  });
  if (found.length === 0) return undefined;
  const pairs = found.map(({ given, meant }) => `${meant}, not ${JSON.stringify(given.slice(0, 40))}`);
  return {
    status: 422,
    type: PROBLEM_TYPES.invalidRequest,
    title: 'Misspelled field name',
    detail: `Field names are exact: send ${pairs.join('; ')}. A field the API does not know is ignored, so the audit would run without it.`,
    errors: found.map(({ given, meant }) => ({
      field: given.slice(0, 40),
      message: `not a field; use ${meant}`,
    })),
  };
}
