import { packageProject } from '../../vitest.shared.ts';

// Strapi boots (~0.5 GB each) run one file at a time; every wait on a process or HTTP call is generous.
export default packageProject('strapi-plugin', {
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // The design system's packages say "type": "module" but its `main` is CommonJS; inlined, Vite takes
    // its ESM `module` build instead. Render's components must share the plugin's React 18.
    server: { deps: { inline: [/@strapi\/(design-system|ui-primitives|icons)/] } },
  },
  resolve: { dedupe: ['react', 'react-dom'], mainFields: ['module', 'main'] },
  ssr: { resolve: { mainFields: ['module', 'main'] } },
});
