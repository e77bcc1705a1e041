import { defineConfig } from 'vitest/config';

// One test run over every package, so the output ends with a single summary.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'examples/demo-site/vitest.config.ts',
      'packages/server/vitest.reliability.config.ts',
    ],
    reporters: ['default', './scripts/vitest-closing-line.ts'],
  },
});
