import type { IntlShape } from 'react-intl';
import { t } from '../plugin-id.ts';

/** One problem as the settings routes send it: a refused save (server/src/settings-issues.ts) or a URL preview. */
export interface SaveIssue {
  code?: unknown;
  values?: unknown;
  message?: unknown;
}

const PATTERN_EXAMPLE = 'https://example.com/blog/{slug}';

/**
 * The English of each code the settings routes answer with (en.json says the same) and the example it shows.
 * Examples are values, not text: a brace in a message would be read as a placeholder.
 */
const MESSAGES: Record<string, { defaultMessage: string; example?: string }> = {
  base_url_invalid: {
    defaultMessage: 'Enter an absolute http(s) URL, such as {example}.',
    example: 'https://geo.example.com',
  },
  base_url_api_path: {
    defaultMessage:
      'Enter the API’s address without /api, such as {suggestion}: the plugin adds the API’s paths itself.',
  },
  webhook_secret_format: {
    defaultMessage:
      'Enter the webhook secret the GEO Audit API issued with the key: it starts with whsec_ and is {length} characters long, such as {example}.',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw…',
  },
  webhook_secret_is_key: {
    defaultMessage:
      'This is the API key. Enter the webhook secret the GEO Audit API issued with the key, which starts with whsec_.',
  },
  too_short: { defaultMessage: 'Enter at least {min} characters.' },
  too_long: { defaultMessage: 'Enter at most {max} characters.' },
  pattern_required: {
    defaultMessage:
      'Add the public URL pattern of these entries, such as {example}, to audit them on publish.',
    example: PATTERN_EXAMPLE,
  },
  pattern_scheme: {
    defaultMessage: 'The URL pattern must start with http:// or https://, such as {example}.',
    example: PATTERN_EXAMPLE,
  },
  pattern_stray_brace: {
    defaultMessage:
      'The URL pattern has a “{brace}” that is not part of a placeholder; a placeholder names a field of the entry in braces, such as {example}.',
    example: '{slug}',
  },
  pattern_invalid_url: {
    defaultMessage:
      'The URL pattern is not a valid URL once its fields are filled in; check the host name and spaces.',
  },
  pattern_unknown_fields: {
    defaultMessage:
      'The URL pattern names {fields}, which this content type has no URL field for; use {choices}.',
  },
  pattern_no_field: {
    defaultMessage:
      'The URL pattern names no field of the entry, so every entry of this collection type would audit the same page; add {choices}, such as {example}.',
    example: PATTERN_EXAMPLE,
  },
  preview_not_auditable: {
    defaultMessage: 'Only content types with Draft & Publish are audited, so only they have a URL preview.',
  },
  preview_entry_lacks: {
    defaultMessage:
      'The newest published entry has no value for {fields}, so its URL cannot be filled in and it could not be audited.',
  },
  preview_no_entry: {
    defaultMessage: 'No entry is published yet, so there is nothing to fill {fields} from.',
  },
  preview_entry_invalid_url: {
    defaultMessage:
      'With the newest published entry’s values for {fields} filled in, the URL pattern is not a valid http(s) URL; check that these values fit where the pattern puts them (a host name cannot hold spaces, for one).',
  },
  preview_example_invalid_url: {
    defaultMessage:
      'No entry is published yet, and with example values for {fields} filled in, the URL pattern is not a valid http(s) URL; check that such values fit where the pattern puts them (a host name cannot hold spaces, for one).',
  },
  module_unknown: { defaultMessage: 'Unknown module “{module}”. Known modules: {known}.' },
  modules_unscored: {
    defaultMessage:
      'Tick at least one module that counts toward the score ({choices}), or none to run them all: agent_readiness alone weighs 0, so its score would mean nothing.',
  },
};

/**
 * A refused setting in the admin's language: by its code where this admin knows it, else the server's English
 * as sent (a newer server's code, or a problem it sends no code for). A list is said as a list of the language;
 * `choices` are alternatives ("a, b or c"), any other list is "a, b and c".
 *
 * @example
 * ```ts
 * saveErrorMessage(intl, { code: 'too_short', values: { min: 8 }, message: 'must be at least 8 characters' });
 * // 'Enter at least 8 characters.' (en), 'Geben Sie mindestens 8 Zeichen ein.' (de)
 * ```
 */
export function saveErrorMessage(
  intl: Pick<IntlShape, 'formatMessage' | 'formatList'>,
  issue: SaveIssue,
): string {
  const sent = typeof issue.message === 'string' ? issue.message : '';
  const known = typeof issue.code === 'string' ? MESSAGES[issue.code] : undefined;
  if (!known) return sent;
  const values: Record<string, string> = known.example ? { example: known.example } : {};
  for (const [name, value] of Object.entries((issue.values ?? {}) as Record<string, unknown>)) {
    if (Array.isArray(value))
      values[name] = intl.formatList(value.map(String), {
        type: name === 'choices' ? 'disjunction' : 'conjunction',
      });
    else if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
  }
  return intl.formatMessage(
    { id: t(`settings.error.${issue.code}`), defaultMessage: known.defaultMessage },
    values,
  );
}
