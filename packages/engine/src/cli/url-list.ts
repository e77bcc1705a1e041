import { readFile } from 'node:fs/promises';
import { messages } from './messages.ts';
import { urlProblem } from './url-check.ts';

/**
 * The URLs to audit (possibly none: a deploy that changed no page), with the name `--urls-from` was read as
 * (`stdin` for `-`), or why the list cannot be used (a usage error: no audit starts).
 */
export type UrlList = { kind: 'ok'; urls: string[]; source?: string } | { kind: 'error'; message: string };

/** Reads what `--urls-from` names; `-` is stdin. */
export type ReadSource = (source: string) => Promise<string>;

/**
 * The URLs of a `--urls-from` text: one a line, blank lines and lines that start with `#` skipped. Every line
 * is checked; the first bad one is the error, with its line number so it can be found in a generated file.
 *
 * @example
 * ```ts
 * parseUrlList('# changed pages\nhttps://example.com/a\n\nhttps://example.com/b\n', 'changed.txt');
 * // { kind: 'ok', urls: ['https://example.com/a', 'https://example.com/b'] }
 * ```
 */
export function parseUrlList(text: string, source: string): UrlList {
  const urls: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    // A space-separated list pasted into one line would otherwise pass as one URL with %20 in its path.
    const problem = /\s/.test(line) ? messages.urlLineHasSpace(line) : urlProblem(line);
    if (problem !== null) return { kind: 'error', message: messages.urlLine(source, index + 1, problem) };
    urls.push(line);
  }
  return { kind: 'ok', urls };
}

/** The same page however it is spelled: `https://Example.com` and `https://example.com/#top` are one audit. */
function pageKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

async function readSource(source: string): Promise<string> {
  if (source !== '-') return readFile(source, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Every URL of the run in input order (the command line's first, then the list's), each page once.
 *
 * @example
 * ```ts
 * await collectUrls({ urls: ['https://example.com/'], urlsFrom: 'changed.txt' });
 * // { kind: 'ok', urls: ['https://example.com/', 'https://example.com/pricing'], source: 'changed.txt' }
 * ```
 */
export async function collectUrls(
  input: { urls: readonly string[]; urlsFrom: string | undefined },
  read: ReadSource = readSource,
): Promise<UrlList> {
  const urls = [...input.urls];
  let source: string | undefined;
  if (input.urlsFrom !== undefined) {
    source = input.urlsFrom === '-' ? messages.stdinName : input.urlsFrom;
    let text: string;
    try {
      text = await read(input.urlsFrom);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { kind: 'error', message: messages.urlsFromUnreadable(source, detail) };
    }
    const listed = parseUrlList(text, source);
    if (listed.kind === 'error') return listed;
    urls.push(...listed.urls);
    // An empty list is a deploy that changed no page, the common case in CI: nothing to audit, nothing wrong.
    // A list that was never written is a missing file, which stays an error above.
  }
  const seen = new Set<string>();
  return {
    kind: 'ok',
    ...(source !== undefined ? { source } : {}),
    urls: urls.filter((url) => {
      const key = pageKey(url);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  };
}
