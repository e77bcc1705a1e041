import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { isQuestion } from '../../src/content/signals.ts';
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

  it('reads question words in headings of text that is not English', () => {
    for (const heading of [
      'Comment choisir une enclume',
      'Wo kauft man einen Amboss',
      'Où acheter une enclume',
      'Qué es una hipoteca',
      "Qu'est-ce qu'une enclume",
      'Come misurare la pressione',
      'Jak postupovat',
      'Apa itu Gunung Prau',
      'Как выбрать наковальню',
      'Vilka grödor klarar kylan',
      'Hvordan vasker man uld',
      'Çini nedir',
      'Nasıl sipariş verilir',
      'Phở là gì',
      'Tại sao nước dùng phải ninh 12 tiếng',
      'ไข้เลือดออกคืออะไร',
      'איך מגיעים לחוף',
      '공사는 언제 끝나나요',
      '어떻게 신청하나요',
      '予約は必要ですか',
    ])
      expect([heading, isQuestion(heading, false)]).toEqual([heading, true]);
    expect(isQuestion('Comment Policy', false)).toBe(true);
    expect(isQuestion('How we test', false)).toBe(false);
    for (const heading of ['ผ้าไหม', '최신 가요', 'Phở không bột ngọt', 'Thực đơn'])
      expect([heading, isQuestion(heading, false)]).toEqual([heading, false]);
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
