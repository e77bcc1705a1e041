import { catalogues, messageIds } from '@geo-audit/render/react';

/** Where render's messages sit among the plugin's keys: `geo-audit.render.<message id>` in the admin. */
export const RENDER_KEY_PREFIX = 'render.';

/**
 * render's own catalogue for an admin locale (English and German ship with render), keyed as plugin
 * messages for `registerTrads`. Registering them makes render's strings Strapi translations: a project's
 * `config.translations` in `src/admin/app` can reword or translate any of them, and the admin's
 * translation tooling lists them. Locales render has no catalogue for get none; Strapi falls back to English.
 *
 * @example
 * ```ts
 * renderTranslations('de')['render.actions.heading']; // 'Maßnahmenplan'
 * ```
 */
export function renderTranslations(locale: string): Record<string, string> {
  const lower = locale.toLowerCase();
  const catalogue = catalogues[lower] ?? catalogues[lower.split(/[-_]/)[0] ?? ''];
  if (!catalogue) return {};
  return Object.fromEntries(messageIds.map((id) => [`${RENDER_KEY_PREFIX}${id}`, catalogue[id]]));
}
