/**
 * Exit codes of `geo-audit audit`, stable for CI pipelines: distinct codes let a pipeline tell "the page
 * scored too low" from "the command was wrong" and "the page could not be fetched".
 */
export const EXIT = {
  ok: 0,
  /** geo_score is below `--min-score`. */
  belowMinScore: 1,
  /** Bad arguments (unknown flag, invalid URL, unknown module, bad number). */
  usage: 2,
  /** The page could not be fetched (no response, blocked destination, non-2xx status). */
  fetchFailed: 3,
  /** Anything else went wrong inside the engine. */
  internal: 4,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * The exit code of a run over several pages: the most serious page's. The codes are ordered by seriousness,
 * so that is the highest: 4 (internal) over 3 (not fetched) over 2 (`--min-score` cannot be judged on a
 * page) over 1 (below `--min-score`) over 0.
 *
 * @example
 * ```ts
 * mostSerious([EXIT.belowMinScore, EXIT.fetchFailed, EXIT.ok]); // 3
 * ```
 */
export function mostSerious(codes: readonly ExitCode[]): ExitCode {
  return Math.max(EXIT.ok, ...codes) as ExitCode;
}
