/**
 * A bare TCP listener on loopback that records every connection it accepts, answering each with a tiny
 * HTTP 200. SSRF tests point blocked URLs at it: a refused destination must leave `connections` at 0.
 */
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';

export interface ConnectionRecorder {
  port: number;
  /** Whether the ::1 listener is up (IPv6 loopback may be missing in some containers). */
  ipv6: boolean;
  /** Remote addresses of accepted connections, in order. */
  connections: string[];
  close(): Promise<void>;
}

function answer(socket: Socket, record: string[]): void {
  record.push(socket.remoteAddress ?? '?');
  socket.on('error', () => {});
  socket.once('data', () => {
    socket.end(
      'HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 7\r\nConnection: close\r\n\r\nreached',
    );
  });
}

async function listen(server: Server, host: string, port: number): Promise<boolean> {
  server.listen(port, host);
  try {
    await Promise.race([
      once(server, 'listening'),
      once(server, 'error').then(([error]) => Promise.reject(error)),
    ]);
    return true;
  } catch {
    return false;
  }
}

export async function startConnectionRecorder(): Promise<ConnectionRecorder> {
  const connections: string[] = [];
  const v4 = createServer((socket) => answer(socket, connections));
  await listen(v4, '127.0.0.1', 0);
  const port = (v4.address() as { port: number }).port;
  const v6 = createServer((socket) => answer(socket, connections));
  const ipv6 = await listen(v6, '::1', port);
  const sockets = new Set<Socket>();
  for (const server of [v4, v6]) server.on('connection', (socket) => sockets.add(socket));
  return {
    port,
    ipv6,
    connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all(
        [v4, ...(ipv6 ? [v6] : [])].map((server) => new Promise<void>((done) => server.close(() => done()))),
      );
    },
  };
}
