import { describe, expect, it } from 'vitest';
import { AuditCompletedEvent, AuditStatusResponse } from '../../src/index.ts';

/** Why an audit failed, on the wire: receivers of the webhook and pollers of the status read the same shape. */

const FAILED_EVENT = {
  type: 'audit.completed',
  job_id: 'job_1',
  url: 'https://example.com/',
  status: 'failed',
  geo_score: null,
  verdict: null,
  results_url: null,
  analyzed_at: null,
};

describe('AuditFailure on the completion webhook and the status response', () => {
  it('carries {type, code, message} on a failed webhook and still accepts events from servers that sent none', () => {
    const error = { type: '/problems/audit-failed', code: 'timeout', message: 'The page did not answer.' };
    expect(AuditCompletedEvent.parse({ ...FAILED_EVENT, error }).error).toEqual(error);
    expect(AuditCompletedEvent.safeParse(FAILED_EVENT).success).toBe(true);
  });

  it('rejects an error without a readable message, on the webhook as on the status', () => {
    expect(AuditCompletedEvent.safeParse({ ...FAILED_EVENT, error: { code: 'timeout' } }).success).toBe(
      false,
    );
    expect(
      AuditStatusResponse.safeParse({ job_id: 'job_1', status: 'failed', error: { code: 42, message: 'x' } })
        .success,
    ).toBe(false);
  });
});
