/**
 * The server's pre-acceptance check: is this URL worth queueing an audit for? It applies the same SSRF
 * policy as the fetcher (URL rules, every resolved address) and then opens, and at once closes, a TCP
 * connection to a vetted address, without sending a request.
 */
import { connect } from 'node:net';
import type { ReachabilityCheck, SafeFetchOptions } from '../api-types.ts';
import { vetHost } from './connector.ts';
import { checkUrl, createDestinationPolicy } from './destination.ts';
import { BlockedDestinationError, connectAdvice, connectReason } from './errors.ts';
import { systemResolver } from './resolver.ts';
import { DEFAULT_CONNECT_TIMEOUT_MS } from './safe-fetcher.ts';

export interface ReachabilityOptions extends SafeFetchOptions {
  signal?: AbortSignal;
}

function tcpConnect(address: string, port: number, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: address, port, timeout: timeoutMs, signal });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' }));
    });
    socket.once('error', (error) => {
      socket.destroy();
      reject(error);
    });
  });
}

/**
 * Checks that `url` is a valid http(s) URL, that its destination passes the SSRF policy, and that its
 * host accepts TCP connections. Resolves `{ ok: true, address }` (the address that answered) or
 * `{ ok: false, code, detail }` with a detail written for the person who submitted the URL.
 *
 * @example
 * const check = await checkReachability('https://example.com/pricing');
 * if (!check.ok) reply(422, { error: check.code, message: check.detail });
 */
export async function checkReachability(
  url: string,
  options: ReachabilityOptions = {},
): Promise<ReachabilityCheck> {
  const policy = createDestinationPolicy(options);
  const verdict = checkUrl(url, policy);
  if (!verdict.ok) {
    const code = verdict.code === 'blocked_destination' ? 'blocked_destination' : 'invalid_url';
    return {
      ok: false,
      code,
      detail: verdict.message,
      ...(verdict.blockedPort !== undefined ? { blockedPort: verdict.blockedPort } : {}),
    };
  }
  let addresses: string[];
  try {
    addresses = await vetHost(verdict.hostname, verdict.port, {
      policy,
      resolve: options.resolve ?? systemResolver,
    });
  } catch (error) {
    if (error instanceof BlockedDestinationError) {
      return { ok: false, code: 'blocked_destination', detail: error.message };
    }
    return { ok: false, code: 'unreachable', detail: (error as Error).message };
  }
  const timeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  let lastError: unknown;
  for (const address of addresses) {
    try {
      await tcpConnect(address, verdict.port, timeoutMs, options.signal);
      return { ok: true, address };
    } catch (error) {
      lastError = error;
      if (options.signal?.aborted) break;
    }
  }
  return {
    ok: false,
    code: 'unreachable',
    detail: `Could not connect to ${verdict.url.host}: ${connectReason(lastError)}. ${connectAdvice(verdict.url)}`,
  };
}
