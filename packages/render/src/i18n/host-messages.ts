import { type Catalogue, en, type MessageId } from './messages-en.ts';

/** Every message id the renderer uses, in catalogue order: what a host registers with its own i18n system. */
export const messageIds: readonly MessageId[] = Object.keys(en) as MessageId[];

/**
 * Collects what a host's own translation system (react-intl messages, an i18next bundle, gettext) holds for
 * render's message ids, as `overrides` for {@link createTranslator} or `messages` for `GeoAuditProvider`.
 *
 * Hosts answer a missing translation with the English source (gettext returns the msgid, Strapi merges
 * English under every locale, i18next falls back to its fallback language), so a host string equal to
 * render's English counts as untranslated: render's own catalogue for the locale (German, say) then wins,
 * and English text is formatted with English plural rules. Host strings are ICU MessageFormat, as render's
 * are, and are formatted by render's formatter; a malformed one falls back to render's catalogue.
 *
 * @example
 * ```ts
 * const messages = { 'geo-audit.render.actions.heading': "Plan d'action" };
 * const overrides = hostMessages((id) => messages[`geo-audit.render.${id}`]);
 * createTranslator('fr', overrides).t('actions.heading'); // "Plan d'action"
 * ```
 */
export function hostMessages(lookup: (id: MessageId) => unknown): Partial<Catalogue> {
  const messages: Partial<Catalogue> = {};
  for (const id of messageIds) {
    const source = lookup(id);
    if (typeof source === 'string' && source !== '' && source !== en[id]) messages[id] = source;
  }
  return messages;
}
