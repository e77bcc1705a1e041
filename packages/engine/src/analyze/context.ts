import type { AuditModules } from '@geo-audit/core';
import type { Document } from 'domhandler';
import type { Artifacts } from '../artifacts.ts';

/**
 * What every analyzer receives: the gathered artifacts and the page's DOM, parsed once. Pure data; an
 * analyzer never does I/O and returns the same output for the same context.
 */
export interface AnalysisContext {
  artifacts: Artifacts;
  /** The page DOM (htmlparser2/domhandler), parsed once by `parsePage`. */
  document: Document;
  /** Results of the modules computed before this one (the platforms module reads them). */
  previous: Partial<AuditModules>;
}

/**
 * One module analyzer: a pure function from the context to that module's entry, shaped exactly as the
 * module's schema in @geo-audit/core (score 0–100 integer, SPEC.md fields, findings with evidence and fix).
 */
export type Analyzer<Output> = (context: AnalysisContext) => Output;
