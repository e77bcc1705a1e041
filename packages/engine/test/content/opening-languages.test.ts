import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contentModel } from '../../src/content/extract.ts';
import { passageReports } from '../../src/content/report.ts';
import { answerFirst } from '../../src/content/signals/answer-first.ts';
import { pageLanguage } from '../../src/content/signals.ts';
import { parsePage } from '../../src/parse/page.ts';
import { contextOf, findingOf } from './context.ts';

describe("answer-first reads each language's words only on pages of that language", () => {
  it('does not take French "Je …" for Czech "je" ("is") or French "là" for Vietnamese "là"', () => {
    for (const sentence of [
      'Je vous propose de découvrir notre recette de cassoulet.',
      'Là, vous trouverez notre histoire et nos recettes.',
      'Non loin du port, notre atelier vous accueille.',
    ])
      expect([sentence, answerFirst(sentence, 'fr').ok]).toEqual([sentence, false]);
    // On Czech and Vietnamese pages the same words still assert.
    expect(answerFirst('Refinancování je výměna staré hypotéky za novou.', 'cs').ok).toBe(true);
    expect(answerFirst('Phở Bà Tư là quán phở bò gia đình ở quận ba.', 'vi').ok).toBe(true);
  });

  it('still reads French assertions, modal words and "Oui" on French pages', () => {
    for (const sentence of [
      'Le cassoulet est un ragoût de haricots blancs du Sud-Ouest.',
      'Il faut laisser tremper les haricots toute une nuit.',
      'Oui, nous livrons aussi le dimanche.',
    ])
      expect([sentence, answerFirst(sentence, 'fr').ok]).toEqual([sentence, true]);
  });

  it("does not read other languages' modal words and yes or no on a page of one language", () => {
    // Dutch "kun" and Danish "kan" on a German page; Polish "Tak," on a Czech page; German "Ja," on a Spanish one.
    expect(answerFirst('Kun ein kleiner Rundgang durch unsere Werkstatt.', 'de').ok).toBe(false);
    expect(answerFirst('Tak, jak jsme slíbili, přinášíme přehled.', 'cs').ok).toBe(false);
    expect(answerFirst('Ja, ja, la historia de nuestra panadería.', 'es').ok).toBe(false);
    expect(answerFirst('Kun ein kleiner Rundgang durch unsere Werkstatt.', null).ok).toBe(true);
  });

  it('keeps reading every language on pages in English or without lang', () => {
    // A theme's lang="en-US" over Czech text: the page may be in any language.
    expect(answerFirst('Refinancování je výměna staré hypotéky za novou.', null).ok).toBe(true);
    expect(answerFirst('Refinancování je výměna staré hypotéky za novou.').ok).toBe(true);
    expect(answerFirst('A story about a garden, long ago.', null).ok).toBe(false);
    expect(answerFirst('The cassoulet is a slow-cooked stew.', 'fr').ok).toBe(true);
  });

  it('reads a Turkish copula in -dir on Turkish pages without a letter only Turkish writes', () => {
    expect(answerFirst('Bu ürün yenidir.', 'tr').ok).toBe(true);
    expect(answerFirst('Die Temperatur im Winter, wie immer.', 'de').ok).toBe(false);
    expect(answerFirst('Die Temperatur im Winter, wie immer.', null).ok).toBe(false);
  });

  it('names the language by the primary subtag of lang, English as unknown', () => {
    expect(['fr-CA', 'pt_BR', 'NB', 'en-US', 'EN', '', null].map(pageLanguage)).toEqual([
      'fr',
      'pt',
      'no',
      null,
      null,
      null,
      null,
    ]);
  });

  it('fails a French page whose sections open with "Je vous propose …"', () => {
    const body =
      'Je vous propose de découvrir notre recette préférée, transmise par ma grand-mère du Lauragais. Les haricots tarbais trempent une nuit entière avant la cuisson lente au four. ';
    const page = (lang: string) =>
      `<!doctype html><html lang="${lang}"><head><title>Cassoulet</title></head><body><main><h1>Cassoulet</h1><p>${body.repeat(3)}</p><h2>La cuisson</h2><p>${body.repeat(3)}</p></main></body></html>`;
    const reports = passageReports(contentModel(parsePage(page('fr'))), 'https://example.fr/cassoulet');
    expect(reports.map((r) => r.answerFirst.ok)).toEqual([false, false]);
    const result = CitabilityModule.parse(
      analyzeCitability(contextOf(page('fr'), { url: 'https://example.fr/cassoulet' })),
    ) as CitabilityModule;
    expect(findingOf(result, 'citability.answer_first').status).not.toBe('pass');
  });
});
