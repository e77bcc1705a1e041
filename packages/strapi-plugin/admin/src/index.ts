import { createElement } from 'react';
import { hasDraftAndPublish, isAuditable, type LayoutOptions } from './auditable.ts';
import { GeoAuditSidePanel } from './components/AuditSidePanel.tsx';
import { ScoreCell } from './components/ScoreCell.tsx';
import { PERMISSIONS, PLUGIN_ID, t } from './plugin-id.ts';
import de from './translations/de.json';
import en from './translations/en.json';
import { renderTranslations } from './translations/render-messages.ts';

const TRANSLATIONS: Record<string, Record<string, string>> = { en, de };

interface StrapiAdminApp {
  registerPlugin(plugin: { id: string; name: string }): void;
  createSettingSection(
    section: { id: string; intlLabel: { id: string; defaultMessage: string } },
    links: {
      id: string;
      to: string;
      intlLabel: { id: string; defaultMessage: string };
      Component: () => Promise<unknown>;
      permissions: { action: string; subject: null }[];
    }[],
  ): void;
  getPlugin(id: string): { apis: { addEditViewSidePanel(panels: unknown[]): void } };
  registerHook(name: string, fn: (args: ListHookArgs) => ListHookArgs): void;
}

interface ListHookArgs {
  displayedHeaders: unknown[];
  layout: { options?: LayoutOptions } & Record<string, unknown>;
}

/**
 * The admin half of strapi-plugin-geo-audit: Settings → GEO Audit, the edit-view side panel, the list-view
 * score column, and English and German translations (the plugin's own and render's, see render-messages.ts).
 */
export default {
  register(app: StrapiAdminApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'GEO Audit' });
    app.createSettingSection(
      { id: PLUGIN_ID, intlLabel: { id: t('settings.section'), defaultMessage: 'GEO Audit' } },
      [
        {
          id: 'configuration',
          to: PLUGIN_ID,
          intlLabel: { id: t('settings.link'), defaultMessage: 'Configuration' },
          Component: () => import('./pages/SettingsPage.tsx'),
          permissions: PERMISSIONS.settingsRead,
        },
      ],
    );
  },

  bootstrap(app: StrapiAdminApp) {
    app.getPlugin('content-manager').apis.addEditViewSidePanel([GeoAuditSidePanel]);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', ({ displayedHeaders, layout }) => {
      // The hook is not told the model: the column needs Draft & Publish, each cell checks the model too.
      if (!hasDraftAndPublish(layout.options)) return { displayedHeaders, layout };
      return {
        displayedHeaders: [
          ...displayedHeaders,
          {
            attribute: { type: 'integer' },
            label: { id: t('column.label'), defaultMessage: 'GEO score' },
            searchable: false,
            sortable: false,
            name: 'geoAuditScore',
            cellFormatter: (
              row: { documentId: string; locale?: string | null },
              _header: unknown,
              meta: { model: string },
            ) =>
              isAuditable(meta.model, layout.options)
                ? createElement(ScoreCell, {
                    documentId: row.documentId,
                    model: meta.model,
                    locale: row.locale ?? null,
                  })
                : null,
          },
        ],
        layout,
      };
    });
  },

  async registerTrads({ locales }: { locales: string[] }) {
    return locales.map((locale) => {
      const messages = {
        ...(TRANSLATIONS[locale] ?? TRANSLATIONS[locale.split('-')[0] ?? ''] ?? {}),
        ...renderTranslations(locale),
      };
      return {
        locale,
        data: Object.fromEntries(Object.entries(messages).map(([key, value]) => [t(key), value])),
      };
    });
  },
};
