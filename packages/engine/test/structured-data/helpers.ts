import { BrandModule, EeatModule, SchemaModule } from '@geo-audit/core';
import type { AnalysisContext } from '../../src/analyze/context.ts';
import type { Artifacts } from '../../src/artifacts.ts';
import { analyzeBrand, analyzeEeat, analyzeSchema, parsePage } from '../../src/index.ts';

/** Test helpers for the schema, eeat and brand analyzers: a context from hand-written HTML. */

export interface PageOptions {
  url?: string;
  headers?: Record<string, string>;
  fetchedAt?: string;
}

export function contextFor(html: string, options: PageOptions = {}): AnalysisContext {
  const url = options.url ?? 'https://example.com/blog/post';
  const artifacts: Artifacts = {
    url,
    page: {
      url,
      finalUrl: url,
      status: 200,
      headers: options.headers ?? { 'content-type': 'text/html; charset=utf-8' },
      body: html,
      truncated: false,
      redirects: [],
    },
    probes: [],
    fetchedAt: options.fetchedAt ?? '2026-11-22T12:00:00.000Z',
  };
  return { artifacts, document: parsePage(html), previous: {} };
}

/** Runs the three analyzers and checks each output against its wire schema. */
export function analyzeAll(context: AnalysisContext) {
  const schema = SchemaModule.parse(analyzeSchema(context));
  const eeat = EeatModule.parse(analyzeEeat(context));
  const brand = BrandModule.parse(analyzeBrand(context));
  return { schema, eeat, brand };
}

/** A finding by check id (throws when absent, so a renamed check fails loudly). */
export function finding<T extends { findings?: { check: string }[] }>(module: T, check: string) {
  const found = module.findings?.find((f) => f.check === check);
  if (!found) throw new Error(`no finding ${check}`);
  return found as NonNullable<T['findings']>[number] & {
    status: string;
    evidence: { what: string; where?: string; value?: unknown }[];
  };
}

export function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
}

export function page(head: string, body: string): string {
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
}
