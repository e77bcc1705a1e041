import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/parse/page.ts';
import { hasVisibleBreadcrumb } from '../../src/structured-data/breadcrumb.ts';

describe('hasVisibleBreadcrumb', () => {
  it('finds a trail labelled, classed or typed as a breadcrumb', () => {
    expect(hasVisibleBreadcrumb(parsePage('<nav aria-label="Breadcrumb"><a href="/">Home</a></nav>'))).toBe(
      true,
    );
    expect(hasVisibleBreadcrumb(parsePage('<p class="site breadcrumbs"><a href="/">Home</a></p>'))).toBe(
      true,
    );
    expect(hasVisibleBreadcrumb(parsePage('<span id="breadcrumb">Home › Blog</span>'))).toBe(true);
    expect(
      hasVisibleBreadcrumb(
        parsePage('<ol itemscope itemtype="https://schema.org/BreadcrumbList"><li>Home</li></ol>'),
      ),
    ).toBe(true);
  });

  it('is false without one, and does not read a breadcrumb inside a script', () => {
    expect(hasVisibleBreadcrumb(parsePage('<nav aria-label="Main"><a href="/">Home</a></nav>'))).toBe(false);
    expect(hasVisibleBreadcrumb(parsePage('<script>var c = "breadcrumb";</script><p>x</p>'))).toBe(false);
  });

  it('gives the same answer when handed the HTML it was parsed from', () => {
    for (const html of [
      '<nav aria-label="BreadCrumb"><a href="/">Home</a></nav>',
      '<ol itemscope itemtype="https://schema.org/BreadcrumbList"><li>Home</li></ol>',
      '<nav aria-label="Main"><a href="/">Home</a></nav>',
    ])
      expect([html, hasVisibleBreadcrumb(parsePage(html), html)]).toEqual([
        html,
        hasVisibleBreadcrumb(parsePage(html)),
      ]);
  });

  // 20,000 levels overflow a recursive walk; the generous timeout is for parsing on a loaded machine.
  it('walks 20,000 nested elements without overflowing the stack', { timeout: 60_000 }, () => {
    const depth = 20_000;
    const html = `${'<div>'.repeat(depth)}<nav class="breadcrumb">Home</nav>${'</div>'.repeat(depth)}`;
    expect(hasVisibleBreadcrumb(parsePage(html))).toBe(true);
  });
});
