import { parseArgs } from 'node:util';
import { isModuleName, MODULE_NAMES, type ModuleName } from '@geo-audit/core';
import { catalogues } from '@geo-audit/render';
import { MODULE_WEIGHTS } from '../score/weights.ts';
import { allowHostOf } from './allow-host-value.ts';
import { messages } from './messages.ts';
import { describeParseError } from './option-errors.ts';
import { AUDIT_OPTIONS } from './options.ts';
import { closest } from './suggest.ts';
import { urlProblem } from './url-check.ts';

/** The locales render has message catalogues for (a regional tag such as de-AT uses its language's). */
const REPORT_LOCALES = Object.keys(catalogues);
const hasCatalogue = (locale: string) => REPORT_LOCALES.includes(locale.toLowerCase().split(/[-_]/)[0] ?? '');

export type OutputFormat = 'human' | 'json' | 'markdown' | 'html';

/** What `audit` was asked to do, or why its arguments are wrong. */
export type AuditArgs =
  | { kind: 'help' }
  | { kind: 'error'; message: string }
  | {
      kind: 'run';
      /** The URLs given on the command line, in order (checked, duplicates kept). */
      urls: string[];
      /** The file `--urls-from` names (`-` for stdin), read by `collectUrls` before any audit. */
      urlsFrom: string | undefined;
      format: OutputFormat;
      minScore: number | null;
      modules: ModuleName[] | undefined;
      allowHosts: string[];
      /** Locale of the Markdown and HTML reports (render's catalogues). */
      locale: string;
    };

/**
 * Whether the run audits a list: several URLs, or any from `--urls-from`. A list prints the list form (summary,
 * JSON array) even when it holds one page, so a pipeline that reads a changing list always gets one shape;
 * `audit <url>` alone prints as it always has.
 *
 * @example
 * ```ts
 * isListRun({ urls: ['https://example.com/'], urlsFrom: 'changed.txt' }); // true
 * ```
 */
export function isListRun(input: { urls: readonly string[]; urlsFrom: string | undefined }): boolean {
  return input.urls.length > 1 || input.urlsFrom !== undefined;
}

/**
 * Parses the arguments of `audit` (everything after the word `audit`) with node:util parseArgs. `command`
 * is the program name the messages show (default `geo-audit`).
 *
 * @example
 * ```ts
 * parseAuditArgs(['https://example.com', '--min-score', '70']);
 * // { kind: 'run', urls: ['https://example.com'], urlsFrom: undefined, format: 'human', minScore: 70, … }
 * ```
 */
export function parseAuditArgs(argv: readonly string[], command = 'geo-audit'): AuditArgs {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    return { kind: 'error', message: describeParseError(argv, error as Error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const urlsFrom = values['urls-from'];
  if (positionals.length === 0 && urlsFrom === undefined) {
    return { kind: 'error', message: messages.missingUrl(command) };
  }
  for (const url of positionals) {
    const problem = urlProblem(url);
    if (problem !== null) return { kind: 'error', message: problem };
  }
  const formats = (['json', 'markdown', 'html'] as const).filter((name) => values[name]);
  if (formats.length > 1) return { kind: 'error', message: messages.bothFormats };
  if (formats[0] === 'html' && isListRun({ urls: positionals, urlsFrom })) {
    return { kind: 'error', message: messages.htmlOnePage };
  }
  const locale = values.locale ?? 'en';
  if (!hasCatalogue(locale)) {
    return { kind: 'error', message: messages.unknownLocale(locale, REPORT_LOCALES) };
  }

  let minScore: number | null = null;
  if (values['min-score'] !== undefined) {
    const raw = values['min-score'].trim();
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n > 100) return { kind: 'error', message: messages.invalidMinScore(raw) };
    minScore = n;
  }

  let modules: ModuleName[] | undefined;
  if (values.modules !== undefined) {
    const names = values.modules
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    if (names.length === 0) return { kind: 'error', message: messages.noModules(MODULE_NAMES) };
    const unknown = names.filter((name) => !isModuleName(name));
    if (unknown.length > 0) {
      const guesses = unknown.map((name) => ({ name, guess: closest(name, MODULE_NAMES) }));
      return { kind: 'error', message: messages.unknownModules(guesses, MODULE_NAMES) };
    }
    modules = [...new Set(names as ModuleName[])];
    // Modules that weigh nothing (agent_readiness, in beta) leave geo_score at 100: a score that means nothing, and
    // one every page would pass. The API refuses such a list too (422).
    if (modules.every((name) => MODULE_WEIGHTS[name] === 0)) {
      return { kind: 'error', message: messages.noScoredModule(modules) };
    }
  }

  const allowHosts: string[] = [];
  for (const value of values['allow-host'] ?? []) {
    const host = allowHostOf(value);
    if (host === null) {
      // "*", "*.example.com", "10.0.0.0/8": said to be patterns, so the fix is one --allow-host per host.
      const pattern = value.includes('*') || /^[\d.:a-f[\]]+\/\d{1,3}$/i.test(value.trim());
      const message = pattern ? messages.allowHostPattern(value) : messages.invalidAllowHost(value);
      return { kind: 'error', message };
    }
    allowHosts.push(host);
  }

  return {
    kind: 'run',
    urls: positionals,
    urlsFrom,
    format: formats[0] ?? 'human',
    minScore,
    modules,
    allowHosts,
    locale,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: AUDIT_OPTIONS,
  });
}
