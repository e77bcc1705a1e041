import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** Raw text body instead of JSON. */
  raw?: string;
  headers?: Record<string, string>;
  /** Drop the connection without answering. */
  destroy?: boolean;
}

export type Script = (request: RecordedRequest, index: number) => Reply;

/**
 * A real HTTP server on loopback that answers with scripted replies and records every request, so the
 * client is exercised over real sockets with real ky and fetch.
 */
export async function startScriptedServer(script: Script) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = script(recorded, requests.length - 1);
      if (reply.destroy) {
        req.socket.destroy();
        return;
      }
      const isProblem = reply.status >= 400 && reply.raw === undefined;
      res.writeHead(reply.status, {
        'content-type': isProblem ? 'application/problem+json' : 'application/json',
        ...reply.headers,
      });
      res.end(reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
