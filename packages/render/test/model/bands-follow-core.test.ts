import { verdictFor } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { bandIdFor, bandIdForVerdict } from '../../src/model/bands.ts';

describe('score bands', () => {
  it("put every score in the band named by core's verdict", () => {
    for (let score = 0; score <= 100; score++) {
      expect(bandIdFor(score)).toBe(verdictFor(score).toLowerCase());
    }
    expect(bandIdFor(null)).toBe('unknown');
  });

  it('read a known verdict whatever its case, and no band for an unknown one', () => {
    expect(bandIdForVerdict(' good ')).toBe('good');
    expect(bandIdForVerdict('Stellar')).toBeNull();
  });
});
