import type { Evidence } from '@geo-audit/core';
import type { ScriptWrittenJsonLd } from '../../structured-data/script-written.ts';
import type { CheckResult } from '../checks.ts';

/**
 * JSON-LD the page's inline scripts write when they run (structured-data/script-written.ts). When it is the page's
 * only structured data, schema.present fails with this fix; when the HTML as served carries its own as well, the
 * written blocks are a note (weight 0): what they say reaches only crawlers that run JavaScript.
 */

/** The inline scripts that write JSON-LD, for evidence: "inline script 3 sets … (Organization, WebSite)". */
export function writtenEvidence(written: readonly ScriptWrittenJsonLd[]): Evidence[] {
  return written.slice(0, 5).map((w) => ({
    what: `inline script ${w.script} ${w.how} when it runs${w.types.length > 0 ? ` (${w.types.join(', ')})` : ''}`,
    where: `inline script ${w.script}`,
  }));
}

/** How to make script-written JSON-LD readable without JavaScript. */
export function writtenFix(written: readonly ScriptWrittenJsonLd[]): string {
  const types = [...new Set(written.flatMap((w) => w.types))];
  return `Print the JSON-LD that the page's script writes${types.length > 0 ? ` (${types.join(', ')})` : ''} in the HTML the server sends, as a <script type="application/ld+json"> block, and stop writing it from JavaScript: most AI crawlers do not run JavaScript, so they read this page without it (Google's renderer may see it). Check the result by viewing the page source.`;
}

/**
 * schema.script_written: a note when scripts write JSON-LD beside the structured data the served HTML carries; not
 * applicable when no script writes any, or when schema.present already reports it (`describing` false).
 *
 * @example
 * ```ts
 * scriptWrittenNote(scriptWrittenJsonLd(scanPage(document).inlineScripts), true).score; // null, or 0 with the note
 * ```
 */
export function scriptWrittenNote(written: readonly ScriptWrittenJsonLd[], describing: boolean): CheckResult {
  const noted = describing && written.length > 0;
  return {
    check: 'schema.script_written',
    title: noted
      ? 'A script writes more structured data when the page runs: crawlers that do not run JavaScript miss it'
      : written.length > 0
        ? 'Structured data written by a script: reported under schema.present, as the only structured data'
        : 'No structured data written by scripts',
    weight: 0,
    score: noted ? 0 : null,
    severity: 'low',
    evidence: noted ? writtenEvidence(written) : [],
    fix: writtenFix(written),
  };
}
