import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contentModel } from '../../src/content/extract.ts';
import { answerFirst } from '../../src/content/signals/answer-first.ts';
import { firstSentence } from '../../src/content/signals/first-sentence.ts';
import { inlineQuotes } from '../../src/content/signals/quotations.ts';
import { sentences } from '../../src/content/signals/sentences.ts';
import { contentSources } from '../../src/content/sources.ts';
import { keywordDensity } from '../../src/content/stuffing.ts';
import { parsePage } from '../../src/parse/page.ts';
import { contextOf, findingOf, prose } from './context.ts';

describe('sentence ends beyond English', () => {
  it('ends a sentence before an opening quotation mark or Spanish ¿ ¡', () => {
    expect(
      firstSentence(
        'Der Einzelhandel hat sich gegen die Pläne ausgesprochen. „Viele Kunden kommen mit dem Auto“, sagte er.',
      ),
    ).toBe('Der Einzelhandel hat sich gegen die Pläne ausgesprochen.');
    expect(firstSentence('Le torréfacteur a refusé. « Non », dit-il.')).toBe('Le torréfacteur a refusé.');
    expect(firstSentence('Hacemos pedidos. ¿Quieres uno?')).toBe('Hacemos pedidos.');
    expect(firstSentence('Abrimos a las ocho. ¡Ven pronto!')).toBe('Abrimos a las ocho.');
  });

  it('does not end one after a title or a common abbreviation', () => {
    expect(firstSentence('Dr. Jana Brandt leitet die Klinik seit 2019. Sie ist Kardiologin.')).toBe(
      'Dr. Jana Brandt leitet die Klinik seit 2019.',
    );
    expect(firstSentence('Mr. Smith is our smith. He forges daily.')).toBe('Mr. Smith is our smith.');
    expect(firstSentence('Prof. Dr. Anna Weber forscht in St. Gallen. Sie lehrt auch.')).toBe(
      'Prof. Dr. Anna Weber forscht in St. Gallen.',
    );
    expect(firstSentence('Wir empfehlen z. B. Äpfel, bzw. Birnen, ca. 5 kg pro Woche. Dann mehr.')).toBe(
      'Wir empfehlen z. B. Äpfel, bzw. Birnen, ca. 5 kg pro Woche.',
    );
    expect(firstSentence('Das Haus Nr. 5 steht leer. Es ist alt.')).toBe('Das Haus Nr. 5 steht leer.');
  });

  it('does not let the segmenter (readability) end a sentence after a title or abbreviation either', () => {
    expect(sentences('Dr. Smith is here. He left.', 'en')).toEqual(['Dr. Smith is here.', 'He left.']);
    expect(sentences('Wir empfehlen z. B. Äpfel. Prof. Weber stimmt zu.\nDr.\nEnde', 'de')).toEqual([
      'Wir empfehlen z. B. Äpfel.',
      'Prof. Weber stimmt zu.',
      'Dr.',
      'Ende',
    ]);
  });

  it('passes an intro whose "Dr." opening used to be the whole first sentence', () => {
    // "Dr." alone was the first sentence: no assertion, so the introduction failed.
    expect(answerFirst('Dr. Jana Brandt, Chefärztin der Kardiologie, ist seit 2019 im Amt.').ok).toBe(true);
  });
});

describe('answer-first openings in other languages', () => {
  it('takes assertions and modal statements in German, Spanish, Polish, Russian and Portuguese', () => {
    for (const sentence of [
      'Die Pauschale soll Beschäftigte im Homeoffice entlasten.',
      'Ein Antrag kann jederzeit online gestellt werden.',
      'Die Pauschale beträgt sechs Euro pro Tag.',
      'El pan de masa madre es más fácil de digerir.',
      'Las tartas de encargo son nuestra especialidad.',
      'Ból mięśni po pierwszych treningach jest normalny.',
      'Marszobiegi są najbezpieczniejszym początkiem.',
      'Кэширование позволяет отдавать ответы без приложения.',
      'Прокси-кэш — это хранилище ответов на диске.',
      'O registro do chuveiro é a peça que controla a água.',
      'As vedações são baratas e fáceis de trocar.',
    ]) {
      expect([sentence, answerFirst(sentence).ok]).toEqual([sentence, true]);
    }
  });

  it('takes Arabic-Indic digits as a number', () => {
    expect(answerFirst('يتراوح العائد على حسابات التوفير بين ١٫٥٪ و٣٪ سنويًا.')).toMatchObject({
      ok: true,
      reason: 'states a number',
    });
  });

  it('takes a Spanish "Sí." as a direct answer, as "No." already was', () => {
    expect(answerFirst('Sí. Preparamos tartas por encargo con tres días de antelación.')).toMatchObject({
      ok: true,
      sentence: 'Sí.',
    });
    expect(answerFirst('Ja, die Pauschale gilt auch für Teilzeitkräfte.').ok).toBe(true);
  });

  it('does not let a byline with a date pass an introduction as "states a number"', () => {
    const intro = answerFirst(
      'Autor: Katarzyna Nowak · 12 marca 2025\nNajbezpieczniej zacząć od marszobiegów z przerwami na marsz.',
    );
    expect(intro.sentence).toBe('Najbezpieczniej zacząć od marszobiegów z przerwami na marsz.');
    expect(intro.reason).not.toBe('states a number');
    expect(
      answerFirst('लेखक: सुनीता शर्मा · 14 जुलाई 2025\nबरसात में तुलसी का पौधा ज़्यादा पानी से सूखता है।').sentence,
    ).toBe('बरसात में तुलसी का पौधा ज़्यादा पानी से सूखता है।');
  });

  it('still rejects an English opening without an answer', () => {
    expect(answerFirst('A story about a garden, long ago.').ok).toBe(false);
    expect(answerFirst('In the Victorian era, long before the war.').ok).toBe(false);
  });
});

describe('quotation attribution in other languages', () => {
  it('finds the speaker after or before the quotation', () => {
    const attributed = [
      'Kritik kam vom Handel. „Viele Kunden kommen mit dem Auto in die Stadt“, sagte der Vorsitzende Markus Brenner.',
      '„Wir brauchen breitere Radwege in der ganzen Innenstadt“, so Brenner.',
      '« Le café doit être moulu juste avant l’infusion », explique Marie Dupont.',
      '« Le café doit être moulu juste avant l’infusion », a-t-elle déclaré.',
      '«Las tartas se encargan con tres días de antelación», dijo la panadera.',
      'Según la panadera, «las tartas se encargan con tres días de antelación».',
      '“O registro pinga quando a vedação está gasta”, disse o encanador.',
      'Jan Kowalski powiedział: „Bieganie po czterdziestce wymaga cierpliwości i planu”.',
      '„Bieganie po czterdziestce wymaga cierpliwości i planu”, powiedziała trenerka.',
      '"Zaaien in de winter lukt het best onder glas", zei de kweker.',
    ];
    for (const text of attributed) expect([text, inlineQuotes(text)[0]?.attributed]).toEqual([text, true]);
    expect(
      inlineQuotes('„Viele Kunden kommen mit dem Auto in die Stadt“ steht auf dem Plakat.')[0]?.attributed,
    ).toBe(false);
  });
});

describe('words, terms and sources in other scripts', () => {
  it('keeps Hindi vowel signs inside the word', () => {
    const text = 'गमले में पानी न रुके। गमले के नीचे छेद हों। गमले को धूप में रखें। गमले की मिट्टी सूखी रहे।';
    expect(keywordDensity(text).top).toMatchObject({ term: 'गमले', count: 4 });
  });

  it('does not call Hindi or Russian function words stuffing', () => {
    const hindi = 'तुलसी का पौधा धूप में रखें। पानी कम दें और मिट्टी में रेत मिलाएं। बरसात में गमला छज्जे के नीचे रखें। '.repeat(
      4,
    );
    expect(keywordDensity(hindi).top?.term).not.toBe('में');
    const russian = 'Что такое кэш и как это работает? Это просто, если знать, что делать. '.repeat(4);
    expect(['что', 'это', 'как']).not.toContain(keywordDensity(russian).top?.term);
  });

  it('never takes the digits after a thousands separator for a term', () => {
    // "11" and "000円以上の…" were two words, and the second the page's most repeated "term".
    const text = `${'11,000円以上のお買い上げで送料無料。'.repeat(6)} shipping shipping`;
    expect(keywordDensity(text).top?.term).toBe('shipping');
    // An Arabic thousands separator (٬) cuts "١٢٬٠٠٠ريال" the same way.
    const arabic = `${'١٢٬٠٠٠ريال '.repeat(3)} الشحن الشحن`;
    expect(keywordDensity(arabic).top?.term).toBe('الشحن');
  });

  it('does not count the Chinese ICP licence link as a source', () => {
    const page = `<!doctype html><html lang="zh-CN"><body><main><p>${prose(200)} <a href="https://beian.miit.gov.cn/">京ICP备00000000号</a> <a href="https://www.who.int/sleep">WHO</a></p></main></body></html>`;
    const model = contentModel(parsePage(page));
    expect(contentSources(model, 'https://example.cn/a.html').map((s) => s.site)).toEqual(['who.int']);
    const result = CitabilityModule.parse(
      analyzeCitability(contextOf(page, { url: 'https://example.cn/a.html' })),
    ) as CitabilityModule;
    // The check itself does not apply (no figure needs a source); its evidence still lists the sites linked.
    expect(
      findingOf(result, 'citability.source_citations').evidence.find((e) => Array.isArray(e.value))?.value,
    ).toEqual(['who.int']);
  });
});
