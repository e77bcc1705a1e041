/** Whether a fetched resource is a real text file (llms.txt and friends), not an HTML soft-404. */
import type { FetchedResource } from '../artifacts.ts';

// Comments may come first: "<!-- 404 -->\n<html>…" is still an HTML page, whatever its content type says. A comment
// cannot run past its own "-->", so the match stays linear however many comments there are.
const HTML_START = /^\s*(?:<!--(?:[^-]|-(?!->))*-->\s*)*(?:<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i;
// An llms.txt opens with its H1 ("# Site name"); an HTML page never starts that way.
const MARKDOWN_H1 = /^\s*# \S/;
// Any tag or comment (autolinks like <https://…> and <a@b.example> are not tags).
const HTML_TAG = /<(?:!--|!doctype\b|\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>)/i;

/**
 * Whether a body starts like an HTML document (after any leading comments): a soft-404 page, not a text file.
 *
 * @example
 * startsLikeHtml('<!-- 404 -->\n<!doctype html><html>…'); // true
 */
export function startsLikeHtml(body: string): boolean {
  return HTML_START.test(body.slice(0, 1024));
}

/**
 * Whether a 2xx response labelled HTML is in fact a Markdown file: it starts with a `# ` H1 and holds no HTML
 * tag at all (a misconfigured `default_type` serves llms.txt as text/html; agents read the Markdown anyway).
 *
 * @example
 * isMarkdownServedAsHtml({ ...resource, headers: { 'content-type': 'text/html' }, body: '# Acme\n> Billing.\n' }); // true
 */
function isMarkdownServedAsHtml(resource: FetchedResource): boolean {
  const type = (resource.headers['content-type'] ?? '').toLowerCase();
  return type.includes('html') && MARKDOWN_H1.test(resource.body) && !HTML_TAG.test(resource.body);
}

/**
 * True for a 2xx response that is a text file: a non-HTML content type and a body that does not start like
 * an HTML document (many sites answer every unknown path with their 200 home page), or a Markdown file
 * mislabelled as HTML (see `isMarkdownServedAsHtml`).
 *
 * @example
 * isTextDocument(await fetcher('https://example.com/llms.txt')); // false for an HTML catch-all page
 */
export function isTextDocument(resource: FetchedResource): boolean {
  if (resource.status < 200 || resource.status > 299) return false;
  const type = (resource.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('html')) return isMarkdownServedAsHtml(resource);
  if (type !== '' && !type.startsWith('text/') && !type.includes('markdown')) return false;
  return !startsLikeHtml(resource.body);
}
