import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A webhook receiver that deduplicates by `webhook-id`, as the Standard Webhooks spec asks receivers to:
 * the first arrival of an id is processed, later ones (a sender that crashed before recording the 2xx) are
 * acknowledged and skipped. It answers after `delayMs`, so a sender can be killed mid-delivery.
 */
export interface DedupReceiver {
  url: string;
  /** webhook-id → the job it was about, for every id processed. */
  processed: Map<string, string>;
  /** job id → how many deliveries were processed for it: more than 1 means a retry came with a new id. */
  perJob: Map<string, number>;
  /** Every arrival, duplicates included. */
  arrivals: number;
  /** Deliveries received but not answered yet. */
  inFlight: number;
  close(): Promise<void>;
}

export async function startDedupReceiver(delayMs: number): Promise<DedupReceiver> {
  const state: Omit<DedupReceiver, 'url' | 'close'> = {
    processed: new Map(),
    perJob: new Map(),
    arrivals: 0,
    inFlight: 0,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.arrivals++;
      state.inFlight++;
      setTimeout(() => {
        state.inFlight--;
        const id = String(request.headers['webhook-id'] ?? '');
        if (state.processed.has(id)) {
          // Duplicate: acknowledged, not processed again.
          response.writeHead(200).end();
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { job_id: string };
        state.processed.set(id, body.job_id);
        state.perJob.set(body.job_id, (state.perJob.get(body.job_id) ?? 0) + 1);
        response.writeHead(200).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/hooks/geo`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
