import { Button, Spinner } from '@sanity/ui';
import { useTranslation } from 'sanity';
import type { UrlFor } from '../../shared/public-url.ts';
import { BlockedReason, unavailableLook } from '../components/blocked-reason.tsx';
import type { ListedAudit } from '../hooks/use-audit.ts';
import { usePublishedDocument } from '../hooks/use-published-document.ts';
import { useRunAvailability } from '../hooks/use-run-availability.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';

/**
 * A row's "Re-run": unavailable, with the reason, whenever the inspector's run would be (the same decision on
 * the same facts: the published version, its page address, a publish seen while the tool is open, the
 * audit's state).
 */
export function RerunButton({
  audit,
  urlFor,
  rerunning,
  onRerun,
}: {
  audit: ListedAudit;
  urlFor: UrlFor | undefined;
  /** Whether this row's re-run request is on its way. */
  rerunning: boolean;
  onRerun: (documentId: string) => void;
}) {
  const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
  // A document that is gone, or only a draft, has no type to read: it answers as unpublished.
  const published = usePublishedDocument(audit.documentId, audit.documentType);
  const { block } = useRunAvailability(published, urlFor, audit, rerunning);
  return (
    <BlockedReason block={block === 'starting' ? null : block}>
      {(describedBy) => (
        // aria-disabled and a spinner icon, not `disabled` or `loading` (which disables too): a disabled button
        // drops the keyboard focus to the page body, as it did in the running Studio.
        <Button
          mode="ghost"
          fontSize={1}
          text={t('tool.rerun')}
          aria-label={t('tool.rerun.label', { url: audit.url })}
          aria-disabled={block !== null}
          aria-describedby={describedBy}
          style={block ? unavailableLook : undefined}
          icon={rerunning ? Spinner : undefined}
          onClick={() => {
            if (!block) onRerun(audit.documentId);
          }}
        />
      )}
    </BlockedReason>
  );
}
