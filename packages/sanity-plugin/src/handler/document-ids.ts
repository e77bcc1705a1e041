/** Sanity ids allow letters, digits, `.`, `_` and `-`; anything else in a foreign id becomes `_`. */
const safe = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '_');

/** The published id of a document, without `drafts.` or `versions.<release>.` prefixes. */
export function publishedId(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length);
  const version = /^versions\.[^.]+\.(.+)$/.exec(id);
  return version?.[1] ?? id;
}

/**
 * Companion documents live under dotted "path" ids, which the public (unauthenticated) API never returns,
 * so audit data and webhook receipts stay private to token holders.
 */
export const resultDocumentId = (documentId: string) => `geoAudit.result.${safe(publishedId(documentId))}`;
export const receiptDocumentId = (webhookId: string) => `geoAudit.receipt.${safe(webhookId)}`;

export const RESULT_TYPE = 'geoAudit.result';
export const RECEIPT_TYPE = 'geoAudit.receipt';
