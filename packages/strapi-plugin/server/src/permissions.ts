import { PLUGIN_ID } from './plugin-id.ts';

/** The plugin's RBAC actions (Settings → Roles → Plugins → GEO Audit). */
export const ACTIONS = {
  settingsRead: `plugin::${PLUGIN_ID}.settings.read`,
  settingsUpdate: `plugin::${PLUGIN_ID}.settings.update`,
  auditsRead: `plugin::${PLUGIN_ID}.audits.read`,
  auditsRun: `plugin::${PLUGIN_ID}.audits.run`,
} as const;

export const ACTION_DEFINITIONS = [
  {
    section: 'plugins',
    displayName: 'Read settings',
    uid: 'settings.read',
    subCategory: 'settings',
    pluginName: PLUGIN_ID,
  },
  {
    section: 'plugins',
    displayName: 'Edit settings',
    uid: 'settings.update',
    subCategory: 'settings',
    pluginName: PLUGIN_ID,
  },
  {
    section: 'plugins',
    displayName: 'See audits',
    uid: 'audits.read',
    subCategory: 'audits',
    pluginName: PLUGIN_ID,
  },
  {
    section: 'plugins',
    displayName: 'Run audits',
    uid: 'audits.run',
    subCategory: 'audits',
    pluginName: PLUGIN_ID,
  },
];
