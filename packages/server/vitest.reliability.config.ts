import { defineProject } from 'vitest/config';

// The reliability suite (`pnpm test:reliability`, also part of the root run): several server processes on
// one throwaway PostgreSQL. Files run one at a time, since each starts its own cluster and instances and
// the CI machine has two cores.
export default defineProject({
  resolve: { conditions: ['geo-audit-source'] },
  ssr: { resolve: { conditions: ['geo-audit-source'], externalConditions: ['geo-audit-source'] } },
  test: {
    name: 'reliability',
    include: ['test-reliability/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
