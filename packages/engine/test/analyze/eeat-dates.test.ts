import { describe, expect, it } from 'vitest';
import { dateLabelKind, isoDay, parseLooseDate, visibleDates } from '../../src/structured-data/dates.ts';

/** The dates eeat reads off pages, in the languages it knows. */

const day = (text: string) => {
  const d = parseLooseDate(text);
  return d ? isoDay(d) : undefined;
};

describe('parseLooseDate in other languages', () => {
  it.each([
    ['3. März 2025', '2025-03-03'],
    ['10. Februar 2025, 14:20 Uhr', '2025-02-10'],
    ['1er mars 2025', '2025-03-01'],
    ['3 de mar. de 2025', '2025-03-03'],
    ['12 de febrero del 2025', '2025-02-12'],
    ['1º de março de 2025', '2025-03-01'],
    ['3 marzo 2025', '2025-03-03'],
    ['5 november 2024', '2024-11-05'],
    ['12 mei 2025', '2025-05-12'],
    ['12 marca 2025', '2025-03-12'],
    ['1 października 2024', '2024-10-01'],
    ['3 марта 2025 г.', '2025-03-03'],
    ['15 сент. 2024', '2024-09-15'],
    ['2025年3月3日', '2025-03-03'],
    ['２０２５年３月３日', '2025-03-03'],
    ['2025년 3월 3일', '2025-03-03'],
    ['٣ مارس ٢٠٢٥', '2025-03-03'],
    ['1 كانون الثاني 2025', '2025-01-01'],
    ['14 जुलाई 2025', '2025-07-14'],
    ['03.03.2025', '2025-03-03'],
    ['2025/03/03 公開', '2025-03-03'],
  ])('reads %s', (text, expected) => {
    expect(day(text)).toBe(expected);
  });

  it('keeps English as it was, month first included', () => {
    expect(day('Published May 1st, 2024')).toBe('2024-05-01');
    expect(day('1 Sept. 2024')).toBe('2024-09-01');
    expect(day('2024-05-01T10:00:00Z')).toBe('2024-05-01');
  });

  it.each([
    '31. Februar 2025',
    '3 marathon 2025',
    '٢٠٢٥',
    'März 2025',
    'Version 1.2.3',
    '12 marzec',
    '2025年',
  ])('finds no day in %s', (text) => {
    expect(day(text)).toBeUndefined();
  });
});

describe('visibleDates', () => {
  const read = (text: string) => visibleDates(text).map((d) => [d.kind, d.label, d.raw]);

  it.each([
    [
      'Veröffentlicht am 3. März 2025, 14:20 Uhr · Aktualisiert am 4. März 2025, 09:05 Uhr',
      [
        ['published', 'Veröffentlicht', '3. März 2025'],
        ['modified', 'Aktualisiert', '4. März 2025'],
      ],
    ],
    ['Gepubliceerd op 5 november 2024', [['published', 'Gepubliceerd', '5 november 2024']]],
    ['Mis à jour le 2 mars 2025', [['modified', 'Mis à jour', '2 mars 2025']]],
    ['Atualizado em 3 de mar. de 2025', [['modified', 'Atualizado', '3 de mar. de 2025']]],
    ['Opublikowano: 12 marca 2025', [['published', 'Opublikowano', '12 marca 2025']]],
    ['Обновлено 3 марта 2025', [['modified', 'Обновлено', '3 марта 2025']]],
    ['作者：李明 来源：康知网 发布时间：2025年3月3日 10:15', [['published', '发布时间', '2025年3月3日']]],
    [
      '2025年3月3日 公開 ／ 2025年3月10日 更新',
      [
        ['published', '公開', '2025年3月3日'],
        ['modified', '更新', '2025年3月10日'],
      ],
    ],
    // With and without the vowel marks Arabic may carry.
    ['نُشر في ٣ مارس ٢٠٢٥', [['published', 'نُشر', '٣ مارس ٢٠٢٥']]],
    ['نشر في 3 مارس 2025', [['published', 'نشر', '3 مارس 2025']]],
    [
      '작성일 2025년 3월 3일 · 수정일 2025년 3월 5일',
      [
        ['published', '작성일', '2025년 3월 3일'],
        ['modified', '수정일', '2025년 3월 5일'],
      ],
    ],
    [
      'Published 1 March 2024. Last updated: April 2, 2024',
      [
        ['published', 'Published', '1 March 2024'],
        ['modified', 'Last updated', 'April 2, 2024'],
      ],
    ],
  ])('reads %s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('needs the label to start a word and a whole date after it', () => {
    expect(read('Unveröffentlicht am 3. März 2025')).toEqual([]);
    // Glued to a letter outside ASCII ("ß"), a label is the end of another word: `\b` alone would let it through.
    expect(read('Großaktualisiert am 3. März 2025')).toEqual([]);
    expect(read('Aktualisiert am Montag')).toEqual([]);
  });
});

describe('dateLabelKind', () => {
  it('names an update or a publication from the words around a date', () => {
    expect(dateLabelKind('entry-meta Aktualisiert am')).toBe('modified');
    expect(dateLabelKind('Bijgewerkt op')).toBe('modified');
    expect(dateLabelKind('更新日')).toBe('modified');
    expect(dateLabelKind('Veröffentlicht:')).toBe('published');
    expect(dateLabelKind('公開日')).toBe('published');
    expect(dateLabelKind('sale ends')).toBeUndefined();
  });
});
