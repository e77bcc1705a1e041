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
    // Quasar's #q-app root, with the notice beside it.
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

const FOOTER =
  '<footer><p>Acme Ltd is a company registered in England and Wales, number 01234567. Registered office: 1 High Street, Leeds LS1 1AA. VAT GB123456789. © 2025 Acme Ltd. All rights reserved. Privacy policy · Terms of service · Cookie settings · Accessibility statement · Modern slavery statement · Sitemap</p></footer>';

describe('js_required: an empty app root inside server-rendered chrome', () => {
  it('caps the page when only the navigation and footer are in the HTML', () => {
    // A React app mounted into a CMS template: 60 words of chrome, no content.
    const page = html(`${NAV}<div id="root"></div>${FOOTER}<script src="/static/js/main.8f3a.js"></script>`);
    const state = jsRequired(page);
    expect(state.detected).toBe(true);
    expect(state.evidence).toMatch(
      /^0 words of main content in the raw HTML \(\d{2} in all, with navigation, header and footer\); empty app root div#root; 1 scripts$/,
    );
    expect(capsOf(page)).toContain('gate.js_only_content');
  });

  it('caps a root inside <main> below a short server-rendered intro', () => {
    const page = html(
      `${NAV}<main><h1>Our products</h1><p>Browse the whole range below, filtered by size and price.</p><div id="app"></div></main>${FOOTER}<script src="/js/app.js"></script>`,
    );
    expect(jsRequired(page).detected).toBe(true);
    // The intro in a block of its own, which the content model takes for the main content.
    const boxed = html(
      `${NAV}<main><div class="intro"><h1>Our products</h1><p>Browse the whole range below, filtered by size and price.</p></div><div id="app"></div></main>${FOOTER}<script src="/js/app.js"></script>`,
    );
    expect(jsRequired(boxed).detected).toBe(true);
  });

  it('does not cap a page whose main content is in the HTML beside the empty root', () => {
    const long = html(
      `${NAV}<main><h1>Opening hours</h1><p>${'We are open Monday to Friday from nine to five, and on Saturdays from ten to two. '.repeat(4)}</p><div id="root"></div></main>${FOOTER}<script src="/js/app.js"></script>`,
    );
    expect(jsRequired(long).evidence).toMatch(
      /^\d+ words of main content in the raw HTML beside the empty app root/,
    );
    expect(jsRequired(long).detected).toBe(false);
    // A short server-rendered page with a widget's root outside its <main> (a chat, comments, a map).
    const widget = html(
      `${NAV}<main><h1>Contact</h1><p>Email hello@acme.example or call 0113 496 0000. Office: 1 High Street, Leeds.</p></main><div id="root"></div>${FOOTER}<script src="/js/chat.js"></script>`,
    );
    expect(jsRequired(widget).detected).toBe(false);
    expect(capsOf(widget)).not.toContain('gate.js_only_content');
  });
});

describe('js_required: a notice in the visible text', () => {
  it('caps a page whose only text is the notice, and not a short page that also holds content', () => {
    expect(jsRequired(html('<main><p>Please enable JavaScript to continue.</p></main>')).detected).toBe(true);
    const page = html(
      '<div id="root"><main><p>Please enable JavaScript for the full experience.</p><h1>Contact</h1><p>Email hello@acme.example or call 0113 496 0000.</p></main></div><script src="/static/js/main.js"></script>',
    );
    expect(jsRequired(page).detected).toBe(false);
  });
});

/** What Next.js's App Router sends for a page with loading.tsx: the placeholder first, the segment later. */
function streamingPage(segmentId: string, segment: string): string {
  return html(`<header><nav><a href="/">Acme</a> <a href="/docs">Docs</a></nav></header><main><!--$?--><template id="B:0"></template><p>Loading…</p><!--/$--></main>
<script src="/_next/static/chunks/webpack.js" async></script><script src="/_next/static/chunks/main-app.js" async></script>
<div hidden id="${segmentId}">${segment}</div>
<script>$RC=function(b,c){};$RC("B:0","${segmentId}")</script>`);
}

const ARTICLE = `<article><h1>How to send an invoice</h1><p>${'Open the invoices tab, pick a customer, add line items and press send; the customer gets a PDF and a payment link. '.repeat(4)}</p></article>`;

describe('js_required: React streaming (Next.js App Router)', () => {
  it('does not cap a page whose content is streamed into a hidden segment of the same response', () => {
    const page = streamingPage('S:0', ARTICLE);
    const state = jsRequired(page);
    expect(state.detected).toBe(false);
    expect(state.evidence).toMatch(
      /; \d+ of them streamed in the same response into hidden div#S:0, which an inline script shows$/,
    );
    expect(capsOf(page)).not.toContain('gate.js_only_content');
  });

  it('still caps a streamed shell whose segment holds no content, and does not take other hidden text for a segment', () => {
    expect(jsRequired(streamingPage('S:0', '<p>Loading…</p>')).detected).toBe(true);
    // Text hidden in an ordinary element is not sent for the page to show.
    expect(jsRequired(streamingPage('S:intro', ARTICLE)).detected).toBe(true);
  });
});
