import { AuthError, NetworkError, PlanError, TimeoutError } from '@geo-audit/core';
import { describe, expect, test } from 'vitest';
import { connectionProblem } from '../../server/src/connection-problem.ts';

describe('a failed Test connection is named by what the admin can check, not by the error class', () => {
  test.each([
    [new NetworkError('Could not reach the GEO Audit API: fetch failed.'), 'network'],
    [new TimeoutError('The GEO Audit API did not answer in time.'), 'network'],
    [new AuthError('The API key was rejected', { status: 401 }), 'auth'],
    [new PlanError('The plan does not include API access', { status: 402 }), 'plan'],
    [new Error('boom'), 'unknown'],
  ] as const)('%s → %s', (error, code) => {
    expect(connectionProblem(error)).toBe(code);
  });
});
