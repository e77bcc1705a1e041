import { describe, expect, it } from 'vitest';
import { needsSource, statistics } from '../../src/content/figures.ts';

describe('statistics: percentages written with a word, before or after the number', () => {
  it('reads Turkish "yüzde 35" and "%35" as figures that need a source', () => {
    expect(statistics('Enflasyon yüzde 35,2 oldu; Yüzde 12 düştü, (%40) arttı.')).toEqual([
      'yüzde 35,2',
      'Yüzde 12',
      '%40',
    ]);
    expect(statistics('YÜZDE 8 OLDU')).toEqual(['YÜZDE 8']);
    expect(['yüzde 35,2', '%40'].map(needsSource)).toEqual([true, true]);
    // Only the word on its own, not inside another one ("yüzdesi", the share of).
    expect(statistics('Bunun yüzdesi 35 kişi, kayıpyüzde 35 kişi')).toEqual([]);
  });

  it('reads the Chinese 百分之 before the number and percent words after it in more languages', () => {
    expect(statistics('销售额增长了百分之35。')).toEqual(['百分之35']);
    expect(
      statistics(
        'Crebbe del 35 per cento, cresceu 12 por cento, a crescut cu 8 la sută, 20 százalékkal nőtt.',
      ),
    ).toEqual(['35 per cento', '12 por cento', '8 la sută', '20 százalék']);
    expect(statistics('売上は35パーセント、매출은 35퍼센트 증가했다')).toEqual(['35パーセント', '35퍼센트']);
  });

  it('leaves English text as it read it', () => {
    expect(statistics('Sales rose 35 percent, or 35 per cent; 35 percentage points; 35 perc.')).toEqual([
      '35 percent',
      '35 per cent',
    ]);
    // A URL escape is no Turkish percentage.
    expect(statistics('See /search?q=a%20b or 100% sure').filter((f) => f.includes('%'))).toEqual(['100%']);
  });
});
