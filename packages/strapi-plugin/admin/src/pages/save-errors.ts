import type { SaveIssue } from './save-error-message.ts';

/** Why a save was refused, by the form field each problem belongs to. */
export interface SaveErrors {
  /** Keyed by `fieldKey`; what the server said about that field. */
  fields: Record<string, string>;
  /** Problems no field on the page shows (a path the page does not know), as the server said them. */
  others: string[];
}

/**
 * The form field a server path names: the settings route answers `details.errors[].path` such as `['baseUrl']`
 * or `['contentTypes', 'api::article.article', 'urlPattern']`; null for a path no field shows.
 *
 * @example
 * ```ts
 * fieldKey(['contentTypes', 'api::article.article', 'urlPattern']); // 'pattern-api::article.article'
 * ```
 */
export function fieldKey(path: readonly string[]): string | null {
  const [head, uid, leaf] = path;
  if (head === 'baseUrl' || head === 'apiKey' || head === 'webhookSecret' || head === 'modules') return head;
  if (head === 'contentTypes' && uid && leaf === 'urlPattern') return `pattern-${uid}`;
  return null;
}

/**
 * The refusal in `caught` (an error of Strapi's fetch client) by field, each problem said by `say` (the admin's
 * language, save-error-message.ts); null when it names no problem. A field with several problems (a malformed
 * pattern that also names an unknown field) shows them all.
 */
export function saveErrors(caught: unknown, say: (issue: SaveIssue) => string): SaveErrors | null {
  const error = (
    caught as {
      response?: { data?: { error?: { message?: string; details?: { errors?: unknown } } } };
    }
  ).response?.data?.error;
  const listed = Array.isArray(error?.details?.errors) ? error.details.errors : [];
  const result: SaveErrors = { fields: {}, others: [] };
  for (const item of listed as (SaveIssue & { path?: unknown })[]) {
    const message = item ? say(item) : '';
    const key = Array.isArray(item?.path) ? fieldKey(item.path.map(String)) : null;
    if (key) result.fields[key] = result.fields[key] ? `${result.fields[key]} ${message}` : message;
    else if (message) result.others.push(message);
  }
  if (listed.length === 0 && error?.message) result.others.push(error.message);
  return Object.keys(result.fields).length > 0 || result.others.length > 0 ? result : null;
}
