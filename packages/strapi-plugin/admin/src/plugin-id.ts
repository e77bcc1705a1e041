export const PLUGIN_ID = 'geo-audit';

/** Prefixes a message key with the plugin id, as Strapi's admin translation files expect. */
export const t = (key: string) => `${PLUGIN_ID}.${key}`;

export const PERMISSIONS = {
  settingsRead: [{ action: `plugin::${PLUGIN_ID}.settings.read`, subject: null }],
  settingsUpdate: [{ action: `plugin::${PLUGIN_ID}.settings.update`, subject: null }],
  auditsRead: [{ action: `plugin::${PLUGIN_ID}.audits.read`, subject: null }],
  auditsRun: [{ action: `plugin::${PLUGIN_ID}.audits.run`, subject: null }],
};
