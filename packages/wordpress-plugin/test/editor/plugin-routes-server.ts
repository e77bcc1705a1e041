import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AuditRecord } from '@geo-audit/core';
import type { PostAuditView } from '../../src/types.ts';

export interface RoutesServer {
  /** Root for apiFetch's root-URL middleware, e.g. `http://127.0.0.1:1234/wp-json/`. */
  root: string;
  /** What the next GET answers. */
  set: (view: PostAuditView) => void;
  /** Makes the next POST (re-run) answer `status` with WordPress's REST error body `{ code, message }`. */
  refuseNextPost: (status: number, code: string, message: string) => void;
  /** While true, every GET fails as a server error would (`{ code, message }` with status 500). */
  failGets: (failing: boolean) => void;
  /** Requests seen, as "METHOD /path". */
  requests: string[];
  stop: () => Promise<void>;
}

/**
 * A loopback HTTP server answering the plugin's editor routes the way its PHP does, so the editor's data
 * flow (apiFetch, polling, re-run) runs over real HTTP in unit tests. The real PHP routes are covered by the
 * PHPUnit and Chromium tests.
 */
export async function startRoutesServer(initial: PostAuditView): Promise<RoutesServer> {
  let view = initial;
  let refusal: { status: number; code: string; message: string } | null = null;
  let failing = false;
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push(`${req.method} ${path}`);
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (!/^\/wp-json\/geo-audit\/v1\/posts\/\d+\/audit$/.test(path)) {
      return void res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"code":"rest_no_route","message":"No route."}');
    }
    if (req.method === 'GET' && failing) {
      return void res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(
          '{"code":"internal_server_error","message":"The site is having a hiccup.","data":{"status":500}}',
        );
    }
    if (req.method === 'POST' && refusal) {
      const { status, code, message } = refusal;
      refusal = null;
      return void res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code, message, data: { status } }));
    }
    if (req.method === 'POST') {
      const record = view.record ? { ...view.record, state: 'waiting', jobId: null, error: null } : null;
      view = { ...view, record: record as AuditRecord | null };
      return void res.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify(view));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(view));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    root: `http://127.0.0.1:${port}/wp-json/`,
    set: (next) => {
      view = next;
    },
    refuseNextPost: (status, code, message) => {
      refusal = { status, code, message };
    },
    failGets: (next) => {
      failing = next;
    },
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
