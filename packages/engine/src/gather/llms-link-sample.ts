/**
 * Which links of an llms.txt gather requests to see whether they work. An index can list hundreds of links;
 * checking a few tells whether the file is kept up to date without letting it multiply the audit's requests.
 */
import { findCta } from '../llmstxt/cta.ts';
import { resolveLinks, siteKey, withoutFragment } from '../llmstxt/links.ts';
import { parseLlmsTxt } from '../llmstxt/parse.ts';

/** Links checked at most per audit. */
export const LLMS_LINK_SAMPLE = 10;

function siteOf(url: string): string {
  try {
    return siteKey(new URL(url).hostname);
  } catch {
    return '';
  }
}

/** The http(s) URLs among `urls`, without fragments, each once, in order; `skip` is left out. */
function distinctFetchable(urls: readonly string[], skip: string): string[] {
  const seen = new Set<string>([skip]);
  const out: string[] = [];
  for (const url of urls.map(withoutFragment)) {
    if (!/^https?:/i.test(url) || seen.has(url)) continue;
    seen.add(url);
    out.push(url);
  }
  return out;
}

/**
 * Up to `size` distinct http(s) URLs from the llms.txt body, without fragments: the conversion link
 * (`cta_url`, the one link an agent hands a user) first, then links on the site in file order, then links
 * to other sites. llms.txt itself is left out: gather already has its answer.
 *
 * @example
 * ```ts
 * sampleLlmsLinks('# A\n- [Code](https://github.com/a/a)\n- [Guide](/guide.md#intro)\n', 'https://a.example/llms.txt');
 * // ['https://a.example/guide.md', 'https://github.com/a/a']
 * ```
 */
export function sampleLlmsLinks(body: string, llmsUrl: string, size = LLMS_LINK_SAMPLE): string[] {
  const links = resolveLinks(parseLlmsTxt(body).links, llmsUrl);
  const site = siteOf(llmsUrl);
  const onSite: string[] = [];
  const offSite: string[] = [];
  for (const link of links) {
    if (link.url !== null) (siteOf(link.url) === site ? onSite : offSite).push(link.url);
  }
  // The CTA goes in front whatever its host: a booking page is often on another site.
  const cta = findCta(links)?.url;
  const ordered = [...(cta === undefined ? [] : [cta]), ...onSite, ...offSite];
  return distinctFetchable(ordered, llmsUrl).slice(0, Math.max(0, size));
}
