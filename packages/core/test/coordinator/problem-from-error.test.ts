import { expect, it } from 'vitest';
import { NotFoundError } from '../../src/client/errors/not-found-error.ts';
import { problemFromError } from '../../src/coordinator/problem-from-error.ts';

const now = new Date('2026-11-25T10:00:00Z');
const notFound = (type?: string) =>
  new NotFoundError('Not found (HTTP 404).', { status: 404, ...(type ? { problem: { type } } : {}) });

it('reads a 404 of another path or another site as the API address to fix, not retried', () => {
  for (const error of [notFound('/problems/no-such-endpoint'), notFound()])
    expect(problemFromError(error, now)).toMatchObject({
      problem: { code: 'api_address' },
      retryable: false,
    });
});

it("keeps the API's own 404s (no such job, no cached result) apart from a wrong address", () => {
  for (const type of ['/problems/not-found', '/problems/no-cached-result'])
    expect(problemFromError(notFound(type), now).problem.code).toBe('unknown');
});
