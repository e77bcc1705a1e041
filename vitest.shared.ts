import { defineProject, mergeConfig, type UserWorkspaceConfig } from 'vitest/config';

/**
 * Per-package Vitest project settings. Workspace packages resolve to their TypeScript sources through the
 * `geo-audit-source` export condition (a name no third-party package uses), so tests never need a build step.
 */
export function packageProject(name: string, overrides: UserWorkspaceConfig = {}) {
  return mergeConfig(
    defineProject({
      resolve: { conditions: ['geo-audit-source'] },
      ssr: { resolve: { conditions: ['geo-audit-source'], externalConditions: ['geo-audit-source'] } },
      test: { name, include: ['test/**/*.test.{ts,tsx}'], environment: 'node' },
    }),
    overrides,
  );
}
