import type { Core } from '@strapi/strapi';

/**
 * What a public URL pattern may read of an entry. A pattern is filled from the entry's own values, and the URL is
 * sent to the GEO Audit API, stored and shown, so only values a page address can carry qualify: scalar attributes
 * that are not private (per attribute or in `api.responses.privateAttributes`), never a password, plus the
 * document id and locale. Only content types the plugin can audit (`api::` types with Draft & Publish) are read.
 */

/** Attribute types that can fill a URL pattern placeholder (the Settings page offers these). */
export const URL_FIELD_TYPES: readonly string[] = [
  'string',
  'uid',
  'text',
  'integer',
  'biginteger',
  'enumeration',
  'email',
];

/** Fields every document has that a URL may name. */
export const SYSTEM_FIELDS: readonly string[] = ['documentId', 'id', 'locale'];

interface Attribute {
  type?: string;
  private?: boolean;
}

/** The part of a content type schema this reads. */
export interface UrlSchema {
  uid: string;
  options?: { draftAndPublish?: boolean };
  attributes: Record<string, Attribute>;
}

/**
 * The schema of a content type the plugin audits, or undefined for any other uid (admin users, API tokens, other
 * plugins' types, types without Draft & Publish): nothing else is ever read to fill a pattern.
 *
 * @example
 * ```ts
 * auditableSchema(strapi, 'api::article.article')?.uid; // 'api::article.article'
 * auditableSchema(strapi, 'admin::user'); // undefined
 * ```
 */
export function auditableSchema(strapi: Core.Strapi, uid: string): UrlSchema | undefined {
  if (!uid.startsWith('api::')) return undefined;
  const schema = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as unknown as
    | UrlSchema
    | undefined;
  return schema?.options?.draftAndPublish ? schema : undefined;
}

/** Whether an attribute may fill a URL: a scalar type, not private, not named private app-wide. */
export function isUrlField(name: string, attribute: Attribute, privateNames: readonly string[]): boolean {
  return (
    attribute.type !== undefined &&
    URL_FIELD_TYPES.includes(attribute.type) &&
    attribute.private !== true &&
    !privateNames.includes(name)
  );
}

/**
 * The placeholders a URL pattern of a content type may name: its URL fields, then the document id, id and
 * locale. One list for the Settings page's hint and the save's refusal, which had named three more than the hint.
 *
 * @example
 * ```ts
 * patternFields({ slug: { type: 'uid' }, body: { type: 'blocks' } }, []); // ['slug', 'documentId', 'id', 'locale']
 * ```
 */
export function patternFields(
  attributes: Record<string, Attribute>,
  privateNames: readonly string[],
): string[] {
  return [
    ...Object.entries(attributes)
      .filter(([name, attribute]) => isUrlField(name, attribute, privateNames))
      .map(([name]) => name),
    ...SYSTEM_FIELDS,
  ];
}

/**
 * The values of `entry` a URL pattern may use: its URL fields (see `isUrlField`) and the document id and locale.
 *
 * @example
 * ```ts
 * urlFields(schema, { documentId: 'abc', slug: 'hello', internalNote: 'secret' }, []);
 * // { documentId: 'abc', slug: 'hello' } when internalNote is private
 * ```
 */
export function urlFields(
  schema: UrlSchema,
  entry: Record<string, unknown>,
  privateNames: readonly string[],
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of SYSTEM_FIELDS) if (entry[name] !== undefined) fields[name] = entry[name];
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (isUrlField(name, attribute, privateNames) && entry[name] !== undefined) fields[name] = entry[name];
  }
  return fields;
}

/** The attribute names the app marks private everywhere (`config/api.js` → `responses.privateAttributes`). */
export function appPrivateAttributes(strapi: Core.Strapi): string[] {
  const names = strapi.config.get('api.responses.privateAttributes', []) as unknown;
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
}
