import { AgentReadinessModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import type { ReachabilityProbe } from '../../src/artifacts.ts';
import { type ContextOptions, contextOf, findingOf, html, prose } from '../content/context.ts';

function readinessOf(page: string, options: ContextOptions = {}) {
  return AgentReadinessModule.parse(
    analyzeAgentReadiness(contextOf(page, options)),
  ) as AgentReadinessModule & {
    tools: { imperative_names: string[] };
    checks_passed: number;
    checks_applicable: number;
  };
}

const ARTICLE = html(`<main><h1>Anvils</h1><p>${prose(300)}</p></main>`);

const TOOL_FORM = `<form toolname="search_products" tooldescription="Search the anvil catalogue" toolautosubmit action="/search">
  <label for="q">Search terms</label><input id="q" name="q" required>
  <fieldset toolparamdescription="Weight class"><legend>Weight</legend>
    <input type="radio" name="weight" value="light" aria-label="Light"><input type="radio" name="weight" value="heavy" aria-label="Heavy">
  </fieldset>
  <button type="submit">Search</button>
</form>`;

function probe(agent: string, status: number, challenge = false): ReachabilityProbe {
  return { agent, userAgent: agent, target: 'page', status, bytes: 0, challenge };
}

describe('agent_readiness: shape', () => {
  it('is beta with weight 0 and reports every state', () => {
    const result = readinessOf(ARTICLE);
    expect(result.beta).toBe(true);
    expect(result.weight).toBe(0);
    expect(Object.keys(result.states)).toEqual([
      'js_required',
      'login_wall',
      'paywall',
      'cookie_wall',
      'captcha_or_challenge',
      'rate_limited',
      'geo_block',
    ]);
    for (const state of Object.values(result.states)) expect(state.detected).toBe(false);
    expect(result.score).toBe(100);
    expect(result.forms).toEqual([]);
    expect(findingOf(result, 'agent_readiness.form_labels').status).toBe('not_applicable');
    expect(findingOf(result, 'agent_readiness.webmcp_tools').status).toBe('not_applicable');
  });
});

describe('agent_readiness: WebMCP tools', () => {
  it('reads a declarative tool with its parameters and where their descriptions come from', () => {
    const result = readinessOf(html(`<main><p>${prose(100)}</p>${TOOL_FORM}</main>`));
    expect(result.tools.declarative).toEqual([
      {
        name: 'search_products',
        description: 'Search the anvil catalogue',
        autosubmit: true,
        form: 'form[toolname="search_products"]',
        params: [
          { name: 'q', required: true, description: 'Search terms', description_source: 'label' },
          {
            name: 'weight',
            required: false,
            description: 'Weight class',
            description_source: 'toolparamdescription',
          },
        ],
      },
    ]);
    expect(result.forms[0]).toMatchObject({ has_toolname: true, has_tooldescription: true, issues: [] });
    expect(findingOf(result, 'agent_readiness.webmcp_schema').status).toBe('pass');
    expect(findingOf(result, 'agent_readiness.webmcp_tools').status).toBe('pass');
  });

  it('flags tools without a description or with undescribed parameters', () => {
    const form = '<form toolname="book"><input name="date" placeholder="Date"><button>Book</button></form>';
    const result = readinessOf(html(`<main><p>${prose(100)}</p>${form}</main>`));
    expect(result.forms[0]!.issues).toEqual([
      'field date is labelled only by its placeholder',
      'tool parameter date has no description (toolparamdescription or <label>)',
      'toolname without tooldescription',
    ]);
    const finding = findingOf(result, 'agent_readiness.webmcp_schema');
    expect(finding.status).toBe('fail');
    expect(finding.evidence[1]!.what).toBe('tool "book": no tooldescription, parameter date undescribed');
  });

  it('detects imperative registerTool on document.modelContext and navigator.modelContext', () => {
    const current = readinessOf(
      html(
        `<main><p>${prose(100)}</p></main><script>document.modelContext?.registerTool({ name: "add_to_cart", description: "Add", execute: async () => ({}) });</script>`,
      ),
    );
    expect(current.tools).toMatchObject({
      imperative_detected: true,
      api: 'document.modelContext',
      imperative_names: ['add_to_cart'],
      count: 1,
    });
    const legacy = readinessOf(
      html(`<main><p>${prose(100)}</p></main><script>navigator.modelContext.registerTool(tool);</script>`),
    );
    expect(legacy.tools.api).toBe('navigator.modelContext');
    const none = readinessOf(
      html(`<main><p>${prose(100)}</p></main><script>console.log("registerTool")</script>`),
    );
    expect(none.tools.imperative_detected).toBe(false);
  });

  it('flags forms that expose no tool', () => {
    const form = '<form action="/contact"><label>Message <textarea name="message"></textarea></label></form>';
    const result = readinessOf(html(`<main><p>${prose(100)}</p>${form}</main>`));
    expect(findingOf(result, 'agent_readiness.webmcp_tools').status).toBe('fail');
    expect(findingOf(result, 'agent_readiness.form_coverage').title).toBe('0 of 1 forms are WebMCP tools');
    expect(result.forms[0]!.fields).toEqual([
      { name: 'message', type: 'textarea', required: false, labelled_by: 'label', label: 'Message' },
    ]);
  });
});

describe('agent_readiness: forms', () => {
  it('flags unlabelled and unnamed fields, passes labelled ones', () => {
    const form = `<form id="signup"><input type="email" placeholder="Email"><input name="city"><span id="zip-l">ZIP code</span><input name="zip" aria-labelledby="zip-l"><input type="hidden" name="csrf" value="x"></form>`;
    const result = readinessOf(html(`<main><p>${prose(100)}</p>${form}</main>`));
    const fields = result.forms[0]!.fields;
    expect(result.forms[0]!.selector).toBe('form#signup');
    expect(fields.map((f) => [f.name, f.labelled_by])).toEqual([
      [null, 'placeholder'],
      ['city', 'none'],
      ['zip', 'aria-labelledby'],
    ]);
    expect(findingOf(result, 'agent_readiness.form_labels').status).toBe('fail');
    expect(findingOf(result, 'agent_readiness.form_names').status).toBe('warn');

    const good = readinessOf(
      html(
        `<main><p>${prose(100)}</p><form><label for="e">Email</label><input id="e" name="email" type="email"></form></main>`,
      ),
    );
    expect(findingOf(good, 'agent_readiness.form_labels').status).toBe('pass');
    expect(findingOf(good, 'agent_readiness.form_names').status).toBe('pass');
  });

  it('reports a CAPTCHA inside a form', () => {
    const form =
      '<form action="/contact"><label>Name <input name="name"></label><div class="g-recaptcha" data-sitekey="x"></div></form>';
    const result = readinessOf(html(`<main><p>${prose(100)}</p>${form}</main>`));
    expect(result.forms[0]!.issues).toContain(
      'CAPTCHA inside the form (g-recaptcha): agents cannot submit it',
    );
    expect(result.states.captcha_or_challenge!.detected).toBe(true);
  });
});

describe('agent_readiness: form labels', () => {
  it('reports a radio group without labels once, with how many options it has', () => {
    const stars = [1, 2, 3, 4, 5]
      .map((n) => `<input type="radio" id="r${n}" name="rating" value="${n}"><label for="r${n}"></label>`)
      .join('');
    const result = readinessOf(
      html(`<form id="review">${stars}<label>Review <textarea name="text"></textarea></label></form>`),
    );
    const labels = findingOf(result, 'agent_readiness.form_labels');
    expect(labels.evidence.map((e) => e.what)).toEqual([
      '1 of 6 fields have a label',
      'rating (5 radio options) has no label',
    ]);
  });
});

describe('agent_readiness: states', () => {
  it('detects content that needs JavaScript (the hard-cap signal) and not a server-rendered page', () => {
    const spa = html(
      '<div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript><script src="/static/js/main.js"></script>',
    );
    const result = readinessOf(spa);
    expect(result.states.js_required!.detected).toBe(true);
    expect(result.states.js_required!.evidence).toMatch(/empty app root div#root/);
    const finding = findingOf(result, 'agent_readiness.js_required');
    expect(finding.status).toBe('fail');
    expect(finding.severity).toBe('critical');
    expect(readinessOf(`${ARTICLE}<script src="/analytics.js"></script>`).states.js_required!.detected).toBe(
      false,
    );
  });

  it('does not take a short static page that loads a script for an app shell, but does a bare one', () => {
    const card = readinessOf(
      html(
        '<div class="content"><p>Jerry Smith<br><i>Senior developer, QA</i></p><p>93 Rose Ave, Adelaide</p><p>+61 12/345-678</p></div><script src="js/click.js"></script>',
      ),
    );
    expect(card.states.js_required).toEqual({
      detected: false,
      evidence: expect.stringMatching(/^1\d words of text in the raw HTML, and no empty app root/),
    });
    const shell = readinessOf(
      html('<div class="wrapper"><p>Loading…</p></div><script src="/bundle.js"></script>'),
    );
    expect(shell.states.js_required!.detected).toBe(true);
  });

  it('detects a login wall from status, redirect, password form or text', () => {
    expect(readinessOf(html('<p>Unauthorized</p>'), { status: 401 }).states.login_wall!.detected).toBe(true);
    const redirected = readinessOf(html('<main><p>Welcome back</p></main>'), {
      url: 'https://example.com/docs/x',
      finalUrl: 'https://example.com/login?next=/docs/x',
    });
    expect(redirected.states.login_wall!.evidence).toMatch(/^redirected to a sign-in page/);
    const form = readinessOf(
      html(
        '<main><form><label>User <input name="u"></label><label>Password <input type="password" name="p"></label></form></main>',
      ),
    );
    expect(form.states.login_wall!.detected).toBe(true);
    expect(findingOf(form, 'agent_readiness.login_wall').status).toBe('fail');
  });

  it('detects paywalls from schema, markup and text', () => {
    const schema = readinessOf(
      html(
        `<main><p>${prose(100)}</p></main>`,
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"x","isAccessibleForFree":false}</script>',
      ),
    );
    expect(schema.states.paywall!.evidence).toMatch(/isAccessibleForFree: false/);
    expect(
      readinessOf(html(`<main><p>${prose(100)}</p><div class="paywall">Subscribe</div></main>`)).states
        .paywall!.detected,
    ).toBe(true);
    expect(
      readinessOf(html(`<main><p>${prose(100)} Subscribe now to continue reading.</p></main>`)).states
        .paywall!.detected,
    ).toBe(true);
  });

  it('tells a blocking cookie wall from a plain consent bar', () => {
    const wall = readinessOf(
      html(
        `<div id="cookie-consent" role="dialog" aria-modal="true">We use cookies. <button>Accept</button></div><main><p>${prose(100)}</p></main>`,
      ),
    );
    expect(wall.states.cookie_wall!.detected).toBe(true);
    const bar = readinessOf(
      html(`<div class="cookie-bar">We use cookies.</div><main><p>${prose(100)}</p></main>`),
    );
    expect(bar.states.cookie_wall).toEqual({
      detected: false,
      evidence: 'consent banner div.cookie-bar does not block the content',
    });
    // The bottom bar of the Cookie Notice plugin: a non-modal dialog (no aria-modal, no overlay).
    const noticeBar = readinessOf(
      html(
        `<div id="cookie-notice" role="dialog" aria-label="Cookie consent" class="cn-bottom"><p>We use cookies.</p><button>Accept</button></div><main><p>${prose(100)}</p></main>`,
      ),
    );
    expect(noticeBar.states.cookie_wall).toEqual({
      detected: false,
      evidence: 'consent banner div#cookie-notice.cn-bottom does not block the content',
    });
  });

  it('does not take a comment form’s "remember me" cookie checkbox for a consent banner', () => {
    // WordPress's comment form, under a 15-word first post.
    const post =
      html(`<main><p>Welcome to WordPress. This is your first post. Edit or delete it, then start writing!</p>
<form id="commentform"><p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" type="checkbox"><label for="wp-comment-cookies-consent">Save my name, email, and website in this browser for the next time I comment.</label></p></form></main>`);
    expect(readinessOf(post).states.cookie_wall).toEqual({ detected: false, evidence: null });
  });

  it('detects challenges and rate limits from the page and the probes', () => {
    const challenge = readinessOf(html('<p>Checking your browser</p>', '<title>Just a moment...</title>'), {
      status: 403,
      headers: { 'content-type': 'text/html', 'cf-mitigated': 'challenge' },
    });
    expect(challenge.states.captcha_or_challenge!.detected).toBe(true);
    const probes = readinessOf(ARTICLE, {
      probes: [probe('OAI-SearchBot', 429), probe('PerplexityBot', 403, true)],
    });
    expect(probes.states.rate_limited).toEqual({
      detected: true,
      evidence: 'HTTP 429 for probes: OAI-SearchBot (page, HTTP 429)',
    });
    expect(probes.states.captcha_or_challenge!.evidence).toBe(
      'challenged probes: PerplexityBot (page, HTTP 403)',
    );
    expect(readinessOf(html('<p>Too many</p>'), { status: 429 }).states.rate_limited!.detected).toBe(true);
    expect(readinessOf(html('<p>Blocked</p>'), { status: 451 }).states.geo_block!.detected).toBe(true);
  });
});

describe('agent_readiness: robustness', () => {
  for (const [name, page] of [
    ['empty', ''],
    ['binary', String.fromCharCode(...Array.from({ length: 3000 }, (_, i) => (i * 131) % 256))],
    ['malformed', '<form toolname><input name><label for>x<select><option>1<form><textarea'],
    [
      'huge',
      html(
        `<main>${`<form><input name="a${'x'.repeat(10)}"></form><p>${prose(50)}</p>`.repeat(2000)}</main>`,
      ),
    ],
  ] as const) {
    it(`does not throw on a ${name} page`, () => {
      const result = readinessOf(page);
      expect(result.beta).toBe(true);
      expect(Number.isInteger(result.score)).toBe(true);
    });
  }
});
