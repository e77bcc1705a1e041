import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { ARTICLE_URL, HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor } from '../structured-data/helpers.ts';

/**
 * "Von", "Par", "Por", "Door" and "Av" are "by" in German, French, Spanish, Dutch and Swedish, and also start real
 * names: on a page in English the author "Von Miller" keeps his first name; on a German page "Von Anna Schäfer"
 * is Anna Schäfer.
 */

function authorNames(html: string): string[] {
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: ARTICLE_URL, headers: HTTPS_HEADERS })),
  );
  return result.signals
    .find((s) => s.id === 'byline')!
    .evidence.map((e) => String(e.value ?? ''))
    .filter((v) => v !== '');
}

const ENGLISH_BODY =
  '<p>The linebacker spent the off-season working on his footwork, and the coaches say it shows in training camp. He has been the first player on the field every morning, and the younger players have started to follow his routine, which the team believes will pay off in the autumn.</p>';
const GERMAN_BODY =
  '<p>Der Stadtrat hat am Dienstag beschlossen, die Straßenbahn bis zum Hauptbahnhof zu verlängern. Die Bauarbeiten sollen im Frühjahr beginnen und zwei Jahre dauern, und die Fahrgäste müssen in dieser Zeit mit Umleitungen rechnen, sagte die Verkehrsdezernentin.</p>';

const page = (lang: string, head: string, body: string): string =>
  `<!doctype html><html lang="${lang}"><head><title>Story</title>${head}<meta property="og:type" content="article"></head><body><main><article><h1>Story</h1>${body}</article></main></body></html>`;

describe('prepositions in front of author names', () => {
  it('keeps "Von Miller" and "Par Lindqvist" whole on an English page (meta author and Article.author)', () => {
    const schema = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Story","author":{"@type":"Person","name":"Par Lindqvist"}}</script>`;
    const names = authorNames(page('en', `<meta name="author" content="Von Miller">${schema}`, ENGLISH_BODY));
    expect(names).toContain('Von Miller');
    expect(names).toContain('Par Lindqvist');
    expect(names).not.toContain('Miller');
    expect(names).not.toContain('Lindqvist');
  });

  it('still cuts "By" on an English page and "Von" on a German page', () => {
    expect(authorNames(page('en', '<meta name="author" content="By Mia Park">', ENGLISH_BODY))).toContain(
      'Mia Park',
    );
    const german = authorNames(page('de', '<meta name="author" content="Von Anna Schäfer">', GERMAN_BODY));
    expect(german).toContain('Anna Schäfer');
    expect(german).not.toContain('Von Anna Schäfer');
  });
});
