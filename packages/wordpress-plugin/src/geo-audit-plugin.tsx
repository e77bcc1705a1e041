import { pollDelay } from '@geo-audit/render/react';
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
import { useCallback, useEffect, useRef } from 'react';
import { AuditSidebarBody } from './audit-sidebar-body.tsx';
import { ScoreSummary } from './score-summary.tsx';
import { SidebarRegion } from './sidebar-region.tsx';
import { staleAnnouncement, staleNotice } from './stale-notice.ts';
import { useAnnounceChange } from './use-announce-change.ts';
import { usePostAudit } from './use-post-audit.ts';
import { editorLocale } from './verdict-text.ts';

export const SIDEBAR_NAME = 'geo-audit-sidebar';
// The editor's sidebars are "complementary areas" of the interface store (scope 'core' since WP 6.6).
const SIDEBAR_AREA = `geo-audit/${SIDEBAR_NAME}`;

interface InterfaceSelectors {
  getActiveComplementaryArea: (scope: string) => string | null | undefined;
}

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
  const { postId, saving, sidebarOpen } = useSelect((select) => {
    const editor = select(editorStore);
    const area = select('core/interface') as unknown as InterfaceSelectors;
    return {
      postId: editor.getCurrentPostId() as number | null,
      saving: editor.isSavingPost() && !editor.isAutosavingPost(),
      sidebarOpen: area.getActiveComplementaryArea('core') === SIDEBAR_AREA,
    };
  }, []);
  // While the sidebar is open, render's panel in it announces the outcome; speak() would say it twice.
  const audit = usePostAudit(typeof postId === 'number' ? postId : null, pollDelay, !sidebarOpen);
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !saving) void audit.reload();
    wasSaving.current = saving;
  }, [saving, audit.reload]);
  const { enableComplementaryArea } = useDispatch('core/interface') as {
    enableComplementaryArea: (scope: string, name: string) => void;
  };
  // "Open the full audit" replaces the sidebar that holds the button, which would drop the focus to the page
  // body: it goes to the GEO audit sidebar's named region instead, once that is on the page (a callback ref,
  // as the editor mounts the sidebar's content through a slot, in a later commit).
  const focusRequested = useRef(false);
  const sidebarBody = useCallback((node: HTMLElement | null) => {
    if (node && focusRequested.current) {
      focusRequested.current = false;
      node.focus();
    }
  }, []);
  const { settingsUrl } = editorConfig();
  const locale = editorLocale();
  // The sidebar's rule and words, so no panel shows the audit loaded before without saying so.
  const stale = staleNotice(audit, locale);
  // The panels' notice appears with no sound of its own (spokenMessage={null}); said here, once per run of
  // failures. While the sidebar is open its own notice says it, so this keeps quiet then, as usePostAudit does.
  useAnnounceChange(staleAnnouncement(audit, locale), audit.view !== null, !sidebarOpen);
  const title = __('GEO audit', 'geo-audit');
  return (
    <>
      <PluginSidebarMoreMenuItem target={SIDEBAR_NAME}>{title}</PluginSidebarMoreMenuItem>
      <PluginSidebar name={SIDEBAR_NAME} title={title} icon="chart-bar">
        <SidebarRegion label={title} focusRef={sidebarBody}>
          {/* No score line here: render's panel says the score, the state and "not audited yet" once. */}
          <AuditSidebarBody audit={audit} settingsUrl={settingsUrl} locale={locale} />
        </SidebarRegion>
      </PluginSidebar>
      <PluginDocumentSettingPanel name="geo-audit-panel" title={title}>
        <ScoreSummary view={audit.view} locale={locale} stale={stale} />
        <Button
          variant="secondary"
          onClick={() => {
            enableComplementaryArea('core', SIDEBAR_AREA);
            focusRequested.current = true;
          }}
          __next40pxDefaultSize
        >
          {__('Open the full audit', 'geo-audit')}
        </Button>
      </PluginDocumentSettingPanel>
      <PluginPrePublishPanel title={title} initialOpen>
        {/* No "audited when you publish it" above the sentence below, which says so with where the score appears. */}
        <ScoreSummary view={audit.view} locale={locale} stale={stale} promise={false} />
        {/* Promised only when an audit will start: not for a plugin not set up, a password or a type not audited. */}
        {audit.view?.configured && audit.view.auditable ? (
          <p>
            {__(
              'Publishing starts a GEO audit in the background; when it is done, its score appears in the GEO audit sidebar and in the GEO audit panel of the post settings.',
              'geo-audit',
            )}
          </p>
        ) : null}
      </PluginPrePublishPanel>
    </>
  );
}
