/**
 * What agent discovery reports per signal, and how a response that is not a document reads. Informational: nothing
 * here scores, and a probe that failed says "unknown", never "missing".
 */
import type { DiscoveryFetch } from '../../artifacts.ts';
import { parseContentType } from '../../fetch/decode.ts';
import { startsLikeHtml } from '../../gather/text-document.ts';

/** found: present and valid; absent: not there; invalid: there but unusable; unknown: the probe told nothing. */
export type DiscoveryStatus = 'found' | 'absent' | 'invalid' | 'unknown';

/** One discovery signal: `detected` is `status === 'found'`; `url` is what answered (null when nothing was asked). */
// A type, not an interface: the module's record of them must fit core's loose (index-signature) schema type.
export type DiscoverySignal = {
  detected: boolean;
  status: DiscoveryStatus;
  url: string | null;
  evidence: string;
};

/** Builds a signal; `detected` follows from the status. */
export function signal(status: DiscoveryStatus, url: string | null, evidence: string): DiscoverySignal {
  return { detected: status === 'found', status, url, evidence };
}

/** A body's size for evidence: bytes under 1 KiB, else KiB. */
export function sizeOf(text: string): string {
  const bytes = Buffer.byteLength(text);
  return bytes < 1024 ? `${bytes} bytes` : `${Math.round(bytes / 1024)} KiB`;
}

/** The URL a response came from, after redirects. */
export function answeredUrl(resource: DiscoveryFetch): string {
  return resource.finalUrl || resource.url;
}

/** The Content-Type essence of a response (`''` when none came). */
export function essenceOf(resource: DiscoveryFetch): string {
  return parseContentType(resource.headers['content-type']).essence;
}

// Answers that say nothing about whether the file exists: refusals, rate limits, server errors.
function inconclusive(status: number): boolean {
  return status === 401 || status === 403 || status === 429 || status >= 500;
}

/**
 * The signal for a response that did not deliver a body to judge (not asked, no answer, an error status), or
 * `null` when it is a 2xx worth reading. `asked` says what was asked, for the evidence.
 *
 * @example
 * unanswered(artifacts.discovery?.a2a_agent_card, 'the A2A agent card')?.status; // 'absent' for a 404
 */
export function unanswered(resource: DiscoveryFetch | undefined, asked: string): DiscoverySignal | null {
  if (resource === undefined) {
    return signal('unknown', null, `${asked} was not asked for (no page to audit, or an audit from before)`);
  }
  const url = answeredUrl(resource);
  if (resource.unfinished === true) {
    return signal('unknown', url, `the time for discovery ran out before ${asked} answered`);
  }
  if (resource.status === 0) {
    return signal(
      'unknown',
      url,
      `no answer: ${resource.error ?? resource.errorCode ?? 'the request failed'}`,
    );
  }
  if (inconclusive(resource.status)) {
    return signal(
      'unknown',
      url,
      `HTTP ${resource.status}: refused or failing, so whether it exists is not known`,
    );
  }
  if (resource.status < 200 || resource.status > 299) return signal('absent', url, `HTTP ${resource.status}`);
  return null;
}

/** Whether a 2xx body is an HTML page (the site's catch-all or soft-404 page), whatever its Content-Type says. */
export function isHtmlAnswer(resource: DiscoveryFetch): boolean {
  return essenceOf(resource).includes('html') || startsLikeHtml(resource.body);
}
