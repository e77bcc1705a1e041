import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { contextOf, findingOf } from '../content/context.ts';

/**
 * Whether prices need a billing period: a shop's footer newsletter ("Subscribe") or a "Plans" menu item does not make
 * its shoes subscriptions; "Subscribe" on a plan card beside the price still does.
 */

const periodCheck = (page: string) =>
  findingOf(
    AgentPricingModule.parse(
      analyzeAgentPricing(contextOf(page, { url: 'https://shop.example/collections/running' })),
    ),
    'agent_pricing.currency_and_period',
  );

const shoes = ['Pace Runner', 'Trail Blazer', 'Road Glide', 'Tempo Light']
  .map(
    (name, i) =>
      `<li><h3>${name}</h3><p class="price">$${99 + i * 10}.95</p><a href="/products/${i}">View</a></li>`,
  )
  .join('');
const prose =
  '<p>Our running shoes are fitted in the store by staff who run themselves, and every pair can be returned within thirty days if it does not suit your stride, even after a few runs outside on the road or trail.</p>';

describe('subscription words beside the prices', () => {
  it('reads a shop’s prices as one-off with a newsletter "Subscribe" in the footer and "Plans" in the menu', () => {
    const page = `<!doctype html><html lang="en"><head><title>Running shoes</title></head><body><header><nav><a href="/">Home</a> <a href="/plans/">Plans</a></nav></header><main><h1>Men's running shoes</h1>${prose}<ul>${shoes}</ul>${prose}${prose}</main><footer><h2>Get our newsletter</h2><form action="/newsletter"><input type="email" name="email"><button>Subscribe</button></form></footer></body></html>`;
    const check = periodCheck(page);
    expect(check.status).toBe('pass');
    expect(check.evidence[0]?.what).toBe('4 one-off prices with a currency');
  });

  it('still expects a period when "Subscribe" stands on the plan card beside the price', () => {
    const page = `<!doctype html><html lang="en"><head><title>Coffee club</title></head><body><main><h1>Coffee club</h1><div class="plan"><h3>Two bags</h3><p>$29</p><button>Subscribe now</button></div><div class="plan"><h3>Four bags</h3><p>$52</p><button>Subscribe now</button></div>${prose}</main></body></html>`;
    const check = periodCheck(page);
    expect(check.status).not.toBe('pass');
    expect(check.evidence[0]?.what).toBe('0 of 2 prices state a billing period');
  });
});

describe('Offer markup on a category page', () => {
  const offerCheck = (page: string, url: string) =>
    findingOf(
      AgentPricingModule.parse(analyzeAgentPricing(contextOf(page, { url }))),
      'agent_pricing.offer_schema',
    );

  it('asks a category listing for no Offers, which belong on each product’s page', () => {
    const list = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"CollectionPage","name":"Men's running shoes","mainEntity":{"@type":"ItemList","itemListElement":[{"@type":"ListItem","position":1,"url":"https://shop.example/products/0"},{"@type":"ListItem","position":2,"url":"https://shop.example/products/1"}]}}</script>`;
    const page = `<!doctype html><html lang="en"><head><title>Running shoes</title>${list}</head><body><main><h1>Men's running shoes</h1>${prose}<ul>${shoes}</ul><form action="/cart/add"><button>Add to cart</button></form></main></body></html>`;
    const check = offerCheck(page, 'https://shop.example/collections/running');
    expect(check.status).toBe('not_applicable');
    expect(check.evidence[0]?.what).toMatch(/category page/);
  });

  it('still asks a product page for its Offer', () => {
    const page = `<!doctype html><html lang="en"><head><title>Pace Runner</title></head><body><main><h1>Pace Runner</h1>${prose}<p class="price">$129.95</p><form action="/cart/add"><button>Add to cart</button></form></main></body></html>`;
    expect(offerCheck(page, 'https://shop.example/products/pace-runner').status).toBe('fail');
  });
});
