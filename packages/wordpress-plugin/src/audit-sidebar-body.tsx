import {
  awaitsRecheck,
  previousAudit,
  resultsLink,
  retryAhead,
  trendPoints,
} from '@geo-audit/core/constants';
import { AuditPanel, GeoAuditProvider } from '@geo-audit/render/react';
import { Button, ExternalLink, Notice, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { statusOf } from './record-to-render.ts';
import { renderTranslator } from './render-translator.ts';
import { retryTime } from './retry-time.ts';
import { settleSentence } from './settle-sentence.ts';
import { notAuditableText, notConfiguredText } from './setup-text.ts';
import { staleAnnouncement, staleNotice } from './stale-notice.ts';
import { PENDING_STATES, type PostAuditRecord } from './types.ts';
import { type Announcement, useAnnounceChange } from './use-announce-change.ts';
import type { PostAudit } from './use-post-audit.ts';
import { waitSentence } from './wait-sentence.ts';
import { wordpressSkin } from './wp-skin.tsx';

export interface AuditSidebarBodyProps {
  audit: PostAudit;
  /** Settings screen, for users who may configure the plugin. */
  settingsUrl?: string | null;
  /** The editor's locale, for the plural rules and numbers of render's strings and its built-in catalogues. */
  locale?: string;
}

/** When the plugin will try again by itself, in the editor's words; "shortly" once the time has passed. */
function retryText(retryAt: string | undefined, locale: string | undefined, recheck: boolean): string | null {
  if (!retryAt || Number.isNaN(Date.parse(retryAt))) return null;
  const ahead = retryAhead(retryAt);
  if (ahead === null) {
    return recheck
      ? __('Next check shortly. If the page is live now, re-run the audit.', 'geo-audit')
      : __('It will be tried again by itself shortly.', 'geo-audit');
  }
  const at = retryTime(ahead, locale);
  return recheck
    ? sprintf(
        /* translators: %s: a time of day, with its date before it when that is not today. */
        __('Next check at %s. If the page is live now, re-run the audit.', 'geo-audit'),
        at,
      )
    : sprintf(
        /* translators: %s: a time of day, with its date before it when that is not today. */
        __('It will be tried again automatically at %s.', 'geo-audit'),
        at,
      );
}

/** Why a pending audit does not move, when it has a stored problem: not started yet, or not confirmed. */
function waitingProblem(record: PostAuditRecord | null | undefined) {
  return record && PENDING_STATES.includes(record.state) && record.error ? record.error : null;
}

interface WaitNotice {
  label: string | null;
  text: string;
  /** What makes it another notice for screen readers: its state and problem, or the wait for edits it ends. */
  key: string;
  /** A wait for edits to settle is no problem: said as information, not as a warning. */
  status: 'info' | 'warning';
}

/**
 * The wait notice: a wait for edits to settle (render's card would say "Queued" of an audit no job exists for
 * yet), or a wait the plugin sits out by itself, each in one sentence worded as every host words it; any other
 * problem (a re-check of an unserved page, say) as its message as sent, and when the plugin goes on. A re-check
 * is labelled with the state's name, as the document panel and the posts list word it: render's card shows none
 * for it (nothing is queued for minutes), so it is said here, once. `null` when the audit does not wait.
 */
function waitNotice(
  record: PostAuditRecord | null | undefined,
  locale: string | undefined,
): WaitNotice | null {
  if (!record) return null;
  const settle = settleSentence(record, locale);
  if (settle) {
    // Each Update in a burst moves the start: the new time is said; "shortly" replacing it is not.
    return { label: null, text: settle, key: `settle\n${record.startsAt}`, status: 'info' };
  }
  const problem = waitingProblem(record);
  if (!problem) return null;
  const recheck = awaitsRecheck(record);
  const text =
    waitSentence(record, locale) ??
    [problem.message, retryText(problem.retryAt, locale, recheck)].filter(Boolean).join(' ');
  return {
    label: recheck ? __('Re-check scheduled', 'geo-audit') : null,
    text,
    key: ['wait', record.state, problem.code, problem.scope ?? '', problem.message].join('\n'),
    status: 'warning',
  };
}

/**
 * What the sidebar's notice says to screen readers, if it shows one. A wait is the same notice while its state
 * and problem stay (the retry time moves on every minute for the site's limit), another one when they change.
 */
function announcementOf(audit: PostAudit, locale: string | undefined): Announcement | null {
  // With an audit on screen, a failed refresh is the stale notice's to say (staleAnnouncement), not this one's.
  if (audit.loadError && !audit.view) {
    return { key: `error:${audit.loadError}`, message: audit.loadError, politeness: 'assertive' };
  }
  const view = audit.view;
  if (!view) return null;
  if (!view.configured) return { key: 'not-configured', message: notConfiguredText(), politeness: 'polite' };
  const notice = view.auditable ? waitNotice(view.record, locale) : null;
  if (!notice) return null;
  const { label, text, key } = notice;
  return { key, message: label ? `${label}: ${text}` : text, politeness: 'polite' };
}

/**
 * The sidebar's content: setup hints, the re-run button on top (the one run control in every state: render's own
 * retry is not used, so a failed audit does not offer two; focusable while busy) with what it caused right below
 * it, then the audit drawn by @geo-audit/render with the WordPress skin (score, verdict, modules, findings,
 * action plan, progress, trend).
 *
 * @example
 * ```tsx
 * <AuditSidebarBody audit={usePostAudit(postId)} settingsUrl={config.settingsUrl} />
 * ```
 */
export function AuditSidebarBody({ audit, settingsUrl, locale }: AuditSidebarBodyProps) {
  const { view, loadError, rerun, rerunning, rerunError } = audit;
  // The notices below say nothing themselves when they mount (spokenMessage={null}): this says a notice that
  // appears or changes while the sidebar is open, and not the one found on opening it.
  useAnnounceChange(announcementOf(audit, locale), view !== null || loadError !== null);
  // Shown with the audit only: a setup hint or an unauditable post has no audit to be older (staleNotice).
  const stale = staleNotice(audit, locale);
  useAnnounceChange(staleAnnouncement(audit, locale), view !== null);
  // Only when no audit was ever loaded does the error take the whole body: otherwise the last one stays.
  if (loadError && !view) {
    return (
      <Notice status="error" isDismissible={false} spokenMessage={null}>
        {loadError}
      </Notice>
    );
  }
  if (!view) {
    return (
      <p>
        <Spinner /> {__('Loading the GEO audit…', 'geo-audit')}
      </p>
    );
  }
  if (!view.configured) {
    return (
      <Notice status="warning" isDismissible={false} spokenMessage={null}>
        {notConfiguredText()}{' '}
        {settingsUrl ? (
          <ExternalLink href={settingsUrl}>{__('Open the settings', 'geo-audit')}</ExternalLink>
        ) : null}
      </Notice>
    );
  }
  if (!view.auditable) {
    return <p>{notAuditableText(view.notAuditableReason)}</p>;
  }
  const record = view.record;
  const recheck = awaitsRecheck(record);
  // Only an http(s) address becomes a link, whatever the stored record holds.
  const report = resultsLink(record?.resultsUrl);
  // A re-check waits minutes for the site: an editor who knows the page is live may audit it at once.
  const pending = record !== null && PENDING_STATES.includes(record.state) && !recheck;
  // Why a pending audit does not move: edits still settling, not started yet (waiting), or its job's status could
  // not be confirmed (queued or running, e.g. the hourly quota is used up); the panel below only says "Queued".
  const wait = waitNotice(record, locale);
  return (
    <div className="geo-audit-sidebar">
      {/* The run control first, by the notices it causes and the panel's status: "Queued" or a refusal appears
          right below the button that asked, in view, and the focus stays on the button (mounted in every state). */}
      {view.published ? (
        <p>
          <Button
            variant="secondary"
            onClick={() => void rerun()}
            isBusy={rerunning || pending}
            disabled={rerunning || pending}
            accessibleWhenDisabled
            __next40pxDefaultSize
          >
            {record ? __('Re-run audit', 'geo-audit') : __('Audit now', 'geo-audit')}
          </Button>
        </p>
      ) : null}
      {/* A refusal of the button's request: Notice speaks it (assertively, as an error) when it appears. */}
      {rerunError ? (
        <Notice status="error" isDismissible={false}>
          {rerunError}
        </Notice>
      ) : null}
      {/* A failed refresh: the audit below is the last one loaded, and the button still works. */}
      {stale ? (
        <Notice status="warning" isDismissible={false} spokenMessage={null}>
          {stale}
        </Notice>
      ) : null}
      {wait ? (
        <Notice status={wait.status} isDismissible={false} spokenMessage={null}>
          {wait.label ? <strong>{wait.label}: </strong> : null}
          {wait.text}
        </Notice>
      ) : null}
      {/* Mounted from the first answer on, with or without a record: render announces only what changes after
          it mounts, so the first result after a publish is said (even when no queued state was ever read),
          and opening a post that has one stays silent. */}
      <GeoAuditProvider skin={wordpressSkin} translator={renderTranslator(locale ?? 'en')}>
        <AuditPanel
          result={record?.result ?? null}
          previous={record ? previousAudit(record) : null}
          history={record ? trendPoints(record) : []}
          status={record ? statusOf(record) : undefined}
          headingLevel={3}
          title={__('Latest audit', 'geo-audit')}
          emptyText={
            view.published
              ? __('This post has not been audited yet.', 'geo-audit')
              : __('Publish the post to audit it: the audit runs on its public address.', 'geo-audit')
          }
        />
      </GeoAuditProvider>
      {report ? (
        <p>
          <ExternalLink href={report}>{__('Full report', 'geo-audit')}</ExternalLink>
        </p>
      ) : null}
    </div>
  );
}
