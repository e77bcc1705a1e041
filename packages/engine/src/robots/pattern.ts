import { normalizeOctets } from './encoding.ts';

/**
 * A robots.txt rule path compiled for matching (RFC 9309 §2.2.3): `*` matches any run of octets, a `$` at
 * the very end anchors the match to the end of the path (anywhere else it is a literal `$`), and every
 * other octet matches itself, case-sensitively, from the start of the path.
 */
export interface CompiledPattern {
  /** The normalised pattern; its length in octets is the rule's specificity. */
  source: string;
  /** `source` without a final `$`, split at each `*`. */
  parts: string[];
  anchored: boolean;
}

/** Compiles a rule path (already stripped of comments and surrounding whitespace). */
export function compilePattern(raw: string): CompiledPattern {
  const normalised = normalizeOctets(raw);
  const anchored = normalised.endsWith('$');
  // A `$` anywhere but last is a literal, spelled as the URL side spells it.
  const body = (anchored ? normalised.slice(0, -1) : normalised).replaceAll('$', '%24');
  return { source: anchored ? `${body}$` : body, parts: body.split('*'), anchored };
}

/**
 * Whether `pattern` matches the normalised `path` (path plus query). Leftmost placement of each literal
 * part is always the best choice with only `*` wildcards, so this runs in linear time per part.
 *
 * @example
 * ```ts
 * patternMatches(compilePattern('/*.php$'), '/folder/file.php'); // true
 * patternMatches(compilePattern('/*.php$'), '/file.php?x=1'); // false
 * ```
 */
export function patternMatches(pattern: CompiledPattern, path: string): boolean {
  const { parts, anchored } = pattern;
  const first = parts[0]!;
  if (!path.startsWith(first)) return false;
  if (parts.length === 1) return anchored ? path.length === first.length : true;
  let position = first.length;
  for (let i = 1; i < parts.length - 1; i += 1) {
    const part = parts[i]!;
    const found = path.indexOf(part, position);
    if (found < 0) return false;
    position = found + part.length;
  }
  const last = parts[parts.length - 1]!;
  if (!anchored) return last === '' || path.indexOf(last, position) >= 0;
  return path.length - last.length >= position && path.endsWith(last);
}

/**
 * The path plus query of a URL as robots.txt rules see it, without the fragment: `/` when there is none.
 * Works on absolute URLs, scheme-less ones (`example.com/a?b`) and bare paths, without resolving dot
 * segments or otherwise rewriting what the crawler would request.
 *
 * @example
 * ```ts
 * pathAndQuery('https://example.com/a/b?c=d#top'); // '/a/b?c=d'
 * pathAndQuery('example.com'); // '/'
 * ```
 */
export function pathAndQuery(url: string): string {
  const text = url.trim();
  let start = 0;
  if (text.startsWith('//')) start = 2;
  const earlyPath = indexOfAny(text, '/?;', start);
  let authorityStart = text.indexOf('://', start);
  if (authorityStart >= 0 && earlyPath >= 0 && earlyPath < authorityStart) authorityStart = -1;
  authorityStart = authorityStart < 0 ? start : authorityStart + 3;
  const pathStart = indexOfAny(text, '/?;', authorityStart);
  if (pathStart < 0) return '/';
  const hash = text.indexOf('#', start);
  if (hash >= 0 && hash < pathStart) return '/';
  const path = text.slice(pathStart, hash < 0 ? text.length : hash);
  return path.startsWith('/') ? path : `/${path}`;
}

function indexOfAny(text: string, chars: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    if (chars.includes(text[i]!)) return i;
  }
  return -1;
}
