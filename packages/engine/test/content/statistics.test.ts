import { describe, expect, it } from 'vitest';
import { needsSource, statistics } from '../../src/content/figures.ts';

describe('statistics in other languages and scripts', () => {
  it('does not read the first letter of an umlauted word as a unit', () => {
    // "4 H(äuser)" was 4 hours, "5 L(ändern)" 5 litres, "3 M(ütter)" 3 million, "14. M(ärz)" 14 metres.
    expect(statistics('Wir pflegen 4 Häuser mit Familien aus 5 Ländern, darunter 3 Mütter.')).toEqual([]);
    expect(statistics('Am 14. März und am 3. März tagte der Rat, am 18. März stimmte er ab.')).toEqual([]);
    expect(statistics('Die Fahrt dauert 4 h und kostet 5 Mio. Euro, 2 ł')).toEqual(['4 h', '5 Mio.']);
  });

  it('counts Arabic-Indic and other non-ASCII digits, and the Arabic percent sign', () => {
    expect(statistics('تتراوح الفائدة بين ١٫٥٪ و٣٪ سنويًا، وقد تصل إلى ٤٫٥٪ في بعض البنوك.')).toEqual([
      '١٫٥٪',
      '٣٪',
      '٤٫٥٪',
    ]);
    expect(statistics('العائد 5٪ سنويًا')).toEqual(['5٪']);
    expect(statistics('तुलसी को ५० सेमी की दूरी पर २० kg खाद चाहिए, और ३०% धूप।')).toEqual(['२० kg', '३०%']);
    expect(statistics('送料は３０％オフ、3,080円です。')).toEqual(['３０％', '3,080円']);
    expect(needsSource('١٫٥٪')).toBe(true);
    expect(needsSource('٢٠:٣٠')).toBe(false);
  });

  it('reads a percentage in the decimal digits of every script', () => {
    const zeros: string[] = [];
    for (let c = 0x80; c < 0x10000; c++) {
      const char = String.fromCharCode(c);
      if (/\p{Nd}/u.test(char) && !/\p{Nd}/u.test(String.fromCharCode(c - 1))) zeros.push(char);
    }
    expect(zeros.length).toBeGreaterThan(30);
    const missed = zeros.filter((zero) => {
      const one = String.fromCharCode(zero.charCodeAt(0) + 1);
      return statistics(`rate ${one}${zero}% a year`).length !== 1;
    });
    expect(missed).toEqual([]);
  });

  it('never reads a unit across a line break, and reads "2024 in Berlin" as a year', () => {
    // Passages join their blocks with line breaks: "2024" ends one paragraph and "In" opens the next.
    expect(statistics('Das Programm läuft seit 2024\nIn diesem Jahr kamen neue Schulen hinzu.')).toEqual([
      '2024',
    ]);
    expect(statistics('The fair opened in 2024 in Berlin and moved in 2025.')).toEqual(['2024', '2025']);
    expect(statistics('The pipe is 12 in wide; 1 in 5 homes has one.')).toEqual(['12 in', '1 in 5']);
  });

  it('reads figures written against Chinese or Japanese words, as those scripts write them', () => {
    expect(statistics('豚ロース薄切り250g、生姜15g、玉ねぎを5mm幅に切る。2025年3月3日更新')).toEqual([
      '250g',
      '15g',
      '5mm',
      '2025',
    ]);
  });

  it('reads units spelt out in other languages, and French thousands with a no-break space', () => {
    expect(statistics('Il pousse entre 1\u00a0900 et 2\u00a0200 mètres d’altitude.')).toEqual([
      '2\u00a0200 mètres',
    ]);
    expect(statistics('Die Anreise dauert 3 Tage, der Kurs 20 Minuten; за 10 минут и 5 км.')).toEqual([
      '3 Tage',
      '20 Minuten',
      '10 минут',
      '5 км',
    ]);
    expect(['3 Tage', '20 Minuten', '10 минут', '5 км', '2\u00a0200 mètres'].map(needsSource)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(statistics('Die Wohnung hat 50 m² und kostet 1.200 Euro.')).toEqual(['50 m', '1.200 Euro']);
  });

  it('reads an amount with the currency sign after it', () => {
    expect(statistics('Le paquet de 250 g coûte 12,90 € TTC.')).toEqual(['250 g', '12,90 €']);
  });

  it('still reads English figures and ignores plain counts', () => {
    expect(statistics('Sales rose 35% to $1,200 in 2025, about 3 kg each, 10x faster.')).toEqual([
      '35%',
      '$1,200',
      '2025',
      '3 kg',
      '10x',
    ]);
    expect(statistics('Here are 3 tips for 2 x 4 frames.')).toEqual([]);
  });
});
