import { describe, expect, it } from 'vitest';
import { trustProxyFrom, UsageError } from '../src/cli/options.ts';
import { serveSettings } from '../src/cli/serve-command.ts';

describe('--trust-proxy', () => {
  it('takes true, a hop count, or proxy addresses and CIDR ranges, from the flag or GEO_AUDIT_TRUST_PROXY', () => {
    expect(trustProxyFrom(['true'], undefined)).toBe(true);
    expect(trustProxyFrom(undefined, '2')).toBe(2);
    expect(trustProxyFrom(['10.0.0.0/8'], '127.0.0.1, ::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(trustProxyFrom(undefined, undefined)).toBeUndefined();
    expect(serveSettings(['--trust-proxy', '127.0.0.1']).trustProxy).toEqual(['127.0.0.1']);
    expect(serveSettings([]).trustProxy).toBeUndefined();
  });

  it('refuses a value that is none of them, saying what it takes', () => {
    expect(() => trustProxyFrom(['proxy.internal'], undefined)).toThrow(UsageError);
    expect(() => trustProxyFrom(['proxy.internal'], undefined)).toThrow(
      /10\.0\.0\.0\/8.*got "proxy\.internal"/,
    );
  });
});
