import type { z } from 'zod';

/**
 * What a refused setting is about, stable across languages: the Settings page says each in the admin's language
 * (`settings.error.<code>`), while `message` stays the English sentence for any other client of the route.
 */
export type SettingsIssueCode =
  | 'base_url_invalid'
  | 'base_url_api_path'
  | 'webhook_secret_format'
  | 'webhook_secret_is_key'
  | 'too_short'
  | 'too_long'
  | 'pattern_required'
  | 'pattern_scheme'
  | 'pattern_stray_brace'
  | 'pattern_invalid_url'
  | 'pattern_unknown_fields'
  | 'pattern_no_field'
  | 'module_unknown'
  | 'modules_unscored';

/** Values a code's sentence is filled with; a list is said as a list in the admin's language. */
export type IssueValues = Record<string, string | number | string[]>;

/** A setting the admin may not save, in the shape of the settings route's `details.errors`. */
export interface FieldIssue {
  path: string[];
  /** Absent for a problem only the English message describes (a wrong JSON type, sent by no form). */
  code?: SettingsIssueCode;
  values?: IssueValues;
  message: string;
}

/** What a custom zod issue carries in `params`, so the route can answer with a code. */
export interface IssueParams {
  code: SettingsIssueCode;
  values?: IssueValues;
}

/**
 * A zod issue of a settings update as the route answers it. Custom checks name their code in `params`; zod's
 * own length and enum checks are named here. Parse with `reportInput` so an unknown module can be named.
 */
export function fieldIssue(issue: z.core.$ZodIssue): FieldIssue {
  const path = issue.path.map(String);
  const coded = (code: SettingsIssueCode, values?: IssueValues): FieldIssue => ({
    path,
    code,
    ...(values ? { values } : {}),
    message: issue.message,
  });
  if (issue.code === 'custom' && issue.params?.code) {
    const { code, values } = issue.params as IssueParams;
    return coded(code, values);
  }
  if (issue.code === 'too_small' && issue.origin === 'string')
    return coded('too_short', { min: Number(issue.minimum) });
  if (issue.code === 'too_big' && issue.origin === 'string')
    return coded('too_long', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_value' && path[0] === 'modules')
    return coded('module_unknown', { module: String(issue.input), known: issue.values.map(String) });
  return { path, message: issue.message };
}

/**
 * The URL patterns an update sends, read without its other checks: whether a pattern names fields its type lacks
 * is said together with everything else wrong in the same save, not only once the rest is fixed.
 */
export function submittedPatterns(body: unknown): Record<string, { urlPattern: string }> {
  const types = (body as { contentTypes?: unknown } | null)?.contentTypes;
  if (!types || typeof types !== 'object') return {};
  return Object.fromEntries(
    Object.entries(types as Record<string, unknown>).flatMap(([uid, settings]) => {
      const pattern = (settings as { urlPattern?: unknown } | null)?.urlPattern;
      return typeof pattern === 'string' ? [[uid, { urlPattern: pattern.trim() }]] : [];
    }),
  );
}

/**
 * The webhook secret an update would leave equal to the API key (the one sent, else the one in effect): the key
 * pasted into the secret field signs nothing the API sends, so every delivery failed verification silently.
 */
export function secretIsKeyIssues(
  update: { apiKey?: unknown; webhookSecret?: unknown },
  effectiveKey: string,
): FieldIssue[] {
  const key = typeof update.apiKey === 'string' ? update.apiKey.trim() : effectiveKey;
  const secret = typeof update.webhookSecret === 'string' ? update.webhookSecret.trim() : '';
  if (!secret || secret !== key) return [];
  return [
    {
      path: ['webhookSecret'],
      code: 'webhook_secret_is_key',
      message: 'is the API key; enter the webhook secret the GEO Audit API issued with the key (whsec_…)',
    },
  ];
}
