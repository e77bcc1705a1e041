import { createElement } from 'react';
import type { DocumentActionComponent } from 'sanity';
import { useTranslation } from 'sanity';
import { useRunAudit } from '../hooks/use-run-audit.ts';
import { GEO_AUDIT_NAMESPACE } from '../i18n/bundles.ts';

function GaugeIcon() {
  return createElement(
    'svg',
    {
      width: 25,
      height: 25,
      viewBox: '0 0 25 25',
      'aria-hidden': true,
      fill: 'none',
      stroke: 'currentColor',
    },
    createElement('path', { d: 'M5 17a7.5 7.5 0 1 1 15 0', strokeWidth: 1.2 }),
    createElement('path', { d: 'M12.5 17l3.5-5', strokeWidth: 1.2 }),
  );
}

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
