import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { SafeFetchOptions } from '../../src/api-types.ts';
import { mapFetchError } from '../../src/fetch/errors.ts';
import { createSafeFetcher } from '../../src/fetch/index.ts';
import { tlsFailure } from '../../src/fetch/tls-failure.ts';
import { PageFetchError } from '../../src/run/errors.ts';
import { runAudit } from '../../src/run-audit.ts';
import { closedPort } from '../helpers/closed-port.ts';

/**
 * The reason a failed audit gives (the CMS sidebar's, a CI log's) is read by an editor: it says what happened and
 * what to do in words, and the network library's codes (UND_ERR_SOCKET, ECONNRESET, CERT_HAS_EXPIRED, OpenSSL's
 * error lines) go to the operator's detail instead. Every failure here is a real loopback listener's.
 */

/** A library's code or internals in a sentence meant for an editor. */
const CODE =
  /\b(?:E[A-Z]{4,}|UND_ERR_\w+|ERR_\w+|HPE_\w+|CERT_\w+|DEPTH_ZERO\w*|Z_\w+)\b|error:[0-9A-F]{6,}|--use-system-ca|altnames/;
/** Words that tell the reader what to do next. */
const NEXT_STEP = /\b(?:Check|check|Try again|try again|ask)\b/;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.close();
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  }
});

/** A raw TCP listener on 127.0.0.1 that does `onSocket` with every connection. */
async function listener(onSocket: (socket: Socket) => void): Promise<string> {
  const server = createServer(onSocket);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** Runs the audit of `url`, which must fail, and returns its error. */
async function failedAudit(url: string): Promise<PageFetchError> {
  const error = await runAudit(url, { allowHosts: ['127.0.0.1'] }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(PageFetchError);
  return error as PageFetchError;
}

async function fetchOnce(url: string, options: SafeFetchOptions) {
  const fetcher = createSafeFetcher(options);
  try {
    return await fetcher(url);
  } finally {
    await fetcher.close();
  }
}

describe('a failed audit says what happened and what to do, without library codes', () => {
  it.each([
    [
      'resets the connection as it opens',
      (s: Socket) => s.resetAndDestroy(),
      /closed the connection/,
      'ECONNRESET',
    ],
    [
      'closes the connection without answering',
      (s: Socket) => s.end(),
      /closed the connection/,
      'UND_ERR_SOCKET',
    ],
    [
      'closes the connection once the request arrives',
      (s: Socket) => s.once('data', () => s.destroy()),
      /closed the connection/,
      'UND_ERR_SOCKET',
    ],
    [
      'answers with something that is not HTTP',
      (s: Socket) => s.once('data', () => s.end('SSH-2.0-OpenSSH_9.6\r\n\r\n')),
      /not valid HTTP/,
      'does not match the HTTP',
    ],
  ])('a server that %s', async (_name, onSocket, said, code) => {
    const error = await failedAudit(await listener(onSocket));

    expect(error.message).toMatch(said);
    expect(error.message).not.toMatch(CODE);
    expect(error.message).toMatch(NEXT_STEP);
    expect(error.detail).toContain(code);
  });

  it('a port nothing listens on: the server refused the connection, is it running on that port', async () => {
    const port = await closedPort();
    const error = await failedAudit(`http://127.0.0.1:${port}/`);

    expect(error.code).toBe('connect_failure');
    expect(error.message).toBe(
      `Could not connect to http://127.0.0.1:${port}/: the server refused the connection. Check that the server is running and listens on port ${port}.`,
    );
    expect(error.detail).toContain('ECONNREFUSED');
  });

  it('a server that never answers: no response within the limit', async () => {
    const url = await listener(() => {});
    const result = await fetchOnce(url, { allowHosts: ['127.0.0.1'], headersTimeoutMs: 300 });

    expect(result.errorCode).toBe('timeout');
    expect(result.error).toBe(
      `${url} did not answer in time: no response within 0.3 s. Check that the server responds quickly, then try again.`,
    );
    expect(result.errorDetail).toContain('UND_ERR_HEADERS_TIMEOUT');
  });

  it('a body that stops arriving: not complete within the limit', async () => {
    const url = await listener((s) =>
      s.once('data', () =>
        s.write('HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: 500\r\n\r\n<p>'),
      ),
    );
    const result = await fetchOnce(url, { allowHosts: ['127.0.0.1'], timeoutMs: 600 });

    expect(result.errorCode).toBe('timeout');
    expect(result.error).toMatch(/not complete within 0\.6 s\. Check/);
    expect(result.error).not.toMatch(CODE);
  });

  it('a body cut off by a reset: the connection closed before all of it arrived', async () => {
    const url = await listener((s) =>
      s.once('data', () => {
        s.write('HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: 500\r\n\r\n<p>Hello');
        setTimeout(() => s.resetAndDestroy(), 30);
      }),
    );
    const result = await fetchOnce(url, { allowHosts: ['127.0.0.1'] });

    expect(result.status).toBe(200);
    expect(result.error).toBe(
      'The response body could not be read to the end: the connection closed before all of it arrived.',
    );
    expect(result.errorDetail).toContain('ECONNRESET');
  });
});

describe('DNS failures tell a name that does not exist from name servers that did not answer', () => {
  const failing = (code: string) => async (hostname: string) => {
    throw Object.assign(new Error(`getaddrinfo ${code} ${hostname}`), { code });
  };

  it('NXDOMAIN: check the spelling and that the domain is registered', async () => {
    const result = await fetchOnce('https://shop.exmaple.com/', { resolve: failing('ENOTFOUND') });

    expect(result.errorCode).toBe('dns_failure');
    expect(result.error).toBe(
      'shop.exmaple.com could not be resolved: the domain does not exist, or has no address in DNS. Check the spelling, and that the domain is registered and points at the site.',
    );
    expect(result.errorDetail).toContain('ENOTFOUND');
  });

  it.each(['EAI_AGAIN', 'ESERVFAIL'])('%s: try again later, then have the DNS checked', async (code) => {
    const result = await fetchOnce('https://shop.example.com/', { resolve: failing(code) });

    expect(result.errorCode).toBe('dns_failure');
    expect(result.error).toMatch(
      /^shop\.example\.com could not be resolved: its DNS servers gave no answer .* Try again in a few minutes/,
    );
    expect(result.error).not.toMatch(CODE);
    expect(result.errorDetail).toContain(code);
  });
});

describe('TLS failures are named in words the CLI and the server add their remedy to', () => {
  const read = (name: string) => readFileSync(new URL(`./tls/${name}`, import.meta.url), 'utf8');
  // fixture-test.crt is self-signed for "fixture.test"; expired-test.crt for "expired.test", valid 1–2 January 2020.
  const fixture = { cert: read('fixture-test.crt'), key: read('fixture-test.key') };
  const expired = { cert: read('expired-test.crt'), key: read('expired-test.key') };

  async function httpsListener(credentials: { cert: string; key: string }): Promise<number> {
    const server = createHttpsServer(credentials, (_req, res) => res.end('<p>Hello</p>'));
    servers.push(server as unknown as Server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return (server.address() as AddressInfo).port;
  }
  const toLoopback = async () => ['127.0.0.1'];

  it.each([
    [
      'a self-signed certificate',
      fixture,
      'fixture.test',
      undefined,
      'self-signed certificate',
      'untrustedCertificate',
      'DEPTH_ZERO_SELF_SIGNED_CERT',
    ],
    [
      'an expired certificate',
      expired,
      'expired.test',
      expired.cert,
      'expired certificate',
      'expiredCertificate',
      'CERT_HAS_EXPIRED',
    ],
    [
      'a certificate for another name',
      fixture,
      'other.test',
      fixture.cert,
      'certificate issued for another name than other.test',
      'certificateForOtherName',
      'ERR_TLS_CERT_ALTNAME_INVALID',
    ],
  ])('%s', async (_name, credentials, host, ca, said, kind, code) => {
    const port = await httpsListener(credentials);
    const url = `https://${host}:${port}/`;
    const result = await fetchOnce(url, { allowHosts: [host], resolve: toLoopback, ...(ca ? { ca } : {}) });

    expect(result.error).toBe(`The secure connection to ${url} failed: ${said}.`);
    expect(result.error).not.toMatch(CODE);
    expect(tlsFailure(url, result.error!)?.kind).toBe(kind);
    expect(result.errorDetail).toContain(code);
  });

  it('https:// on a port that speaks plain HTTP', async () => {
    const http = await listener((s) => s.once('data', () => s.end('HTTP/1.1 400 Bad Request\r\n\r\n')));
    const url = http.replace('http:', 'https:');
    const error = await failedAudit(url);

    expect(error.message).toBe(
      `The secure connection to ${url} failed: the server did not answer over HTTPS.`,
    );
    expect(tlsFailure(url, error.message)).toEqual({ kind: 'plainHttpOnHttps', httpUrl: http });
    expect(error.detail).toMatch(/ERR_SSL_WRONG_VERSION_NUMBER.*wrong version number/);
  });
});

describe('a connection that never opens', () => {
  // No loopback listener leaves a SYN unanswered, so the connector's timeout is handed in as undici raises it.
  it('names the connect limit and where to look, not UND_ERR_CONNECT_TIMEOUT', () => {
    const error = Object.assign(
      new Error('Connect Timeout Error (attempted address: 203.0.113.9:443, timeout: 5000ms)'),
      {
        code: 'UND_ERR_CONNECT_TIMEOUT',
      },
    );
    const mapped = mapFetchError(error, {
      url: 'https://shop.example.com/',
      deadline: new AbortController().signal,
      limits: { headersMs: 10_000, totalMs: 20_000, connectMs: 5_000 },
    });

    expect(mapped.code).toBe('timeout');
    expect(mapped.message).toBe(
      "https://shop.example.com/ did not answer in time: no connection within 5 s. Check that the site is online and reachable from the machine that runs the audit. A firewall that silently drops connections from the audit's machine looks the same.",
    );
    expect(mapped.detail).toMatch(/^UND_ERR_CONNECT_TIMEOUT: Connect Timeout Error/);
  });
});
