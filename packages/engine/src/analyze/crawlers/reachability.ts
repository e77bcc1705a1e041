import type { Evidence } from '@geo-audit/core';
import type { ReachabilityProbe } from '../../artifacts.ts';
import { REFUSAL_STATUSES } from '../../gather/probes.ts';

/**
 * Reading the reachability probes: requests made with each bot's User-Agent (and a browser's), which catch
 * WAF and CDN rules that refuse bots whatever robots.txt says. They reproduce the User-Agent only, not the
 * vendors' IP ranges, so every finding built on them says "UA-only probe".
 */

export const UA_ONLY = 'UA-only probe: it does not reproduce the vendor’s IP ranges';

export type ProbeVerdict = 'ok' | 'refused' | 'challenge' | 'stripped' | 'no_response' | 'rate_limited';

export interface ProbeReading {
  verdict: ProbeVerdict;
  status: number;
  /**
   * Score share for this bot: 1 ok, 0.5 stripped or no response, 0 refused or challenged; null when the probe
   * tells nothing (rate limited: HTTP 429 even after a paced retry, most likely the audit's own burst).
   */
  score: number | null;
  evidence: Evidence | null;
}

const isOk = (status: number): boolean => status >= 200 && status < 300;

/**
 * How one probe went, compared with what it should have been. With the browser's probe of the same target, any
 * other failure the bot got while the browser got the page (a 404, a 500, a redirect it could not follow) is a
 * refusal too.
 */
export function readProbe(
  probe: ReachabilityProbe,
  where: string,
  browser?: ReachabilityProbe,
): ProbeReading {
  const label = probe.target === 'page' ? 'the page' : 'llms.txt';
  if (probe.challenge) {
    return {
      verdict: 'challenge',
      status: probe.status,
      score: 0,
      evidence: {
        what: `${probe.agent} got a challenge page for ${label} (HTTP ${probe.status}; ${UA_ONLY})`,
        where,
        value: probe.status,
      },
    };
  }
  // 429 asks the client to slow down; Google treats it like a 5xx and retries later. One IP sending a dozen bot
  // User-Agents in a few seconds is what per-IP limits catch, and the real crawler never does that: inconclusive.
  if (probe.status === 429) {
    return {
      verdict: 'rate_limited',
      status: 429,
      score: null,
      evidence: {
        what: `${probe.agent} got HTTP 429 for ${label} even after a paced retry: rate limited, which says nothing about the real crawler (inconclusive; ${UA_ONLY})`,
        where,
        value: 429,
      },
    };
  }
  if (REFUSAL_STATUSES.has(probe.status)) {
    return {
      verdict: 'refused',
      status: probe.status,
      score: 0,
      evidence: {
        what: `${probe.agent} was refused ${label} with HTTP ${probe.status} (${UA_ONLY})`,
        where,
        value: probe.status,
      },
    };
  }
  if (browser !== undefined && isOk(browser.status) && probe.status !== 0 && !isOk(probe.status)) {
    return {
      verdict: 'refused',
      status: probe.status,
      score: 0,
      evidence: {
        what: `${probe.agent} got HTTP ${probe.status} for ${label} where a browser got HTTP ${browser.status} (${UA_ONLY})`,
        where,
        value: probe.status,
      },
    };
  }
  if (probe.status === 0) {
    return {
      verdict: 'no_response',
      status: 0,
      score: 0.5,
      evidence: {
        what: `${probe.agent} got no response for ${label}${probe.error ? ` (${probe.error})` : ''} (${UA_ONLY})`,
        where,
      },
    };
  }
  if (probe.smallerThanBrowser) {
    return {
      verdict: 'stripped',
      status: probe.status,
      score: 0.5,
      evidence: {
        what: `${probe.agent} got a much smaller ${label} than a browser (${probe.bytes} bytes; ${UA_ONLY})`,
        where,
        value: probe.bytes,
      },
    };
  }
  return { verdict: 'ok', status: probe.status, score: 1, evidence: null };
}

/** The probe for one agent and target, if one was made. */
export function probeFor(
  probes: readonly ReachabilityProbe[],
  agent: string,
  target: ReachabilityProbe['target'],
): ReachabilityProbe | undefined {
  const wanted = agent.toLowerCase();
  return probes.find((p) => p.target === target && p.agent.toLowerCase() === wanted);
}
