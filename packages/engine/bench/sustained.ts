import { constants, PerformanceObserver } from 'node:perf_hooks';
import { analyzeArtifacts } from '../src/run/analyze-artifacts.ts';
import { type BenchPage, benchNow } from './pages.ts';

/** What a worker auditing page after page spends, garbage collection included. */
export interface SustainedFigures {
  analyses: number;
  /** Wall time per analysis, collections included. */
  ms_per_analysis: number;
  /** Time in young-generation (scavenge) and full (mark-compact) collections, per analysis. */
  young_gc_ms_per_analysis: number;
  full_gc_ms_per_analysis: number;
}

/**
 * Analyzes every page `passes` times back to back, with no forced collection in between, and reports the time per
 * analysis with what the collector took of it. The per-page figures collect garbage between pages, so they cannot
 * show what one audit's leftovers cost the next; this does (see decision 0026).
 *
 * @example
 * ```ts
 * const figures = await sustained(benchPages(corpusDir), 4);
 * console.log(figures.ms_per_analysis, figures.young_gc_ms_per_analysis);
 * ```
 */
export async function sustained(pages: BenchPage[], passes: number): Promise<SustainedFigures> {
  let young = 0;
  let full = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) young += entry.duration;
      else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) full += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const started = performance.now();
  for (let pass = 0; pass < passes; pass++) {
    for (const page of pages) analyzeArtifacts(page.artifacts, { now: benchNow });
  }
  const elapsed = performance.now() - started;
  // GC entries arrive on the event loop, after the synchronous loop above.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const analyses = passes * pages.length;
  return {
    analyses,
    ms_per_analysis: elapsed / analyses,
    young_gc_ms_per_analysis: young / analyses,
    full_gc_ms_per_analysis: full / analyses,
  };
}
