import { defineField, defineType } from 'sanity';
import { RESULT_TYPE } from '../../handler/document-ids.ts';

/**
 * The companion document type the handler writes. Registered so the Studio can query and show it; every
 * field is read-only because only the handler (with the GEO API's confirmed data) may change it. The
 * reference to the audited document is declared only when the audited types are known: Sanity rejects a
 * reference field without target types, and undeclared stored fields are harmless.
 *
 * @example
 * ```ts
 * createGeoAuditResultType(['post', 'page']);
 * ```
 */
export function createGeoAuditResultType(documentTypes?: readonly string[]) {
  const referenceField =
    documentTypes && documentTypes.length > 0
      ? [
          defineField({
            name: 'document',
            type: 'reference',
            to: documentTypes.map((type) => ({ type })),
            weak: true,
          }),
        ]
      : [];
  return defineType({
    name: RESULT_TYPE,
    title: 'GEO audit',
    type: 'document',
    readOnly: true,
    fields: [
      ...referenceField,
      defineField({ name: 'url', type: 'url' }),
      defineField({ name: 'state', type: 'string' }),
      defineField({ name: 'jobId', type: 'string' }),
      defineField({ name: 'geoScore', type: 'number' }),
      defineField({ name: 'verdict', type: 'string' }),
      defineField({ name: 'resultsUrl', type: 'url' }),
      defineField({ name: 'resultJson', type: 'text' }),
      defineField({ name: 'requestedAt', type: 'datetime' }),
      defineField({ name: 'updatedAt', type: 'datetime' }),
      defineField({ name: 'completedAt', type: 'datetime' }),
      // Re-audits since the last publish because the site did not serve the page yet (absent when none).
      defineField({ name: 'rechecks', type: 'number' }),
    ],
    preview: {
      select: { url: 'url', score: 'geoScore', verdict: 'verdict' },
      prepare: ({ url, score, verdict }) => ({
        title: url,
        subtitle: typeof score === 'number' ? `${score} · ${verdict ?? ''}` : 'not scored yet',
      }),
    },
  });
}

/** The companion type without the reference field (see {@link createGeoAuditResultType}). */
export const geoAuditResultType = createGeoAuditResultType();
