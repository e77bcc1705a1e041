import { packageProject } from '../../vitest.shared.ts';

// Strapi boots (~0.5 GB each) run one file at a time; every wait on a process or HTTP call is generous.
export default packageProject('strapi-plugin', {
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
