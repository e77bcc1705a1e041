import {
  type AuditRecord,
  type Coordinator,
  createCoordinator,
  createGeoAuditClient,
  hasScoredModule,
  type ModuleName,
  SCORED_MODULES,
  WEBHOOK_IN_PROGRESS,
} from '@geo-audit/core';
import { createClient, type SanityClient } from '@sanity/client';
import { publicUrl, type SanityDocumentStub, type UrlFor } from '../shared/public-url.ts';
import { auditsRevision, auditUnderWay } from './audits-revision.ts';
import { claimReceipts } from './claim-receipts.ts';
import { publishedId } from './document-ids.ts';
import { MAX_BODY_BYTES, readBody } from './read-body.ts';
import { deliveryOperation, deliveryReceipts } from './sanity-delivery.ts';
import { verifySanitySignature } from './sanity-signature.ts';
import { createSanityStore } from './sanity-store.ts';
import { sweepReceipts } from './sweep-receipts.ts';

export type { SanityDocumentStub, UrlFor };

/**
 * Options of `createGeoAuditHandler`. Everything secret stays on the server: the GEO API key, the webhook
 * secrets and the Sanity write token.
 *
 * @example
 * ```ts
 * export const handler = createGeoAuditHandler({
 *   apiKey: process.env.GEO_AUDIT_API_KEY!,
 *   baseUrl: 'https://geo.example.com',
 *   webhookSecret: process.env.GEO_AUDIT_WEBHOOK_SECRET!,
 *   handlerUrl: 'https://example.com/api/geo-audit',
 *   sanity: { projectId: 'abc123', dataset: 'production', token: process.env.SANITY_WRITE_TOKEN!, webhookSecret: process.env.SANITY_WEBHOOK_SECRET! },
 *   urlFor: (doc) => (doc._type === 'article' ? `https://example.com/blog/${doc.slug}` : null),
 * });
 * ```
 */
export interface GeoAuditHandlerOptions {
  /** The GEO Audit API key (`X-API-Key`). */
  apiKey: string;
  /** Base URL of the GEO Audit API. */
  baseUrl: string;
  /** Secret that signs the GEO completion webhooks (`whsec_…`). Without it, webhooks are only hints. */
  webhookSecret?: string | string[];
  /** The public URL where this handler is reachable; sent to the API as `webhook_url`. */
  handlerUrl: string;
  sanity: {
    projectId: string;
    dataset: string;
    /** A token with write access to the dataset (companion documents are written with it). */
    token: string;
    /** The secret configured on the GROQ-powered webhook. */
    webhookSecret: string;
    apiHost?: string;
    apiVersion?: string;
  };
  /**
   * The public URL of a published document, or null when it has no page to audit. Pass the same rule to the
   * Studio plugin (`geoAudit({ urlFor })`) so the inspector says up front which documents cannot be audited.
   */
  urlFor: UrlFor;
  /**
   * The modules to run; left out or empty, the API's default (every scored module). It must name at least one module
   * that counts toward the score: agent_readiness alone (beta, weight 0) is refused when the handler is created.
   */
  modules?: ModuleName[];
  /** Studio origins allowed to call the re-run endpoint from the browser. */
  corsOrigins?: string[];
  /** A custom fetch for the GEO API (tests, proxies). */
  fetch?: typeof fetch;
  /**
   * Delays before each automatic re-audit when a result says the site did not serve the page yet (a 404,
   * a soft 404, a coming-soon page, a redirect home …), as front ends often deploy a new page minutes after
   * the publish. Default 2, 5 and 15 minutes; `[]` turns re-checks off. Each re-check is one more audit
   * against the API quota. The handler has no timer: a due re-check starts on the next
   * `handler.coordinator.pollActive()` (run it on a schedule, e.g. every minute) or the next webhook.
   *
   * @example
   * ```ts
   * createGeoAuditHandler({ ...options, recheckDelaysMs: [60_000, 10 * 60_000] }); // 1 min after the first result, 10 after the next
   * ```
   */
  recheckDelaysMs?: readonly number[];
}

/**
 * A `(Request) => Response` handler plus the coordinator behind it, for a scheduled `pollActive`, which also
 * deletes the webhook receipt documents no redelivery can need any more (a batch per call).
 */
export type GeoAuditHandler = ((request: Request) => Promise<Response>) & { coordinator: Coordinator };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const summary = (record: AuditRecord) => ({
  ok: true,
  documentId: record.key,
  state: record.state,
  jobId: record.jobId,
  error: record.error,
});

/**
 * The Sanity server half of the GEO audit plugin, as one web-standard handler that runs in plain Node, in
 * serverless routes (Next.js, Netlify, Vercel) and in a Sanity Function. It answers three callers, told
 * apart by their credentials:
 * - Sanity's GROQ webhook on publish (`sanity-webhook-signature`): starts the audit of the document's URL;
 * - the GEO API's completion webhook (`webhook-signature`, Standard Webhooks): verified, deduplicated,
 *   confirmed with the status endpoint, and the full result written to the companion document;
 * - the Studio's re-run request (`Authorization: Bearer <the editor's Sanity token>`, body
 *   `{documentId}`): the token is checked against Sanity and must be able to read the document.
 */
export function createGeoAuditHandler(options: GeoAuditHandlerOptions): GeoAuditHandler {
  const modules = options.modules?.length ? options.modules : undefined;
  // Refused here, at start-up, rather than as a 422 from the API on every publish.
  if (modules && !hasScoredModule(modules))
    throw new TypeError(
      `createGeoAuditHandler: modules must name at least one module that counts toward the score (${SCORED_MODULES.join(', ')}), or be left out to run them all; ${modules.join(', ')} weigh${modules.length === 1 ? 's' : ''} 0, so the score would mean nothing.`,
    );
  const sanity: SanityClient = createClient({
    projectId: options.sanity.projectId,
    dataset: options.sanity.dataset,
    token: options.sanity.token,
    apiVersion: options.sanity.apiVersion ?? '2025-02-19',
    useCdn: false,
    ...(options.sanity.apiHost ? { apiHost: options.sanity.apiHost, useProjectHostname: false } : {}),
  });
  const store = createSanityStore(sanity);
  const coordinator = createCoordinator({
    client: createGeoAuditClient({
      apiKey: options.apiKey,
      baseUrl: options.baseUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
    store,
    webhookUrl: options.handlerUrl,
    ...(options.webhookSecret ? { webhookSecret: options.webhookSecret } : {}),
    ...(modules ? { modules } : {}),
    ...(options.recheckDelaysMs ? { recheckDelaysMs: options.recheckDelaysMs } : {}),
  });

  function cors(request: Request): Record<string, string> {
    const origin = request.headers.get('origin');
    if (!origin || !options.corsOrigins?.includes(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'POST, OPTIONS',
      vary: 'Origin',
    };
  }

  async function audit(doc: SanityDocumentStub): Promise<Response> {
    const url = await publicUrl(options.urlFor, doc);
    if (!url) return json(202, { ok: true, reason: 'no_public_url' });
    const record = await coordinator.publish({ key: publishedId(doc._id), url });
    return json(202, summary(record));
  }

  async function onSanityPublish(request: Request, rawBody: string): Promise<Response> {
    const verified = await verifySanitySignature(
      rawBody,
      request.headers.get('sanity-webhook-signature'),
      options.sanity.webhookSecret,
    );
    if (!verified.ok) return json(401, { ok: false, reason: verified.reason });
    let doc: SanityDocumentStub;
    try {
      doc = JSON.parse(rawBody);
    } catch {
      return json(400, { ok: false, reason: 'invalid_json' });
    }
    if (typeof doc?._id !== 'string' || typeof doc._type !== 'string') {
      return json(400, { ok: false, reason: 'projection must include _id and _type' });
    }
    if (doc._id !== publishedId(doc._id)) return json(202, { ok: true, reason: 'not_a_publish' });
    // Sanity retries a delivery under the same idempotency key; a replay keeps the signature. Act on each once.
    const claim = await claimReceipts(store, deliveryReceipts(request.headers));
    if (claim.state === 'done') return json(200, { ok: true, reason: 'duplicate' });
    // The delivery acting on it may still fail: a 2xx now would end Sanity's retries.
    if (claim.state === 'processing')
      return json(WEBHOOK_IN_PROGRESS.status, WEBHOOK_IN_PROGRESS.body, WEBHOOK_IN_PROGRESS.headers);
    try {
      const response = await onPublishClaimed(request, doc);
      await claim.complete();
      return response;
    } catch (error) {
      // The 500 makes Sanity deliver again under the same key; a receipt kept now would turn that away and the
      // publish would never be audited.
      await claim.release();
      throw error;
    }
  }

  async function onPublishClaimed(request: Request, doc: SanityDocumentStub): Promise<Response> {
    // Unpublishing deletes the published document and keeps its draft: its page is gone, so nothing still
    // scheduled may audit it. Deleting the document removes the draft too: then its audit goes as well, or the
    // GEO audits tool would list a document that no longer exists.
    if (deliveryOperation(doc, request.headers) === 'delete') {
      if (!(await sanity.getDocument(`drafts.${doc._id}`))) {
        await store.remove(doc._id);
        return json(200, { ok: true, reason: 'removed' });
      }
      const record = await coordinator.withdraw(doc._id);
      return json(200, { ok: true, reason: 'withdrawn', ...(record ? { state: record.state } : {}) });
    }
    // A Studio run for this revision came first (the editor clicked before the webhook arrived): its audit is
    // the revision's audit. The projection rarely carries `_updatedAt`; the published document does, and is read
    // only when an audit is under way (a publish after a completed audit, the usual one, needs no extra request).
    const current = await store.get(doc._id);
    const publishedAt =
      current && auditUnderWay(current)
        ? (doc._updatedAt ?? (await sanity.getDocument(doc._id))?._updatedAt)
        : undefined;
    if (auditsRevision(current, publishedAt)) return json(200, { ...summary(current), started: false });
    return await audit(doc);
  }

  async function onRerun(request: Request, rawBody: string): Promise<Response> {
    const headers = cors(request);
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token) return json(401, { ok: false, reason: 'missing_token' }, headers);
    let documentId: unknown;
    try {
      ({ documentId } = JSON.parse(rawBody));
    } catch {
      return json(400, { ok: false, reason: 'invalid_json' }, headers);
    }
    if (typeof documentId !== 'string' || !documentId) {
      return json(400, { ok: false, reason: 'documentId is required' }, headers);
    }
    const asEditor = sanity.withConfig({ token });
    try {
      await asEditor.request({ url: '/users/me' });
    } catch {
      return json(401, { ok: false, reason: 'invalid_token' }, headers);
    }
    const id = publishedId(documentId);
    // The editor must be able to read the document; the write token then fetches it for the URL.
    const visible = await asEditor.getDocument(id).catch(() => undefined);
    if (!visible) return json(404, { ok: false, reason: 'document_not_found' }, headers);
    const doc = await sanity.getDocument<SanityDocumentStub>(id);
    if (!doc) return json(404, { ok: false, reason: 'document_not_found' }, headers);
    // Asked again while the publish's own audit is under way (another editor, the tool's row, a second click):
    // answered with that audit, which the Studio shows as started.
    const current = await store.get(id);
    if (auditsRevision(current, doc._updatedAt))
      return json(200, { ...summary(current), started: false }, headers);
    const response = await audit(doc);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  }

  const handler = async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors(request) });
    if (request.method !== 'POST')
      return json(405, { ok: false, reason: 'method_not_allowed' }, { allow: 'POST' });
    const bytes = await readBody(request);
    if (bytes === null) {
      return json(413, {
        ok: false,
        reason: 'payload_too_large',
        message: `Request bodies are limited to ${MAX_BODY_BYTES / 1024} KiB.`,
      });
    }
    const rawBody = new TextDecoder().decode(bytes);
    try {
      if (request.headers.has('sanity-webhook-signature')) return await onSanityPublish(request, rawBody);
      if (request.headers.has('webhook-signature') || request.headers.has('webhook-id')) {
        // The bytes as received: the GEO API's signature covers them, not a decoding of them.
        const { status, body, headers } = await coordinator.handleWebhook({
          rawBody: bytes,
          headers: request.headers,
        });
        return json(status, body, headers);
      }
      if (request.headers.has('authorization')) return await onRerun(request, rawBody);
      return json(401, { ok: false, reason: 'unauthenticated' });
    } catch (error) {
      // Never leak internals; Sanity and the GEO API retry on 5xx.
      console.error('[geo-audit] handler error', error);
      return json(500, { ok: false, reason: 'internal_error' });
    }
  };
  // The README's poll route calls `handler.coordinator.pollActive()`: the sweep rides on it, so routes written
  // before keep the dataset clean without a change.
  const scheduled: Coordinator = {
    ...coordinator,
    async pollActive() {
      // Each runs even when the other fails (the GEO API down, the dataset refusing a delete); a failure still
      // reaches the scheduler.
      const [polled, swept] = await Promise.allSettled([coordinator.pollActive(), sweepReceipts(sanity)]);
      if (polled.status === 'rejected') throw polled.reason;
      if (swept.status === 'rejected') throw swept.reason;
    },
  };
  return Object.assign(handler, { coordinator: scheduled });
}
