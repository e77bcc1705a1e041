import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One delivery as the receiver got it. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP server on loopback that keeps every webhook delivered to it (answering 202), for the tests of the
 * Content Lake stand-in's GROQ-powered webhooks. `received` is the live list; empty it between tests.
 *
 * @example
 * ```ts
 * const receiver = await startWebhookReceiver();
 * await startContentLake({ webhooks: [{ url: receiver.url, filter: '_type == "article"', projection: '{_id}', secret }] });
 * expect(receiver.received).toHaveLength(1);
 * await receiver.close();
 * ```
 */
export async function startWebhookReceiver(): Promise<{
  url: string;
  received: ReceivedWebhook[];
  close: () => Promise<void>;
}> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
