import { useEffect, useRef, useState } from 'react';
import { toStatusView } from '../model/status.ts';
import { useRender } from './context.tsx';
import { useFocusRescue } from './use-focus-rescue.ts';

export interface AuditStatusProps {
  /** The job status as the status endpoint (or the host's API) returns it; read tolerantly. */
  status: unknown;
  /**
   * Called when the editor asks to run a failed audit again. Without it no retry button is shown. When it
   * returns a promise, the button stays busy until the promise settles.
   */
  onRetry?: () => unknown;
}

/**
 * An audit job's state as a card: queued or running with progress, or failed with the reason and a retry
 * button. Renders nothing once the job is complete. The card is not a live region (one created with its
 * text already in it is not reliably read): {@link AuditPanel} announces state changes in its own
 * always-mounted region. When the retry button goes away (the job is queued) or turns busy, keyboard focus
 * moves to the card instead of falling to the top of the page.
 *
 * @example
 * ```tsx
 * <AuditStatus status={{ job_id: 'j1', status: 'failed', error: { message: 'Page returned 404' } }}
 *   onRetry={() => startAudit(url)} />
 * ```
 */
export function AuditStatus({ status, onRetry }: AuditStatusProps) {
  const { skin, translator } = useRender();
  const { Button, Card, Progress, Spinner, Stack, Text, Icon } = skin;
  const view = toStatusView(status, translator);
  const [retrying, setRetrying] = useState(false);
  const mounted = useRef(true);
  const box = useRef<HTMLDivElement>(null);
  const keepFocus = useFocusRescue(box);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  if (view.state === 'complete') return null;

  const retry = () => {
    if (!onRetry || retrying) return;
    keepFocus();
    const outcome = onRetry();
    if (outcome && typeof (outcome as Promise<unknown>).then === 'function') {
      setRetrying(true);
      (outcome as Promise<unknown>).then(
        () => mounted.current && setRetrying(false),
        () => mounted.current && setRetrying(false),
      );
    }
  };

  const failed = view.state === 'failed';
  return (
    // The same element in every state, so focus moved here survives failed → queued → running.
    <div ref={box} tabIndex={-1} className="geo-status" data-geo-status="">
      <Card tone={view.tone}>
        <Stack gap="sm">
          <Stack direction="row" gap="sm">
            {/* The label is written next to the spinner, so the spinner is decorative. */}
            {view.busy ? <Spinner /> : <Icon name={view.icon} />}
            <Text weight="bold" as="span" tone={failed ? 'critical' : undefined}>
              {view.label}
            </Text>
            {view.progressText ? (
              <Text as="span" muted>
                {view.progressText}
              </Text>
            ) : null}
          </Stack>
          {view.busy ? (
            <Progress
              value={view.progress}
              label={translator.t('job.progressLabel')}
              valueText={view.progressText ?? undefined}
            />
          ) : null}
          {view.detail ? (
            <Text size={failed ? 'md' : 'sm'} muted={!failed}>
              {view.detail}
            </Text>
          ) : null}
          {failed && onRetry ? (
            <Stack direction="row">
              <Button onClick={retry} disabled={retrying} busy={retrying}>
                {translator.t(retrying ? 'job.retrying' : 'job.retry')}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      </Card>
    </div>
  );
}
