import { packageProject } from '../../vitest.shared.ts';

// Handler tests run in Node; Studio component tests opt into jsdom per file (`@vitest-environment jsdom`).
export default packageProject('sanity-plugin', { test: { testTimeout: 60_000, hookTimeout: 60_000 } });
