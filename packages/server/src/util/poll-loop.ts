/** A background loop that drains a queue now when woken, and every `pollMs` while idle. */
export interface PollLoop {
  /** Drains after `delay` ms (default 0); a wake during a drain makes it run once more right after. */
  wake(delay?: number): void;
  /** No drain starts after this; one already running finishes on its own. */
  stop(): void;
}

export interface PollLoopOptions {
  /** Idle interval between drains. */
  pollMs: number;
  /** Claims and starts work until there is none (or no capacity) left; never runs twice at once. */
  drain: () => Promise<void>;
  /** A drain that threw (for example the store was unreachable); the loop carries on polling. */
  onError: (error: unknown) => void;
}

/**
 * The polling shared by the audit worker and the webhook sender. Polling is the fallback: a notify after
 * a write wakes the loop at once, and the poll picks up work written by other instances or whose retry
 * time has come.
 *
 * @example
 * ```ts
 * const loop = createPollLoop({ pollMs: 500, drain: claimAndRunJobs, onError: (err) => log.error(err) });
 * loop.wake();   // start, or after enqueueing
 * loop.stop();   // on shutdown
 * ```
 */
export function createPollLoop(options: PollLoopOptions): PollLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let draining = false;
  let again = false;

  async function tick(): Promise<void> {
    if (draining) {
      again = true;
      return;
    }
    draining = true;
    try {
      do {
        again = false;
        await options.drain();
      } while (again && !stopped);
    } catch (error) {
      options.onError(error);
    } finally {
      draining = false;
    }
  }

  function wake(delay = 0): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void tick().finally(() => {
        if (!timer) wake(options.pollMs);
      });
    }, delay);
  }

  return {
    wake,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
