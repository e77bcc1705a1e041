import { ACTIONS } from '../permissions.ts';

const guard = (action: string) => ({
  policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [action] } }],
});

export default {
  admin: {
    type: 'admin',
    routes: [
      { method: 'GET', path: '/settings', handler: 'settings.read', config: guard(ACTIONS.settingsRead) },
      { method: 'PUT', path: '/settings', handler: 'settings.update', config: guard(ACTIONS.settingsUpdate) },
      {
        method: 'POST',
        path: '/settings/test-connection',
        handler: 'settings.testConnection',
        config: guard(ACTIONS.settingsUpdate),
      },
      {
        method: 'POST',
        path: '/settings/preview-url',
        handler: 'settings.previewUrl',
        config: guard(ACTIONS.settingsRead),
      },
      {
        method: 'GET',
        path: '/audits/:uid/:documentId',
        handler: 'audits.findOne',
        config: guard(ACTIONS.auditsRead),
      },
      {
        method: 'POST',
        path: '/audits/:uid/:documentId/run',
        handler: 'audits.run',
        config: guard(ACTIONS.auditsRun),
      },
      { method: 'GET', path: '/scores/:uid', handler: 'audits.scores', config: guard(ACTIONS.auditsRead) },
    ],
  },
  'content-api': {
    type: 'content-api',
    routes: [
      // Called by the GEO Audit API, not by users: Strapi auth is off, the Standard Webhooks signature is the guard.
      { method: 'POST', path: '/webhook', handler: 'webhook.receive', config: { auth: false, policies: [] } },
    ],
  },
};
