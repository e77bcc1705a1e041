import { useEffect, useState } from 'react';
import { getPublishedId, useClient } from 'sanity';
import { resultDocumentId } from '../../handler/document-ids.ts';
import type { GeoAuditResultDocument } from '../../handler/sanity-store.ts';
import { type AuditView, toAuditView } from './audit-view.ts';

const API_VERSION = '2025-02-19';

/**
 * The live audit of one document: loads its companion document and follows changes through the Content
 * Lake listener, so the Studio updates the moment the handler writes a result.
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
    const subscription = client
      .listen<GeoAuditResultDocument>('*[_id == $id]', { id }, { includeResult: true, visibility: 'query' })
      .subscribe((event) => {
        if (active && event.type === 'mutation') {
          setState({
            audit: toAuditView(event.result as GeoAuditResultDocument | undefined),
            loading: false,
          });
        }
      });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [client, id]);

  return state;
}

/** Every audited document, newest first, live. */
export function useAllAudits(): { audits: AuditView[]; loading: boolean } {
  const client = useClient({ apiVersion: API_VERSION });
  const [state, setState] = useState<{ audits: AuditView[]; loading: boolean }>({
    audits: [],
    loading: true,
  });

  useEffect(() => {
    let active = true;
    const query = '*[_type == "geoAudit.result"] | order(updatedAt desc)';
    const load = () =>
      client
        .fetch<GeoAuditResultDocument[]>(query)
        .then((docs) => {
          if (active)
            setState({
              audits: docs.map(toAuditView).filter((a): a is AuditView => a !== null),
              loading: false,
            });
        })
        .catch(() => active && setState((s) => ({ ...s, loading: false })));
    load();
    const subscription = client.listen(query, {}, { visibility: 'query' }).subscribe(() => load());
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [client]);

  return state;
}
