import { LlmstxtModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import {
  type ArtifactOptions,
  artifactsFor,
  contextOf,
  findingOf,
  ORIGIN,
  resource,
} from './crawlers-helpers.ts';

/**
 * The conversion link llms.txt names must be a page the answer engines may read: an AI search or user-triggered
 * agent that honours robots.txt cannot fetch a disallowed pricing page to confirm or quote it.
 */

const LLMS = (links: string[]) => `# Acme\n\n> Billing for clinics.\n\n## Company\n\n${links.join('\n')}\n`;
const PRICING = `- [Pricing](${ORIGIN}/pricing): plans and prices`;
const CONTACT = `- [Contact sales](${ORIGIN}/contact)`;

function audit(robots: ArtifactOptions['robots'], links: string[]) {
  const result = analyzeLlmstxt(contextOf(artifactsFor({ robots, llms: LLMS(links) })));
  LlmstxtModule.parse(result);
  return result;
}

describe('llmstxt.cta and robots.txt', () => {
  it('keeps reporting a CTA disallowed for every bot, but flags it with the rule and a fix', () => {
    const result = audit('User-agent: *\nDisallow: /pricing\n', [PRICING]);
    expect(result.cta_url).toBe(`${ORIGIN}/pricing`);
    const finding = findingOf(result, 'llmstxt.cta');
    expect(finding.status).toBe('info');
    expect(finding.severity).toBe('low');
    expect(finding.title).toBe(
      `Conversion link for agents: ${ORIGIN}/pricing, but robots.txt disallows it for every search and user-triggered bot (OAI-SearchBot, ChatGPT-User, Googlebot, Bingbot and 13 more)`,
    );
    expect(finding.evidence.at(-1)).toEqual({
      what: `robots.txt disallows ${ORIGIN}/pricing for every search and user-triggered bot (OAI-SearchBot, ChatGPT-User, Googlebot, Bingbot and 13 more) (\`Disallow: /pricing\`)`,
      where: `${ORIGIN}/robots.txt line 2`,
      value: 'Disallow: /pricing',
    });
    expect(finding.fix).toMatch(/^Allow \/pricing in robots\.txt for OAI-SearchBot, ChatGPT-User/);
    expect(finding.fix).toMatch(/`Allow: \/pricing`/);
    expect(finding.fix).toMatch(/point llms\.txt's conversion link at a page they may read/);
  });

  it('names each rule and the bots it blocks when groups differ', () => {
    const robots =
      'User-agent: OAI-SearchBot\nDisallow: /pricing\n\nUser-agent: PerplexityBot\nDisallow: /\n';
    const result = audit(robots, [PRICING]);
    expect(result.cta_url).toBe(`${ORIGIN}/pricing`);
    const finding = findingOf(result, 'llmstxt.cta');
    expect(finding.title).toBe(
      `Conversion link for agents: ${ORIGIN}/pricing, but robots.txt disallows it for OAI-SearchBot, PerplexityBot`,
    );
    expect(finding.evidence.slice(-2)).toEqual([
      {
        what: `robots.txt disallows ${ORIGIN}/pricing for OAI-SearchBot (\`Disallow: /pricing\`)`,
        where: `${ORIGIN}/robots.txt line 2`,
        value: 'Disallow: /pricing',
      },
      {
        what: `robots.txt disallows ${ORIGIN}/pricing for PerplexityBot (\`Disallow: /\`)`,
        where: `${ORIGIN}/robots.txt line 5`,
        value: 'Disallow: /',
      },
    ]);
  });

  it('hands out the next candidate the bots may read, and passes', () => {
    const result = audit('User-agent: *\nDisallow: /pricing\n', [PRICING, CONTACT]);
    expect(result.cta_url).toBe(`${ORIGIN}/contact`);
    expect(result.cta).toEqual({ kind: 'contact', by: 'title', line: 8 });
    const finding = findingOf(result, 'llmstxt.cta');
    expect(finding.status).toBe('pass');
    expect(finding.title).toBe(
      `Conversion link for agents: ${ORIGIN}/contact (${ORIGIN}/pricing is disallowed by robots.txt)`,
    );
    expect(finding.evidence[0]).toEqual({
      what: `not handed out: ${ORIGIN}/pricing (pricing link found by its title) is disallowed by robots.txt for every search and user-triggered bot (OAI-SearchBot, ChatGPT-User, Googlebot, Bingbot and 13 more)`,
      where: `${ORIGIN}/llms.txt line 7`,
      value: `${ORIGIN}/pricing`,
    });
  });

  it('passes over a candidate disallowed for one answer engine only', () => {
    const result = audit('User-agent: Claude-User\nDisallow: /pricing\n', [PRICING, CONTACT]);
    expect(result.cta_url).toBe(`${ORIGIN}/contact`);
    expect(findingOf(result, 'llmstxt.cta').evidence[0]!.what).toMatch(/for Claude-User$/);
  });

  it('judges a Markdown mirror by the page it stands for', () => {
    const result = audit('User-agent: *\nDisallow: /pricing\n', [`- [Pricing](${ORIGIN}/pricing.md)`]);
    expect(result.cta_url).toBe(`${ORIGIN}/pricing`);
    expect(findingOf(result, 'llmstxt.cta').severity).toBe('low');
  });

  it('does not judge an off-site CTA by this site’s robots.txt', () => {
    const links = ['- [Buy now](https://buy.stripe.example/acme)'];
    const blocked = audit('User-agent: *\nDisallow: /\n', links);
    expect(blocked.cta_url).toBe('https://buy.stripe.example/acme');
    expect(findingOf(blocked, 'llmstxt.cta').status).toBe('pass');
    expect(blocked).toEqual(audit('', links));
  });

  it('prefers an off-site CTA to a same-site one the bots may not read', () => {
    const result = audit('User-agent: *\nDisallow: /pricing\n', [
      PRICING,
      '- [Book a demo](https://cal.example/acme/demo)',
    ]);
    expect(result.cta_url).toBe('https://cal.example/acme/demo');
  });

  it('leaves an allowed CTA exactly as it was', () => {
    const robots = 'User-agent: *\nDisallow: /admin\nAllow: /pricing\n\nUser-agent: GPTBot\nDisallow: /\n';
    const result = audit(robots, [PRICING, CONTACT]);
    expect(result.cta_url).toBe(`${ORIGIN}/pricing`);
    expect(findingOf(result, 'llmstxt.cta')).toEqual({
      check: 'llmstxt.cta',
      title: `Conversion link for agents: ${ORIGIN}/pricing`,
      status: 'pass',
      severity: 'info',
      evidence: [
        {
          what: 'pricing link found by its title',
          where: `${ORIGIN}/llms.txt line 7`,
          value: `${ORIGIN}/pricing`,
        },
      ],
      fix: null,
      impact: 0,
    });
    expect(result).toEqual(audit(null, [PRICING, CONTACT]));
  });

  it('judges a link on the host the page redirected to by that host’s robots.txt', () => {
    const www = 'https://www.shop.example';
    const artifacts = artifactsFor({
      robots: 'User-agent: *\nAllow: /\n',
      llms: LLMS([`- [Pricing](${www}/pricing)`, `- [Contact sales](https://app.shop.example/contact)`]),
    });
    artifacts.page = { ...artifacts.page, finalUrl: `${www}/blog/post` };
    artifacts.finalRobotsTxt = resource(`${www}/robots.txt`, 200, 'User-agent: *\nDisallow: /\n');
    const result = analyzeLlmstxt(contextOf(artifacts));
    // www's robots.txt disallows its pricing page; app.shop.example's file was not read, so its link is not judged.
    expect(result.cta_url).toBe('https://app.shop.example/contact');
    expect(findingOf(result, 'llmstxt.cta').evidence[0]!.what).toMatch(/^not handed out: https:\/\/www\./);
  });

  it('leaves the CTA alone when robots.txt is unavailable: crawlers.robots_txt reports that once', () => {
    const down = resource(`${ORIGIN}/robots.txt`, 503, 'Service unavailable');
    expect(audit(down, [PRICING, CONTACT])).toEqual(audit(null, [PRICING, CONTACT]));
  });
});
