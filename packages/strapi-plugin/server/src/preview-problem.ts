import type { Core } from '@strapi/strapi';
import { PLACEHOLDER, patternFieldIssues } from './pattern-fields.ts';
import type { IssueValues, SettingsIssueCode } from './settings-issues.ts';
import { urlPatternProblem } from './settings-schema.ts';

/** Why the URL preview shows no URL: the settings page words each code in the admin's language. */
export type PreviewCode =
  | SettingsIssueCode
  | 'preview_not_auditable'
  | 'preview_entry_lacks'
  | 'preview_no_entry'
  | 'preview_entry_invalid_url'
  | 'preview_example_invalid_url';

/** A preview that could not fill the pattern, with its code; `message` stays English for any other client. */
export interface PreviewProblem {
  ok: false;
  missing: string[];
  code: PreviewCode;
  values?: IssueValues;
  message: string;
  /** Whether the newest published entry filled the pattern (else example values did); absent for a refusal. */
  sampled?: boolean;
}

/**
 * What saving would refuse about `pattern`, said by the preview with the save's code: the preview had said
 * '"example.com/example-slug" is not an absolute http(s) URL' in English where the save says "must start with
 * http:// or https://" in the admin's language. Null when saving would accept it.
 */
export function refusedPattern(strapi: Core.Strapi, uid: string, pattern: string): PreviewProblem | null {
  const malformed = urlPatternProblem(pattern);
  const issue = malformed
    ? { ...malformed, message: `The URL pattern ${malformed.text}.` }
    : patternFieldIssues(strapi, { [uid]: { urlPattern: pattern } })[0];
  if (!issue?.code) return null;
  const { code, values, message } = issue;
  return { ok: false, missing: [], code, ...(values ? { values } : {}), message };
}

/** The fields the entry the preview used has no value for, by whether it was a published entry or an example. */
export function missingFields(missing: string[], sampled: boolean, message: string): PreviewProblem {
  return {
    ok: false,
    missing,
    code: sampled ? 'preview_entry_lacks' : 'preview_no_entry',
    values: { fields: missing.map((name) => `{${name}}`) },
    message,
    sampled,
  };
}

/**
 * A pattern saving accepts whose filled-in values make no http(s) URL (`https://{title}.example.com` with a
 * title that has a space), by whether the values were the newest published entry's or examples. The fields the
 * pattern fills are named, as they are where the admin must look; core's English names the URL instead.
 *
 * @example
 * ```ts
 * notAUrl('https://{title}.example.com/', true, '…').values; // { fields: ['{title}'] }
 * ```
 */
export function notAUrl(pattern: string, sampled: boolean, message: string): PreviewProblem {
  const fields = [...new Set([...pattern.matchAll(PLACEHOLDER)].map((match) => `{${match[1]}}`))];
  return {
    ok: false,
    missing: [],
    code: sampled ? 'preview_entry_invalid_url' : 'preview_example_invalid_url',
    values: { fields },
    message,
    sampled,
  };
}
