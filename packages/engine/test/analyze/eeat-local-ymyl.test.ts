import { describe, expect, it } from 'vitest';
import { countTopicTerms } from '../../src/analyze/eeat/ymyl.ts';
import {
  FINANCE_HEADS,
  FINANCE_TERMS,
  HEALTH_HEADS,
  HEALTH_TERMS,
} from '../../src/analyze/eeat/ymyl-terms.ts';
import { localCheck, localEeat } from './eeat-local-pages.ts';

/**
 * Health and finance pages in German, French, Spanish and Portuguese: German puts the topic word last in a compound
 * ("Krankenversicherung", "Zahnärztin", "Chemotherapie"), and mutuelle, complémentaire santé, paciente, odontólogo,
 * rentabilidade and Tesouro Direto name their topic as the English terms do.
 */

describe('eeat: YMYL topics in other languages, on realistic pages', () => {
  it('asks a German finance blog post on health insurance for a disclaimer and an expert review', () => {
    const result = localEeat('de-hugo-krankenversicherung');
    const disclaimer = localCheck(result, 'ymyl_disclaimer');
    // "Dieser Artikel ist keine Anlageberatung oder Versicherungsberatung."
    expect(disclaimer.status).toBe('pass');
    expect(disclaimer.said).toContain('finance topic (beitragssatz');
    expect(disclaimer.said).toContain('keine Anlageberatung');
    expect(localCheck(result, 'expert_review').status).toBe('fail');
  });

  it('reads a German news report on the care insurance reform as finance, and spares it as a news report', () => {
    const review = localCheck(localEeat('de-news-spiegel-style'), 'expert_review');
    expect(review.status).toBe('not_applicable');
    expect(review.said).toContain('a news report (NewsArticle) on a finance topic');
  });

  it('asks a French mutuelle guide for an expert review, and finds its disclaimer', () => {
    const result = localEeat('fr-mutuelle');
    expect(localCheck(result, 'ymyl_disclaimer').status).toBe('pass');
    const review = localCheck(result, 'expert_review');
    expect(review.status).toBe('fail');
    expect(review.said).toContain('Vérifié par');
  });

  it("passes a Spanish dental clinic's implant page on its dentist's review", () => {
    // "Contenido revisado por el Dr. Javier Morales, odontólogo colegiado …"
    const review = localCheck(localEeat('es-clinica-dental'), 'expert_review');
    expect(review.status).toBe('pass');
    expect(review.said).toContain('revisado por');
  });

  it('passes a Brazilian CDB vs Tesouro Direto guide on its disclaimer and its CFP author', () => {
    const result = localEeat('pt-br-fintech');
    expect(localCheck(result, 'ymyl_disclaimer').status).toBe('pass');
    expect(localCheck(result, 'expert_review').status).toBe('pass');
  });
});

describe('eeat: German compound heads', () => {
  it.each([
    ['Krankenversicherung und Pflegeversicherungen', 'finance', ['versicherung'], 2],
    ['Ratenkredite, Immobilienkredit', 'finance', ['kredit'], 2],
    ['Bausparvertrag mit Bauspardarlehen', 'finance', ['darlehen'], 1],
    ['Der Zahnarzt und zwei Hausärztinnen', 'health', ['arzt', 'ärzt'], 2],
    [
      'Chemotherapie, Zahnbehandlungen, Schmerzmedikamente',
      'health',
      ['behandlung', 'medikament', 'therapie'],
      3,
    ],
  ] as const)('finds the head of "%s"', (text, topic, terms, hits) => {
    const found = countTopicTerms(text)[topic];
    expect([...found.distinct].sort()).toEqual(terms);
    expect(found.hits).toBe(hits);
  });

  it.each([
    'Die Seite wurde geschwärzt.',
    'Ein Schwarztee aus Assam.',
    'Das Labor ist akkreditiert und wurde nie diskreditiert.',
    'Alle Preise inkl. Mehrwertsteuer und Umsatzsteuer.',
  ])('finds no compound head in "%s"', (text) => {
    const { health, finance } = countTopicTerms(text);
    expect([...health.distinct, ...finance.distinct]).toEqual([]);
  });

  it('reads no heads in text that reads as English', () => {
    expect(countTopicTerms('Krankenversicherung', true).finance.distinct).toEqual([]);
  });

  it('has no term that holds a head after a German letter, which the two scans would count twice', () => {
    const heads = [...Object.keys(HEALTH_HEADS), ...Object.keys(FINANCE_HEADS)];
    for (const term of [...HEALTH_TERMS, ...FINANCE_TERMS]) {
      const t = term.toLowerCase();
      for (const head of heads) {
        const at = t.indexOf(head, 1);
        if (at > 0 && /[a-zäöüß]/.test(t[at - 1]!)) expect.fail(`${term} holds ${head}`);
      }
    }
  });
});
