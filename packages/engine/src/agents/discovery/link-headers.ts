/**
 * Link response headers (RFC 8288) that point agents to what the site publishes for them: an API catalog
 * (rel="api-catalog", RFC 9727), API descriptions (service-desc, service-doc, service-meta), llms.txt, a Markdown
 * version of the page, or a `/.well-known/` document.
 */
import type { FetchedResource } from '../../artifacts.ts';
import { type HeaderLink, parseLinkHeader } from '../../parse/link-header.ts';
import { type DiscoverySignal, signal } from './signal.ts';

const SERVICE_RELATIONS = new Set(['api-catalog', 'service-desc', 'service-doc', 'service-meta']);
const MAX_LISTED = 5;

function pathOf(href: string): string {
  try {
    return new URL(href).pathname.toLowerCase();
  } catch {
    return href.toLowerCase();
  }
}

/** Whether a link points agents to something published for them. */
function forAgents(link: HeaderLink): boolean {
  const path = pathOf(link.href);
  return (
    link.rel.some((rel) => SERVICE_RELATIONS.has(rel)) ||
    /\/llms(?:-full)?\.txt$/.test(path) ||
    path.startsWith('/.well-known/') ||
    link.type === 'text/markdown'
  );
}

function describe(link: HeaderLink): string {
  const rel = link.rel.length > 0 ? `rel="${link.rel.join(' ')}"` : 'no rel';
  return `<${link.href}> ${rel}${link.type ? ` type=${link.type}` : ''}`;
}

/**
 * The link_headers signal from the page's response headers.
 *
 * @example
 * judgeLinkHeaders({ ...page, headers: { link: '</llms.txt>; rel="describedby"' } }).detected; // true
 */
export function judgeLinkHeaders(page: FetchedResource): DiscoverySignal {
  const url = page.finalUrl || page.url;
  if (page.status === 0) return signal('unknown', null, 'the page did not answer');
  const header = page.headers.link;
  if (header === undefined || header.trim() === '')
    return signal('absent', url, 'no Link header on the page');
  const links = parseLinkHeader(header, url);
  const useful = links.filter(forAgents);
  if (useful.length === 0) {
    const rels = [...new Set(links.flatMap((link) => link.rel))].slice(0, MAX_LISTED);
    return signal(
      'absent',
      url,
      `Link header with ${rels.length > 0 ? `rel ${rels.join(', ')}` : 'no rel'}: none points to an API catalog, an API description, llms.txt or a Markdown version`,
    );
  }
  const listed = useful.slice(0, MAX_LISTED).map(describe).join('; ');
  const more = useful.length > MAX_LISTED ? ` and ${useful.length - MAX_LISTED} more` : '';
  return signal('found', url, `${listed}${more}`);
}
