import { describe, expect, it } from 'vitest';
import { keywordDensity } from '../../src/content/stuffing.ts';

describe('keywordDensity phrases', () => {
  it('names the longest phrase repeated about as often as the most repeated one', () => {
    const { phrase } = keywordDensity(`${'Cheap car insurance miami. '.repeat(10)}Home insurance miami.`);
    // "insurance miami" is said 11 times, "car insurance miami" 10.
    expect(phrase).toMatchObject({ term: 'car insurance miami', count: 10 });
  });

  it('does not run a phrase across punctuation, a line break or a counter after a figure', () => {
    expect(
      keywordDensity(`${'Roof repair. '.repeat(4)}${'Roof repair\n'.repeat(4)}Roof, repair`).phrase,
    ).toMatchObject({
      term: 'roof repair',
      count: 8,
    });
    const thread = keywordDensity('Great loaf 3 Likes\nGreat crust 5 Likes\nNice crumb 0 likes');
    expect(thread.top?.term).not.toBe('likes');
  });

  it('takes link labels out of the phrases too', () => {
    const text = Array.from({ length: 20 }, (_, i) => `Tip ${i}: Get Recipe`).join('\n');
    expect(keywordDensity(text).phrase?.term).toBe('get recipe');
    expect(keywordDensity(text, 3_000, Array(20).fill('Get Recipe')).phrase?.term).not.toBe('get recipe');
  });
});
