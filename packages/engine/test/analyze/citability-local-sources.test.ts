import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf, html, prose } from '../content/context.ts';
import { type LocalPage, localPageContext } from './local-language-pages.ts';

function sourcesOf(context: Parameters<typeof analyzeCitability>[0]) {
  return findingOf(CitabilityModule.parse(analyzeCitability(context)), 'citability.source_citations');
}

const unsourced = (finding: { evidence: { what: string }[] }): string =>
  finding.evidence.find((e) => e.what.startsWith('figures without a source'))?.what ?? '';

// A programme's name, a contract's terms and a recipe's steps owe no source, in French as in English.
describe('citability.source_citations: names, contract terms and instructions in other languages', () => {
  it.each([
    ['fr-mutuelle', ['100 %', '300 %']],
    ['fr-recette-blog', ['160 °C']],
  ] as [LocalPage, string[]][])('%s: does not ask a source of %j', (name, figures) => {
    const shown = unsourced(sourcesOf(localPageContext(name)));
    for (const figure of figures) expect(shown).not.toContain(figure);
  });

  const page = (text: string) =>
    contextOf(html(`<main><h1>Guide</h1><h2>Étapes</h2><p>${text} ${prose(40)}</p></main>`), {
      url: 'https://www.example.fr/guide/four',
    });

  it.each([
    'Préchauffez le four à 180 °C et enfournez pour 35 minutes.',
    'Heizen Sie den Ofen auf 200 °C vor und backen Sie den Kuchen.',
    'Cuocete a 180 °C per 40 minuti, poi lasciate raffreddare.',
  ])('spares the temperature of "%s"', (text) => {
    expect(unsourced(sourcesOf(page(text)))).toBe('');
  });

  it('still asks the source of a statistic, and of a surname that ends in -ez', () => {
    expect(unsourced(sourcesOf(page('En 2024, 45 % des seniors ont changé de mutuelle.')))).toContain('45 %');
    expect(
      unsourced(sourcesOf(page('Gonzalez a expliqué que 45 % des seniors ont changé de mutuelle.'))),
    ).toContain('45 %');
  });
});
