import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackSite {
  url: string;
  /** Paths requested so far. */
  requests: string[];
  /** Makes the next page requests hang until `release()` (a slow page for crash and concurrency tests). */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

const PAGE = `<!doctype html><html lang="en"><head><title>Loopback article</title>
<meta name="description" content="A small article served on loopback for tests.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Loopback article","author":{"@type":"Person","name":"Ada Example"}}</script>
</head><body><main><article><h1>Loopback article</h1><p>By Ada Example.</p>
<h2>What is GEO?</h2><p>GEO is the practice of making pages easy for AI answer engines to find, understand and cite.</p>
</article></main></body></html>`;

/** A real HTTP site on 127.0.0.1 serving one article, robots.txt and llms.txt. */
export async function startLoopbackSite(): Promise<LoopbackSite> {
  const requests: string[] = [];
  let holding = false;
  const waiters: Array<() => void> = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '/');
    const send = () => {
      if (request.url?.startsWith('/reset')) {
        // No HTTP answer at all: the audit has nothing to analyze.
        request.socket.destroy();
      } else if (request.url === '/robots.txt') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      } else if (request.url === '/llms.txt') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('# Loopback\n> Test site\n');
      } else {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
      }
    };
    if (holding && !request.url?.endsWith('.txt')) waiters.push(send);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const send of waiters.splice(0)) send();
    },
    close: () =>
      new Promise<void>((resolve) => {
        holding = false;
        for (const send of waiters.splice(0)) send();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
