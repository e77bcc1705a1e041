import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import {
  store as editorStore,
  PluginDocumentSettingPanel,
  PluginPrePublishPanel,
  PluginSidebar,
  PluginSidebarMoreMenuItem,
} from '@wordpress/editor';
import { __ } from '@wordpress/i18n';
import { useEffect, useRef } from 'react';
import { AuditSidebarBody } from './audit-sidebar-body.tsx';
import { ScoreSummary } from './score-summary.tsx';
import { usePostAudit } from './use-post-audit.ts';

export const SIDEBAR_NAME = 'geo-audit-sidebar';

interface EditorConfig {
  configured?: boolean;
  settingsUrl?: string | null;
}

function editorConfig(): EditorConfig {
  return (globalThis as { geoAuditEditor?: EditorConfig }).geoAuditEditor ?? {};
}

/**
 * The block editor integration: a sidebar with the whole audit, a document panel and a pre-publish panel
 * with the latest score. Reloads after each save, so a publish shows the new audit without a page reload.
 */
export function GeoAuditPlugin() {
  const { postId, saving } = useSelect((select) => {
    const editor = select(editorStore);
    return {
      postId: editor.getCurrentPostId() as number | null,
      saving: editor.isSavingPost() && !editor.isAutosavingPost(),
    };
  }, []);
  const audit = usePostAudit(typeof postId === 'number' ? postId : null);
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !saving) void audit.reload();
    wasSaving.current = saving;
  }, [saving, audit.reload]);
  // The editor's sidebars are "complementary areas" of the interface store (scope 'core' since WP 6.6).
  const { enableComplementaryArea } = useDispatch('core/interface') as {
    enableComplementaryArea: (scope: string, name: string) => void;
  };
  const { settingsUrl } = editorConfig();
  const locale = document.documentElement.lang || 'en';
  const title = __('GEO audit', 'geo-audit');
  return (
    <>
      <PluginSidebarMoreMenuItem target={SIDEBAR_NAME}>{title}</PluginSidebarMoreMenuItem>
      <PluginSidebar name={SIDEBAR_NAME} title={title} icon="chart-bar">
        <div className="geo-audit-sidebar-body" style={{ padding: 16 }}>
          <ScoreSummary view={audit.view} />
          <AuditSidebarBody audit={audit} settingsUrl={settingsUrl} locale={locale} />
        </div>
      </PluginSidebar>
      <PluginDocumentSettingPanel name="geo-audit-panel" title={title}>
        <ScoreSummary view={audit.view} />
        <Button
          variant="secondary"
          onClick={() => enableComplementaryArea('core', `geo-audit/${SIDEBAR_NAME}`)}
          __next40pxDefaultSize
        >
          {__('Open the full audit', 'geo-audit')}
        </Button>
      </PluginDocumentSettingPanel>
      <PluginPrePublishPanel title={title} initialOpen>
        <ScoreSummary view={audit.view} />
        <p>
          {__(
            'Publishing starts a new GEO audit in the background; the score appears here when it is done.',
            'geo-audit',
          )}
        </p>
      </PluginPrePublishPanel>
    </>
  );
}
