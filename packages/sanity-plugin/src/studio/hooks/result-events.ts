import type { SanityClient } from '@sanity/client';
import { RESULT_TYPE } from '../../handler/document-ids.ts';
import type { GeoAuditResultDocument } from '../../handler/sanity-store.ts';

/** A change to one companion document: its id and, unless it was deleted, the document now. */
export interface ResultChange {
  documentId: string;
  result: GeoAuditResultDocument | undefined;
}

type Handler = (change: ResultChange) => void;

interface Channel {
  handlers: Set<Handler>;
  stop: () => void;
}

// One listener per Content Lake connection, shared by the tool, every inspector and every badge: a browser
// keeps at most six HTTP/1.1 connections per host and the Studio itself holds several listener streams, so
// one stream per plugin surface could leave some of them waiting (and each stream costs the API a slot).
const channels = new Map<string, Channel>();

function channelKey(client: SanityClient): string {
  const { projectId, dataset, apiHost, useProjectHostname, token } = client.config();
  return JSON.stringify([projectId, dataset, apiHost, useProjectHostname, token]);
}

/**
 * Calls `handler` whenever a `geoAudit.result` document is written, until the returned function is called.
 * Every subscriber on the same project and dataset shares one listener connection.
 *
 * @example
 * ```ts
 * const stop = onResultChange(client, ({ documentId, result }) => console.log(documentId, result?.geoScore));
 * stop();
 * ```
 */
export function onResultChange(client: SanityClient, handler: Handler): () => void {
  const key = channelKey(client);
  let channel = channels.get(key);
  if (!channel) {
    const handlers = new Set<Handler>();
    const subscription = client
      .listen<GeoAuditResultDocument>(
        '*[_type == $type]',
        { type: RESULT_TYPE },
        { includeResult: true, visibility: 'query' },
      )
      .subscribe({
        next: (event) => {
          if (event.type !== 'mutation') return;
          const change: ResultChange = {
            documentId: event.documentId,
            result: event.transition === 'disappear' ? undefined : event.result,
          };
          for (const each of handlers) each(change);
        },
        // The client reconnects on its own; an error here (a rejected token) ends live updates until the
        // next subscriber opens a new channel.
        error: () => channels.delete(key),
      });
    channel = { handlers, stop: () => subscription.unsubscribe() };
    channels.set(key, channel);
  }
  const current = channel;
  current.handlers.add(handler);
  return () => {
    current.handlers.delete(handler);
    if (current.handlers.size === 0 && channels.get(key) === current) {
      channels.delete(key);
      current.stop();
    }
  };
}
