/**
 * A real HTTP site on 127.0.0.1 for tests: serves a map of paths to canned responses and records every
 * request (with its User-Agent), so tests can assert what the engine actually asked for.
 *
 * Reach it through the engine with `allowHosts: ['127.0.0.1']` (loopback is blocked by default).
 *
 * @example
 * const site = await startFixtureSite({
 *   '/': { body: '<html><title>Home</title></html>', headers: { 'content-type': 'text/html' } },
 *   '/robots.txt': { body: 'User-agent: *\nDisallow: /private' },
 *   '/llms.txt': (req) => (req.userAgent.includes('GPTBot') ? { status: 403 } : { body: '# Site' }),
 * });
 * try {
 *   // … fetch `${site.origin}/` …
 *   expect(site.requestsTo('/robots.txt')).toHaveLength(1);
 * } finally {
 *   await site.close();
 * }
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/** One canned response. Without `content-type`, a string body is served as text/plain (UTF-8). */
export interface FixtureResponse {
  /** Default 200. */
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string | Uint8Array;
  /** Wait this long before sending the headers (slow-server tests). */
  delayMs?: number;
  /** Take over the response entirely (streaming, dribbling, hanging, bad framing …). */
  raw?: (req: IncomingMessage, res: ServerResponse) => void;
}

/** What the site saw of one request. */
export interface RecordedRequest {
  method: string;
  /** Path plus query, as sent. */
  path: string;
  /** Path without the query. */
  pathname: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** The User-Agent header, or '' when absent. */
  userAgent: string;
}

/** A route: a fixed response, or one computed per request (e.g. refusing some user agents). */
export type FixtureRoute = FixtureResponse | ((req: RecordedRequest) => FixtureResponse);

export type FixtureRoutes = Record<string, FixtureRoute>;

export interface FixtureSiteOptions {
  /** Served for paths with no route (default: 404 text/plain "Not found"). */
  fallback?: FixtureRoute;
}

export interface FixtureSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `127.0.0.1` */
  host: string;
  port: number;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Requests whose path (query ignored) equals `pathname`. */
  requestsTo(pathname: string): RecordedRequest[];
  /** Add or replace a route while the site runs. */
  setRoute(path: string, route: FixtureRoute): void;
  /** Absolute URL of a path on this site. */
  url(path?: string): string;
  close(): Promise<void>;
}

const NOT_FOUND: FixtureResponse = {
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body: 'Not found',
};

function record(req: IncomingMessage): RecordedRequest {
  const path = req.url ?? '/';
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: req.method ?? 'GET',
    path,
    pathname: path.split('?')[0] ?? '/',
    headers,
    userAgent: headers['user-agent'] ?? '',
  };
}

function send(res: ServerResponse, response: FixtureResponse, method: string): void {
  const headers: Record<string, string | string[]> = { ...(response.headers ?? {}) };
  const hasType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  if (!hasType && typeof response.body === 'string') headers['content-type'] = 'text/plain; charset=utf-8';
  res.writeHead(response.status ?? 200, headers);
  if (method === 'HEAD' || response.body === undefined) res.end();
  else res.end(response.body);
}

/** Starts a fixture site on 127.0.0.1 on a free port. Always `close()` it (e.g. in `afterAll`). */
export async function startFixtureSite(
  routes: FixtureRoutes = {},
  options: FixtureSiteOptions = {},
): Promise<FixtureSite> {
  const table = new Map<string, FixtureRoute>(Object.entries(routes));
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const seen = record(req);
    requests.push(seen);
    const route = table.get(seen.path) ?? table.get(seen.pathname) ?? options.fallback ?? NOT_FOUND;
    const response = typeof route === 'function' ? route(seen) : route;
    if (response.raw) {
      response.raw(req, res);
      return;
    }
    if (response.delayMs) {
      const timer = setTimeout(() => send(res, response, seen.method), response.delayMs);
      res.on('close', () => clearTimeout(timer));
    } else {
      send(res, response, seen.method);
    }
  });
  // Keep-alive sockets would hold close() open; tests want a prompt, complete shutdown.
  server.keepAliveTimeout = 1;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    host: '127.0.0.1',
    port,
    requests,
    requestsTo: (pathname) => requests.filter((r) => r.pathname === pathname),
    setRoute: (path, route) => {
      table.set(path, route);
    },
    url: (path = '/') => new URL(path, origin).href,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * For a test file: a function that starts fixture sites, each closed after the test that started it.
 *
 * @example
 * const site = fixtureSitesPerTest();
 * it('…', async () => {
 *   const fixture = await site({ '/': { body: 'hi' } });
 * });
 */
export function fixtureSitesPerTest(): (routes: FixtureRoutes) => Promise<FixtureSite> {
  const sites: FixtureSite[] = [];
  afterEach(async () => {
    await Promise.all(sites.splice(0).map((s) => s.close()));
  });
  return async (routes) => {
    const started = await startFixtureSite(routes);
    sites.push(started);
    return started;
  };
}
