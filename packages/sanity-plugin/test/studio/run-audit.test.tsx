// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RunFailureReason, readRunResponse } from '../../src/studio/hooks/run-outcome.ts';
import { deDEStrings, enUSStrings } from '../../src/studio/i18n/resources.ts';
import { runFailureMessage } from '../../src/studio/i18n/run-failure-message.ts';
import { sanityMock } from './render-harness.tsx';

vi.mock('sanity', () => ({
  ...sanityMock(),
  useClient: () => ({ config: () => ({ token: 'editor-token' }) }),
}));

const { useRunAudit } = await import('../../src/studio/hooks/use-run-audit.ts');

const HANDLER = 'https://example.com/api/geo-audit';
const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function runOnce() {
  const { result } = renderHook(() => useRunAudit(HANDLER));
  let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
  await act(async () => {
    outcome = await result.current.run('drafts.article-1');
  });
  return { outcome, state: result.current.state };
}

// The en-US sentence, as the Studio shows it.
const english = (reason: RunFailureReason, message: string) =>
  runFailureMessage(
    (key, values = {}) => enUSStrings[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''),
    { reason, message },
  );

describe('useRunAudit', () => {
  it('counts a started audit as done, and sends the editor token without cookies', async () => {
    answer(202, { ok: true, documentId: 'article-1', state: 'queued', jobId: 'j1', error: null });
    const { outcome, state } = await runOnce();
    expect(outcome).toEqual({ status: 'done' });
    expect(state).toEqual({ status: 'done' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(HANDLER);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect((init?.headers ?? {}) as Record<string, string>).toMatchObject({
      authorization: 'Bearer editor-token',
    });
  });

  it('treats a 202 "no_public_url" as a failure that tells the editor what to do', async () => {
    answer(202, { ok: true, reason: 'no_public_url' });
    const { outcome, state } = await runOnce();
    expect(state).toEqual({ status: 'error', reason: 'no_public_url', message: 'no_public_url' });
    expect(outcome).toEqual(state);
    expect(english('no_public_url', 'no_public_url')).toBe(
      'This document has no public page address yet, so it cannot be audited. Add what its URL needs (for example a slug) and publish.',
    );
  });

  it('maps refusals to their reasons', async () => {
    const cases: [number, unknown, RunFailureReason][] = [
      [401, { ok: false, reason: 'missing_token' }, 'missing_token'],
      [401, { ok: false, reason: 'invalid_token' }, 'invalid_token'],
      [404, { ok: false, reason: 'document_not_found' }, 'document_not_found'],
      [400, { ok: false, reason: 'documentId is required' }, 'bad_request'],
      [429, { ok: false, reason: 'too_many_requests' }, 'rate_limited'],
      [500, { ok: false, reason: 'internal_error' }, 'server_error'],
      [502, null, 'server_error'],
      [
        202,
        { ok: true, documentId: 'a', state: 'failed', error: { message: 'Quota exceeded' } },
        'audit_failed',
      ],
      [200, null, 'unexpected'],
    ];
    for (const [status, body, reason] of cases) {
      answer(status, body);
      const { state } = await runOnce();
      expect({ status, body, state }).toMatchObject({ status, body, state: { status: 'error', reason } });
    }
  });

  it('says the handler could not be reached when the request itself fails (offline, CORS)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { state } = await runOnce();
    expect(state).toEqual({ status: 'error', reason: 'unreachable', message: 'Failed to fetch' });
  });
});

describe('run failure sentences', () => {
  const reasons: RunFailureReason[] = [
    'no_public_url',
    'missing_token',
    'invalid_token',
    'document_not_found',
    'bad_request',
    'rate_limited',
    'server_error',
    'audit_failed',
    'unreachable',
    'unexpected',
  ];

  it('has an English and a German sentence for every reason, never the bare code', () => {
    for (const reason of reasons) {
      const keys: string[] = [];
      runFailureMessage(
        (key) => {
          keys.push(key);
          return key;
        },
        { reason, message: reason },
      );
      const key = keys[0] as keyof typeof enUSStrings;
      expect(enUSStrings[key]).toBeTruthy();
      expect(deDEStrings[key]).toBeTruthy();
      expect(english(reason, 'x')).not.toContain(reason);
    }
  });

  it('keeps the server’s words where an administrator needs them', () => {
    expect(english('server_error', 'internal_error')).toContain('(internal_error)');
    // A handler that answered once the audit had finished says so, so the Studio does not announce a start.
    expect(readRunResponse(200, { ok: true, documentId: 'article-1', state: 'complete' })).toEqual({
      status: 'done',
      complete: true,
    });
    expect(readRunResponse(202, { ok: true, documentId: 'article-1', state: 'queued' })).toEqual({
      status: 'done',
    });
    expect(readRunResponse(503, null)).toEqual({
      status: 'error',
      reason: 'server_error',
      message: 'HTTP 503',
    });
  });
});
