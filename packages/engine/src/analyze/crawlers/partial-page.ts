import type { FetchedResource } from '../../artifacts.ts';
import type { CheckResult } from '../checks.ts';

/**
 * `crawlers.page_read_in_part`: the audit got only part of the page's HTML, and every module judged that part. Two
 * causes: the body broke off before its end even on a second request (`cutShort`: a proxy sending the uncompressed
 * Content-Length with a gzip body, a connection dropped by a timeout or a worker limit), or the page is larger than
 * the fetcher's size cap (`truncated`, 5 MB by default). Reported, never scored: it says what the findings cover.
 * A page read whole but over Googlebot's 2 MB gets the same check from googlebot-limit.ts.
 */

/**
 * Googlebot's own limit on an HTML file, per Google's Googlebot documentation (clarified 2026-02-03): it indexes the
 * first 2 MB and drops the rest; Google's other crawlers and fetchers default to 15 MB.
 */
export const GOOGLEBOT_HTML_LIMIT_BYTES = 2 * 1024 * 1024;

const MB = 1024 * 1024;

/** How to bring an HTML file under Googlebot's limit, for a page over it. */
export function slimDownFix(): string {
  return `Bring the HTML well under ${sizeText(GOOGLEBOT_HTML_LIMIT_BYTES)}: move inline scripts, styles, base64 images and large data (a framework's page JSON such as __NEXT_DATA__) into files of their own, paginate long listings, and keep the main content, title, robots meta and structured data near the top.`;
}

/** The evidence line that says what Googlebot reads of a large HTML file. */
export function googlebotLimitEvidence(where: string): { what: string; where: string } {
  return {
    what: `Googlebot indexes only the first ${sizeText(GOOGLEBOT_HTML_LIMIT_BYTES)} of an HTML file and drops the rest (Google's Googlebot documentation); other crawlers set limits of their own, which may be lower still`,
    where,
  };
}

/** `176 bytes`, `38 KB`, `5 MB`, `2.5 MB`. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < MB) return `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;
  return `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** The body's size as the server announced it, when Content-Length counts the body itself (no compression). */
function announcedBytes(page: FetchedResource): number | null {
  const coding = page.headers['content-encoding']?.trim().toLowerCase();
  if (coding && coding !== 'identity') return null;
  const length = Number(page.headers['content-length']);
  return Number.isInteger(length) && length > 0 ? length : null;
}

/** How much of the page the audit read, in a few words (`the first 176 KB`), or null when it read all of it. */
export function partialPageNote(page: FetchedResource): string | null {
  if (page.cutShort !== true && !page.truncated) return null;
  // Counted only here, on the rare partial page: the analyzers never measure the body's bytes otherwise.
  return `only the first ${sizeText(Buffer.byteLength(page.body, 'utf8'))} of the page was read`;
}

/**
 * The finding for a page the audit read only in part, or null when it read the whole page.
 *
 * @example
 * ```ts
 * const partial = partialPageCheck(artifacts.page, pageWhere);
 * if (partial) checks.push(partial);
 * ```
 */
export function partialPageCheck(page: FetchedResource, where: string): CheckResult | null {
  if (page.cutShort !== true && !page.truncated) return null;
  const bytes = Buffer.byteLength(page.body, 'utf8');
  const read = sizeText(bytes);
  const googlebot = sizeText(GOOGLEBOT_HTML_LIMIT_BYTES);
  if (page.truncated) {
    return {
      check: 'crawlers.page_read_in_part',
      title: `Only the first ${read} of the page was read (the audit's size cap): the findings cover that part, and Googlebot indexes only the first ${googlebot}`,
      weight: 0,
      score: 0,
      severity: 'high',
      evidence: [
        {
          what: `the HTML was cut at the audit's size cap after ${read}: anything after it (text, links, a robots meta or structured data placed late) was not read`,
          where,
          value: read,
        },
        googlebotLimitEvidence(where),
      ],
      fix: `${slimDownFix()} Then audit again: the findings will cover the whole page.`,
    };
  }
  const announced = announcedBytes(page);
  return {
    check: 'crawlers.page_read_in_part',
    title: `Only the first ${read} of the page arrived (the connection broke off, on a second request too): the findings cover that part`,
    weight: 0,
    score: 0,
    severity: 'medium',
    evidence: [
      {
        what: `the body broke off after ${read}${announced !== null && announced > bytes ? ` of the ${sizeText(announced)} its Content-Length announced` : ''}${page.error ? ` (${page.error.replace(/\.$/, '')})` : ''}`,
        where,
        value: read,
      },
    ],
    fix: 'Audit again. If the page breaks off again, crawlers likely get the same fragment: check the server and any proxy or CDN in front of it for a Content-Length that does not match the body (often the uncompressed length sent with a gzip body) or a connection closed early by a timeout or a worker limit.',
  };
}
