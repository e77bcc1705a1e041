import { awaitsRecheck } from '@geo-audit/core/constants';
import { awaitsSettling } from './settle-sentence.ts';
import type { PostAuditRecord } from './types.ts';

/**
 * The job status render's AuditPanel understands, from the stored record: `waiting` reads as queued (the
 * audit will start by itself), complete records show no status line. A re-check wait and a wait for edits to
 * settle show none either: nothing is queued yet, and the sidebar's notice says why and when.
 */
export function statusOf(record: PostAuditRecord): Record<string, unknown> | undefined {
  if (awaitsRecheck(record) || awaitsSettling(record)) return undefined;
  switch (record.state) {
    case 'waiting':
    case 'queued':
      return { status: 'queued' };
    case 'running':
      return { status: 'running', progress: record.progress ?? undefined };
    case 'failed':
      return { status: 'failed', error: { message: record.error?.message ?? '' } };
    default:
      return undefined;
  }
}
