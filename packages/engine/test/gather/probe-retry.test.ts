import { describe, expect, it } from 'vitest';
import {
  PROBE_RETRY_DEFAULT_WAIT_MS,
  PROBE_RETRY_MAX_WAIT_MS,
  retryWaitMs,
} from '../../src/gather/probes.ts';

describe('retryWaitMs: how long gather waits before retrying probes answered 429', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');

  it('honours the longest Retry-After, in seconds or as an HTTP date', () => {
    expect(retryWaitMs([{ headers: { 'retry-after': '2' } }, { headers: { 'retry-after': '1' } }], now)).toBe(
      2000,
    );
    expect(retryWaitMs([{ headers: { 'retry-after': 'Mon, 23 Nov 2026 12:00:03 GMT' } }], now)).toBe(3000);
    expect(retryWaitMs([{ headers: { 'retry-after': '0' } }], now)).toBe(0);
  });

  it('waits a second when no usable Retry-After came, and never longer than the cap', () => {
    expect(retryWaitMs([{ headers: {} }], now)).toBe(PROBE_RETRY_DEFAULT_WAIT_MS);
    expect(retryWaitMs([{ headers: { 'retry-after': 'soon' } }], now)).toBe(PROBE_RETRY_DEFAULT_WAIT_MS);
    expect(retryWaitMs([{ headers: { 'retry-after': '3600' } }], now)).toBe(PROBE_RETRY_MAX_WAIT_MS);
    expect(retryWaitMs([{ headers: { 'retry-after': 'Mon, 23 Nov 2026 11:00:00 GMT' } }], now)).toBe(0);
  });
});
