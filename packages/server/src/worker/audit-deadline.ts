/**
 * How long one audit may run before the worker stops it (GEO_AUDIT_AUDIT_TIMEOUT_MS). The engine bounds each
 * request (10 s) and its whole gather (45 s), but nothing bounded an analysis or a fetcher that never settles, and
 * such an audit stayed "running" for as long as the process lived, holding a worker slot and the key's concurrency
 * slot. Twice the gather budget leaves an ordinary slow page room to finish.
 */
export const DEFAULT_AUDIT_TIMEOUT_MS = 90_000;

/** The failure code of an audit stopped by the time limit, in the status response and the webhook. */
export const AUDIT_TIMEOUT_CODE = 'audit_timeout';

/** The abort reason of an audit that ran past its time limit, with the stage it had reached. */
export class AuditDeadlineError extends Error {
  override name = 'AuditDeadlineError';
  readonly code = AUDIT_TIMEOUT_CODE;
  readonly limitMs: number;
  /** The engine's last progress stage when the limit struck. */
  readonly stage: string;
  constructor(limitMs: number, stage: string) {
    super(`The audit ran past its time limit of ${limitMs} ms (stage: ${stage}).`);
    this.limitMs = limitMs;
    this.stage = stage;
  }
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/**
 * What a user is told when the time limit stopped an audit: that the server's limit stopped it, what it was still
 * doing, and what to do. Still fetching means the site is slow; an analysis that long is the server's problem.
 *
 * @example
 * ```ts
 * auditTimeoutMessage('https://example.com/', 90_000, 'gather:page');
 * // 'The audit of https://example.com/ did not finish within 90 s, this server's time limit for one audit: …'
 * ```
 */
export function auditTimeoutMessage(url: string, limitMs: number, stage: string): string {
  const head = `The audit of ${url} did not finish within ${seconds(limitMs)}, this server's time limit for one audit`;
  if (stage === 'starting' || stage === 'gather' || stage.startsWith('gather:')) {
    return `${head}: it was still fetching the page and the site's files (robots.txt, llms.txt, the AI crawler checks). The site answers too slowly or holds connections open without answering. Check that the page loads quickly, then start the audit again.`;
  }
  return `${head}: the page was fetched, but analysing it took longer. Start the audit again; if it times out again, tell the server's operator, with this job's id.`;
}
