/**
 * Markdown negotiation: the page asked for with `Accept: text/markdown` comes back as Markdown. Agents that ask so
 * get the content without the page's markup, and fewer tokens.
 */
import type { DiscoveryFetch } from '../../artifacts.ts';
import { startsLikeHtml } from '../../gather/text-document.ts';
import { answeredUrl, type DiscoverySignal, essenceOf, signal, sizeOf, unanswered } from './signal.ts';

const MARKDOWN_TYPES = new Set(['text/markdown', 'text/x-markdown']);
// Answers that say the server does not offer the type asked for (or the page at all).
const NOT_OFFERED = new Set([404, 406, 415]);

/**
 * The markdown_negotiation signal from the page's answer to `Accept: text/markdown`.
 *
 * @example
 * judgeMarkdown(artifacts.discovery?.markdown).detected; // true when it answered text/markdown with Markdown
 */
export function judgeMarkdown(resource: DiscoveryFetch | undefined): DiscoverySignal {
  if (resource !== undefined && NOT_OFFERED.has(resource.status)) {
    return signal('absent', answeredUrl(resource), `HTTP ${resource.status} to Accept: text/markdown`);
  }
  const early = unanswered(resource, 'the page as Markdown');
  if (early !== null || resource === undefined) return early as DiscoverySignal;
  const url = answeredUrl(resource);
  const essence = essenceOf(resource);
  if (!MARKDOWN_TYPES.has(essence)) {
    return signal(
      'absent',
      url,
      `Accept: text/markdown got ${essence || 'no Content-Type'}${essence.includes('html') ? ' (the HTML page)' : ''}`,
    );
  }
  if (startsLikeHtml(resource.body)) {
    return signal('invalid', url, `labelled ${essence}, but the body is an HTML page`);
  }
  if (resource.body.trim() === '')
    return signal('invalid', url, `labelled ${essence}, but the body is empty`);
  const vary = (resource.headers.vary ?? '').toLowerCase();
  const varies = vary === '*' || vary.split(',').some((name) => name.trim() === 'accept');
  return signal(
    'found',
    url,
    `HTTP ${resource.status} ${essence}, ${sizeOf(resource.body)}${resource.truncated ? ' read (more not read)' : ''}${varies ? '' : '; no Vary: Accept, so a shared cache may serve one version to both browsers and agents'}`,
  );
}
