import { AgentReadinessModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import { contextOf, findingOf, html, prose } from '../content/context.ts';

/** Login walls, paywalls and CAPTCHAs: each must block the content to be reported as blocking it. */

function readinessOf(page: string) {
  return AgentReadinessModule.parse(analyzeAgentReadiness(contextOf(page)));
}

describe('login_wall: password fields that do not stand before the content', () => {
  it('does not take a sign-up page for a login wall', () => {
    const signup = readinessOf(
      html(
        '<main><h1>Create your account</h1><p>Start your 14-day free trial. No credit card required.</p><form action="/signup" method="post"><label for="e">Work email</label><input id="e" name="email" type="email"><label for="pw">Password</label><input id="pw" type="password" name="password"><button>Start free trial</button></form></main>',
      ),
    );
    expect(signup.states.login_wall).toEqual({ detected: false, evidence: null });
    expect(findingOf(signup, 'agent_readiness.login_wall').status).toBe('pass');
    // Told apart by the button alone, in another language, and by a repeated password alone.
    const german = readinessOf(
      html(
        '<main><h1>Neues Konto</h1><form action="/konto"><label>E-Mail <input name="mail"></label><label>Passwort <input type="password" name="pw"></label><button>Jetzt registrieren</button></form></main>',
      ),
    );
    expect(german.states.login_wall!.detected).toBe(false);
    const confirm = readinessOf(
      html(
        '<main><form action="/account"><label>Email <input name="e"></label><label>Password <input type="password" name="p1"></label><label>Repeat password <input type="password" name="p2"></label><button>Continue</button></form></main>',
      ),
    );
    expect(confirm.states.login_wall!.detected).toBe(false);
  });

  it('does not take a short page with a members’ login box in its header for a login wall', () => {
    const hours = readinessOf(
      html(
        '<header><form action="/login" method="post" class="header-login"><input name="user" placeholder="Username"><input type="password" name="pass" placeholder="Password"><button>Log in</button></form></header><main><h1>Opening hours</h1><p>We are open Monday to Friday from 9am to 5pm and on Saturdays from 10am to 2pm. Closed on bank holidays.</p></main>',
      ),
    );
    expect(hours.states.login_wall).toEqual({ detected: false, evidence: null });
  });

  it('still reports a sign-in form in place of the content', () => {
    const signin = (button: string, action = '/session') =>
      readinessOf(
        html(
          `<header><nav><a href="/">Acme</a></nav></header><main><h1>Sign in</h1><form action="${action}" method="post"><label>Email <input name="e"></label><label>Password <input type="password" name="p"></label><button>${button}</button></form><p>New here? <a href="/signup">Sign up</a></p></main>`,
        ),
      ).states.login_wall!;
    expect(signin('Sign in')).toEqual({
      detected: true,
      evidence: expect.stringMatching(/^password field on a page with \d+ words of content$/),
    });
    // "Log in" does not start like "Sign up", nor "Joint account login" like "Join now".
    expect(signin('Log in').detected).toBe(true);
    expect(signin('Joint account login').detected).toBe(true);
    // A login box in a header inside the article is the article's, not the site's chrome.
    const article = readinessOf(
      html(
        '<article><header><h1>Members’ area</h1><form><label>Password <input type="password" name="p"></label><button>Enter</button></form></header></article>',
      ),
    );
    expect(article.states.login_wall!.detected).toBe(true);
  });

  it('leaves a long page with a sign-in form alone', () => {
    const long = readinessOf(
      html(
        `<main><p>${prose(200)}</p><form><label>Password <input type="password" name="p"></label><button>Sign in</button></form></main>`,
      ),
    );
    expect(long.states.login_wall!.detected).toBe(false);
  });
});

describe('captcha_or_challenge: reCAPTCHA v3', () => {
  const POST = `<main><article><h1>How we roast our coffee</h1><p>${prose(120)}</p></article></main>`;

  it('does not report the invisible, score-based script loaded on every page as a challenge', () => {
    for (const src of [
      'https://www.google.com/recaptcha/api.js?render=6LcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'https://www.recaptcha.net/recaptcha/enterprise.js?hl=en&render=6LcBBBB-x_y',
    ]) {
      const blog = readinessOf(
        html(`${POST}<script src="${src}"></script><div class="grecaptcha-badge"></div>`),
      );
      expect(blog.states.captcha_or_challenge).toEqual({
        detected: false,
        evidence: `CAPTCHA script ${src}: reCAPTCHA v3 scores visitors in the background and shows no challenge`,
      });
      expect(findingOf(blog, 'agent_readiness.captcha_or_challenge').status).toBe('pass');
    }
  });

  it('still reports the v2 checkbox, explicitly rendered or as a widget in a form', () => {
    for (const src of [
      'https://www.google.com/recaptcha/api.js',
      'https://www.google.com/recaptcha/api.js?render=explicit',
      'https://www.google.com/recaptcha/api.js?onload=cb&render=onload',
    ]) {
      expect(
        readinessOf(html(`${POST}<script src="${src}"></script>`)).states.captcha_or_challenge!.detected,
      ).toBe(true);
    }
    const form = readinessOf(
      html(
        `${POST}<form action="/contact"><label>Email <input name="e"></label><div class="g-recaptcha" data-sitekey="6Lc"></div><button>Send</button></form><script src="https://www.google.com/recaptcha/api.js?render=6LcAAAA"></script>`,
      ),
    );
    expect(form.states.captcha_or_challenge!.detected).toBe(true);
    expect(form.forms[0]!.issues).toContain('CAPTCHA inside the form (g-recaptcha): agents cannot submit it');
  });
});

describe('paywall: what marks a page as paywalled', () => {
  const ld = (node: object) => `<script type="application/ld+json">${JSON.stringify(node)}</script>`;
  const TEXT = `<main><h1>Python for Data Analysis</h1><p>${prose(120)}</p><p>Price: £499</p></main>`;

  it('does not take a paid course, book or app for a paywalled page', () => {
    for (const type of ['Course', 'Book', 'SoftwareApplication']) {
      const page = html(
        TEXT,
        ld({
          '@context': 'https://schema.org',
          '@type': type,
          name: 'Python for Data Analysis',
          isAccessibleForFree: false,
          offers: { '@type': 'Offer', price: '499', priceCurrency: 'GBP' },
        }),
      );
      expect(readinessOf(page).states.paywall, type).toEqual({ detected: false, evidence: null });
    }
  });

  it('still takes the flag on the article, on the page, or on the locked part of a course', () => {
    const article = readinessOf(
      html(
        TEXT,
        ld({
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: 'x',
          isAccessibleForFree: 'False',
        }),
      ),
    );
    expect(article.states.paywall!.evidence).toMatch(/^BlogPosting has isAccessibleForFree: false/);
    const webPage = readinessOf(
      html(TEXT, ld({ '@context': 'https://schema.org', '@type': 'WebPage', isAccessibleForFree: false })),
    );
    expect(webPage.states.paywall!.detected).toBe(true);
    const lessons = readinessOf(
      html(
        TEXT,
        ld({
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: 'x',
          hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.lessons' },
        }),
      ),
    );
    expect(lessons.states.paywall!.evidence).toMatch(/^WebPageElement has isAccessibleForFree: false/);
  });

  it('does not read a piano school’s classes, or a members’ badge, as a paywall vendor or wall', () => {
    const school = readinessOf(
      html(
        `<main><h1>Piano lessons in Leeds</h1><section class="piano-lessons" id="piano_teachers"><p>${prose(120)}</p></section><div class="members-only-badge">Members get 10% off</div></main>`,
      ),
    );
    expect(school.states.paywall).toEqual({ detected: false, evidence: null });
  });

  it('still reads Piano’s own containers and generic paywall parts', () => {
    for (const mark of [
      'class="piano-offer-container"',
      'id="piano"',
      'class="tp-modal"',
      'class="article-paywall"',
      'class="members-only-content"',
    ]) {
      const page = readinessOf(html(`<main><p>${prose(120)}</p><div ${mark}></div></main>`));
      expect(page.states.paywall!.detected, mark).toBe(true);
    }
  });
});
