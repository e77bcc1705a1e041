import { describe, expect, it } from 'vitest';
import type { FetchedResource } from '../../src/artifacts.ts';
import { challengeEvidence, isChallenge, isTextDocument } from '../../src/gather/index.ts';

function response(body: string, headers: Record<string, string> = {}, status = 200): FetchedResource {
  const url = 'https://acme.example/';
  return { url, finalUrl: url, status, headers, body, truncated: false, redirects: [] };
}

describe('challenge detection', () => {
  it.each([
    ['a cf-mitigated header', response('', { 'cf-mitigated': 'challenge' }, 403)],
    [
      'the Cloudflare challenge platform',
      response('<script src="/cdn-cgi/challenge-platform/h/g/orchestrate/x"></script>'),
    ],
    ['the interstitial title', response('<html><head><title>Just a moment...</title></head></html>')],
    ['DataDome', response('<script src="https://ct.captcha-delivery.com/c.js"></script>')],
    ['PerimeterX', response('<div id="px-captcha"></div>')],
    ['Imperva', response('<script src="/_Incapsula_Resource?SWJIYLWA=1"></script>')],
    ['AWS WAF', response('<script>window.awsWafCookieDomainList = [];</script>')],
  ])('recognizes %s', (_what, resource) => {
    expect(isChallenge(resource)).toBe(true);
    expect(challengeEvidence(resource).length).toBeGreaterThan(0);
  });

  it('counts a captcha widget only when the browser did not get it too', () => {
    const widget = response('<form><div class="g-recaptcha"></div></form>');
    expect(isChallenge(widget, '<p>Welcome</p>')).toBe(true);
    expect(isChallenge(widget, '<form><div class="g-recaptcha"></div></form>')).toBe(false);
  });

  it('does not flag an ordinary page', () => {
    expect(isChallenge(response('<h1>Just a moment of your time</h1><p>Prices below.</p>'))).toBe(false);
  });
});

describe('isTextDocument', () => {
  it.each([
    ['plain text', response('# Title\n', { 'content-type': 'text/plain' }), true],
    ['markdown', response('# Title\n', { 'content-type': 'text/markdown; charset=utf-8' }), true],
    ['no content type', response('# Title\n'), true],
    ['an HTML page', response('<h1>Title</h1>', { 'content-type': 'text/html' }), false],
    ['Markdown mislabelled as HTML', response('# Title\n', { 'content-type': 'text/html' }), true],
    [
      'an HTML body served as text',
      response('\n<!DOCTYPE html><html>', { 'content-type': 'text/plain' }),
      false,
    ],
    ['a 404', response('# Title', { 'content-type': 'text/plain' }, 404), false],
    ['JSON', response('{}', { 'content-type': 'application/json' }), false],
  ])('%s → %s', (_what, resource, expected) => {
    expect(isTextDocument(resource)).toBe(expected);
  });
});
