import bootstrap from './bootstrap.ts';
import config from './config.ts';
import contentTypes from './content-types/index.ts';
import controllers from './controllers/index.ts';
import destroy from './destroy.ts';
import register from './register.ts';
import routes from './routes/index.ts';
import services from './services/index.ts';

/**
 * The server half of strapi-plugin-geo-audit: settings with RBAC, audit on publish, the signed webhook
 * route, and the plugin's own audit content type.
 *
 * @example
 * ```js
 * // config/plugins.js
 * module.exports = ({ env }) => ({ 'geo-audit': { enabled: true, config: { apiKey: env('GEO_AUDIT_API_KEY') } } });
 * ```
 */
const plugin: {
  register: typeof register;
  bootstrap: typeof bootstrap;
  destroy: typeof destroy;
  config: typeof config;
  contentTypes: typeof contentTypes;
  controllers: typeof controllers;
  routes: typeof routes;
  services: typeof services;
} = { register, bootstrap, destroy, config, contentTypes, controllers, routes, services };

export default plugin;
