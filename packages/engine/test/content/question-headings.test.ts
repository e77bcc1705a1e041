import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { isQuestion } from '../../src/content/signals/question-headings.ts';
import { contextOf, findingOf, html, prose } from './context.ts';

describe('question headings in English and other languages', () => {
  it('does not read English headings as questions through French or German question words', () => {
    for (const heading of [
      'Comment Policy',
      'Comment moderation',
      'Que Sera Sera',
      'Quand Même bakery',
      'Wo Hop noodle bar',
    ])
      expect([heading, isQuestion(heading, true)]).toEqual([heading, false]);
    expect(isQuestion('How long does a cast iron anvil last', true)).toBe(true);
    expect(isQuestion('Comment Policy?', true)).toBe(true);
  });

  it('reads question words in headings of text that is not English, by the page language', () => {
    for (const [heading, language] of [
      ['Comment choisir une enclume', 'fr'],
      ['Wo kauft man einen Amboss', 'de'],
      ['Où acheter une enclume', 'fr'],
      ['Qué es una hipoteca', 'es'],
      ["Qu'est-ce qu'une enclume", 'fr'],
      ['Come misurare la pressione', 'it'],
      ['Jak postupovat', 'cs'],
      ['Apa itu Gunung Prau', 'id'],
      ['Как выбрать наковальню', 'ru'],
      ['Vilka grödor klarar kylan', 'sv'],
      ['Hvordan vasker man uld', 'da'],
      ['Çini nedir', 'tr'],
      ['Nasıl sipariş verilir', 'tr'],
      ['Phở là gì', 'vi'],
      ['Tại sao nước dùng phải ninh 12 tiếng', 'vi'],
      ['ไข้เลือดออกคืออะไร', 'th'],
      ['איך מגיעים לחוף', 'he'],
      ['공사는 언제 끝나나요', 'ko'],
      ['어떻게 신청하나요', 'ko'],
      ['予約は必要ですか', 'ja'],
    ] as const)
      expect([heading, isQuestion(heading, false, language)]).toEqual([heading, true]);
    expect(isQuestion('Comment Policy', false, 'fr')).toBe(true);
    expect(isQuestion('How we test', false, 'fr')).toBe(false);
    for (const [heading, language] of [
      ['ผ้าไหม', 'th'],
      ['최신 가요', 'ko'],
      ['Phở không bột ngọt', 'vi'],
      ['Thực đơn', 'vi'],
    ] as const)
      expect([heading, isQuestion(heading, false, language)]).toEqual([heading, false]);
  });

  it('does not pass an English page on a "Comment Policy" heading', () => {
    const page = html(
      `<main><h1>Anvils</h1><h2>Choosing a stand</h2><p>${prose(120)}</p><h2>Comment Policy</h2><p>${prose(80)}</p></main>`,
    );
    const result = CitabilityModule.parse(analyzeCitability(contextOf(page))) as CitabilityModule;
    const finding = findingOf(result, 'citability.question_headings');
    expect(finding.status).toBe('fail');
    expect(finding.evidence[0]?.what).toBe('0 of 2 H2/H3 headings are questions');
  });

  it('still passes a French page on a "Comment …" heading', () => {
    const french =
      "L'enclume se pose sur un billot de chêne à hauteur du poing. Le forgeron frappe le métal chaud sur la table trempée. La bigorne sert à cintrer les anneaux et les crochets. ";
    const page = `<!doctype html><html lang="fr"><head><title>Enclumes</title></head><body><main><h1>Enclumes</h1><h2>Le billot</h2><p>${french.repeat(4)}</p><h2>Comment choisir une enclume</h2><p>${french.repeat(3)}</p></main></body></html>`;
    const result = CitabilityModule.parse(analyzeCitability(contextOf(page))) as CitabilityModule;
    expect(findingOf(result, 'citability.question_headings').status).toBe('pass');
  });
});
