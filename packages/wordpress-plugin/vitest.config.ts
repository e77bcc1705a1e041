import { packageProject } from '../../vitest.shared.ts';

// Editor component tests need a DOM (jsdom); the PHP and browser harnesses opt back into Node with a
// `@vitest-environment node` comment. React is deduplicated so @geo-audit/render's components and
// @wordpress/components share this package's React 18 (the version WordPress ships).
export default packageProject('wordpress-plugin', {
  resolve: { dedupe: ['react', 'react-dom'] },
  test: { environment: 'jsdom', testTimeout: 30_000, hookTimeout: 600_000 },
});
