import { useEffect, useState } from 'react';
import { getPublishedId, useClient } from 'sanity';
import { resultDocumentId } from '../../handler/document-ids.ts';
import type { GeoAuditResultDocument } from '../../handler/sanity-store.ts';
import { type AuditView, toAuditView } from './audit-view.ts';
import { onResultChange } from './result-events.ts';

const API_VERSION = '2025-02-19';

/**
 * The live audit of one document: loads its companion document and follows changes through the plugin's
 * shared Content Lake listener, so the Studio updates the moment the handler writes a result.
 */
export function useAudit(documentId: string): { audit: AuditView | null; loading: boolean } {
  const client = useClient({ apiVersion: API_VERSION });
  const id = resultDocumentId(getPublishedId(documentId));
  const [state, setState] = useState<{ audit: AuditView | null; loading: boolean }>({
    audit: null,
    loading: true,
  });

  useEffect(() => {
    let active = true;
    client
      .getDocument<GeoAuditResultDocument>(id)
      .then((doc) => active && setState({ audit: toAuditView(doc), loading: false }))
      .catch(() => active && setState({ audit: null, loading: false }));
    const stop = onResultChange(client, (change) => {
      if (active && change.documentId === id) {
        setState({ audit: toAuditView(change.result), loading: false });
      }
    });
    return () => {
      active = false;
      stop();
    };
  }, [client, id]);

  return state;
}

/** An audit listed in the tool, with the audited document's title and type when it still exists. */
export interface ListedAudit extends AuditView {
  title: string | null;
  documentType: string | null;
}

type ListedDocument = GeoAuditResultDocument & { title?: string | null; documentType?: string | null };

/** Every audited document, newest first, live. */
export function useAllAudits(): { audits: ListedAudit[]; loading: boolean } {
  const client = useClient({ apiVersion: API_VERSION });
  const [state, setState] = useState<{ audits: ListedAudit[]; loading: boolean }>({
    audits: [],
    loading: true,
  });

  useEffect(() => {
    let active = true;
    const query = '*[_type == "geoAudit.result"] | order(updatedAt desc)';
    const projection = `${query}{..., "title": coalesce(document->title, document->name), "documentType": document->_type}`;
    const load = () =>
      client
        .fetch<ListedDocument[]>(projection)
        .then((docs) => {
          if (!active) return;
          const audits: ListedAudit[] = [];
          for (const doc of docs) {
            const view = toAuditView(doc);
            if (view)
              audits.push({ ...view, title: doc.title ?? null, documentType: doc.documentType ?? null });
          }
          setState({ audits, loading: false });
        })
        .catch(() => active && setState((s) => ({ ...s, loading: false })));
    load();
    const stop = onResultChange(client, () => load());
    return () => {
      active = false;
      stop();
    };
  }, [client]);

  return state;
}
