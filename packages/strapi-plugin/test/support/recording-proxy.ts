import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A transparent reverse proxy on 127.0.0.1 that records what passes through (it changes nothing), so a test
 * can count the audits Strapi starts on the real server, or capture a real webhook delivery to replay it.
 *
 * @example
 * ```ts
 * const proxy = await startRecordingProxy('http://127.0.0.1:8787');
 * proxy.requests.filter((r) => r.method === 'POST');
 * ```
 */
export async function startRecordingProxy(target: string | (() => string)) {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const upstream = new URL(typeof target === 'string' ? target : target());
      const body = Buffer.concat(chunks);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string') headers[name] = value;
      requests.push({
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers,
        body: body.toString(),
      });
      const forward = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: upstream.host },
        },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
      forward.on('error', () => {
        outgoing.writeHead(502).end();
      });
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
