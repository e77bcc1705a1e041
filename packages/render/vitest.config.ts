import { packageProject } from '../../vitest.shared.ts';

// Component tests (*.test.tsx) need a DOM, so the project runs in jsdom; the Chromium test and other
// Node-only files opt back into Node with a `@vitest-environment node` comment.
export default packageProject('render', {
  test: { environment: 'jsdom', testTimeout: 30_000, hookTimeout: 120_000 },
});
