import { describe, expect, it } from 'vitest';
import { aPageOfType } from '../../src/structured-data/page-type.ts';

describe('aPageOfType', () => {
  it('puts the right article before each page type, and names "other" a general page', () => {
    expect(aPageOfType('article')).toBe('an article page');
    expect(aPageOfType('event')).toBe('an event page');
    expect(aPageOfType('home')).toBe('a home page');
    expect(aPageOfType('other')).toBe('a general page');
  });
});
