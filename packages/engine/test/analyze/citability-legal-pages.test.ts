import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf } from '../content/context.ts';
import { localPageContext, localPageHtml } from './local-language-pages.ts';

function citabilityOf(context: Parameters<typeof analyzeCitability>[0]) {
  return CitabilityModule.parse(analyzeCitability(context));
}

const PROSE = [
  'citability.statistics',
  'citability.question_headings',
  'citability.answer_first',
  'citability.passage_quality',
  'citability.lists_tables',
  'citability.quotations',
];

// A legal notice says what the law asks of it: its owner is not asked to add figures or question headings to it.
describe('citability: a legal page is not judged as prose to quote', () => {
  it('de-gmbh-impressum: the content checks do not apply to the Impressum', () => {
    const result = citabilityOf(localPageContext('de-gmbh-impressum'));
    for (const check of PROSE) {
      const finding = findingOf(result, check);
      expect(finding.status, check).toBe('not_applicable');
      expect(finding.evidence[0]?.what).toMatch(/^not applicable: a legal page/);
    }
    expect(findingOf(result, 'citability.hidden_text').status).not.toBe('not_applicable');
  });

  it.each([
    'https://www.boulangerie-martin.fr/mentions-legales',
    'https://www.clinicadental-sol.es/aviso-legal/',
    'https://www.schaefer-maschinenbau.de/datenschutz',
    'https://www.acme.example/privacy-policy',
  ])('the same text at %s is a legal page', (url) => {
    const result = citabilityOf(contextOf(localPageHtml('de-gmbh-impressum'), { url }));
    expect(findingOf(result, 'citability.statistics').status).toBe('not_applicable');
  });

  it('the same text at an article path is still judged', () => {
    const url = 'https://www.schaefer-maschinenbau.de/blog/impressum-pflicht-erklaert';
    const result = citabilityOf(contextOf(localPageHtml('de-gmbh-impressum'), { url }));
    expect(findingOf(result, 'citability.statistics').status).not.toBe('not_applicable');
  });
});
