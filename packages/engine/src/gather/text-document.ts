/** Whether a fetched resource is a real text file (llms.txt and friends), not an HTML soft-404. */
import type { FetchedResource } from '../artifacts.ts';

const HTML_START = /^\s*(?:<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i;

/**
 * True for a 2xx response whose content type is not HTML and whose body does not start like an HTML
 * document: many sites answer every unknown path with their 200 home page.
 *
 * @example
 * isTextDocument(await fetcher('https://example.com/llms.txt')); // false for an HTML catch-all page
 */
export function isTextDocument(resource: FetchedResource): boolean {
  if (resource.status < 200 || resource.status > 299) return false;
  const type = (resource.headers['content-type'] ?? '').toLowerCase();
  if (type.includes('html')) return false;
  if (type !== '' && !type.startsWith('text/') && !type.includes('markdown')) return false;
  return !HTML_START.test(resource.body.slice(0, 1024));
}
