import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

/**
 * The inline script that writes `settings` to localStorage. Values are JSON-encoded with `<` escaped, so no
 * value can close the script element.
 */
export function localStorageScript(settings: Record<string, string>): string {
  const statements = Object.entries(settings)
    .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)},${JSON.stringify(value)});`)
    .join('')
    .replaceAll('<', '\\u003c');
  return `<script>${statements}</script>`;
}

/** index.html with the settings script as the first element of <head>, before the app's own scripts. */
export function injectIntoHead(html: string, script: string): string {
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return `${script}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${script}${html.slice(at)}`;
}

/**
 * Serves a built single-page app (files through sirv; every other path gets index.html, as the app routes
 * in the browser) on loopback, with `localStorage` settings written by an inline script (and any further
 * `headScripts`) before the app's bundle runs. `root` must not change while it is served (sirv lists its files once).
 *
 * @example
 * ```ts
 * const studio = await serveSpa({ root: 'examples/sanity-studio/dist', port: 3333, localStorage: { theme: 'dark' } });
 * await studio.close();
 * ```
 */
export async function serveSpa(options: {
  root: string;
  port: number;
  localStorage: Record<string, string>;
  /** Further inline scripts (JavaScript source) to run after the settings, before the app's bundle. */
  headScripts?: string[];
}): Promise<{ url: string; close(): Promise<void> }> {
  const script =
    localStorageScript(options.localStorage) +
    (options.headScripts ?? [])
      .map((source) => `<script>${source.replaceAll('</', '<\\/')}</script>`)
      .join('');
  const sendIndex = async (res: ServerResponse) => {
    try {
      const html = await readFile(join(options.root, 'index.html'), 'utf8');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(injectIntoHead(html, script));
    } catch {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`No index.html in ${options.root}: stop npm start and start it again.`);
    }
  };
  const files = sirv(options.root, { etag: true, extensions: [], dotfiles: false });
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/' || path === '/index.html') return void sendIndex(res);
    files(req, res, () => {
      // A missing asset is a 404; any other path is a route of the app.
      if (path.startsWith('/static/')) res.writeHead(404).end();
      else void sendIndex(res);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
