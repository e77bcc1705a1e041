import { Tooltip } from '@sanity/ui/tooltip';
import { type CSSProperties, type ReactElement, useId } from 'react';
import { useTranslation } from 'sanity';
import type { RunBlock } from '../hooks/run-availability.ts';
import { runBlockKey } from '../hooks/run-availability.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * How an unavailable run control looks. It is `aria-disabled`, not `disabled` (which drops the keyboard focus),
 * and @sanity/ui styles only `disabled` as unavailable: without this it looked ready, and a click did nothing.
 */
export const unavailableLook: CSSProperties = { opacity: 0.5, cursor: 'not-allowed' };

/**
 * Why a run control is unavailable: a tooltip on hover and keyboard focus, and the same sentence as the
 * control's description, which a screen reader reads with its name (the control is `aria-disabled`, so it
 * stays focusable). `children` gets the description's id to pass as `aria-describedby`.
 *
 * @example
 * ```tsx
 * <BlockedReason block={block}>{(describedBy) => <Button aria-disabled={block !== null} aria-describedby={describedBy} />}</BlockedReason>
 * ```
 */
export function BlockedReason({
  block,
  children,
}: {
  block: RunBlock | null;
  children: (describedBy: string | undefined) => ReactElement;
}) {
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  const id = useId();
  const reason = block ? t(runBlockKey(block)) : null;
  return (
    <>
      <Tooltip content={reason} disabled={!reason} portal placement="top">
        {children(reason ? id : undefined)}
      </Tooltip>
      {reason ? (
        <span id={id} style={visuallyHidden}>
          {reason}
        </span>
      ) : null}
    </>
  );
}
