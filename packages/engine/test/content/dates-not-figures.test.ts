import { describe, expect, it } from 'vitest';
import { figuresIn, needsSource } from '../../src/content/figures.ts';
import { citabilityOf, findingOf, html, prose } from './context.ts';

/**
 * A year dates something and a byline's reading time describes the page: neither is a figure an engine would quote
 * (decision 0113). "Published March 2, 2026 · Updated October 10, 2026" passed the statistics check as "figures:
 * 2026, 2026" on a page whose only figure was "6 hours". A minus sign is part of its figure ("−25 °C").
 */

const URL = 'https://crumbnotes.example/why-sourdough-rises-slowly/';

function article(byline: string, body: string): string {
  return html(
    `<main><article><h1>Why sourdough rises slowly</h1><p class="byline">${byline}</p><p>Sourdough rises slowly because wild yeast works more slowly than packet yeast. ${prose(90)}</p><h2>How can I make it rise faster?</h2><p>${body} ${prose(90)}</p></article></main>`,
  );
}

/** The statistics finding's count line and the figures it names, passage by passage. */
function statistics(page: string) {
  const finding = findingOf(citabilityOf(page, URL), 'citability.statistics');
  return {
    count: finding.evidence[0]!.what,
    figures: finding.evidence.filter((e) => e.what.startsWith('figures: ')).map((e) => e.what),
  };
}

describe('citability: dates and bylines are no figures', () => {
  it('counts the one real figure, not the byline’s dates', () => {
    const found = statistics(
      article(
        'By Anna Reed · Published March 2, 2026 · Updated October 10, 2026',
        'A starter that doubles within 6 hours of feeding is strong enough for most breads.',
      ),
    );
    expect(found.figures).toEqual(['figures: 6 hours']);
    expect(found.count).toMatch(/^1 figure \(percentages, amounts and measurements, not dates\)/);
  });

  it('reads no figure in a byline’s reading time or a dateline’s age', () => {
    for (const byline of ['By Anna Reed · 8 min read', 'Updated 3 hours ago']) {
      const found = statistics(article(byline, 'Feed the starter the day before.'));
      expect([byline, found.figures]).toEqual([byline, []]);
    }
  });

  it('counts the figures of a sentence a year opens, and no year in prose', () => {
    const found = statistics(
      article(
        'By Anna Reed',
        'By 2030, 40% of home bakers will keep a starter, and a 2025 survey found 35% already do.',
      ),
    );
    expect(found.figures).toEqual(['figures: 40%, 35%']);
  });

  it('keeps a minus sign with its number, not a range’s dash', () => {
    expect(figuresIn('working down to about −25 °C in winter').map((f) => f.figure)).toEqual(['−25 °C']);
    expect(figuresIn('a loss of -3% (−2 kg)').map((f) => f.figure)).toEqual(['-3%', '−2 kg']);
    expect(figuresIn('from 10-20 °C, or 5−6 kg').map((f) => f.figure)).toEqual(['20 °C', '6 kg']);
    // Signed or not, a duration owes no source and a temperature does.
    expect([needsSource('−6 hours'), needsSource('−25 °C')]).toEqual([false, true]);
  });

  it('quotes "−25 °C" in the statistics finding', () => {
    const found = statistics(
      article('By Anna Reed', 'Yes, modern cold-climate heat pumps keep working down to about −25 °C.'),
    );
    expect(found.figures).toEqual(['figures: −25 °C']);
  });
});
