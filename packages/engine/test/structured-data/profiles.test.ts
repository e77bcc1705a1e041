import { describe, expect, it } from 'vitest';
import { classifyProfileUrl } from '../../src/structured-data/profiles.ts';

const platformOf = (url: string) => classifyProfileUrl(url)?.platform;

describe('classifyProfileUrl: hosts', () => {
  it('matches a platform host and its subdomains, never a lookalike', () => {
    expect(platformOf('https://uk.linkedin.com/company/acme')).toBe('linkedin');
    expect(platformOf('https://m.facebook.com/acme')).toBe('facebook');
    expect(platformOf('https://fb.me/acme')).toBe('facebook');
    expect(platformOf('https://old.reddit.com/r/acme')).toBe('reddit');
    expect(platformOf('https://notlinkedin.com/company/acme')).toBeUndefined();
    expect(platformOf('https://linkedin.com.evil.example/company/acme')).toBeUndefined();
    expect(platformOf('https://example.com/company/acme')).toBeUndefined();
  });

  it('tells apart platforms whose hosts nest (play.google.com under google.com)', () => {
    expect(platformOf('https://play.google.com/store/apps/details?id=com.acme')).toBe('google_play');
    expect(platformOf('https://www.google.com/maps/place/Acme')).toBe('google_business_profile');
    expect(platformOf('https://maps.app.goo.gl/abc')).toBe('google_business_profile');
    expect(platformOf('https://www.google.com/search?q=acme')).toBeUndefined();
  });
});
