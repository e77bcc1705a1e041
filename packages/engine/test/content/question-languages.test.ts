import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contentModel } from '../../src/content/extract.ts';
import { passageReports } from '../../src/content/report.ts';
import { isQuestion } from '../../src/content/signals/question-headings.ts';
import { parsePage } from '../../src/parse/page.ts';
import { contextOf, findingOf } from './context.ts';

describe("question headings read each language's question words on pages of that language", () => {
  it('counts "Como …" on Spanish and Portuguese pages, with or without the accent', () => {
    expect(isQuestion('Cómo hacer pan de masa madre', false, 'es')).toBe(true);
    expect(isQuestion('Como hacer pan de masa madre', false, 'es')).toBe(true);
    expect(isQuestion('Como funciona o registro do chuveiro', false, 'pt')).toBe(true);
    expect(isQuestion('Como funciona', false, 'pt')).toBe(true);
  });

  it("does not count another language's short question word, a name or a hyphenated word", () => {
    for (const [heading, language] of [
      ['Wat Pho', 'fr'],
      ['Wat Arun Temple', 'pl'],
      ['Wat Arun Temple', 'nl'],
      ['Co-op Guide', 'pl'],
      ['Co-op Guide', 'nl'],
      ['CO2 w atmosferze', 'pl'],
      ['Como Lake Villas', 'it'],
      ['Jak Kowalski', 'de'],
      ['Come misurare la pressione', 'es'],
    ] as const)
      expect([heading, language, isQuestion(heading, false, language)]).toEqual([heading, language, false]);
    // The same words still ask on their own pages.
    expect(isQuestion('Wat kost een hypotheek', false, 'nl')).toBe(true);
    expect(isQuestion('Co to jest hipoteka', false, 'pl')).toBe(true);
    expect(isQuestion('Co je hypotéka', false, 'cs')).toBe(true);
  });

  it('counts only the unambiguous words of other languages on a page without lang or in English', () => {
    expect(isQuestion('Wat Arun Temple', false, null)).toBe(false);
    expect(isQuestion('Co warto zobaczyć', false, null)).toBe(false);
    expect(isQuestion('Dlaczego warto biegać', false, null)).toBe(true);
    expect(isQuestion('Cómo hacer pan', false, null)).toBe(true);
    expect(isQuestion('Co warto zobaczyć?', false, null)).toBe(true);
    // English text: no other language's words at all, as before.
    expect(isQuestion('Dlaczego Studio', true, null)).toBe(false);
  });

  it('passes a Portuguese page on "Como funciona …" and not a Dutch page on "Wat Arun Temple"', () => {
    const portuguese =
      'O registro do chuveiro controla a passagem da água quente e fria. A vedação de borracha gasta faz o registro pingar. Trocar a vedação custa pouco e leva dez minutos. ';
    const dutch =
      'De tempel ligt aan de westoever van de rivier in Bangkok. Je bereikt hem met de veerboot vanaf de overkant. Kom vroeg, want rond het middaguur wordt het erg druk. ';
    const page = (lang: string, text: string, h2a: string, h2b: string) =>
      `<!doctype html><html lang="${lang}"><head><title>Gids</title></head><body><main><h1>Gids</h1><h2>${h2a}</h2><p>${text.repeat(4)}</p><h2>${h2b}</h2><p>${text.repeat(3)}</p></main></body></html>`;
    const pt = page('pt-BR', portuguese, 'O registro', 'Como funciona a vedação');
    const nl = page('nl', dutch, 'De tempel', 'Wat Arun Temple');
    expect(
      passageReports(contentModel(parsePage(pt)), 'https://example.com.br/').map((r) => r.questionHeading),
    ).toEqual([false, true]);
    expect(
      passageReports(contentModel(parsePage(nl)), 'https://example.nl/').map((r) => r.questionHeading),
    ).toEqual([false, false]);
    const result = CitabilityModule.parse(
      analyzeCitability(contextOf(nl, { url: 'https://example.nl/wat-arun' })),
    ) as CitabilityModule;
    expect(findingOf(result, 'citability.question_headings').evidence[0]?.what).toBe(
      '0 of 2 H2/H3 headings are questions',
    );
  });
});
