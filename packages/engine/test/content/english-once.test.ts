import { describe, expect, it, vi } from 'vitest';
import { readsAsEnglish } from '../../src/content/english.ts';
import { commonWords } from '../../src/content/readability.ts';
import { withAnalysisScope } from '../../src/memo/analysis-memo.ts';

// Each reading of a text looks the common-words table up once: the calls count the readings.
vi.mock('../../src/content/readability.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/content/readability.ts')>();
  return { ...actual, commonWords: vi.fn(actual.commonWords) };
});

const EN = 'The council voted on Monday to build new cycle lanes in the town centre. '.repeat(4);
const DE = 'Der Stadtrat hat am Montag beschlossen, neue Radwege in der Innenstadt anzulegen. '.repeat(4);

describe('readsAsEnglish reads a text once per analysis', () => {
  it('answers eeat and citability from one reading of the main text, and reads again in the next analysis', () => {
    const calls = vi.mocked(commonWords);
    calls.mockClear();
    withAnalysisScope(() => {
      // eeat asks of the main text, citability of the same string.
      expect(readsAsEnglish(EN)).toBe(true);
      expect(readsAsEnglish(EN)).toBe(true);
      expect(calls).toHaveBeenCalledTimes(1);
      // Another text is read, and answered as before.
      expect(readsAsEnglish(DE)).toBe(false);
      expect(calls).toHaveBeenCalledTimes(2);
    });
    withAnalysisScope(() => {
      expect(readsAsEnglish(DE)).toBe(false);
      expect(calls).toHaveBeenCalledTimes(3);
    });
  });
});
