import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';

/** A mutation as @sanity/client sends it to `/data/mutate`. */
export type Mutation = Record<string, Record<string, unknown>>;

interface LakeOptions {
  /** Tokens accepted, mapped to the user they stand for; `write` marks tokens that may mutate. */
  tokens: Record<string, { id: string; write: boolean; canRead?: (id: string) => boolean }>;
}

/**
 * A local stand-in for Sanity's Content Lake HTTP API: only what @sanity/client calls here (GROQ queries
 * evaluated by groq-js, `doc`, `mutate` with create / createOrReplace / createIfNotExists / patch / delete,
 * and `users/me`), speaking the real wire format. It records every mutation so tests can assert exactly
 * what was written. Sanity's Content Lake is hosted only; this is the documented exception to "run the
 * real thing".
 */
export async function startContentLake(options: LakeOptions) {
  const documents = new Map<string, Record<string, unknown>>();
  const mutations: Mutation[] = [];
  const unknownRequests: string[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  function apply(mutation: Mutation): { id: string; operation: string } {
    const [kind, body] = Object.entries(mutation)[0] as [string, Record<string, unknown>];
    const now = new Date().toISOString();
    const stamp = (doc: Record<string, unknown>) => ({
      _createdAt: now,
      ...doc,
      _updatedAt: now,
      _rev: `rev${mutations.length}`,
    });
    const id = String(body._id ?? body.id ?? '');
    switch (kind) {
      case 'create':
        if (documents.has(id)) {
          throw Object.assign(new Error(`Document by ID "${id}" already exists`), { status: 409 });
        }
        documents.set(id, stamp(body));
        return { id, operation: 'create' };
      case 'createOrReplace':
        documents.set(id, stamp(body));
        return { id, operation: documents.has(id) ? 'update' : 'create' };
      case 'createIfNotExists':
        if (!documents.has(id)) documents.set(id, stamp(body));
        return { id, operation: 'create' };
      case 'patch': {
        const existing = documents.get(id);
        if (!existing) throw Object.assign(new Error(`Document "${id}" not found`), { status: 404 });
        const set = (body.set ?? {}) as Record<string, unknown>;
        documents.set(id, stamp({ ...existing, ...set }));
        return { id, operation: 'update' };
      }
      case 'delete':
        documents.delete(id);
        return { id, operation: 'delete' };
      default:
        throw Object.assign(new Error(`Unsupported mutation ${kind}`), { status: 400 });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://lake');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const user = token ? options.tokens[token] : undefined;
    if (token && !user)
      return send(res, 401, { statusCode: 401, error: 'Unauthorized', message: 'Session not found' });

    if (/^\/v[^/]+\/users\/me$/.test(url.pathname)) {
      return user ? send(res, 200, { id: user.id, name: user.id }) : send(res, 200, {});
    }
    const data = /^\/v[^/]+\/data\/(query|doc|mutate)\/([^/]+)(?:\/(.+))?$/.exec(url.pathname);
    if (!data) {
      unknownRequests.push(`${req.method} ${url.pathname}`);
      return send(res, 404, { error: 'Not found' });
    }
    const [, endpoint, , rest] = data;
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
      const params: Record<string, unknown> = { ...(payload?.params ?? {}) };
      for (const [key, value] of url.searchParams)
        if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
      const dataset = [...documents.values()].filter((doc) => visible(String(doc._id)));
      const result = await (await evaluate(parse(query), { dataset, params })).get();
      return send(res, 200, { query, result, ms: 1 });
    }
    if (!user?.write) return send(res, 403, { error: 'Forbidden', message: 'Insufficient permissions' });
    const { mutations: batch } = JSON.parse(body) as { mutations: Mutation[] };
    try {
      const results = batch.map((mutation) => {
        const outcome = apply(mutation);
        mutations.push(mutation);
        return outcome;
      });
      const returnDocuments = url.searchParams.get('returnDocuments') === 'true';
      return send(res, 200, {
        transactionId: `tx${mutations.length}`,
        results: results.map((r) => ({
          ...r,
          ...(returnDocuments ? { document: documents.get(r.id) } : {}),
        })),
        ...(returnDocuments ? { documents: results.map((r) => documents.get(r.id)) } : {}),
      });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      return send(res, status, {
        error: { description: (error as Error).message, type: 'mutationError' },
      });
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) =>
        send(res, 500, { error: String(error) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiHost: `http://127.0.0.1:${port}`,
    documents,
    mutations,
    unknownRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
