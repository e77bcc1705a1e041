import type { Document } from 'domhandler';
import type { FetchedResource } from '../../artifacts.ts';
import { extractStructuredData } from '../../structured-data/extract.ts';
import { pageFacts } from '../../structured-data/metadata.ts';
import type { CheckResult } from '../checks.ts';
import { listed } from '../plural.ts';
import { GOOGLEBOT_HTML_LIMIT_BYTES, googlebotLimitEvidence, sizeText, slimDownFix } from './partial-page.ts';

/**
 * `crawlers.page_read_in_part` for a page the audit read whole (under its 5 MB cap) that is larger than the 2 MB
 * Googlebot indexes: the findings cover the whole page, but Google's index and AI Overviews see only its first 2 MB.
 * What matters is what lies past that point, so the finding names it: the end of the main content, a robots meta,
 * JSON-LD. Reported, never scored.
 */

// What lies past the limit and changes what Google makes of the page. A robots meta may sit anywhere (a late
// `<meta name="robots">` in the body still applies, when read); JSON-LD is often printed at the end of the body.
const LATE_PARTS =
  /<\/(?:main|article)\s*>|application\/ld\+json|<meta\b[^>]*?\bname\s*=\s*["']?(?:robots|googlebot)\b/gi;

/** The end of a block of text: what a page without a main landmark shows past the limit. */
const TEXT_BLOCK_END = /<\/(?:p|li|h[1-6]|td|dd|blockquote)\s*>/i;

/** The page's size in bytes when it may be over Googlebot's limit, else null (no count for a page plainly under it). */
function overLimitBytes(page: FetchedResource): number | null {
  // UTF-8 spends at most 3 bytes per UTF-16 unit: a body this short cannot reach 2 MB, and most pages stop here.
  if (page.body.length * 3 <= GOOGLEBOT_HTML_LIMIT_BYTES) return null;
  const bytes = Buffer.byteLength(page.body, 'utf8');
  return bytes > GOOGLEBOT_HTML_LIMIT_BYTES ? bytes : null;
}

/** What of the main content, robots meta and JSON-LD the HTML past Googlebot's limit holds, in words. */
function partsPastLimit(page: FetchedResource, document: Document): string[] {
  const facts = pageFacts(document);
  const robotsMeta = facts.meta.has('robots') || facts.meta.has('googlebot');
  const jsonLd = extractStructuredData(document).jsonLd.length;
  const main = facts.hasMainLandmark;
  // Where the 2 MB end, in UTF-16 units: the encoder stops when the buffer is full. Only the tail is searched.
  const cut = new TextEncoder().encodeInto(page.body, new Uint8Array(GOOGLEBOT_HTML_LIMIT_BYTES)).read;
  const tail = page.body.slice(cut);
  let mainEnds = false;
  let robots = false;
  let blocks = 0;
  for (const [hit] of tail.matchAll(LATE_PARTS)) {
    const lower = hit.toLowerCase();
    if (lower.startsWith('</')) mainEnds = true;
    else if (lower.startsWith('<meta')) robots = true;
    else blocks++;
  }
  const parts: string[] = [];
  if (main && mainEnds) parts.push('the end of the main content');
  // Without a <main> or <article> to end, the text itself: paragraphs, list items or headings closed past the limit.
  else if (!main && TEXT_BLOCK_END.test(tail)) parts.push("part of the page's text");
  if (robotsMeta && robots) parts.push('a robots meta');
  if (jsonLd > 0 && blocks > 0)
    parts.push(blocks >= jsonLd ? 'the JSON-LD' : `${blocks} of the ${jsonLd} JSON-LD blocks`);
  return parts;
}

/**
 * The finding for a page read whole but larger than Googlebot's 2 MB, or null for any smaller page (and for a page
 * read only in part, which `partialPageCheck` reports).
 *
 * @example
 * ```ts
 * const overLimit = overGooglebotLimitCheck(artifacts.page, pageWhere, document);
 * if (overLimit) checks.push(overLimit);
 * ```
 */
export function overGooglebotLimitCheck(
  page: FetchedResource,
  where: string,
  document: Document,
): CheckResult | null {
  if (page.truncated || page.cutShort === true) return null;
  const bytes = overLimitBytes(page);
  if (bytes === null) return null;
  const size = sizeText(bytes);
  const limit = sizeText(GOOGLEBOT_HTML_LIMIT_BYTES);
  const past = partsPastLimit(page, document);
  return {
    check: 'crawlers.page_read_in_part',
    title: `The page is ${size}: the audit read all of it, but Googlebot indexes only its first ${limit}${past.length > 0 ? `, and ${listed(past)} ${past.length === 1 && !past[0]!.endsWith('blocks') ? 'lies' : 'lie'} past that` : ''}`,
    weight: 0,
    score: 0,
    severity: past.length > 0 ? 'medium' : 'low',
    evidence: [
      {
        what: `the HTML is ${size}${past.length > 0 ? `; past its first ${limit}: ${listed(past)}, which Google does not see` : `; the main content, robots meta and JSON-LD all lie within its first ${limit}`}`,
        where,
        value: size,
      },
      googlebotLimitEvidence(where),
    ],
    fix: slimDownFix(),
  };
}
