import { awaitsRecheck, resultsLink } from '@geo-audit/core/constants';
import { AuditPanel, GeoAuditProvider } from '@geo-audit/render/react';
import { Button, ExternalLink, Notice, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { previousOf, statusOf, trendOf } from './record-to-render.ts';
import { renderTranslator } from './render-translator.ts';
import { PENDING_STATES } from './types.ts';
import type { PostAudit } from './use-post-audit.ts';
import { timeOfDay, waitSentence } from './wait-sentence.ts';
import { wordpressSkin } from './wp-skin.tsx';

export interface AuditSidebarBodyProps {
  audit: PostAudit;
  /** Settings screen, for users who may configure the plugin. */
  settingsUrl?: string | null;
  /** The editor's locale, for the plural rules and numbers of render's strings and its built-in catalogues. */
  locale?: string;
}

/** When the plugin will try again by itself, in the editor's words. */
function retryText(retryAt: string | undefined, locale: string | undefined, recheck: boolean): string | null {
  if (!retryAt) return null;
  const time = new Date(retryAt);
  if (Number.isNaN(time.getTime())) return null;
  const at = timeOfDay(retryAt, locale);
  return recheck
    ? sprintf(
        /* translators: %s: a time of day. */
        __('Next check at %s. If the page is live now, re-run the audit.', 'geo-audit'),
        at,
      )
    : sprintf(
        /* translators: %s: a time of day. */
        __('It will be tried again automatically at %s.', 'geo-audit'),
        at,
      );
}

/**
 * The sidebar's content: setup hints, the audit drawn by @geo-audit/render with the WordPress skin (score,
 * verdict, modules, findings, action plan, progress, trend), and the re-run button: the one run control in
 * every state (render's own retry is not used, so a failed audit does not offer two), focusable while busy.
 *
 * @example
 * ```tsx
 * <AuditSidebarBody audit={usePostAudit(postId)} settingsUrl={config.settingsUrl} />
 * ```
 */
export function AuditSidebarBody({ audit, settingsUrl, locale }: AuditSidebarBodyProps) {
  const { view, loadError, rerun, rerunning } = audit;
  if (loadError) {
    return (
      <Notice status="error" isDismissible={false}>
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
      <Notice status="warning" isDismissible={false}>
        {__(
          'GEO Audit is not configured yet: an administrator sets the API under Settings → GEO Audit.',
          'geo-audit',
        )}{' '}
        {settingsUrl ? (
          <ExternalLink href={settingsUrl}>{__('Open the settings', 'geo-audit')}</ExternalLink>
        ) : null}
      </Notice>
    );
  }
  if (!view.auditable) {
    return (
      <p>
        {view.notAuditableReason === 'password_protected'
          ? __(
              'Password-protected posts are not audited: the GEO Audit API would only see the password form. Remove the password to audit the post.',
              'geo-audit',
            )
          : __(
              'Posts of this type are not audited. An administrator can change that in the settings.',
              'geo-audit',
            )}
      </p>
    );
  }
  const record = view.record;
  const recheck = awaitsRecheck(record);
  // Only an http(s) address becomes a link, whatever the stored record holds.
  const report = resultsLink(record?.resultsUrl);
  // A re-check waits minutes for the site: an editor who knows the page is live may audit it at once.
  const pending = record !== null && PENDING_STATES.includes(record.state) && !recheck;
  // Why a pending audit does not move: not started yet (waiting), or its job's status could not be confirmed
  // (queued or running, e.g. the hourly quota is used up); the panel below only says "Queued".
  const waitingReason = record && PENDING_STATES.includes(record.state) && record.error ? record.error : null;
  // A wait the plugin sits out by itself is one sentence, worded as every host words it; any other problem
  // (a re-check of an unserved page, say) is its message as sent.
  const wait = waitSentence(record, locale);
  return (
    <div className="geo-audit-sidebar">
      {waitingReason ? (
        <Notice status="warning" isDismissible={false}>
          {/* The state's name, as the document panel and the posts list word it: render's card shows none for a
              re-check (nothing is queued for minutes), so it is said here, once. */}
          {recheck ? <strong>{__('Re-check scheduled', 'geo-audit')}: </strong> : null}
          {wait ?? (
            <>
              {waitingReason.message} {retryText(waitingReason.retryAt, locale, recheck)}
            </>
          )}
        </Notice>
      ) : null}
      {/* Mounted from the first answer on, with or without a record: render announces only what changes after
          it mounts, so the first result after a publish is said (even when no queued state was ever read),
          and opening a post that has one stays silent. */}
      <GeoAuditProvider skin={wordpressSkin} translator={renderTranslator(locale ?? 'en')}>
        <AuditPanel
          result={record?.result ?? null}
          previous={record ? previousOf(record) : null}
          history={record ? trendOf(record) : []}
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
      {report ? (
        <p>
          <ExternalLink href={report}>{__('Full report', 'geo-audit')}</ExternalLink>
        </p>
      ) : null}
    </div>
  );
}
