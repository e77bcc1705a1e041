import type { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { auditCommand } from '../../src/index.ts';

/** What a runAudit of another version might hand the server's CLI: a result without its action plan. */
const incomplete = async () =>
  ({
    geo_score: 55,
    verdict: 'Fair',
    modules: {},
    analyzed_at: '2026-11-24T00:00:00.000Z',
  }) as unknown as AuditResult;

describe('geo-audit audit when the report cannot be rendered', () => {
  it('exits 4 (internal error) with a message, not 1 as if the page scored below --min-score', async () => {
    let stderr = '';
    const code = await auditCommand(['https://example.com/'], {
      runAudit: incomplete,
      stdout: () => {},
      stderr: (text) => (stderr += text),
    });
    expect(code).toBe(4);
    expect(stderr).toMatch(/^The audit failed inside the engine: .+\. Please report this with the URL\.\n$/);
  });
});
