import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'geoaudit',
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
  // Workspace packages (the plugin, @geo-audit/render and core) are built from their TypeScript sources.
  // The fallback list is Vite's default for browser builds, which setting `conditions` replaces.
  vite: (config) => ({
    ...config,
    resolve: {
      ...config.resolve,
      conditions: [
        'geo-audit-source',
        ...(config.resolve?.conditions ?? ['module', 'browser', 'development|production']),
      ],
    },
  }),
});
