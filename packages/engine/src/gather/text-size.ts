/**
 * How much text a body carries, to tell a copy stripped for bots from a lean one. Raw bytes mislead: a page
 * with 150 KB of inline hydration data (`__NEXT_DATA__`, `__NUXT__`) served to bots without its scripts, as
 * prerender services do, has every word of the browser's copy in 1% of its bytes.
 */
import type { FetchedResource } from '../artifacts.ts';

// The head of the body is enough to compare two copies of one page, and keeps the pass cheap on huge pages.
const TEXT_SLICE_CHARS = 256 * 1024;

// Scripts, styles, comments, tags and whitespace: what is left is the text a reader (or a model) gets. One
// non-Unicode pass; an unclosed <script> falls through to the bare-tag branch.
const NOT_TEXT =
  /<script\b[^>]*>[\s\S]*?<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->|<[^>]*>|\s+/gi;

// The browser's copy is the baseline of every bot's probe of the same target: measured once.
const measured = new WeakMap<FetchedResource, number>();

/**
 * The characters of text in the first 256 K characters of `resource.body`, leaving out scripts, styles,
 * comments, tags and whitespace. Memoised per resource.
 *
 * @example
 * ```ts
 * textSize({ ...page, body: '<p>Hello <b>you</b></p><script>var big = 1;</script>' }); // 8
 * ```
 */
export function textSize(resource: FetchedResource): number {
  const known = measured.get(resource);
  if (known !== undefined) return known;
  const size = resource.body.slice(0, TEXT_SLICE_CHARS).replace(NOT_TEXT, '').length;
  measured.set(resource, size);
  return size;
}
