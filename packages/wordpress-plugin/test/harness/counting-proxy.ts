import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';

export interface CountingProxy {
  url: string;
  /** Requests seen, e.g. `{ 'POST /api/audit.php': 1 }`. */
  counts: () => Record<string, number>;
  stop: () => Promise<void>;
}

interface Fault {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
  times: number;
}

/**
 * A loopback HTTP proxy in front of the real GEO Audit API that counts the plugin's requests and, on request,
 * answers the next matching ones itself with a given status (to make the real 422/429/5xx paths reachable
 * on demand). PHP tests drive it through `/__geo_test/counts` and `/__geo_test/fault`.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const seen: Record<string, number> = {};
  const faults: Fault[] = [];
  const upstream = new URL(target);

  function control(req: IncomingMessage, res: ServerResponse, body: string): void {
    if (req.url === '/__geo_test/counts') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
      return;
    }
    if (req.url === '/__geo_test/fault' && req.method === 'POST') {
      const fault = JSON.parse(body) as Partial<Fault>;
      faults.push({
        method: fault.method ?? 'POST',
        path: fault.path ?? '/api/audit.php',
        status: fault.status ?? 500,
        headers: fault.headers ?? {},
        body: fault.body ?? JSON.stringify({ type: 'about:blank', title: 'Injected by the test proxy' }),
        times: fault.times ?? 1,
      });
      res.writeHead(204).end();
      return;
    }
    res.writeHead(404).end();
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url?.startsWith('/__geo_test/')) return control(req, res, body.toString());
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const label = `${req.method} ${path}`;
      seen[label] = (seen[label] ?? 0) + 1;
      const fault = faults.find((f) => f.method === req.method && f.path === path && f.times > 0);
      if (fault) {
        fault.times--;
        res
          .writeHead(fault.status, { 'content-type': 'application/problem+json', ...fault.headers })
          .end(fault.body);
        return;
      }
      const forward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (upstreamResponse) => {
          res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
          upstreamResponse.pipe(res);
        },
      );
      forward.on('error', (error) => res.writeHead(502).end(String(error)));
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ ...seen }),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
