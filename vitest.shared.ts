import { defineProject, mergeConfig, type UserWorkspaceConfig } from 'vitest/config';

/**
 * Per-package Vitest project settings. Workspace packages resolve to their TypeScript sources through the
 * `source` export condition, so tests never need a build step.
 */
export function packageProject(name: string, overrides: UserWorkspaceConfig = {}) {
  return mergeConfig(
    defineProject({
      resolve: { conditions: ['source'] },
      ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
      test: { name, include: ['test/**/*.test.{ts,tsx}'], environment: 'node' },
    }),
    overrides,
  );
}
