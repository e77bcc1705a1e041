import { describe, expect, it } from 'vitest';
import { auditRealistic } from './realistic-page.ts';

/**
 * gate.sign_in_page caps a URL whose content is a sign-in form, not a public page that also offers a login. Harbour
 * Credit Union's home page (H1 "Banking that stays in Portland", a pitch, rates and an "Online banking" login form in
 * `<main>`), and Bluebird Coffee's subscription page ("Fresh beans every two or four weeks from £12 …" and "Already a
 * subscriber?" with a sign-in form).
 */

describe('a public page with a login box beside short content', () => {
  for (const name of ['credit-union-home-login-box', 'coffee-subscriptions-sign-in-box']) {
    it(`${name}: is not capped, nor reported as content behind a login`, () => {
      const result = auditRealistic(name);
      expect(result.caps).toEqual([]);
      expect(result.geo_score).toBeGreaterThan(60);
      const login = result.modules.agent_readiness?.states?.login_wall;
      expect(login?.detected).toBe(false);
      expect(login?.evidence).toMatch(/^login form beside \d+ words of public content/);
    });
  }

  it('the same page is a sign-in page when its title says so, it sits at a login path, or nothing stands beside the form', () => {
    const capped = (edit: (body: string) => string, url?: string) =>
      auditRealistic('credit-union-home-login-box', (artifacts) => {
        artifacts.page.body = edit(artifacts.page.body);
        if (url) {
          artifacts.url = url;
          artifacts.page = { ...artifacts.page, url, finalUrl: url };
        }
      }).caps?.map((c) => c.check);
    expect(
      capped((b) => b.replace(/<title>[^<]*<\/title>/, '<title>Log in – Harbour Credit Union</title>')),
    ).toEqual(['gate.sign_in_page']);
    expect(capped((b) => b, 'https://www.harbourcu.org/login')).toEqual(['gate.sign_in_page']);
    expect(
      capped((b) =>
        b
          .replace(/<section class="hero">.*?<\/section>/s, '')
          .replace(/<section><h2>Rates.*?<\/section>/s, ''),
      ),
    ).toEqual(['gate.sign_in_page']);
  });
});
