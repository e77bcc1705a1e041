import type { ExitCode } from './exit-codes.ts';
import type { PageOutcome } from './page-outcome.ts';

/** How a run over several URLs writes its output in one format. */
export interface ListFormat {
  /** True when each page's part is written as soon as the page is audited, and `document` only adds the end. */
  streamed: boolean;
  /** One page's part of the output. Throws when the page's report cannot be rendered. */
  page(outcome: PageOutcome, position: number, total: number): string;
  /** The whole output from the pages' parts (streamed: what follows them). */
  document(parts: readonly string[], outcomes: readonly PageOutcome[], code: ExitCode): string;
}
