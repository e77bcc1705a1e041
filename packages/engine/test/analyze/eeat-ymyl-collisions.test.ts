import { describe, expect, it } from 'vitest';
import { countTopicTerms } from '../../src/analyze/eeat/ymyl.ts';

/**
 * Finance terms that are everyday words elsewhere: a Russian or Ukrainian docs page (a UI tab, "it takes five
 * minutes", a message broker, trial credits) and Norwegian or Danish prose ("dette" is "this") name no money topic.
 */

describe('YMYL terms that collide with everyday words', () => {
  it.each([
    [
      'ru',
      'Откройте вкладку «Очереди». Настройка займёт 5 минут. Брокер сообщений RabbitMQ принимает сообщения. На вкладке «Биллинг» видны бонусные кредиты. Перейдите на вкладку «Пользователи». Брокер хранит очереди.',
    ],
    [
      'uk',
      'Відкрийте вкладку «Черги». Налаштування займає 5 хвилин. Брокер повідомлень RabbitMQ приймає повідомлення. На вкладці «Білінг» видно, скільки кредитів залишилося на пробному періоді. Брокер зберігає черги.',
    ],
    [
      'nb',
      'Dette er en guide til sykkelturer i Oslo. Dette gjelder også for el-sykler, og dette er viktig: lokationer for utleie finnes over hele byen. Dette betyr at du kan hente sykkelen ved flere lokationer.',
    ],
  ])('finds no finance term in a %s paragraph that is not about money', (_lang, text) => {
    expect(countTopicTerms(text).finance.distinct).toEqual([]);
  });

  it('still reads Russian and Polish finance paragraphs', () => {
    const ru =
      'Банк повысил ставку по вкладам: вклад на год даёт 16%. Кредит наличными стоит дороже, а кредитная карта даёт льготный период. Брокерский счёт и ипотека — отдельные продукты.';
    expect(countTopicTerms(ru).finance.distinct).toEqual(
      expect.arrayContaining(['вклад ', 'кредит ', 'кредитн', 'брокерск', 'ипотек'].map((t) => t.trimEnd())),
    );
    expect(countTopicTerms('Lokata na 12 miesięcy i lokaty strukturyzowane.').finance.distinct).toEqual([
      'lokata',
      'lokaty',
    ]);
    expect(
      countTopicTerms('La dette publique de la France et les dettes des ménages.').finance.distinct,
    ).toEqual(['la dette publique', 'dettes']);
  });
});

describe('YMYL terms in Italian', () => {
  it('reads an Italian health paragraph and an Italian mortgage paragraph', () => {
    const health =
      "La pressione arteriosa alta è una malattia frequente: il medico valuta i sintomi e sceglie i farmaci. L'ipertensione non trattata aumenta il rischio; in gravidanza servono controlli.";
    const finance =
      'Il mutuo ipotecario a tasso fisso protegge dai rialzi: il tasso di interesse resta uguale. Confrontate i mutui, il conto corrente collegato e la carta di credito prima di firmare il prestito.';
    const { health: h } = countTopicTerms(health);
    const { finance: f } = countTopicTerms(finance);
    expect(h.distinct.length).toBeGreaterThanOrEqual(4);
    expect(f.distinct.length).toBeGreaterThanOrEqual(4);
    expect(
      countTopicTerms('Un mutuo acuerdo entre las partes y una tasse de café.').finance.distinct,
    ).toEqual([]);
  });
});
