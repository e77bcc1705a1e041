/** What a plan allows. */
export interface Plan {
  name: string;
  /** Whether keys on this plan may call `/api/*` at all (403 otherwise). */
  apiAccess: boolean;
  /** API requests per fixed hourly window. */
  requestsPerHour: number;
  /** Audits queued or running at once per key. */
  concurrentAudits: number;
}

export type PlanTable = Readonly<Record<string, Plan>>;

/**
 * The plans this server knows. SPEC.md names the agency plan (100 requests/hour, 5 concurrent audits) and
 * says other plans may lack API access; `free` is that plan.
 *
 * @example
 * ```ts
 * createServer({ plans: { ...DEFAULT_PLANS, team: { name: 'team', apiAccess: true, requestsPerHour: 1000, concurrentAudits: 20 } } });
 * ```
 */
export const DEFAULT_PLANS: PlanTable = {
  free: { name: 'free', apiAccess: false, requestsPerHour: 0, concurrentAudits: 0 },
  agency: { name: 'agency', apiAccess: true, requestsPerHour: 100, concurrentAudits: 5 },
};

/** Limit applied per client IP to requests that carry no usable key (401/403), so they cannot probe freely. */
export const ANONYMOUS_REQUESTS_PER_HOUR = 300;
