import { CitabilityModule } from '@geo-audit/core';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import type { AnalysisContext } from '../../src/analyze/context.ts';
import type { Artifacts, FetchedResource, ReachabilityProbe } from '../../src/artifacts.ts';
import { parsePage } from '../../src/parse/page.ts';

/** Hand-built artifacts for the citability and agent analyzers. */

export function resource(url: string, body: string, options: Partial<FetchedResource> = {}): FetchedResource {
  return {
    url,
    finalUrl: url,
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body,
    truncated: false,
    redirects: [],
    ...options,
  };
}

export interface ContextOptions {
  url?: string;
  status?: number;
  finalUrl?: string;
  headers?: Record<string, string>;
  llmsTxt?: string;
  extra?: Record<string, FetchedResource>;
  probes?: ReachabilityProbe[];
}

export function contextOf(html: string, options: ContextOptions = {}): AnalysisContext {
  const url = options.url ?? 'https://example.com/guide/anvils';
  const artifacts: Artifacts = {
    url,
    page: resource(url, html, {
      status: options.status ?? 200,
      finalUrl: options.finalUrl ?? url,
      headers: options.headers ?? { 'content-type': 'text/html; charset=utf-8' },
    }),
    probes: options.probes ?? [],
    fetchedAt: '2026-11-22T12:00:00.000Z',
    ...(options.llmsTxt !== undefined
      ? {
          llmsTxt: resource(new URL('/llms.txt', url).href, options.llmsTxt, {
            headers: { 'content-type': 'text/plain; charset=utf-8' },
          }),
        }
      : {}),
    ...(options.extra ? { extra: options.extra } : {}),
  };
  return { artifacts, document: parsePage(html), previous: {} };
}

export function html(body: string, head = '<title>Anvils</title>'): string {
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}

/** A finding by check id (throws when absent, so a renamed check fails loudly). */
export function findingOf<T extends { findings?: { check: string }[] }>(module: T, check: string) {
  const found = module.findings?.find((f) => f.check === check);
  if (!found) throw new Error(`no finding ${check}`);
  return found as NonNullable<T['findings']>[number] & {
    status: string;
    severity: string;
    title: string;
    fix?: string | null;
    evidence: { what: string; where?: string; value?: unknown }[];
  };
}

/** Sentences about anvils, varied enough not to read as keyword stuffing. */
const FILLER = [
  'Smiths shape glowing metal on a hardened steel face.',
  'The horn helps bend rings and hooks into curves.',
  'A sturdy stand keeps the striking surface at knuckle height.',
  'Rebound tests show how much energy the plate returns.',
  'Cast iron bodies crack under heavy forging work.',
  'Forged tool steel lasts for generations of daily use.',
  'The hardy hole holds cutting and bending tools.',
  'Many workshops bolt the base onto a wooden stump.',
  'Beginners often buy secondhand pieces at farm auctions.',
  'Rust on the waist matters less than chips along edges.',
  'Quench cracks appear as thin lines across the top.',
  'A ringing tone annoys neighbours but signals solid construction.',
  'Magnets wrapped around the body dampen that noise.',
  'Blacksmith guilds once passed these blocks between apprentices.',
  'Farriers prefer lighter models they can carry to stables.',
  'Jewellers work on tiny bench versions with polished tops.',
];

/** `n` words of plain prose (no figures, sources or quotes). */
export function prose(n: number): string {
  const out: string[] = [];
  let words = 0;
  let i = 0;
  while (words < n) {
    const s = FILLER[i % FILLER.length]!;
    out.push(s);
    words += s.split(' ').length;
    i++;
  }
  return out.join(' ');
}

/** A passage of the citability module's output, as the forum and thread tests read it. */
export interface PassageOut {
  heading: string | null;
  where: string;
  words: number;
}

/**
 * The citability module's parsed result for a page at `url`, with its passages and metrics typed for reading.
 *
 * @example
 * ```ts
 * citabilityOf(html('<main><h1>Hi</h1></main>'), 'https://example.com/').passages.length; // 1
 * ```
 */
export function citabilityOf(page: string, url: string) {
  const result = CitabilityModule.parse(analyzeCitability(contextOf(page, { url })));
  return {
    ...result,
    passages: result.passages as PassageOut[],
    metrics: result.metrics as { passages: number } & Record<string, unknown>,
  };
}
