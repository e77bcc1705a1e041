import type { Evidence, Finding } from '@geo-audit/core';
import type { AnalysisContext } from '../analyze/context.ts';

/**
 * The spam gate: a page that hides a lot of text from visitors and either stuffs a keyword or hides instructions
 * to AI systems. Google's spam policies name hidden text and keyword stuffing as grounds to demote a page or drop
 * it from results, and answer engines that draw on search inherit that; hidden instructions to language models
 * are manipulation they guard against. Either alone is a citability penalty; together they are a page built for
 * machines, which the score must not rank above an honest one.
 *
 * Read from the citability module's findings, never recomputed, so the cap and those findings always agree:
 * - `citability.hidden_text` failed: it fails only for heavy hidden text (200 words or more, or a quarter of the
 *   main content), counting neither interactive panels (accordions, tabs, dialogs, menus the page's controls
 *   open) nor hidden menus in the header, footer or navigation: those warn at most, or pass.
 * - and `citability.keyword_stuffing` failed (the heavy case: one word above 8% of the words, 12 times or more,
 *   or a phrase repeated more than 3.5 times per 100 words; the milder case only warns), or `citability.prompt_injection` found instructions in hidden text (evidence
 *   `found_in: 'hidden_text'`; a collapsed panel, which readers open, does not count). Visible
 *   injection text never counts here: an article quoting an attack is not hiding anything.
 */

interface CitabilityFacts {
  findings?: Finding[];
  error?: string;
}

/** What the spam gate found: the evidence of each condition that holds. */
export interface SpamSignals {
  hidden: Evidence[];
  stuffing: Evidence[];
  hiddenInjection: Evidence[];
}

/**
 * The spam signals of the page, or null when the gate does not hold (or the citability module did not run or
 * failed: then nothing is known, and nothing is capped).
 *
 * @example
 * ```ts
 * spamSignals(context)?.stuffing[0]?.what; // 'most repeated term "miami": 35 times in 235 words (14.9% …)'
 * ```
 */
export function spamSignals(context: AnalysisContext): SpamSignals | null {
  const citability = context.previous.citability as CitabilityFacts | undefined;
  if (!citability || citability.error !== undefined) return null;
  const find = (check: string): Finding | undefined => citability.findings?.find((f) => f.check === check);
  const hidden = find('citability.hidden_text');
  if (hidden?.status !== 'fail') return null;
  const stuffing = find('citability.keyword_stuffing');
  const injection = find('citability.prompt_injection');
  const hiddenInjection =
    injection?.status === 'fail' ? injection.evidence.filter((e) => e.found_in === 'hidden_text') : [];
  const stuffed = stuffing?.status === 'fail';
  if (!stuffed && hiddenInjection.length === 0) return null;
  return { hidden: hidden.evidence, stuffing: stuffed ? stuffing.evidence : [], hiddenInjection };
}
