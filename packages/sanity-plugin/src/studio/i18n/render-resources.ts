import { type Catalogue, catalogues, type MessageId, messageIds } from '@geo-audit/render/react';

/**
 * The key of a render message in the plugin's `geo-audit` namespace. Locale bundles translate render's
 * strings under these keys, e.g. `'render.actions.heading': "Plan d'action"`.
 */
export const renderKey = (id: MessageId): string => `render.${id}`;

/**
 * render's catalogue for one language as resources of the plugin's locale bundles, so render's strings are
 * Studio strings: a locale bundle for the `geo-audit` namespace (a project's or a community
 * `@sanity/locale-*` package) translates them like the plugin's own. Values stay ICU MessageFormat, which
 * render formats; i18next does not (see studio-render-provider.tsx).
 *
 * @example
 * ```ts
 * renderResources('de')['render.actions.heading']; // 'Maßnahmenplan'
 * ```
 */
export function renderResources(language: 'en' | 'de'): Record<string, string> {
  const catalogue = catalogues[language] as Catalogue;
  return Object.fromEntries(messageIds.map((id) => [renderKey(id), catalogue[id]]));
}
