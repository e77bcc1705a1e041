import type { AuditResult } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { auditRealistic } from './realistic-page.ts';

/**
 * A client-rendered page (gate.js_only_content): the findings that only describe the empty HTML the server sends fold
 * into the one item that fixes them, server rendering. A Vite app whose HTML is `<div id="root">` and a script, and
 * the same pricing page where the server renders the header and footer around the empty root.
 */

const ownItems = (result: AuditResult) => result.action_plan.map((item) => item.check);
const jsItem = (result: AuditResult) =>
  result.action_plan.find((i) => i.check === 'agent_readiness.js_required');

describe('a Vite app shell at a SaaS pricing URL', () => {
  const result = auditRealistic('vite-spa-pricing-shell');

  it('is one first item, server rendering, that also clears what the empty HTML fails', () => {
    const first = result.action_plan[0]!;
    expect(first.check).toBe('agent_readiness.js_required');
    expect(first.priority).toBe('critical');
    expect(first.also).toEqual(
      expect.arrayContaining([
        'citability.main_content',
        'schema.present',
        'eeat.about_page',
        'eeat.contact_page',
        'eeat.privacy_policy',
        'brand.profiles',
        'agent_pricing.pricing_in_html',
        'agent_pricing.offer_schema',
      ]),
    );
    // The folded checks read the empty HTML: their verdicts are known only once the server renders the page.
    expect(first.fix).toMatch(/Re-audit after server rendering/);
  });

  it('leaves no content, link or markup item of its own', () => {
    const rest = ownItems(result).slice(1);
    expect(rest.filter((check) => /^(?:citability|eeat|brand|schema)\./.test(check))).toEqual([]);
    // What is not in the page's HTML at all (a pricing feed in llms.txt) stays its own item.
    expect(rest).toContain('agent_pricing.machine_readable');
  });
});

describe('a client-rendered pricing page whose server renders the header and footer', () => {
  const result = auditRealistic('spa-shell-server-chrome');

  it('folds the content checks into server rendering', () => {
    expect(jsItem(result)?.also).toEqual(
      expect.arrayContaining(['citability.main_content', 'agent_pricing.pricing_in_html', 'schema.present']),
    );
    // No passage of 30 words in the empty HTML: passage quality does not apply (0113), nor is it an item.
    expect(ownItems(result)).not.toContain('citability.passage_quality');
  });

  it('keeps the footer’s missing links as items: the footer is in the HTML, and server rendering will not add them', () => {
    expect(ownItems(result)).toEqual(expect.arrayContaining(['eeat.terms', 'brand.profiles']));
    expect(jsItem(result)?.also).not.toContain('eeat.terms');
  });
});
