import type { Core } from '@strapi/strapi';
import type { FieldIssue } from './settings-issues.ts';
import type { PatternProblem } from './settings-schema.ts';
import { appPrivateAttributes, patternFields } from './url-fields.ts';

/** A `{field}` placeholder of a URL pattern, the field's name (or dotted path) captured. */
export const PLACEHOLDER = /\{([\w.-]+)\}/g;

interface Attribute {
  type?: string;
  private?: boolean;
}

/**
 * Why a URL pattern names fields its content type cannot fill, or null when it names none: a pattern saved with
 * `{nosuchfield}` made every publish of that type fail, although the preview already said it lacks the field.
 * Only URL fields (url-fields.ts) and the document id and locale fill a pattern, so a placeholder naming anything
 * else (a field that does not exist, a private one, a component path such as `{seo.path}`) can never resolve.
 *
 * @example
 * ```ts
 * unknownFieldsProblem('https://example.com/{nosuchfield}', ['slug', 'documentId', 'id', 'locale'])?.text;
 * // 'names {nosuchfield}, which this content type has no URL field for; use {slug}, {documentId}, {id} or {locale}'
 * ```
 */
export function unknownFieldsProblem(pattern: string, usable: readonly string[]): PatternProblem | null {
  const unknown = [...new Set([...pattern.matchAll(PLACEHOLDER)].map((match) => match[1] as string))].filter(
    (name) => !usable.includes(name),
  );
  if (unknown.length === 0) return null;
  const offer = braces(usable);
  return {
    code: 'pattern_unknown_fields',
    values: { fields: braces(unknown), choices: offer },
    text: `names ${braces(unknown).join(', ')}, which this content type has no URL field for; use ${orList(offer)}`,
  };
}

const braces = (names: readonly string[]) => names.map((name) => `{${name}}`);

/** The English message's alternatives, "a, b or c"; the admin says them in its own language from `choices`. */
const orList = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/**
 * Why a collection type's URL pattern cannot tell its entries apart, or null when it can: without a placeholder
 * naming something of the entry every entry audits the same page. `{locale}` alone does not: it only tells the
 * locales apart. A single type has one entry, so a fixed URL suits it.
 *
 * @example
 * ```ts
 * sameUrlProblem('https://example.com/blog', ['slug', 'documentId', 'id', 'locale'])?.code; // 'pattern_no_field'
 * ```
 */
export function sameUrlProblem(pattern: string, usable: readonly string[]): PatternProblem | null {
  const named = [...pattern.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
  if (named.some((name) => name !== 'locale')) return null;
  const offer = braces(usable.filter((name) => name !== 'locale'));
  return {
    code: 'pattern_no_field',
    values: { choices: offer },
    text: `names no field of the entry, so every entry of this collection type would audit the same page; add ${orList(offer)}`,
  };
}

/**
 * The URL patterns in a settings update that name fields their content type cannot fill, read from Strapi's
 * content-type schemas. A type Strapi no longer has is skipped: its stored settings must not block saving the
 * rest, and nothing is published through it.
 */
export function patternFieldIssues(
  strapi: Core.Strapi,
  contentTypes: Record<string, { urlPattern: string }> | undefined,
): FieldIssue[] {
  const privateNames = appPrivateAttributes(strapi);
  return Object.entries(contentTypes ?? {}).flatMap(([uid, { urlPattern }]) => {
    const schema = strapi.contentType(uid as never) as
      | { kind?: string; attributes?: Record<string, Attribute> }
      | undefined;
    if (!schema?.attributes || urlPattern === '') return [];
    const usable = patternFields(schema.attributes, privateNames);
    const problems = [
      unknownFieldsProblem(urlPattern, usable),
      schema.kind === 'collectionType' ? sameUrlProblem(urlPattern, usable) : null,
    ].filter((problem): problem is PatternProblem => problem !== null);
    return problems.map(({ code, values, text }) => ({
      path: ['contentTypes', uid, 'urlPattern'],
      code,
      ...(values ? { values } : {}),
      message: `The URL pattern ${text}.`,
    }));
  });
}
