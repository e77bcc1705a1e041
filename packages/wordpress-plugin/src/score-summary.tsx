import { awaitsRecheck } from '@geo-audit/core/constants';
import { Notice, Spinner } from '@wordpress/components';
import { createInterpolateElement } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { settleSentence } from './settle-sentence.ts';
import { notAuditableText, notConfiguredText } from './setup-text.ts';
import type { PostAuditView } from './types.ts';
import { verdictText } from './verdict-text.ts';
import { waitSentence } from './wait-sentence.ts';

const STATE_LABELS: Record<string, () => string> = {
  waiting: () => __('Audit scheduled', 'geo-audit'),
  queued: () => __('Audit queued', 'geo-audit'),
  running: () => __('Audit running', 'geo-audit'),
  failed: () => __('Audit failed', 'geo-audit'),
};

/**
 * One line for the document panel and the pre-publish check: the latest score in words and numbers
 * (never colour alone) and the state of a pending or failed audit, with why it waits when the plugin sits out
 * a problem (the sidebar's wait sentence), and the sidebar's notice when the audit shown is the one loaded
 * before a failed refresh, as the panel is often the only GEO view open. The sidebar has none:
 * render's panel says the score and state there, and its notice the reason.
 *
 * @example
 * ```tsx
 * <ScoreSummary view={audit.view} locale="en" stale={staleNotice(audit, 'en')} />
 * ```
 */
export function ScoreSummary({
  view,
  locale,
  stale = null,
  promise = true,
}: {
  view: PostAuditView | null;
  locale?: string;
  /** The sidebar's notice that this is the audit loaded before (`staleNotice`), when it is. */
  stale?: string | null;
  /**
   * Whether a draft never audited says it is audited on publish: the pre-publish panel says so in its own
   * sentence, with where the score then appears, and would say it twice.
   */
  promise?: boolean;
}) {
  if (!view) return <Spinner />;
  // Above the score it qualifies, as in the sidebar. The Notice says nothing as it mounts (each render of a
  // panel would): GeoAuditPlugin speaks it once when it appears.
  const staleLine = stale ? (
    <Notice status="warning" isDismissible={false} spokenMessage={null} className="geo-audit-stale">
      {stale}
    </Notice>
  ) : null;
  // The sidebar's words: a panel that said "audited when you publish it" here would promise an audit that
  // never runs.
  if (!view.configured) return <p>{notConfiguredText()}</p>;
  if (!view.auditable) return <p>{notAuditableText(view.notAuditableReason)}</p>;
  const record = view.record;
  if (!record) {
    const unaudited = view.published
      ? __('Not audited yet.', 'geo-audit')
      : promise
        ? __('This post is audited when you publish it.', 'geo-audit')
        : null;
    return (
      <>
        {staleLine}
        {unaudited ? <p>{unaudited}</p> : null}
      </>
    );
  }
  const recheck = awaitsRecheck(record);
  const stateLabel = recheck
    ? __('Re-check scheduled', 'geo-audit')
    : (STATE_LABELS[record.state]?.() ?? null);
  // A wait for edits to settle or on a problem (the API down, the quota used up) is not under way either: the
  // reason and when it goes on, no spinner.
  const wait = recheck ? null : (settleSentence(record, locale) ?? waitSentence(record, locale));
  return (
    <div className="geo-audit-summary">
      {staleLine}
      {record.geoScore !== null ? (
        <p>
          {createInterpolateElement(
            sprintf(
              /* translators: 1: GEO score from 0 to 100, 2: verdict such as "Good". Keep <score></score> around the score: it is shown in bold. */
              __('<score>%1$d</score> of 100 · %2$s', 'geo-audit'),
              record.geoScore,
              verdictText(record.geoScore, record.verdict),
            ),
            { score: <strong data-testid="geo-score" /> },
          )}
        </p>
      ) : null}
      {stateLabel ? (
        <p className="geo-audit-state">
          {/* A re-check is minutes away, not under way: no spinner. */}
          {record.state === 'failed' || recheck || wait ? null : <Spinner />}
          {stateLabel}
          {record.state === 'failed' && record.error ? `: ${record.error.message}` : null}
          {wait ? `: ${wait}` : null}
        </p>
      ) : null}
    </div>
  );
}
