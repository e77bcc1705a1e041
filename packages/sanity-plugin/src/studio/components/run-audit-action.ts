import { useToast } from '@sanity/ui/toast';
import type { DocumentActionComponent } from 'sanity';
import { getPublishedId, useTranslation } from 'sanity';
import type { UrlFor } from '../../shared/public-url.ts';
import { runBlockKey } from '../hooks/run-availability.ts';
import { useAudit } from '../hooks/use-audit.ts';
import { useRunAudit } from '../hooks/use-run-audit.ts';
import { useRunAvailability } from '../hooks/use-run-availability.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import { runFailureMessage } from '../i18n/run-failure-message.ts';
import { isInspectorOpen } from '../inspector/open-inspectors.ts';
import { GaugeIcon } from './gauge-icon.tsx';

/**
 * "Run GEO audit" in the document's action menu. It is unavailable when the inspector's run would be (a draft,
 * no page address by `urlFor`, a publish whose audit is on its way, an audit under way), with the reason as
 * its title, which the menu shows as the disabled item's tooltip. The outcome is a toast, as
 * Sanity's own actions report theirs: the menu closes on click and never shows an action's `title`, so an
 * error there went unseen. A started audit gets no toast while the GEO audit inspector shows the document:
 * its panel says "queued" and then the score, and the handler may answer only after that, when an assertive
 * "started" toast would cut off the score and tell the editor, too late, that the audit had begun.
 *
 * @example
 * ```ts
 * defineConfig({ document: { actions: (prev) => [...prev, createRunAuditAction('https://example.com/api/geo-audit')] } });
 * ```
 */
export function createRunAuditAction(handlerUrl: string, urlFor?: UrlFor): DocumentActionComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per plugin configuration, not per render; Sanity passes actions no plugin options.
  const RunGeoAuditAction: DocumentActionComponent = (props) => {
    const { run, state } = useRunAudit(handlerUrl);
    const { audit } = useAudit(props.id);
    // Sanity hands actions the published version it already follows: no subscription of our own.
    const { block } = useRunAvailability(props.published, urlFor, audit, state.status === 'running');
    const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
    const toast = useToast();
    return {
      label: state.status === 'running' ? t('action.running') : t('action.run'),
      icon: GaugeIcon,
      disabled: block !== null,
      ...(block && block !== 'starting' ? { title: t(runBlockKey(block)) } : {}),
      onHandle: () => {
        // The menu does not call a disabled action; a shortcut or another caller might.
        if (block) return;
        void run(props.id).then((outcome) => {
          if (outcome.status === 'done' && isInspectorOpen(getPublishedId(props.id))) return;
          toast.push(
            outcome.status === 'done'
              ? // A handler that answers after the audit finished: "started … appears when done" would be out of date.
                outcome.complete
                ? {
                    status: 'success',
                    title: t('run.completed'),
                    description: t('run.completed.description'),
                  }
                : { status: 'success', title: t('run.started'), description: t('run.started.description') }
              : {
                  status: 'error',
                  title: t('run.error.title'),
                  description: runFailureMessage(t, outcome),
                  // An error stays longer, and can be closed: its sentence says what to do, which takes time to read.
                  closable: true,
                  duration: 15_000,
                },
          );
        });
      },
    };
  };
  RunGeoAuditAction.displayName = 'RunGeoAuditAction';
  return RunGeoAuditAction;
}
