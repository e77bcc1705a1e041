import type { DocumentActionComponent } from 'sanity';
import { useTranslation } from 'sanity';
import { useRunAudit } from '../hooks/use-run-audit.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';
import { GaugeIcon } from './gauge-icon.tsx';

/** "Run GEO audit" in the document's action menu; only for published documents. */
export function createRunAuditAction(handlerUrl: string): DocumentActionComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per plugin configuration, not per render; Sanity passes actions no plugin options.
  const RunGeoAuditAction: DocumentActionComponent = (props) => {
    const { run, state } = useRunAudit(handlerUrl);
    const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
    return {
      label: state.status === 'running' ? t('action.running') : t('action.run'),
      icon: GaugeIcon,
      disabled: !props.published || state.status === 'running',
      title: state.status === 'error' ? t('action.error', { message: state.message }) : undefined,
      onHandle: () => {
        void run(props.id);
      },
    };
  };
  RunGeoAuditAction.displayName = 'RunGeoAuditAction';
  return RunGeoAuditAction;
}
