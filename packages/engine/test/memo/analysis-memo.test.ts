import { describe, expect, it } from 'vitest';
import { contentModel } from '../../src/content/extract.ts';
import { AnalysisMemo, withAnalysisScope } from '../../src/memo/analysis-memo.ts';
import { parsePage } from '../../src/parse/page.ts';

describe('AnalysisMemo', () => {
  it('keeps entries set outside a scope, like a WeakMap', () => {
    const memo = new AnalysisMemo<object, number>();
    const key = {};
    memo.set(key, 1);
    expect(memo.get(key)).toBe(1);
  });

  it('drops the entries a scope set when it ends, and only those', () => {
    const memo = new AnalysisMemo<object, number>();
    const before = {};
    const during = {};
    memo.set(before, 1);
    const seen = withAnalysisScope(() => {
      memo.set(during, 2);
      return memo.get(during);
    });
    expect(seen).toBe(2);
    expect(memo.get(during)).toBeUndefined();
    expect(memo.get(before)).toBe(1);
  });

  it('drops them when the scope throws too', () => {
    const memo = new AnalysisMemo<object, number>();
    const key = {};
    expect(() =>
      withAnalysisScope(() => {
        memo.set(key, 1);
        throw new Error('analyzer failed');
      }),
    ).toThrow('analyzer failed');
    expect(memo.get(key)).toBeUndefined();
  });

  it('lets an inner scope drop its own entries while the outer one keeps its', () => {
    const memo = new AnalysisMemo<object, string>();
    const outer = {};
    const inner = {};
    withAnalysisScope(() => {
      memo.set(outer, 'outer');
      withAnalysisScope(() => memo.set(inner, 'inner'));
      expect(memo.get(inner)).toBeUndefined();
      expect(memo.get(outer)).toBe('outer');
    });
    expect(memo.get(outer)).toBeUndefined();
  });

  it('computes the content model once inside a scope and afresh after it', () => {
    const document = parsePage('<main><h2>What is GEO?</h2><p>GEO is the practice of …</p></main>');
    const [first, again] = withAnalysisScope(() => [contentModel(document), contentModel(document)]);
    expect(again).toBe(first);
    const after = contentModel(document);
    expect(after).not.toBe(first);
    expect(after.blocks.map((b) => b.text)).toEqual(first!.blocks.map((b) => b.text));
  });
});
