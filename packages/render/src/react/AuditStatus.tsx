import { useEffect, useRef, useState } from 'react';
import { toStatusView } from '../model/status.ts';
import { useRender } from './context.tsx';

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
 * An audit job's state: queued or running with progress (announced politely), or failed with the reason and
 * a retry button. Renders nothing once the job is complete.
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
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  if (view.state === 'complete') return null;

  const retry = () => {
    if (!onRetry || retrying) return;
    const outcome = onRetry();
    if (outcome && typeof (outcome as Promise<unknown>).then === 'function') {
      setRetrying(true);
      (outcome as Promise<unknown>).then(
        () => mounted.current && setRetrying(false),
        () => mounted.current && setRetrying(false),
      );
    }
  };

  if (view.state === 'failed') {
    return (
      <Card tone="critical">
        <div role="alert">
          <Stack gap="sm">
            <Text weight="bold" tone="critical">
              <Icon name={view.icon} /> {view.label}
            </Text>
            {view.detail ? <Text>{view.detail}</Text> : null}
          </Stack>
        </div>
        {onRetry ? (
          <Stack direction="row">
            <Button onClick={retry} disabled={retrying} busy={retrying}>
              {translator.t(retrying ? 'job.retrying' : 'job.retry')}
            </Button>
          </Stack>
        ) : null}
      </Card>
    );
  }

  return (
    <Card tone={view.tone}>
      <div role="status" aria-live="polite">
        <Stack gap="sm">
          <Stack direction="row" gap="sm">
            {view.busy ? <Spinner label={view.label} /> : <Icon name={view.icon} />}
            <Text weight="bold" as="span">
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
            <Text size="sm" muted>
              {view.detail}
            </Text>
          ) : null}
        </Stack>
      </div>
    </Card>
  );
}
