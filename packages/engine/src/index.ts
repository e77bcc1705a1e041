export { type CheckResult, scoreChecks } from './analyze/checks.ts';
export type { AnalysisContext, Analyzer } from './analyze/context.ts';
export type * from './api-types.ts';
export type * from './artifacts.ts';
export { parsePage } from './parse/page.ts';
