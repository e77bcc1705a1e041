import { defineDocumentInspector, definePlugin, useTranslation } from 'sanity';
import type { UrlFor } from '../shared/public-url.ts';
import { GaugeIcon } from './components/gauge-icon.tsx';
import { GeoScoreBadge } from './components/geo-score-badge.ts';
import { createRunAuditAction } from './components/run-audit-action.ts';
import { GEO_AUDIT_NAMESPACE, geoAuditLocaleBundles } from './i18n/bundles.ts';
import { createGeoAuditInspector } from './inspector/geo-audit-inspector.tsx';
import { createGeoAuditResultType } from './schema/result-type.ts';
import { createGeoAuditTool } from './tool/geo-audit-tool.tsx';

/** Options of the {@link geoAudit} plugin. */
export interface GeoAuditPluginOptions {
  /**
   * The public URL of the `createGeoAuditHandler` handler. Enables "Run GEO audit" (document action, tool and
   * inspector); the handler checks the editor's Sanity token, so no GEO key reaches the browser.
   */
  handlerUrl?: string;
  /** Document types that get the badge, action and inspector. Default: every type but the plugin's own. */
  documentTypes?: string[];
  /**
   * The handler's `urlFor`, shared (import the same function in both places). It is called in the browser with
   * the whole published document, so it must not need the server. With it, the inspector says up front that a
   * document without a page (no slug yet) cannot be audited, and neither it, the document action nor the tool's
   * row offers a run the handler would refuse.
   */
  urlFor?: UrlFor;
}

/** Name of the document inspector; open it with the URL parameter `inspect=geo-audit`. */
export const GEO_AUDIT_INSPECTOR = 'geo-audit';

/**
 * GEO audit scores in Sanity Studio: the "GEO audits" tool (every audited document with score, verdict and
 * trend, filterable, sortable, re-runnable), a document inspector with the full audit, a score badge, a
 * "Run GEO audit" action, the `geoAudit.result` companion type and en-US/de-DE strings. Results are written
 * by the server handler (`sanity-plugin-geo-audit/handler`) and appear live.
 *
 * @example
 * ```ts
 * import { defineConfig } from 'sanity';
 * import { structureTool } from 'sanity/structure';
 * import { geoAudit } from 'sanity-plugin-geo-audit';
 *
 * export default defineConfig({
 *   projectId: 'abc123',
 *   dataset: 'production',
 *   plugins: [structureTool(), geoAudit({ handlerUrl: 'https://www.example.com/api/geo-audit', documentTypes: ['post'] })],
 *   schema: { types: [post] },
 * });
 * ```
 */
// biome-ignore lint/suspicious/noConfusingVoidType: Sanity's own plugins type optional options as `| void`, so `geoAudit()` needs no argument.
export const geoAudit = definePlugin<GeoAuditPluginOptions | void>((options) => {
  const handlerUrl = options?.handlerUrl;
  const resultType = createGeoAuditResultType(options?.documentTypes);
  const applies = (type: string) =>
    type !== resultType.name && (!options?.documentTypes || options.documentTypes.includes(type));
  const RunAuditAction = handlerUrl ? createRunAuditAction(handlerUrl, options?.urlFor) : null;
  const inspector = defineDocumentInspector({
    name: GEO_AUDIT_INSPECTOR,
    useMenuItem: () => {
      const { t } = useTranslation(GEO_AUDIT_NAMESPACE);
      return { icon: GaugeIcon, title: t('inspector.title') };
    },
    component: createGeoAuditInspector(handlerUrl, options?.urlFor),
  });
  return {
    name: 'sanity-plugin-geo-audit',
    schema: { types: [resultType] },
    i18n: { bundles: geoAuditLocaleBundles },
    tools: [
      {
        name: 'geo-audits',
        title: 'GEO audits',
        icon: GaugeIcon,
        component: createGeoAuditTool(handlerUrl, options?.urlFor),
      },
    ],
    document: {
      badges: (previous, context) => (applies(context.schemaType) ? [...previous, GeoScoreBadge] : previous),
      actions: (previous, context) =>
        RunAuditAction && applies(context.schemaType) ? [...previous, RunAuditAction] : previous,
      inspectors: (previous, context) =>
        applies(context.documentType) ? [...previous, inspector] : previous,
    },
  };
});
