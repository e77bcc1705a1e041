import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createGeoAuditHandler,
  type GeoAuditHandler,
  type SanityDocumentStub,
} from '../../src/handler/index.ts';
import { type LakeOptions, startContentLake } from './content-lake.ts';
import { startGeoServer } from './geo-server.ts';

/** A webhook as it reached the handler's HTTP server: lower-case header names, the raw body. */
export interface Delivery {
  headers: Record<string, string>;
  body: string;
}

export interface AuditStackOptions {
  projectId: string;
  /** Tokens the Content Lake stand-in accepts; the handler writes with `writer`, which must be among them. */
  tokens: LakeOptions['tokens'];
  /** The secret of Sanity's GROQ webhook. */
  sanityWebhookSecret: string;
  /** The site the GEO server audits: path → HTML. */
  pages: Record<string, string>;
  /** The page URL of a published document, given the site's origin. */
  urlFor: (doc: SanityDocumentStub, siteUrl: string) => string | null;
  /**
   * Sees every completion webhook from the GEO server before the handler does; returning true holds it
   * back (answered 200, never handled), so a test can deliver it later.
   */
  intercept?: (delivery: Delivery) => boolean;
  /** Origins of Studios allowed to call the handler from a browser (re-runs). */
  corsOrigins?: string[];
  /**
   * Sanity's GROQ-powered webhook, as the plugin README has users create it: when set, the Content Lake
   * stand-in delivers it (signed with `sanityWebhookSecret`) to the handler on every publish (and on the
   * operations in `on`, create and update when left out).
   */
  sanityWebhook?: Pick<NonNullable<LakeOptions['webhooks']>[number], 'filter' | 'projection' | 'on'>;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** The request body as the bytes sent: the handler verifies signatures over those, as a framework hands them on. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * Everything the handler works with, on loopback: the Content Lake stand-in, the real GEO server (a child
 * process), a site for it to audit, and the handler itself behind a node:http server at
 * `<hookUrl>/api/geo-audit` (the URL the GEO server's completion webhooks go to).
 *
 * @example
 * ```ts
 * const stack = await startAuditStack({ projectId: 'p1', tokens: { writer: { id: 'robot', write: true } },
 *   sanityWebhookSecret: 's', pages: { '/blog/hello': html }, urlFor: (doc, site) => `${site}/blog/${doc.slug}` });
 * await stack.post(body, headers);
 * await stack.close();
 * ```
 */
export async function startAuditStack(options: AuditStackOptions) {
  const site = createServer((req, res) => {
    const page = options.pages[req.url ?? ''];
    res.writeHead(page ? 200 : 404, { 'content-type': page ? 'text/html; charset=utf-8' : 'text/plain' });
    res.end(page ?? 'not found');
  });
  const siteUrl = await listen(site);
  const geo = await startGeoServer();
  let handler: GeoAuditHandler | undefined;
  let hookUrl = '';
  const hookServer = createServer(async (req, res) => {
    const raw = await readBody(req);
    const body = raw.toString('utf8');
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    if (headers['webhook-id'] && options.intercept?.({ headers, body })) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    const response = await (handler as GeoAuditHandler)(
      new Request(`${hookUrl}${req.url ?? ''}`, {
        method: req.method,
        headers,
        ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body: new Uint8Array(raw) }),
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  });
  hookUrl = await listen(hookServer);
  const endpoint = `${hookUrl}/api/geo-audit`;
  const lake = await startContentLake({
    tokens: options.tokens,
    projectId: options.projectId,
    ...(options.sanityWebhook
      ? { webhooks: [{ url: endpoint, ...options.sanityWebhook, secret: options.sanityWebhookSecret }] }
      : {}),
  });
  handler = createGeoAuditHandler({
    apiKey: geo.key,
    baseUrl: geo.baseUrl,
    webhookSecret: geo.webhookSecret,
    handlerUrl: endpoint,
    sanity: {
      projectId: options.projectId,
      dataset: 'production',
      token: 'writer',
      webhookSecret: options.sanityWebhookSecret,
      apiHost: lake.apiHost,
    },
    urlFor: (doc) => options.urlFor(doc, siteUrl),
    ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
  });
  return {
    lake,
    geo,
    siteUrl,
    /** The handler's URL, as Sanity's webhook and the GEO server call it. */
    endpoint,
    handler,
    /** POSTs to the handler and reads the JSON answer. */
    post: async (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>) => {
      const response = await fetch(endpoint, { method: 'POST', body, headers });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    close: async () => {
      await geo.stop();
      await Promise.all([
        lake.close(),
        new Promise((resolve) => site.close(resolve)),
        new Promise((resolve) => {
          hookServer.closeAllConnections();
          hookServer.close(resolve);
        }),
      ]);
    },
  };
}
