import { AgentReadinessModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { contextOf, html } from '../content/context.ts';

/**
 * `states.js_required` drives the "main content only after JavaScript" hard cap (geo_score at most 39): it must
 * fire on pages whose raw HTML lacks the content and never on pages that hold it.
 */

function jsRequired(page: string) {
  return AgentReadinessModule.parse(analyzeAgentReadiness(contextOf(page))).states.js_required!;
}

function capsOf(page: string): string[] {
  return (analyzeArtifacts(contextOf(page).artifacts).caps ?? []).map((c) => c.check);
}

/** create-react-app's public/index.html prints this on every page, prerendered or not. */
const CRA_NOSCRIPT = '<noscript>You need to enable JavaScript to run this app.</noscript>';

const NAV = `<header><nav><a href="/">Home</a> <a href="/products">Products</a> <a href="/pricing">Pricing</a> <a href="/about">About us</a> <a href="/blog">Blog</a> <a href="/careers">Careers</a> <a href="/contact">Contact</a></nav></header>`;

describe('js_required: a notice that asks for JavaScript', () => {
  it('does not cap a prerendered page whose short content is in the HTML', () => {
    // react-snap's output: the root holds the rendered contact page, the CRA notice stays.
    const page = html(
      `${CRA_NOSCRIPT}<div id="root"><main><h1>Contact</h1><p>Email hello@acme.example or call 0113 496 0000. Office: 1 High Street, Leeds.</p></main></div><script src="/static/js/main.js"></script>`,
    );
    const state = jsRequired(page);
    expect(state.detected).toBe(false);
    expect(state.evidence).toMatch(/of main content\) and no empty app root: the notice "You need to enable/);
    expect(capsOf(page)).not.toContain('gate.js_only_content');
  });

  it('does not cap a prerendered page without a landmark either', () => {
    const page = html(
      `${CRA_NOSCRIPT}<div id="root"><div class="App"><h2>Thank you</h2><p>Your order 4711 is confirmed. We will email the receipt within the hour.</p></div></div><script src="/static/js/main.js"></script>`,
    );
    expect(jsRequired(page).detected).toBe(false);
  });

  it('still caps the unrendered shell with the same notice', () => {
    const page = html(`${CRA_NOSCRIPT}<div id="root"></div><script src="/static/js/main.js"></script>`);
    expect(jsRequired(page).detected).toBe(true);
    expect(capsOf(page)).toContain('gate.js_only_content');
  });

  it('still caps a notice beside a root the scan does not know, around server-rendered navigation', () => {
    // Quasar mounts on #q-app, which is not one of the known root ids: the notice is the only sign.
    const quasar = html(
      `${NAV}<noscript>Please enable JavaScript to use this site.</noscript><div id="q-app"></div><script src="/js/app.js"></script>`,
    );
    expect(jsRequired(quasar).detected).toBe(true);
    // A root holding only a spinner's text is not rendered content.
    const spinner = html(
      `${NAV}${CRA_NOSCRIPT}<div id="root"><div class="spinner">Loading…</div></div><script src="/static/js/main.js"></script>`,
    );
    expect(jsRequired(spinner).detected).toBe(true);
  });
});
