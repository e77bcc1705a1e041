import type { Document } from 'domhandler';
import type { FetchedResource } from '../artifacts.ts';
import { AnalysisMemo } from '../memo/analysis-memo.ts';
import { parsePage } from '../parse/page.ts';
import { extractStructuredData } from '../structured-data/extract.ts';
import { type PageFacts, pageFacts } from '../structured-data/metadata.ts';
import type { StructuredData } from '../structured-data/types.ts';
import { PRICING_HEADING_WORDS } from './pricing-words.ts';

/** The other resources agent_pricing reads: the linked pricing page, llms.txt and pricing feeds. */

export { MENU_ONLY_PRICING_TEXT, PRICING_PATH, PRICING_TEXT } from './pricing-words.ts';

export const FEED_PATH =
  /(?:\/pricing\.json|\/pricing\.llmfeed\.json|\/\.well-known\/[\w.-]*pricing[\w.-]*\.json)$/i;

export function ok(resource: FetchedResource | undefined): resource is FetchedResource {
  return resource !== undefined && resource.status >= 200 && resource.status < 300;
}

function isHtml(resource: FetchedResource): boolean {
  const type = resource.headers['content-type'] ?? '';
  return /html|xml/i.test(type) || (type === '' && /^\s*</.test(resource.body));
}

export interface ParsedResource {
  document: Document;
  facts: PageFacts;
  data: StructuredData;
}

const parsed = new AnalysisMemo<FetchedResource, ParsedResource>();

/** The pricing page gathered next to the audited page, parsed once (memoized per resource). */
export function parsedResource(resource: FetchedResource): ParsedResource | undefined {
  if (!ok(resource) || !isHtml(resource)) return undefined;
  const known = parsed.get(resource);
  if (known) return known;
  const document = parsePage(resource.body);
  const result = { document, facts: pageFacts(document), data: extractStructuredData(document) };
  parsed.set(resource, result);
  return result;
}

/** The llms.txt body when it was served as text with 2xx (an HTML soft-404 is not llms.txt). */
export function llmsTxtBody(resource: FetchedResource | undefined): string | undefined {
  if (!ok(resource)) return undefined;
  if (/^\s*(?:<!doctype|<html)/i.test(resource.body)) return undefined;
  return resource.body;
}

const LLMS_PRICING_HEADING = new RegExp(`^##\\s+(?:${PRICING_HEADING_WORDS})(?!\\p{L}).*$`, 'imu');

/** The `## Pricing` (or Plans) section of llms.txt, heading included, if any. */
export function llmsPricingSection(body: string): string | undefined {
  const m = LLMS_PRICING_HEADING.exec(body);
  if (!m) return undefined;
  const rest = body.slice(m.index + m[0].length);
  const end = /^##\s/m.exec(rest);
  return m[0] + (end ? rest.slice(0, end.index) : rest);
}

export interface PricingFeed {
  url: string;
  resource: FetchedResource;
  /** True when the body parses as JSON. */
  valid: boolean;
  /** `version` and `valid_from` (or `updated_at`/`last_updated`) are present, as the llmfeed pricing spec asks. */
  dated: boolean;
}

/** Machine-readable pricing feeds gathered by name (`/pricing.json`, `/.well-known/pricing.llmfeed.json`). */
export function pricingFeeds(extra: Record<string, FetchedResource> | undefined): PricingFeed[] {
  const out: PricingFeed[] = [];
  for (const key of Object.keys(extra ?? {}).sort()) {
    const resource = extra![key]!;
    const url = resource.finalUrl || resource.url;
    let path = key;
    try {
      path = new URL(url).pathname;
    } catch {
      // keep the key
    }
    if (!FEED_PATH.test(path) && !FEED_PATH.test(`/${key.replace(/^\//, '')}`)) continue;
    if (!ok(resource)) continue;
    let valid = false;
    let dated = false;
    try {
      const value: unknown = JSON.parse(resource.body);
      valid = typeof value === 'object' && value !== null;
      if (valid) {
        const text = JSON.stringify(value).slice(0, 200_000);
        dated =
          /"version"\s*:/.test(text) &&
          /"(?:valid_from|validFrom|updated_at|last_updated|updated)"\s*:/.test(text);
      }
    } catch {
      valid = false;
    }
    out.push({ url, resource, valid, dated });
  }
  return out;
}
