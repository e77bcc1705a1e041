import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const ARTICLE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>How to brew pour-over coffee – Demo Roasters</title>
<meta name="description" content="A step-by-step pour-over guide: ratio, grind, water temperature and timing.">
<link rel="canonical" href="/coffee/pour-over">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"How to brew pour-over coffee","datePublished":"2026-10-01","dateModified":"2026-11-01","author":{"@type":"Person","name":"Mara Lindqvist","jobTitle":"Head roaster"},"publisher":{"@type":"Organization","name":"Demo Roasters"}}</script>
</head>
<body>
<header><a href="/">Demo Roasters</a> · <a href="/about">About</a></header>
<main><article>
<h1>How to brew pour-over coffee</h1>
<p>By <a href="/about" rel="author">Mara Lindqvist</a>, head roaster. Updated <time datetime="2026-11-01">1 November 2026</time>.</p>
<h2>What ratio should I use?</h2>
<p>Use 60 grams of coffee per litre of water (1:16.7). For one cup that is 15 g of coffee and 250 g of water.</p>
<h2>How fine should the grind be?</h2>
<p>Grind medium-fine, like table salt. Finer grinds slow the flow and taste bitter; coarser grinds taste sour.</p>
<h2>What water temperature is best?</h2>
<p>Brew at 92–96 °C. Let boiling water rest for 30 seconds before pouring.</p>
<h2>How long should it take?</h2>
<p>Bloom with twice the coffee's weight in water for 45 seconds, then pour in slow circles; finish by 3:30.</p>
</article></main>
</body>
</html>`;

/**
 * A small demo site on loopback for `geo-audit dev`: one article with structured data, robots.txt and
 * llms.txt, so a first audit has something real to look at.
 */
export async function startDemoSite(port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n');
    } else if (path === '/llms.txt') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(
        '# Demo Roasters\n\n> Coffee guides from a small roastery.\n\n- [Pour-over guide](/coffee/pour-over)\n',
      );
    } else if (path === '/' || path === '/coffee/pour-over' || path === '/about') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(ARTICLE);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
