import { describe, expect, it } from 'vitest';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { reviewHtml } from '../analyze/brand-review-pages.ts';
import { artifactsFor } from '../analyze/crawlers-helpers.ts';

/**
 * A Squarespace site cannot write JSON-LD: Squarespace prints its Organization and LocalBusiness from Settings →
 * Business Information. A café's home page whose business details were never filled in is told where to fill them.
 */
describe('Squarespace: where the Organization comes from', () => {
  it('sends a home page without an Organization to Settings → Business Information', () => {
    const html = reviewHtml('squarespace-cafe-home').replace(
      /<script type="application\/ld\+json">[\s\S]*?<\/script>/g,
      '',
    );
    const result = analyzeArtifacts(artifactsFor({ html, path: '/' }));
    const organization = result.modules.brand?.findings?.find((f) => f.check === 'brand.organization_schema');
    expect(organization?.status).toBe('fail');
    expect(organization?.fix).toMatch(/In Squarespace: .*Settings → Business Information/);
  });
});
