import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { consistencyCheck } from '../../src/analyze/schema/consistency.ts';
import { analyzeSchema } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { contextFor, finding } from '../structured-data/helpers.ts';

/**
 * Shopify stores show ratings through review apps: Yotpo's `div.yotpo.bottomLine` is drawn by its script, and
 * Judge.me prints its badge hidden (`style="display:none"`, `data-number-of-reviews="147"`) and un-hides it. From the
 * regression review of 2026-11-24: schema.consistency read only the static visible text and told both stores their
 * ratings were "not shown", a medium warning calling the markup misleading. A rating no widget draws still fails.
 */

const pages = join(import.meta.dirname, 'schema-claims-pages');
const consistencyOf = (html: string, url: string) => {
  const { document } = contextFor(html, { url });
  return consistencyCheck(extractStructuredData(document), pageFacts(document), document);
};
const whats = (r: ReturnType<typeof consistencyCheck>) => (r.evidence ?? []).map((e) => e.what).join('\n');

describe('schema.consistency: a rating a review app shows', () => {
  it.each([
    ['shopify-candle-judgeme-hidden-badge.html', 'https://www.northwindcandles.com/products/cedar-candle'],
    ['shopify-candle-yotpo-script-widget.html', 'https://www.northwindcandles.com/products/pine-candle'],
  ])('is not called "not shown" (%s)', (file, url) => {
    const result = consistencyOf(readFileSync(join(pages, file), 'utf8'), url);
    expect(whats(result)).not.toContain('AggregateRating');
    expect(result.title).not.toContain('ratings');
  });

  it('is still not shown on the same page without the widget', () => {
    const html = readFileSync(join(pages, 'shopify-candle-yotpo-script-widget.html'), 'utf8').replace(
      /<div class="yotpo[^"]*"[^>]*><\/div>/g,
      '',
    );
    const result = consistencyOf(html, 'https://www.northwindcandles.com/products/pine-candle');
    expect(whats(result)).toContain('AggregateRating 4.7 from 89 ratings is not shown on the page');
  });
});

describe('the schema module on a store whose review app shows the rating', () => {
  const schemaOf = (file: string, url: string) =>
    SchemaModule.parse(analyzeSchema(contextFor(readFileSync(join(pages, file), 'utf8'), { url })));

  it.each([
    ['shopify-candle-judgeme-hidden-badge.html', 'https://www.northwindcandles.com/products/cedar-candle'],
    ['shopify-candle-yotpo-script-widget.html', 'https://www.northwindcandles.com/products/pine-candle'],
  ])('neither calls the rating unshown nor refuses to complete it (%s)', (file, url) => {
    const result = schemaOf(file, url);
    expect(finding(result, 'schema.consistency').title).not.toMatch(/ratings/);
    const recommended = finding(result, 'schema.recommended_properties');
    expect((recommended.evidence ?? []).map((e) => e.what).join('\n')).not.toMatch(/not to be completed/);
  });
});
