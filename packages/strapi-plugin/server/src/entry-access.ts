import type { Core } from '@strapi/strapi';
import { auditableSchema } from './url-fields.ts';

/**
 * The plugin's own permissions say who may see and run audits at all; which entries is the Content Manager's
 * decision, so an audit (its URL, score and findings) is shown or run only for an entry the admin may read there
 * ("own entries only" for Authors included). Without this, an Author with "See audits" could read the audits of
 * other people's entries, and of content types the role cannot open.
 */

/** The part of the Content Manager's permission checker this uses. */
interface PermissionChecker {
  cannot: { read: () => boolean };
  requiresEntity: { read: () => boolean };
  sanitizedQuery: { read: (query: Record<string, unknown>) => Promise<Record<string, unknown>> };
}

/**
 * The ids among `documentIds` of entries of `uid` that the admin with `userAbility` may read in the Content Manager
 * (in `locale` when given). Empty for a content type the plugin does not audit.
 *
 * @example
 * ```ts
 * const readable = await readableDocuments(strapi, ctx.state.userAbility, 'api::article.article', ids, null);
 * readable.has(ids[0]); // false for another author's article, for an Author limited to their own entries
 * ```
 */
export async function readableDocuments(
  strapi: Core.Strapi,
  userAbility: unknown,
  uid: string,
  documentIds: readonly string[],
  locale: string | null,
): Promise<Set<string>> {
  if (!auditableSchema(strapi, uid) || documentIds.length === 0) return new Set();
  const checker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility, model: uid }) as PermissionChecker;
  if (checker.cannot.read()) return new Set();
  if (!checker.requiresEntity.read()) return new Set(documentIds);
  // Conditions ("is creator", "has the same role as the creator") become filters, as the Content Manager's list
  // applies them: an entry the admin may not read is simply not found.
  const query = await checker.sanitizedQuery.read({ filters: { documentId: { $in: [...documentIds] } } });
  const found = (await strapi.documents(uid as never).findMany({
    ...query,
    ...(locale ? { locale } : {}),
    fields: ['documentId'],
    limit: documentIds.length,
  } as never)) as Array<{ documentId: string }>;
  return new Set(found.map((entry) => entry.documentId));
}
