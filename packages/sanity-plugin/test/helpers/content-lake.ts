import { randomUUID } from 'node:crypto';
import { evaluate, parse } from 'groq-js';
import { signSanityWebhook } from '../../src/handler/sanity-signature.ts';
import {
  type DualRequest as Request,
  type DualResponse as Response,
  startDualProtocolServer,
} from './dual-protocol-server.ts';
import { type Action, applyAction } from './lake-actions.ts';
import { queryPerspective, withPerspective } from './lake-perspective.ts';
import { beginTransaction, type Change, type LakeTransaction } from './lake-transaction.ts';
import { inlineSliceParams } from './slice-params.ts';
import { prepareTextQuery } from './text-query.ts';

/** A mutation as @sanity/client sends it to `/data/mutate`. */
export type Mutation = Record<string, Record<string, unknown>>;

export interface LakeOptions {
  /**
   * Tokens accepted, mapped to the user they stand for; `write` marks tokens that may mutate, `admin` a
   * Studio user (an administrator, so the Studio shows no login screen).
   */
  tokens: Record<string, { id: string; write: boolean; admin?: boolean; canRead?: (id: string) => boolean }>;
  /**
   * GROQ-powered document webhooks on published documents (drafts excluded, as with Sanity's default), triggered
   * `on` create and update unless told otherwise: `filter` and `projection` are GROQ (delta functions such as
   * `before()` allowed; a deletion is evaluated against the document as it was), the body is the projection,
   * signed with `secret` in `sanity-webhook-signature`.
   */
  webhooks?: Array<{
    url: string;
    filter: string;
    projection: string;
    secret: string;
    on?: Array<'create' | 'update' | 'delete'>;
  }>;
  /** The project id sent in `sanity-project-id` and seen by `sanity::projectId()` (default `local`). */
  projectId?: string;
}

interface CommitOptions {
  /** The client's own id for the transaction (the Studio matches listener events to its writes by it). */
  transactionId: string | undefined;
  identity: string;
  dataset: string;
  dryRun?: boolean;
}

interface Listener {
  query: string;
  params: Record<string, unknown>;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  includeAllVersions: boolean;
  /** `mendoza` when the listener asked for effects (the Studio's document store applies those). */
  effectFormat: string | undefined;
  visibility: string;
  res: Response;
  /** For diagnostics: the request's query string, whether it is still open, the events it was sent. */
  search: string;
  open: boolean;
  sent: string[];
}

/**
 * A local stand-in for Sanity's Content Lake HTTP API: only what @sanity/client and the Studio call here
 * (GROQ queries evaluated by groq-js, `doc`, `mutate` with create / createOrReplace / createIfNotExists /
 * patch / delete, the Actions API's document actions (lake-actions.ts), `listen` and `users/me`), speaking
 * the real wire format. It records every mutation (those of actions too) so tests can assert exactly what
 * was written. Sanity's Content Lake is hosted only; this is the documented exception to "run the real
 * thing".
 */
export async function startContentLake(options: LakeOptions) {
  const documents = new Map<string, Record<string, unknown>>();
  const mutations: Mutation[] = [];
  /** Every action committed through the Actions API, in order. */
  const actions: Action[] = [];
  let transactions = 0;
  const unknownRequests: string[] = [];
  /** Every request's method and path, in order: how many round trips a caller made. */
  const requests: string[] = [];
  const listeners = new Set<Listener>();
  /** The query strings of listener connections, for diagnostics. */
  const listenRequests: string[] = [];
  /** Every listener connection ever opened, with its state, for failure reports. */
  const listenLog: Listener[] = [];
  let eventId = 0;

  const paramsFrom = (url: URL) => {
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams)
      if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
    return params;
  };

  /** Whether a listener's filter selects the document (groq-js evaluates it with the listener's params). */
  async function selects(listener: Listener, doc: Record<string, unknown> | undefined): Promise<boolean> {
    if (!doc) return false;
    // Without includeAllVersions the Content Lake leaves release versions out; drafts are always in.
    if (!listener.includeAllVersions && String(doc._id).startsWith('versions.')) return false;
    try {
      const found = await (
        await evaluate(parse(listener.query), { dataset: [doc], params: listener.params })
      ).get();
      return Array.isArray(found) ? found.length > 0 : Boolean(found);
    } catch {
      // A filter groq-js cannot evaluate (some Studio internals); that listener gets no events.
      return false;
    }
  }

  /**
   * Listener events as the Content Lake sends them: one `mutation` event per document of the transaction
   * that the listener's filter selected before or after it (appear / update / disappear), numbered within
   * the transaction, with the result, previous revision and mutations as the listener asked.
   */
  async function notify(changes: Change[], transactionId: string, identity: string) {
    const timestamp = new Date().toISOString();
    for (const listener of listeners) {
      const events: Record<string, unknown>[] = [];
      for (const { id, before, mutations: applied } of changes) {
        const after = documents.get(id);
        const [was, is] = [await selects(listener, before), await selects(listener, after)];
        if (!was && !is) continue;
        events.push({
          eventId: `${transactionId}#${id}`,
          documentId: id,
          transactionId,
          transition: !was ? 'appear' : !is ? 'disappear' : 'update',
          identity,
          mutations: listener.includeMutations ? applied : [],
          ...(before?._rev ? { previousRev: before._rev } : {}),
          // Also for a deletion: the Studio chains a document's events by previousRev → resultRev.
          resultRev: transactionId,
          ...(listener.includeResult && after ? { result: after } : {}),
          ...(listener.includePreviousRevision ? { previous: before ?? null } : {}),
          // The simplest mendoza patches: "the value is now …" (opcode 0), each way.
          ...(listener.effectFormat === 'mendoza'
            ? { effects: { apply: [0, after ?? null], revert: [0, before ?? null] } }
            : {}),
          timestamp,
          visibility: listener.visibility,
        });
      }
      events.forEach((event, index) => {
        const numbered = { ...event, transactionTotalEvents: events.length, transactionCurrentEvent: index };
        listener.sent.push(`${event.transition} ${event.documentId} ${transactionId}`);
        listener.res.write(`event: mutation\nid: ${++eventId}\ndata: ${JSON.stringify(numbered)}\n\n`);
      });
    }
  }

  /** Every webhook delivery attempted: where, which document, and the receiver's status or the error. */
  const webhookDeliveries: Array<{ url: string; documentId: string; status?: number; error?: string }> = [];
  const pendingDeliveries = new Set<Promise<void>>();

  /**
   * Delivers the configured webhooks for one committed transaction, one request per webhook and matching
   * published document, as Sanity's document webhooks do. Runs after the mutation has been answered and
   * never throws: a failed delivery is logged and recorded, as Sanity shows it in the webhook's attempt log.
   */
  async function deliverWebhooks(
    changes: Array<{ id: string; before: Record<string, unknown> | undefined }>,
    dataset: string,
    transactionId: string,
  ) {
    const projectId = options.projectId ?? 'local';
    const transactionTime = new Date().toISOString();
    for (const hook of options.webhooks ?? []) {
      const triggers = hook.on ?? ['create', 'update'];
      for (const { id, before } of changes) {
        const after = documents.get(id);
        const operation = !after ? 'delete' : before ? 'update' : 'create';
        // Drafts and release versions are left out, as without includeDrafts.
        if (!triggers.includes(operation) || id.startsWith('drafts.') || id.startsWith('versions.')) continue;
        if (!after && !before) continue;
        const delivery: (typeof webhookDeliveries)[number] = { url: hook.url, documentId: id };
        try {
          // A deletion is matched and projected against the document as it was.
          const root = after ?? before;
          const scope = {
            root,
            before: before ?? null,
            after: after ?? null,
            sanity: { projectId, dataset },
          };
          const matches = await (await evaluate(parse(hook.filter, { mode: 'delta' }), scope)).get();
          if (matches !== true) continue;
          webhookDeliveries.push(delivery);
          const payload = await (await evaluate(parse(hook.projection, { mode: 'delta' }), scope)).get();
          const body = JSON.stringify(payload);
          const response = await fetch(hook.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'sanity-webhook-signature': await signSanityWebhook(body, hook.secret),
              'idempotency-key': randomUUID(),
              'sanity-operation': operation,
              'sanity-document-id': id,
              'sanity-project-id': projectId,
              'sanity-dataset': dataset,
              'sanity-transaction-id': transactionId,
              'sanity-transaction-time': transactionTime,
            },
            body,
          });
          delivery.status = response.status;
          await response.body?.cancel();
          if (!response.ok)
            console.warn(`Content Lake stand-in: webhook ${hook.url} answered ${response.status} for ${id}`);
        } catch (error) {
          if (!webhookDeliveries.includes(delivery)) webhookDeliveries.push(delivery);
          delivery.error = String(error);
          console.warn(`Content Lake stand-in: webhook ${hook.url} failed for ${id}: ${String(error)}`);
        }
      }
    }
  }

  const send = (res: Response, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  /**
   * Commits a transaction built by `write`: on success, listeners hear of it and the webhooks are delivered
   * (after the answer, as Sanity delivers them asynchronously); on failure, nothing is kept and the error
   * (with its HTTP status) is thrown.
   */
  async function commit<T>(
    write: (tx: LakeTransaction) => T,
    { transactionId, identity, dataset, dryRun = false }: CommitOptions,
  ): Promise<T> {
    const tx = beginTransaction(documents, mutations, transactionId ?? `tx${++transactions}`);
    let result: T;
    try {
      result = write(tx);
    } catch (error) {
      tx.rollback();
      throw error;
    }
    if (dryRun) {
      tx.rollback();
      return result;
    }
    await notify(tx.changes(), tx.transactionId, identity);
    if (options.webhooks?.length) {
      const delivering = deliverWebhooks(tx.changes(), dataset, tx.transactionId);
      pendingDeliveries.add(delivering);
      delivering.finally(() => pendingDeliveries.delete(delivering));
    }
    return result;
  }

  /** A failed write as the Content Lake answers it: the error's status and `{error: {description, type}}`. */
  const sendWriteError = (res: Response, error: unknown) =>
    send(res, (error as { status?: number }).status ?? 500, {
      error: { description: (error as Error).message, type: 'mutationError' },
    });

  async function handle(req: Request, res: Response, body: string) {
    const url = new URL(req.url ?? '/', 'http://lake');
    requests.push(`${req.method} ${url.pathname}`);
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const user = token ? options.tokens[token] : undefined;
    if (token && !user)
      return send(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Session not found' });

    if (/^\/v[^/]+\/users\/me$/.test(url.pathname)) {
      if (!user) return send(res, 200, {});
      if (!user.admin) return send(res, 200, { id: user.id, name: user.id });
      return send(res, 200, {
        id: user.id,
        name: user.id,
        email: `${user.id}@example.com`,
        role: 'administrator',
        roles: [{ name: 'administrator', title: 'Administrator' }],
      });
    }
    // The project lookups the Studio makes at boot (without them it shows "An error occurred").
    const project = /^\/v[^/]+\/projects\/([^/]+)(\/datasets(?:\/([^/]+)\/acl)?)?$/.exec(url.pathname);
    if (project && user?.admin) {
      const [, projectId, datasets, dataset] = project;
      // The dataset ACL: the Studio derives document permissions from these grants (none means read-only).
      if (dataset) {
        return send(res, 200, [
          { filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] },
        ]);
      }
      if (datasets) return send(res, 200, [{ name: 'production', aclMode: 'private' }]);
      return send(res, 200, {
        id: projectId,
        displayName: 'GEO audit example',
        studioHost: null,
        isBlocked: false,
        isDisabled: false,
        isDisabledByUser: false,
        metadata: {},
        organizationId: null,
        members: [
          {
            id: user.id,
            role: 'administrator',
            roles: [{ name: 'administrator' }],
            isRobot: false,
            isCurrentUser: true,
          },
        ],
        features: [],
      });
    }
    const listen = /^\/v[^/]+\/data\/listen\/([^/]+)$/.exec(url.pathname);
    if (listen) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const query = url.searchParams.get('query') ?? '';
      const flag = (name: string, fallback: boolean) =>
        url.searchParams.has(name) ? url.searchParams.get(name) === 'true' : fallback;
      try {
        parse(query);
      } catch (error) {
        // As the Content Lake does for a filter it cannot parse: a channelError, then the stream ends.
        res.write(`event: channelError\ndata: ${JSON.stringify({ message: String(error) })}\n\n`);
        res.end();
        return;
      }
      res.write(`event: welcome\ndata: ${JSON.stringify({ listenerName: `listener${++eventId}` })}\n\n`);
      const listener: Listener = {
        query,
        params: paramsFrom(url),
        // Absent means false: @sanity/client sends includeResult=true itself and drops false options.
        includeResult: flag('includeResult', false),
        includePreviousRevision: flag('includePreviousRevision', false),
        includeMutations: flag('includeMutations', true),
        includeAllVersions: flag('includeAllVersions', false),
        effectFormat: url.searchParams.get('effectFormat') ?? undefined,
        visibility: url.searchParams.get('visibility') ?? 'query',
        res,
        search: decodeURIComponent(url.search),
        open: true,
        sent: [],
      };
      listeners.add(listener);
      listenLog.push(listener);
      listenRequests.push(url.search);
      // The response's close, not the request's: a GET request emits 'close' as soon as its (empty) body is
      // read, which dropped every listener before its first event.
      res.on('close', () => {
        listener.open = false;
        listeners.delete(listener);
      });
      return;
    }
    const data = /^\/v[^/]+\/data\/(query|doc|mutate|actions)\/([^/]+)(?:\/(.+))?$/.exec(url.pathname);
    if (!data) {
      unknownRequests.push(`${req.method} ${url.pathname}`);
      return send(res, 404, { error: 'Not found' });
    }
    const [, endpoint, datasetName = '', rest] = data;
    const visible = (id: string) => user !== undefined && (user.canRead?.(id) ?? true);

    if (endpoint === 'doc') {
      const ids = decodeURIComponent(rest ?? '').split(',');
      const found = ids.filter((id) => documents.has(id) && visible(id)).map((id) => documents.get(id));
      return send(res, 200, {
        documents: found,
        omitted: ids.filter((id) => !documents.has(id)).map((id) => ({ id, reason: 'existence' })),
      });
    }
    if (endpoint === 'query') {
      const payload = req.method === 'POST' ? JSON.parse(body) : undefined;
      const query = payload?.query ?? url.searchParams.get('query') ?? '';
      const params: Record<string, unknown> = { ...(payload?.params ?? {}), ...paramsFrom(url) };
      const dataset = withPerspective(
        [...documents.values()].filter((doc) => visible(String(doc._id))),
        queryPerspective(payload?.perspective ?? url.searchParams.get('perspective'), url.pathname),
      );
      const prepared = prepareTextQuery(inlineSliceParams(query, params), params, dataset);
      const result = prepared.strip(await (await evaluate(parse(prepared.query), prepared)).get());
      return send(res, 200, { query, result, ms: 1 });
    }
    if (!user?.write) return send(res, 403, { error: 'Forbidden', message: 'Insufficient permissions' });
    const request = JSON.parse(body) as {
      mutations?: Mutation[];
      actions?: Action[];
      transactionId?: string;
      dryRun?: boolean;
    };
    const commitOptions = {
      transactionId: request.transactionId,
      identity: user.id,
      dataset: datasetName,
      dryRun: request.dryRun === true,
    };
    if (endpoint === 'actions') {
      const batch = request.actions ?? [];
      try {
        const transactionId = await commit((tx) => {
          for (const action of batch) applyAction(action, tx);
          return tx.transactionId;
        }, commitOptions);
        if (!commitOptions.dryRun) actions.push(...batch);
        return send(res, 200, { transactionId });
      } catch (error) {
        // What the Studio asked for that the stand-in does not implement, for the failure reports.
        if ((error as { status?: number }).status === 400)
          unknownRequests.push(`${req.method} ${url.pathname}: ${(error as Error).message}`);
        return sendWriteError(res, error);
      }
    }
    try {
      const batch = request.mutations ?? [];
      const { transactionId, results } = await commit(
        (tx) => ({ transactionId: tx.transactionId, results: batch.map((mutation) => tx.apply(mutation)) }),
        commitOptions,
      );
      const returnDocuments = url.searchParams.get('returnDocuments') === 'true';
      return send(res, 200, {
        transactionId,
        results: results.map((r) => ({
          ...r,
          ...(returnDocuments ? { document: documents.get(r.id) } : {}),
        })),
        ...(returnDocuments ? { documents: results.map((r) => documents.get(r.id)) } : {}),
      });
    } catch (error) {
      return sendWriteError(res, error);
    }
  }

  const server = await startDualProtocolServer((req, res) => {
    // The Studio calls from its own origin with an Authorization header and credentials.
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) =>
        send(res, 500, { error: String(error) }),
      );
    });
  });
  return {
    /** Plain HTTP/1.1, for Node clients (`useProjectHostname: false`). */
    apiHost: `http://127.0.0.1:${server.plainPort}`,
    /**
     * The same server over HTTP/2 with a self-signed certificate, for a Studio in Chromium (launch it with
     * `ignoreHTTPSErrors`): the Studio holds more listener streams than HTTP/1.1 allows per host.
     */
    browserApiHost: `https://localhost:${server.securePort}`,
    documents,
    mutations,
    actions,
    unknownRequests,
    requests,
    listenRequests,
    webhookDeliveries,
    /** Resolves once every webhook delivery of the transactions committed so far has been attempted. */
    webhooksSettled: async () => {
      while (pendingDeliveries.size) await Promise.all(pendingDeliveries);
    },
    /** The listener connections so far: query string, still open, events sent. */
    listenLog: () => listenLog.map(({ search, open, sent }) => ({ search, open, sent })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const listener of listeners) listener.res.end();
        server.close().then(() => resolve());
      }),
  };
}
