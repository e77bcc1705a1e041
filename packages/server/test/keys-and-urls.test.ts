import { describe, expect, it } from 'vitest';
import { generateApiKey, isWellFormedApiKey } from '../src/keys/api-key.ts';
import { normalizeUrl } from '../src/util/normalize-url.ts';

describe('API key format', () => {
  it('generates unique prefixed keys whose checksum catches any single changed character', () => {
    const keys = Array.from({ length: 2000 }, () => generateApiKey());
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys.slice(0, 50)) {
      expect(key).toMatch(/^geo_live_[0-9A-Za-z]{43}_[0-9A-Za-z]{6}$/);
      expect(isWellFormedApiKey(key)).toBe(true);
      const i = 9 + (key.charCodeAt(20) % 40);
      const flipped = key.slice(0, i) + (key[i] === 'a' ? 'b' : 'a') + key.slice(i + 1);
      expect(isWellFormedApiKey(flipped)).toBe(false);
    }
    expect(isWellFormedApiKey('geo_live_short_abcdef')).toBe(false);
  });
});

describe('normalizeUrl (the cache key)', () => {
  it.each([
    ['HTTPS://Example.COM:443/a?b=2&a=1#top', 'https://example.com/a?a=1&b=2'],
    ['https://example.com/a?utm_source=x&utm_medium=y&gclid=1', 'https://example.com/a'],
    ['https://bücher.example/straße', 'https://xn--bcher-kva.example/stra%C3%9Fe'],
    ['http://example.com', 'http://example.com/'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });
});
