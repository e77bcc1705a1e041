import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo, Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The part of a request both node:http and the HTTP/2 compatibility API offer. */
export interface DualRequest {
  url?: string | undefined;
  method?: string | undefined;
  headers: IncomingHttpHeaders;
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

/** The part of a response both node:http and the HTTP/2 compatibility API offer. */
export interface DualResponse {
  writeHead(status: number, headers?: Record<string, string | number | string[]>): unknown;
  setHeader(name: string, value: string): unknown;
  write(chunk: string): unknown;
  end(): unknown;
  end(chunk: string): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** A request handler both the HTTP/1.1 and the HTTP/2 side call. */
export type DualHandler = (req: DualRequest, res: DualResponse) => void;

let certificate: { key: Buffer; cert: Buffer } | undefined;

/** A throwaway self-signed certificate for localhost and its subdomains, made once per process with openssl. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), 'geo-audit-lake-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'pipe' },
    );
    certificate = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
    return certificate;
  } catch (error) {
    throw new Error(
      `The Content Lake stand-in needs the openssl command to make its TLS certificate (install openssl): ${String(error)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Two loopback ports with one handler: plain HTTP/1.1 (for Node clients) and HTTP/2 over TLS (for Chromium).
 * The real Content Lake serves HTTP/2, where the Studio's many listener streams share one connection; over
 * HTTP/1.1 Chromium allows six connections per host, so a seventh EventSource (and every request after it)
 * would wait forever.
 */
export async function startDualProtocolServer(handler: DualHandler) {
  const plain = createHttpServer((req, res) => handler(req, res));
  const secure = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) =>
    handler(req, res),
  );
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  plain.on('connection', track);
  secure.on('connection', track);
  const listen = (server: Server) =>
    new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
  const [plainPort, securePort] = [await listen(plain), await listen(secure)];
  return {
    plainPort,
    securePort,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([plain, secure].map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}
