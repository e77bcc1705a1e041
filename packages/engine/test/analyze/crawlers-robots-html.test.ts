import { describe, expect, it } from 'vitest';
import { analyzeCrawlers } from '../../src/analyze/crawlers.ts';
import { artifactsFor, contextOf, findingOf, ORIGIN, resource } from './crawlers-helpers.ts';

/** A robots.txt URL that answers with the site's HTML page holds no rules, even when a comment comes first. */
describe('robots.txt answered with an HTML page', () => {
  it('reads a page that opens with a comment before <!doctype html> as HTML, with no rules', () => {
    const robots = resource(
      `${ORIGIN}/robots.txt`,
      200,
      '<!-- served by the catch-all route -->\n<!doctype html><html><body><p>Disallow: /</p></body></html>',
      { 'content-type': 'text/plain' },
    );
    const finding = findingOf(analyzeCrawlers(contextOf(artifactsFor({ robots }))), 'crawlers.robots_txt');
    expect(finding.evidence.map((e) => e.what).join(' ')).toMatch(
      /the body is an HTML page, so it holds no rules/,
    );
  });
});
