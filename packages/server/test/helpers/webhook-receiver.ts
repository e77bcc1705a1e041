import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  close(): Promise<void>;
}

/** A real HTTP receiver on loopback answering each delivery with the next scripted status (then 200). */
export async function startReceiver(statuses: number[] = []): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const script = [...statuses];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = script.shift() ?? 200;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers[name] = value;
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8'), status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/geo`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
