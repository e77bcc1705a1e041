import { AgentReadinessModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentReadiness } from '../../src/analyze/agent-readiness.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { contextOf, html } from '../content/context.ts';

/** Angular's and Quasar's empty mount points, and Angular pages the server rendered into the same root. */

function jsRequired(page: string) {
  return AgentReadinessModule.parse(analyzeAgentReadiness(contextOf(page))).states.js_required!;
}

function capsOf(page: string): string[] {
  return (analyzeArtifacts(contextOf(page).artifacts).caps ?? []).map((c) => c.check);
}

const NAV = `<header><nav><a href="/">Home</a> <a href="/products">Products</a> <a href="/pricing">Pricing</a> <a href="/about">About us</a> <a href="/blog">Blog</a> <a href="/careers">Careers</a> <a href="/contact">Contact</a></nav></header>`;

const FOOTER =
  '<footer><p>Acme Ltd is a company registered in England and Wales, number 01234567. Registered office: 1 High Street, Leeds LS1 1AA. VAT GB123456789. © 2025 Acme Ltd. All rights reserved. Privacy policy · Terms of service · Cookie settings · Accessibility statement · Modern slavery statement · Sitemap</p></footer>';

const ANGULAR_SCRIPTS =
  '<script src="runtime.8f3a.js" type="module"></script><script src="polyfills.1c2d.js" type="module"></script><script src="main.77aa.js" type="module"></script>';

const ARTICLE = `<main><h1>How to send an invoice</h1><p>${'Open the invoices tab, pick a customer, add line items and press send; the customer gets a PDF and a payment link. '.repeat(4)}</p></main>`;

describe('js_required: Angular and Quasar app roots', () => {
  it('caps an Angular CLI page whose <app-root> is empty inside server-rendered chrome', () => {
    const page = html(`${NAV}<app-root></app-root>${FOOTER}${ANGULAR_SCRIPTS}`);
    const state = jsRequired(page);
    expect(state.detected).toBe(true);
    expect(state.evidence).toMatch(/empty app root app-root/);
    expect(capsOf(page)).toContain('gate.js_only_content');
  });

  it('caps a Quasar page whose <div id="q-app"> is empty, with no notice asking for JavaScript', () => {
    const page = html(`${NAV}<div id="q-app"></div>${FOOTER}<script src="/js/app.4b1e.js" defer></script>`);
    const state = jsRequired(page);
    expect(state.detected).toBe(true);
    expect(state.evidence).toMatch(/empty app root div#q-app/);
  });

  it('does not cap an Angular page rendered on the server (Angular Universal or SSR)', () => {
    const ssr = html(
      `<app-root ng-version="17.3.0" ng-server-context="ssr">${NAV}${ARTICLE}${FOOTER}</app-root>${ANGULAR_SCRIPTS}`,
    );
    expect(jsRequired(ssr).detected).toBe(false);
    expect(capsOf(ssr)).not.toContain('gate.js_only_content');
    // A short prerendered contact page: the root holds the page, so it is no empty root.
    const short = html(
      `<app-root ng-version="18.0.1"><main><h1>Contact</h1><p>Email hello@acme.example or call 0113 496 0000.</p></main></app-root>${ANGULAR_SCRIPTS}`,
    );
    expect(jsRequired(short).detected).toBe(false);
  });
});
