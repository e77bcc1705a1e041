import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small public site on 127.0.0.1 that serves an article page for any /blog/<slug>, for the engine to audit.
 * Slugs in `notDeployed` answer 404 until `deploy(slug)`, as a front end that rebuilds after a publish does.
 */
export async function startArticleSite(options: { notDeployed?: string[] } = {}) {
  const notDeployed = new Set(options.notDeployed);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    const match = /^\/blog\/([\w-]+)$/.exec(url.pathname);
    if (!match || notDeployed.has(match[1]!)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const slug = match[1];
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>How to brew filter coffee: ${slug}</title>
<meta name="description" content="A step-by-step guide to brewing filter coffee at home, with ratios and timings.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"How to brew filter coffee","author":{"@type":"Person","name":"Ada Barista"},"datePublished":"2026-01-10"}</script>
</head><body><main><article>
<h1>How to brew filter coffee</h1>
<p>By Ada Barista, head roaster. Published 10 January 2026.</p>
<h2>What ratio of coffee to water should I use?</h2>
<p>Use 60 grams of coffee per litre of water. According to the Specialty Coffee Association, this ratio gives a balanced cup for most beans.</p>
<h2>How long should it brew?</h2>
<p>Aim for a total brew time of three to four minutes. Grind finer if it runs faster, coarser if it runs slower.</p>
</article></main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy: (slug: string) => notDeployed.delete(slug),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
