import type { AuditStatusResponse } from '../contract/status.ts';
import { AuditFailedError } from './errors/audit-failed-error.ts';
import { TimeoutError } from './errors/timeout-error.ts';
import type { WaitForResultOptions } from './options.ts';
import { sleep } from './sleep.ts';

/** A status response in its terminal, successful state. */
export type CompletedStatus = AuditStatusResponse & {
  status: 'complete';
  geo_score: number;
  results_url: string;
};

/** One poll: the status and the server's hint (ms) for when to ask again, if it gave one. */
export type Poll = (
  signal?: AbortSignal,
) => Promise<{ status: AuditStatusResponse; hintMs: number | undefined }>;

const MAX_HINT_MS = 60_000;

const jitter = (ms: number) => Math.round(ms * (0.8 + Math.random() * 0.4));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Polls until the job is complete or failed. The first poll waits for the start response's estimate (within
 * the interval bounds); later polls follow the server's hint when given (`poll_after_ms` or `Retry-After`),
 * otherwise back off exponentially with jitter. Unknown statuses are treated as "still working".
 */
export async function waitForCompletion(
  jobId: string,
  options: WaitForResultOptions,
  poll: Poll,
): Promise<CompletedStatus> {
  const minMs = options.minIntervalMs ?? 1_000;
  const maxMs = options.maxIntervalMs ?? 10_000;
  const maxWaitMs = options.maxWaitMs ?? 600_000;
  const deadline = Date.now() + maxWaitMs;
  const { signal } = options;
  let interval = minMs;
  let last: AuditStatusResponse | undefined;

  const pause = async (ms: number) => {
    const remaining = deadline - Date.now();
    if (ms > remaining) {
      await sleep(Math.max(0, remaining), signal);
      throw new TimeoutError(
        `Audit ${jobId} was not complete after ${maxWaitMs} ms (last status: ${last?.status ?? 'unknown'}).`,
      );
    }
    await sleep(ms, signal);
  };

  if (options.estimatedSeconds && options.estimatedSeconds > 0) {
    await pause(clamp(options.estimatedSeconds * 1000, minMs, maxMs));
  }
  for (;;) {
    signal?.throwIfAborted();
    const { status, hintMs } = await poll(signal);
    last = status;
    options.onProgress?.(status);
    if (status.status === 'complete') return status as CompletedStatus;
    if (status.status === 'failed') {
      throw new AuditFailedError(`Audit ${jobId} failed: ${status.error?.message ?? 'no reason given'}`, {
        jobId,
        ...(status.error?.type ? { problem: { type: status.error.type, detail: status.error.message } } : {}),
      });
    }
    if (hintMs !== undefined) {
      await pause(clamp(hintMs, 0, MAX_HINT_MS));
    } else {
      await pause(jitter(interval));
      interval = Math.min(interval * 2, maxMs);
    }
  }
}
