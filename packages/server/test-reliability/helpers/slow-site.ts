import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = `<!doctype html><html lang="en"><head><title>Slow article</title>
<meta name="description" content="A page that takes its time.">
</head><body><main><article><h1>Slow article</h1><p>By Ada Example.</p>
<h2>Why slow?</h2><p>So that a worker can be killed while it waits.</p></article></main></body></html>`;

/** A loopback site whose HTML pages answer after `pageDelayMs`; `hold()` parks page requests until `release()`. */
export interface SlowSite {
  url: string;
  /** HTML page requests answered so far, and those waiting right now. */
  stats: { served: number; waiting: number };
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startSlowSite(pageDelayMs: number, host = '127.0.0.1'): Promise<SlowSite> {
  const stats = { served: 0, waiting: 0 };
  let holding = false;
  let parked: Array<() => void> = [];
  const answer = (response: ServerResponse) => {
    stats.waiting--;
    stats.served++;
    if (!response.destroyed)
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  };
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    if (request.url?.endsWith('.txt') || request.url?.endsWith('.xml')) {
      response.writeHead(404).end();
      return;
    }
    stats.waiting++;
    if (holding) parked.push(() => answer(response));
    else setTimeout(() => answer(response), pageDelayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    stats,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      const waiting = parked;
      parked = [];
      for (const go of waiting) go();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
