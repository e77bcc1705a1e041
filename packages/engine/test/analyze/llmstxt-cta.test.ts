import { LlmstxtModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import { artifactsFor, contextOf } from './crawlers-helpers.ts';

// cta_url is the link an agent hands a user who wants to buy, sign up or talk to someone: never a docs page.
function ctaOf(body: string) {
  const result = analyzeLlmstxt(contextOf(artifactsFor({ llms: `# Acme\n\n> Billing.\n\n${body}` })));
  LlmstxtModule.parse(result);
  return { url: result.cta_url, kind: result.cta?.kind ?? null };
}

const B = 'https://shop.example';

describe('llmstxt cta_url: a docs "Get started" section', () => {
  it('does not make the intro docs page the sign-up link over a real Pricing link', () => {
    const body = [
      '## Get started',
      `- [Intro to Acme](${B}/docs/intro.md): what Acme is`,
      `- [Quickstart](${B}/docs/quickstart.md)`,
      '',
      '## Company',
      `- [Pricing](${B}/pricing): plans and prices`,
      `- [Contact sales](${B}/contact-sales)`,
    ].join('\n');
    expect(ctaOf(body)).toEqual({ url: `${B}/pricing`, kind: 'pricing' });
  });

  it('does not count an onboarding page of a Get started section that says nothing itself', () => {
    const body = `## Get started\n- [Introduction](${B}/introduction)\n\n## Company\n- [Contact us](${B}/contact)\n`;
    expect(ctaOf(body)).toEqual({ url: `${B}/contact`, kind: 'contact' });
  });

  it('still takes a real sign-up link listed under Get started', () => {
    const body = `## Get started\n- [Create an account](${B}/signup)\n\n## Company\n- [Contact us](${B}/contact)\n`;
    expect(ctaOf(body)).toEqual({ url: `${B}/signup`, kind: 'signup' });
  });

  it('still takes a plain link of a section named Pricing', () => {
    expect(
      ctaOf(`## Pricing\n- [Rates for teams](${B}/rates)\n\n## More\n- [Contact us](${B}/contact)\n`),
    ).toEqual({
      url: `${B}/rates`,
      kind: 'pricing',
    });
  });
});

describe('llmstxt cta_url: API and documentation pages', () => {
  it('is null on a docs-only index whose pages are named Checkout, Prices, Plans and Subscribe', () => {
    const body = [
      '## Payments',
      `- [Checkout](${B}/docs/payments/checkout.md): Hosted payment page`,
      '## Billing',
      `- [Prices](${B}/docs/api/prices.md): The Price object`,
      `- [Subscribe a customer](${B}/docs/billing/subscriptions.md)`,
      `- [Contact support](${B}/docs/support.md)`,
      '## Reference',
      `- [Create checkout session](${B}/api-reference/checkout/create)`,
      '## API',
      `- [Plans](${B}/v1/plans)`,
      `- [Book a meeting room](https://docs.shop.example/rooms/book)`,
    ].join('\n');
    expect(ctaOf(body)).toEqual({ url: null, kind: null });
  });

  it('keeps a pricing page whose path only mentions an API product', () => {
    expect(ctaOf(`## Links\n- [API pricing](${B}/api/pricing)\n`)).toEqual({
      url: `${B}/api/pricing`,
      kind: 'pricing',
    });
  });
});

describe('llmstxt cta_url: the order inside one section', () => {
  it('prefers booking a demo over contacting sales, as the documented order says', () => {
    const body = `## Talk to us\n- [Contact sales](${B}/contact)\n- [Book a demo](${B}/demo)\n`;
    expect(ctaOf(body)).toEqual({ url: `${B}/demo`, kind: 'demo' });
  });

  it('keeps file order between two links of the same kind', () => {
    const body = `## Talk to us\n- [Contact sales](${B}/contact)\n- [Get in touch](${B}/hello)\n`;
    expect(ctaOf(body)).toEqual({ url: `${B}/contact`, kind: 'contact' });
  });
});
