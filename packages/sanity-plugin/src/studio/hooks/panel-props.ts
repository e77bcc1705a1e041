import type { AuditView } from './audit-view.ts';
import { scheduledRecheck } from './recheck.ts';

/**
 * The job status render's `AuditStatus` reads, while an audit is under way or after it failed; `undefined`
 * once it completed, so the panel shows the result alone. The coordinator's "waiting" (not yet accepted by
 * the API) reads as queued to an editor, except a scheduled re-check: no job is queued until it is due,
 * so the panel shows the last result and the plugin its own notice (see `scheduledRecheck`). A failure's
 * problem is said with `describe` (the inspector's: a refused key or plan as whom to ask).
 */
export function panelStatus(
  audit: AuditView,
  describe: (problem: NonNullable<AuditView['error']>) => string,
): Record<string, unknown> | undefined {
  if (scheduledRecheck(audit)) return undefined;
  switch (audit.state) {
    case 'waiting':
    case 'queued':
      return { status: 'queued', progress: audit.progress };
    case 'running':
      return { status: 'running', progress: audit.progress };
    case 'failed':
      return { status: 'failed', error: audit.error ? describe(audit.error) || audit.error.code : null };
    default:
      return undefined;
  }
}
