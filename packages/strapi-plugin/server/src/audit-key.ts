/** Which document (and locale) an audit record belongs to. */
export interface AuditSubject {
  uid: string;
  documentId: string;
  /** `null` for content types without i18n. */
  locale: string | null;
}

// '|' never appears in Strapi UIDs, document ids or locale codes, so the key splits back unambiguously.
export function auditKey(subject: AuditSubject): string {
  return `${subject.uid}|${subject.documentId}|${subject.locale ?? ''}`;
}

export function parseAuditKey(key: string): AuditSubject {
  const [uid = '', documentId = '', locale = ''] = key.split('|');
  return { uid, documentId, locale: locale || null };
}
