import { hasScoredModule, MODULE_NAMES, SCORED_MODULES } from '@geo-audit/core';
import { z } from 'zod';
import { API_PATH_SUFFIX, suggestedBaseUrl } from './connection-problem.ts';
import type { IssueParams } from './settings-issues.ts';
import { WEBHOOK_SECRET, WEBHOOK_SECRET_LENGTH } from './webhook-secret.ts';

const PLACEHOLDER = /\{[\w.-]+\}/g;

/** Why a URL pattern cannot work: its code and values for the admin, and the English sentence's ending. */
export interface PatternProblem extends IssueParams {
  text: string;
}

/**
 * Why a public URL pattern cannot work, or null when it can: it must be an absolute http(s) URL once its
 * `{field}` placeholders are filled, and every brace must belong to a placeholder.
 *
 * @example
 * ```ts
 * urlPatternProblem('example.com/{slug}')?.text; // 'must start with http:// or https://, e.g. https://example.com/blog/{slug}'
 * urlPatternProblem('https://example.com/blog/{slug}'); // null
 * ```
 */
export function urlPatternProblem(pattern: string): PatternProblem | null {
  if (pattern === '') return null;
  if (!/^https?:\/\//i.test(pattern))
    return {
      code: 'pattern_scheme',
      text: 'must start with http:// or https://, e.g. https://example.com/blog/{slug}',
    };
  const stray = pattern.replace(PLACEHOLDER, '').match(/[{}]/);
  if (stray)
    return {
      code: 'pattern_stray_brace',
      values: { brace: stray[0] },
      text: `has a "${stray[0]}" that is not part of a {field} placeholder; placeholders name a field of the entry, like {slug} or {locale}`,
    };
  try {
    new URL(pattern.replace(PLACEHOLDER, 'x'));
    return null;
  } catch {
    return {
      code: 'pattern_invalid_url',
      text: 'is not a valid URL once its fields are filled in; check the host name and spaces',
    };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isModuleName(value: unknown): value is (typeof MODULE_NAMES)[number] {
  return (MODULE_NAMES as readonly unknown[]).includes(value);
}

function noneOrScored(modules: readonly string[]): boolean {
  return modules.length === 0 || hasScoredModule(modules);
}

const ModuleName = z.enum(MODULE_NAMES, {
  error: (issue) =>
    `unknown module ${JSON.stringify(issue.input)}; known modules: ${MODULE_NAMES.join(', ')}`,
});

/** Per content type as stored: read leniently, so a pattern saved before a rule existed keeps the other settings. */
const StoredContentType = z.object({
  enabled: z.boolean().default(false),
  urlPattern: z.string().default(''),
  locales: z.array(z.string()).default([]),
});

/** Per content type: whether publishing audits it, where its entries live publicly, and which locales. */
export const ContentTypeSettings = z
  .object({
    enabled: z.boolean().default(false),
    /** e.g. `https://example.com/{locale}/blog/{slug}`; fields of the published entry fill the braces. */
    urlPattern: z
      .string()
      .trim()
      .max(2000, 'The URL pattern must be at most 2000 characters.')
      .default('')
      .superRefine((pattern, ctx) => {
        const problem = urlPatternProblem(pattern);
        if (problem)
          ctx.addIssue({
            code: 'custom',
            message: `The URL pattern ${problem.text}.`,
            params: { code: problem.code, values: problem.values },
          });
      }),
    /** Locales audited on publish; empty means every locale. */
    locales: z.array(z.string().min(1).max(40)).default([]),
  })
  .superRefine(
    (value, ctx) => {
      if (value.enabled === true && value.urlPattern === '')
        ctx.addIssue({
          code: 'custom',
          path: ['urlPattern'],
          params: { code: 'pattern_required' } satisfies IssueParams,
          message:
            'Add the public URL pattern of these entries (e.g. https://example.com/blog/{slug}) to audit them on publish.',
        });
    },
    // Also when another field of the content type is refused (a bad locale): the admin then hears of the missing
    // pattern in the same answer, not after fixing the locale. Zod skips an object's refinement on such issues.
    { when: (payload) => isRecord(payload.value) },
  );
export type ContentTypeSettings = z.infer<typeof ContentTypeSettings>;

/** What the plugin keeps in Strapi's store (secrets included; they never leave the server). */
export const StoredSettings = z.object({
  baseUrl: z.string().default(''),
  apiKey: z.string().default(''),
  webhookSecret: z.string().default(''),
  contentTypes: z.record(z.string(), StoredContentType).default({}),
  /** Modules requested; empty means the API's default set. */
  modules: z.array(ModuleName).default([]),
});
export type StoredSettings = z.infer<typeof StoredSettings>;

const Secret = z
  .string()
  .trim()
  .min(8, 'must be at least 8 characters')
  .max(500, 'must be at most 500 characters');

const WebhookSecret = z
  .string()
  .trim()
  .refine((value) => WEBHOOK_SECRET.test(value), {
    message: `must be the whsec_… secret the GEO Audit API issued with the key (${WEBHOOK_SECRET_LENGTH} characters)`,
    params: {
      code: 'webhook_secret_format',
      values: { length: WEBHOOK_SECRET_LENGTH },
    } satisfies IssueParams,
  });

/** Whether a base URL's path ends in `/api`, which doubles the API's own `/api/…` paths (every call is 404). */
function endsInApi(value: string): boolean {
  try {
    return API_PATH_SUFFIX.test(new URL(value).pathname);
  } catch {
    return false;
  }
}

/**
 * A settings update from the admin. Secrets are write-only: a string sets them, `null` clears them, and
 * leaving them out keeps the stored value.
 */
export const SettingsUpdate = z.object({
  baseUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), {
      message: 'must be an absolute http(s) URL, e.g. https://geo.example.com',
      params: { code: 'base_url_invalid' } satisfies IssueParams,
    })
    .superRefine((value, ctx) => {
      if (!endsInApi(value)) return;
      const suggestion = suggestedBaseUrl(value) ?? '';
      ctx.addIssue({
        code: 'custom',
        message: `must be the API's address without /api, e.g. ${suggestion}: its endpoints already start with /api`,
        params: { code: 'base_url_api_path', values: { suggestion } } satisfies IssueParams,
      });
    })
    .optional(),
  apiKey: Secret.nullable().optional(),
  webhookSecret: WebhookSecret.nullable().optional(),
  contentTypes: z.record(z.string(), ContentTypeSettings).optional(),
  modules: z
    .array(ModuleName)
    .refine((modules) => noneOrScored(modules.filter(isModuleName)), {
      // Also beside an unknown module name, so one save says both (zod skips it on the name's issue otherwise);
      // judged on the known names, which are what the list holds once the unknown one is removed.
      when: (payload) => Array.isArray(payload.value),
      message: `tick at least one module that counts toward the score (${SCORED_MODULES.join(', ')}), or none to run them all: agent_readiness alone weighs 0, so its score would mean nothing`,
      params: { code: 'modules_unscored', values: { choices: [...SCORED_MODULES] } } satisfies IssueParams,
    })
    .optional(),
});
export type SettingsUpdate = z.infer<typeof SettingsUpdate>;

/**
 * One line per problem, each naming the setting, for the admin's error message.
 *
 * @example
 * ```ts
 * describeIssues(SettingsUpdate.safeParse({ modules: ['nope'] }).error!.issues);
 * // ['modules › 0: unknown module "nope"; known modules: …']
 * ```
 */
export function describeIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string[] {
  return issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.map(String).join(' › ')}: ${issue.message}` : issue.message,
  );
}
