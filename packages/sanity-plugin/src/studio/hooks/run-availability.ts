import type { GeoAuditStringKey } from '../i18n/resources.ts';
import type { AuditView } from './audit-view.ts';
import { scheduledRecheck } from './recheck.ts';
import type { PublicUrlAnswer } from './use-public-url.ts';
import type { PublishWait } from './use-publish-wait.ts';

/**
 * Why a run cannot start now: `starting` (this request is on its way), `checking` (whether the document is
 * published, or has a page, is not known yet), `unpublished`, `noPage` (the URL rule gives none, so the
 * handler would answer no_public_url), `publishWait` (a publish's audit is on its way) or `underWay` (an audit
 * is queued or running).
 */
export type RunBlock = 'starting' | 'checking' | 'unpublished' | 'noPage' | 'publishWait' | 'underWay';

export interface RunFacts {
  /** Whether the document has a published version; null until Sanity answers. */
  published: boolean | null;
  address: PublicUrlAnswer;
  publishWait: PublishWait;
  audit: AuditView | null;
  /** Whether this entry point's own run request is on its way. */
  starting: boolean;
}

/**
 * The one decision of whether a run may start, which the inspector, the document action and the tool's rows
 * all take, so none starts an audit another refuses: null when it may, else why not.
 *
 * @example
 * ```ts
 * runBlock({ published: true, address: 'none', publishWait: 'none', audit: null, starting: false }); // 'noPage'
 * ```
 */
export function runBlock({ published, address, publishWait, audit, starting }: RunFacts): RunBlock | null {
  if (starting) return 'starting';
  if (published === null || address === 'pending') return 'checking';
  if (!published) return 'unpublished';
  if (address === 'none') return 'noPage';
  if (publishWait === 'awaiting') return 'publishWait';
  // A scheduled re-check waits for its time, and a run is how an editor says "now".
  const underWay =
    audit && !scheduledRecheck(audit) && ['waiting', 'queued', 'running'].includes(audit.state);
  return underWay ? 'underWay' : null;
}

/** The sentence that says why, for a disabled control's tooltip and its screen-reader description. */
export function runBlockKey(block: RunBlock): GeoAuditStringKey {
  return `run.blocked.${block}`;
}
