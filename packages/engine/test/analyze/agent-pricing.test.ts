import { AgentPricingModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeAgentPricing } from '../../src/analyze/agent-pricing.ts';
import { findPrices } from '../../src/pricing/prices.ts';
import { type ContextOptions, contextOf, findingOf, html, prose, resource } from '../content/context.ts';

type Pricing = AgentPricingModule & { signals: { kind: string }[]; pricing_url: string | null };

function pricingOf(page: string, options: ContextOptions = {}): Pricing {
  return AgentPricingModule.parse(analyzeAgentPricing(contextOf(page, options))) as Pricing;
}

const OFFERS = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: 'Forge',
  offers: [
    {
      '@type': 'Offer',
      name: 'Starter',
      price: '19',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'https://forge.example.com/pricing',
      priceValidUntil: '2027-12-31',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 19,
        priceCurrency: 'USD',
        billingDuration: 'P1M',
      },
    },
    {
      '@type': 'Offer',
      name: 'Team',
      price: '49',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'https://forge.example.com/pricing',
      priceValidUntil: '2027-12-31',
    },
  ],
})}</script>`;

const PRICING_PAGE = html(
  `<nav><a href="/">Home</a></nav><main><h1>Pricing</h1>
<section><h2>Starter</h2><p>US$19 per month, billed monthly.</p></section>
<section><h2>Team</h2><p>US$49 per user per month.</p></section>
<p><a href="/terms">Terms of service</a> · <a href="/refunds">Refund policy</a></p></main>`,
  `<title>Pricing</title>${OFFERS}`,
);

const LLMS =
  '# Forge\n> Forging software.\n\n## Pricing\n- Starter: US$19 per month\n- Team: US$49 per user per month\n';

describe('agent_pricing: applicability', () => {
  it('is not applicable to a page that sells nothing: weight 0, score 100, a finding saying why', () => {
    const result = pricingOf(
      html(`<main><p>${prose(200)} The anvil market is worth $5 billion a year.</p></main>`),
    );
    expect(result.applicable).toBe(false);
    expect(result.weight).toBe(0);
    expect(result.score).toBe(100);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]!.status).toBe('not_applicable');
    expect(result.findings[0]!.evidence[0]!.what).toMatch(/^not applicable: no pricing page or link/);
  });

  it('applies when the page links to a pricing page, has Offer schema, or shows prices with a period', () => {
    const linked = pricingOf(
      html(`<nav><a href="/pricing">Pricing</a></nav><main><p>${prose(100)}</p></main>`),
      {
        url: 'https://forge.example.com/',
      },
    );
    expect(linked.applicable).toBe(true);
    expect(linked.signals.map((s) => s.kind)).toEqual(['pricing_link']);
    // "Plans" names a pricing page in the menus, not in running text.
    const calendar = html(
      `<main><p>${prose(100)} This event has been added to your <a href="/calendar?filter=attendance">Plans</a>.</p></main>`,
    );
    expect(pricingOf(calendar, { url: 'https://tickets.example.com/artists/1' }).applicable).toBe(false);
    const menu = html(`<nav><a href="/subscribe">Plans</a></nav><main><p>${prose(100)}</p></main>`);
    expect(pricingOf(menu, { url: 'https://forge.example.com/' }).signals.map((s) => s.kind)).toEqual([
      'pricing_link',
    ]);
    expect(pricingOf(html('<main><p>Hi</p></main>', OFFERS)).signals.map((s) => s.kind)).toContain(
      'offer_schema',
    );
    // On the default guide URL this would be an article reporting a price (see below); a home page sells.
    expect(
      pricingOf(html('<main><p>Only €9 per month.</p></main>'), {
        url: 'https://forge.example.com/',
      }).signals.map((s) => s.kind),
    ).toEqual(['prices_in_text']);
  });
});

describe('agent_pricing: prices an article reports', () => {
  const salaries = `<main><article><h1>What teachers earn</h1><p>${prose(150)} A new teacher earns $3,000 per month in the district.</p></article></main>`;
  const articleHead = `<title>What teachers earn</title><meta property="og:type" content="article">`;

  it('do not make a news or blog article a page that sells something', () => {
    const result = pricingOf(html(salaries, articleHead), {
      url: 'https://news.example.com/2026/11/teacher-pay',
    });
    expect(result.applicable).toBe(false);
    expect(result.weight).toBe(0);
    expect(result.findings[0]!.evidence[0]!.what).toMatch(
      /only prices are in an article's text \(price with a billing period: "\$3,000 per month"\)/,
    );
  });

  it('still apply when the article has a buy button', () => {
    const page = html(
      salaries.replace('</article>', '<a class="btn" href="/buy">Buy now</a></article>'),
      articleHead,
    );
    expect(pricingOf(page, { url: 'https://news.example.com/2026/11/teacher-pay' }).applicable).toBe(true);
  });

  it("still apply when the article also links to the site's own pricing page", () => {
    const page = html(`<nav><a href="/pricing">Pricing</a></nav>${salaries}`, articleHead);
    expect(pricingOf(page, { url: 'https://news.example.com/2026/11/teacher-pay' }).applicable).toBe(true);
  });
});

describe('agent_pricing: pay and rent a page reports, on pages of any kind', () => {
  const careers = html(
    `<header><nav><a href="/careers">Careers</a></nav></header><main><h1>Summer internship 2025</h1><p>${prose(60)} Interns are paid a stipend of $3,000 per month, and we cover housing.</p><p><a href="/careers/apply">Apply now</a></p></main>`,
    '<title>Summer internship | Northwind</title>',
  );

  it('do not make a careers page a page that sells something, and the finding names the word', () => {
    const result = pricingOf(careers, {
      url: 'https://northwind.example.com/careers/summer-internship-2025',
    });
    expect(result.applicable).toBe(false);
    expect(result.weight).toBe(0);
    expect(result.findings[0]!.evidence[0]!.what).toMatch(
      /only prices are reported as pay or rent \("stipend" beside "\$3,000 per month"\)/,
    );
  });

  it('read salary, wage and rent words in the main languages, before or after the price', () => {
    const cases: [string, string][] = [
      ['en', 'The role pays a salary of $80,000 per year plus equity.'],
      ['en', 'Cashiers start at $15 an hour; the wage rises after six months.'],
      ['en', 'The average rent in Austin is $1,650 per month.'],
      ['de', 'Das Bruttogehalt beträgt 3.200 € pro Monat.'],
      ['de', 'Die Ausbildungsvergütung liegt bei 1.050 € im Monat.'],
      ['fr', 'Le loyer moyen atteint 1 250 € par mois à Lyon.'],
      ['es', 'El salario mínimo es de 1.134 € al mes.'],
      ['it', 'Lo stipendio medio è di 1.700 € al mese.'],
      ['pt', 'O salário inicial é de R$ 3.500 por mês.'],
      ['nl', 'Het salaris bedraagt € 3.100 per maand.'],
      ['pl', 'Wynagrodzenie wynosi 7 000 zł/mies. brutto.'],
      ['ru', 'Зарплата — 90 000 ₽ в месяц.'],
      ['zh', '薪资：8000-12000元/月，五险一金。'],
    ];
    for (const [lang, sentence] of cases) {
      const page = `<!doctype html><html lang="${lang}"><head><title>Jobs</title></head><body><main><p>${sentence}</p></main></body></html>`;
      expect(pricingOf(page, { url: 'https://example.com/jobs/cashier' }).applicable, sentence).toBe(false);
    }
  });

  it('still apply to a home page that sells plans, or when a price of the page is not pay or rent', () => {
    expect(
      pricingOf(html('<main><h1>Forge</h1><p>Starter €9 per month. Team €29 per month.</p></main>'), {
        url: 'https://forge.example.com/',
      }).applicable,
    ).toBe(true);
    const course = html(
      '<main><p>Our students earn up to $3,000 per month after the course. The course is $49 per month.</p></main>',
    );
    expect(pricingOf(course, { url: 'https://academy.example.com/' }).applicable).toBe(true);
  });

  it('still apply to product and pricing pages that speak of salaries', () => {
    const payroll = html('<main><h1>Payroll</h1><p>Run salaries for $6 per user per month.</p></main>');
    expect(pricingOf(payroll, { url: 'https://payroll.example.com/pricing' }).applicable).toBe(true);
    expect(pricingOf(payroll, { url: 'https://payroll.example.com/products/payroll' }).applicable).toBe(true);
  });
});

describe('agent_pricing: a complete pricing page', () => {
  const result = pricingOf(PRICING_PAGE, { url: 'https://forge.example.com/pricing', llmsTxt: LLMS });

  it('passes every check', () => {
    expect(result.applicable).toBe(true);
    for (const f of result.findings) expect([f.check, f.status]).toEqual([f.check, 'pass']);
    expect(result.score).toBe(100);
    expect(result.pricing_url).toBe('https://forge.example.com/pricing');
  });
});

describe('agent_pricing: failing checks', () => {
  it('flags prices without a billing period on a subscription site', () => {
    const page = html(
      '<main><h1>Plans</h1><p>Starter US$19. Team US$49. Subscription plans for every forge.</p></main>',
    );
    const finding = findingOf(
      pricingOf(page, { url: 'https://forge.example.com/pricing' }),
      'agent_pricing.currency_and_period',
    );
    expect(finding.status).toBe('fail');
    expect(finding.evidence[0]!.what).toBe('0 of 2 prices state a billing period');
  });

  it('flags incomplete and missing Offer markup', () => {
    const partial = html(
      '<main><p>Starter US$19 per month.</p></main>',
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Offer","price":"19","priceCurrency":"dollars"}</script>`,
    );
    const finding = findingOf(
      pricingOf(partial, { url: 'https://forge.example.com/pricing' }),
      'agent_pricing.offer_schema',
    );
    expect(finding.status).toBe('fail');
    expect(finding.evidence[0]!.what).toBe(
      'Offer missing priceCurrency (not ISO 4217: dollars), availability, url',
    );
    const none = findingOf(
      pricingOf(html('<main><p>Starter US$19 per month.</p></main>'), {
        url: 'https://forge.example.com/pricing',
      }),
      'agent_pricing.offer_schema',
    );
    expect(none.status).toBe('fail');
    expect(none.title).toBe('No Offer markup');
  });

  it('never asks a regular price for an end date it does not have', () => {
    const offer = html(
      '<main><p>Starter US$19 per month.</p></main>',
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Offer","price":"19","priceCurrency":"USD","availability":"https://schema.org/InStock","url":"https://forge.example.com/pricing#starter"}</script>`,
    );
    const finding = findingOf(
      pricingOf(offer, { url: 'https://forge.example.com/pricing' }),
      'agent_pricing.offer_schema',
    );
    expect(finding.status).toBe('pass');
    expect(finding.evidence[0]!.what).toBe('complete Offer (19 USD)');
  });

  it('flags schema and llms.txt prices that the page does not show', () => {
    const drift = PRICING_PAGE.replace('US$49 per user', 'US$59 per user');
    const result = pricingOf(drift, { url: 'https://forge.example.com/pricing', llmsTxt: LLMS });
    const finding = findingOf(result, 'agent_pricing.consistency');
    expect(finding.status).not.toBe('pass');
    // The Offer's price is schema.consistency's to report; it is named here, and counted there.
    expect(finding.evidence.map((e) => e.what)).toEqual([
      'schema price 49 USD is not shown on this page (reported by schema.consistency, not counted here)',
      'llms.txt price "US$49 per user per month" is not shown on this page',
    ]);
  });

  it('reads the gathered pricing page when the audited page only links to it', () => {
    const home = html(
      '<nav><a href="/pricing">Pricing</a></nav><main><p>Forge makes forging easy.</p></main>',
    );
    const result = pricingOf(home, {
      url: 'https://forge.example.com/',
      extra: { pricing: resource('https://forge.example.com/pricing', PRICING_PAGE) },
    });
    expect(findingOf(result, 'agent_pricing.pricing_in_html').status).toBe('pass');
    expect(findingOf(result, 'agent_pricing.offer_schema').status).toBe('pass');
    expect(result.pricing_url).toBe('https://forge.example.com/pricing');
  });

  it('fails when the pricing page is behind a login, shows no prices, or only says contact sales', () => {
    const home = html('<nav><a href="/pricing">Pricing</a></nav><main><p>Forge.</p></main>');
    const url = 'https://forge.example.com/pricing';
    const login = pricingOf(home, {
      url: 'https://forge.example.com/',
      extra: { pricing: resource(url, '', { status: 403 }) },
    });
    expect(findingOf(login, 'agent_pricing.pricing_in_html').title).toBe(
      'The pricing page is behind a login or blocked',
    );
    const js = pricingOf(home, {
      url: 'https://forge.example.com/',
      extra: { pricing: resource(url, html('<div id="root"></div><script src="/app.js"></script>')) },
    });
    expect(findingOf(js, 'agent_pricing.pricing_in_html').status).toBe('fail');
    const sales = pricingOf(home, {
      url: 'https://forge.example.com/',
      extra: {
        pricing: resource(url, html('<main><h1>Enterprise</h1><p>Contact sales for a quote.</p></main>')),
      },
    });
    const finding = findingOf(sales, 'agent_pricing.pricing_in_html');
    expect(finding.status).toBe('fail');
    expect(finding.title).toBe('The pricing page only says "contact sales"');
  });

  it('reports a linked but ungathered pricing page as not verified, not as failed', () => {
    const home = html('<nav><a href="/pricing">Pricing</a></nav><main><p>Forge.</p></main>');
    const finding = findingOf(
      pricingOf(home, { url: 'https://forge.example.com/' }),
      'agent_pricing.pricing_in_html',
    );
    expect(finding.status).toBe('not_applicable');
    expect(finding.evidence[0]!.what).toMatch(/^not verified/);
  });

  it('finds machine-readable feeds and flags their absence', () => {
    const page = html('<main><p>Starter US$19 per month.</p></main>');
    const url = 'https://forge.example.com/pricing';
    expect(findingOf(pricingOf(page, { url }), 'agent_pricing.machine_readable').status).toBe('fail');
    const feed = resource(
      'https://forge.example.com/pricing.json',
      '{"version":"1","valid_from":"2026-01-01","plans":[]}',
      {
        headers: { 'content-type': 'application/json' },
      },
    );
    expect(
      findingOf(pricingOf(page, { url, extra: { 'pricing.json': feed } }), 'agent_pricing.machine_readable')
        .status,
    ).toBe('pass');
  });

  it('flags missing terms, trial or refund links', () => {
    const termsOn = (body: string) =>
      findingOf(
        pricingOf(html(body), { url: 'https://forge.example.com/pricing' }),
        'agent_pricing.terms_links',
      ).status;
    expect(termsOn('<main><p>Starter US$19 per month.</p></main>')).toBe('fail');
    // Words that merely hold "tos", "trial" or "return" are not policy links.
    expect(
      termsOn(
        '<main><p>Starter US$19 per month.</p><a href="/photos">28 Photos</a> <a href="/industrial">Industrial</a> <a href="/returning">Returning customers</a></main>',
      ),
    ).toBe('fail');
    expect(
      termsOn(
        '<main><p>Starter US$19 per month.</p></main><footer><a href="/legal/terms_of_service">Legal</a></footer>',
      ),
    ).toBe('pass');
  });
});

describe('agent_pricing: events', () => {
  const event = (offers: unknown) =>
    `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'MusicEvent',
      name: 'Elysian Fields',
      startDate: '2015-10-31',
      offers,
    })}</script>`;

  it('does not apply to an event whose offers are only links to ticket vendors', () => {
    const result = pricingOf(html(`<main><p>${prose(100)}</p></main>`, event('https://tickets.example/e/1')));
    expect(result.applicable).toBe(false);
  });

  it('does not say prices are in structured data when no offer there has one', () => {
    const result = pricingOf(
      html(
        `<main><p>${prose(100)}</p></main>`,
        event({ '@type': 'Offer', url: 'https://tickets.example/e/1' }),
      ),
    );
    expect(result.applicable).toBe(true);
    expect(findingOf(result, 'agent_pricing.pricing_in_html').evidence.map((e) => e.what)).not.toContain(
      'prices only in structured data, not in the visible text',
    );
  });
});

describe('agent_pricing: the price a shopper sees', () => {
  it('names the price beside the purchase button, not a free-shipping threshold above it', () => {
    const page = html(
      `<header><p>Free delivery when you spend £35 or more</p></header><main><h1>Dog food</h1><p>${prose(80)}</p><p>£17.99</p><button>Add to Basket</button></main>`,
    );
    const signal = pricingOf(page, { url: 'https://shop.example/dog-food' }).signals.find(
      (s) => s.kind === 'prices_in_text',
    ) as { what?: string } | undefined;
    expect(signal?.what).toBe('price "£17.99" near "Add to Basket"');
  });
});

describe('agent_pricing: wording', () => {
  it('says "price" for one price', () => {
    const page = html(
      `<main><h1>Executive Anvil</h1><p>${prose(60)}</p><p>Price: €90.00</p><button>Add to cart</button></main>`,
    );
    const result = pricingOf(page, { url: 'https://forge.example.com/anvil' });
    expect(findingOf(result, 'agent_pricing.currency_and_period').evidence[0]?.what).toBe(
      '1 one-off price with a currency',
    );
  });
});

describe('agent_pricing: price reading', () => {
  it('reads currency, amount, billing period and unit', () => {
    const prices = findPrices(
      'Team: $29 per user/month. Pro 19,99 € pro Monat. EUR 49 billed annually. 1.299,00 € once.',
    );
    expect(prices.map((p) => [p.amount, p.currency, p.period, p.per])).toEqual([
      [29, '$', 'month', 'user'],
      [19.99, 'EUR', 'month', null],
      [49, 'EUR', 'year', null],
      [1299, 'EUR', 'one-time', null],
    ]);
  });

  it('does not read market sizes or uppercase words as prices', () => {
    expect(findPrices('A $5 billion market. TOP 10 tips. ALL 3 plans.')).toEqual([]);
  });
});

describe('agent_pricing: robustness', () => {
  for (const [name, page] of [
    ['empty', ''],
    ['binary', String.fromCharCode(...Array.from({ length: 3000 }, (_, i) => (i * 31) % 256))],
    [
      'malformed',
      '<html><body><a href="/pricing">Pricing<main>$19/mo<script type="application/ld+json">{"@type":"Offer",',
    ],
  ] as const) {
    it(`does not throw on a ${name} page`, () => {
      const result = pricingOf(page, {
        extra: { pricing: resource('https://example.com/pricing', String.fromCharCode(0, 1, 2, 255)) },
        llmsTxt: '\u0000\u0001',
      });
      expect(Number.isInteger(result.score)).toBe(true);
    });
  }
});

describe('agent_pricing: pages in other languages', () => {
  const jaProduct = `<!doctype html><html lang="ja"><head><title>有田焼 飯碗 | 青窯</title><script type="application/ld+json">${JSON.stringify(
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '有田焼 藍染付 飯碗 中',
      offers: {
        '@type': 'Offer',
        price: '3080',
        priceCurrency: 'JPY',
        availability: 'https://schema.org/InStock',
      },
    },
  )}</script></head><body><main><h1>有田焼 藍染付 飯碗 中</h1>
<p class="price">3,080円（税込）</p>
<p>送料：全国一律 770円（税込）／ 11,000円以上のお買い上げで送料無料</p>
<form action="/cart/add" method="post"><button>カートに入れる</button></form></main>
<footer><a href="/company/">会社概要</a> ｜ <a href="/law/">特定商取引法に基づく表記</a></footer></body></html>`;

  it('finds a price written in 円 and holds it against the JPY Offer', () => {
    const result = pricingOf(jaProduct, { url: 'https://aogama.example/item/AO-1203/' });
    const inHtml = findingOf(result, 'agent_pricing.pricing_in_html');
    expect(inHtml.status).toBe('pass');
    expect(inHtml.evidence[0]).toMatchObject({
      what: 'price "3,080円"',
      value: { amount: 3080, currency: 'JPY', period: null },
    });
    expect(findingOf(result, 'agent_pricing.consistency').status).toBe('pass');
    expect(findingOf(result, 'agent_pricing.currency_and_period').evidence[0]?.what).toBe(
      '3 one-off prices with a currency',
    );
  });

  it("counts Japan's legal notice for online sellers as the terms and refund disclosure", () => {
    const result = pricingOf(jaProduct, { url: 'https://aogama.example/item/AO-1203/' });
    const terms = findingOf(result, 'agent_pricing.terms_links');
    expect(terms.status).toBe('pass');
    expect(terms.evidence).toEqual([
      { what: 'link "特定商取引法に基づく表記"', where: 'footer', value: 'https://aogama.example/law/' },
    ]);
    // Known by its usual path too, whatever the link says.
    const byPath = pricingOf(jaProduct.replace('特定商取引法に基づく表記', '表記'), {
      url: 'https://aogama.example/item/AO-1203/',
    });
    expect(findingOf(byPath, 'agent_pricing.terms_links').status).toBe('pass');
  });

  it('finds terms, returns and cancellation links in Turkish, Nordic, Czech, Ukrainian, Vietnamese, Indonesian, Thai and Hebrew shops', () => {
    for (const [lang, link] of [
      ['tr', '<a href="/sozlesme">Mesafeli Satış Sözleşmesi</a>'],
      ['tr', '<a href="/bilgi">Kullanım Koşulları</a>'],
      ['tr', '<a href="/yardim">İade ve Değişim</a>'],
      ['da', '<a href="/info">Handelsbetingelser</a>'],
      ['da', '<a href="/info">Fortrydelsesret</a>'],
      ['sv', '<a href="/info">Köpvillkor</a>'],
      ['nb', '<a href="/info">Salgsvilkår</a>'],
      ['cs', '<a href="/info">Obchodní podmínky</a>'],
      ['cs', '<a href="/info">Reklamace</a>'],
      ['uk', '<a href="/info">Умови використання</a>'],
      ['vi', '<a href="/info">Điều khoản sử dụng</a>'],
      ['vi', '<a href="/dieu-khoan">Chính sách</a>'],
      ['vi', '<a href="/info">Chính sách đổi trả</a>'],
      ['id', '<a href="/info">Syarat dan Ketentuan</a>'],
      ['th', '<a href="/info">ข้อกำหนดการใช้งาน</a>'],
      ['th', '<a href="/info">นโยบายการคืนสินค้า</a>'],
      ['he', '<a href="/info">תקנון האתר</a>'],
    ]) {
      const page = `<!doctype html><html lang="${lang}"><head><title>Shop</title>${OFFERS}</head><body><main><p>€19</p></main><footer>${link}</footer></body></html>`;
      const result = pricingOf(page, { url: 'https://shop.example/item' });
      expect(findingOf(result, 'agent_pricing.terms_links').status, link).toBe('pass');
    }
    // They are read on pages not in English only, as the purchase words of those languages are.
    const english = `<!doctype html><html lang="en"><head><title>Shop</title>${OFFERS}</head><body><main><p>€19</p></main><footer><a href="/info">Handelsbetingelser</a></footer></body></html>`;
    expect(
      findingOf(pricingOf(english, { url: 'https://shop.example/item' }), 'agent_pricing.terms_links').status,
    ).toBe('fail');
    // Words that only start like one are no policy link.
    const page = `<!doctype html><html lang="tr"><head><title>Shop</title>${OFFERS}</head><body><main><p>€19</p></main><footer><a href="/info">Iadeler hakkında blog</a> <a href="/viaden">Villkorlig kärlek</a></footer></body></html>`;
    expect(
      findingOf(pricingOf(page, { url: 'https://shop.example/item' }), 'agent_pricing.terms_links').status,
    ).toBe('fail');
  });

  it('finds refund and returns links in German, French, Spanish, Japanese and Chinese', () => {
    for (const [lang, link] of [
      ['de', '<a href="/hilfe/widerruf">Widerrufsbelehrung</a>'],
      ['de', '<a href="/service/ruecksendung">Rückgabe</a>'],
      ['fr', '<a href="/aide/retours">Retours</a>'],
      ['fr', '<a href="/aide/rembourser">Remboursement</a>'],
      ['es', '<a href="/ayuda/devoluciones">Devoluciones</a>'],
      ['ja', '<a href="/guide/henpin">返品について</a>'],
      ['zh', '<a href="/help/tuikuan">退款说明</a>'],
      ['zh', '<a href="/help/tuihuo">退货政策</a>'],
    ]) {
      const page = `<!doctype html><html lang="${lang}"><head><title>Shop</title>${OFFERS}</head><body><main><p>€19</p></main><footer>${link}</footer></body></html>`;
      const result = pricingOf(page, { url: 'https://shop.example/item' });
      expect(findingOf(result, 'agent_pricing.terms_links').status, link).toBe('pass');
    }
    const none = `<!doctype html><html lang="de"><head><title>Shop</title>${OFFERS}</head><body><main><p>€19</p></main><footer><a href="/fotos">Fotos</a></footer></body></html>`;
    expect(
      findingOf(pricingOf(none, { url: 'https://shop.example/item' }), 'agent_pricing.terms_links').status,
    ).toBe('fail');
  });

  it('reads ¥ on a Chinese pricing page as CNY with its billing period, and finds per-person prices in 元', () => {
    const page = `<!doctype html><html lang="zh-CN"><head><title>云端笔记 会员价格</title><script type="application/ld+json">${JSON.stringify(
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: '云端笔记 专业版',
        offers: { '@type': 'Offer', price: '199', priceCurrency: 'CNY' },
      },
    )}</script></head><body><main><h1>会员价格</h1><p>专业版 ¥199/年，立即订阅。</p><p>团队版 每人每月 29元。</p><button>立即购买</button></main></body></html>`;
    const result = pricingOf(page, { url: 'https://notes.example/pricing' });
    expect(result.prices).toEqual([
      { text: '¥199/年', amount: 199, currency: 'CNY', period: 'year', per: null },
      { text: '每人每月 29元', amount: 29, currency: 'CNY', period: 'month', per: 'person' },
    ]);
    expect(findingOf(result, 'agent_pricing.currency_and_period').status).toBe('pass');
  });
});

describe('agent_pricing: purchase and subscription words in other languages', () => {
  it('applies to a Japanese product page with a price in 円 beside a cart button, without Offer markup', () => {
    const page = `<!doctype html><html lang="ja"><head><title>飯碗</title></head><body><main><h1>飯碗</h1><p>${'佐賀県有田町の窯元で職人が絵付けをした飯碗です。'.repeat(3)}</p><p class="price">3,080円（税込）</p><button>カートに入れる</button></main></body></html>`;
    const result = pricingOf(page, { url: 'https://aogama.example/item/1' });
    expect(result.applicable).toBe(true);
    expect(result.signals).toContainEqual(
      expect.objectContaining({ kind: 'prices_in_text', what: 'price "3,080円" near "カートに入れる"' }),
    );
  });

  it('expects a billing period on a Chinese subscription page and says which price lacks one', () => {
    const page = `<!doctype html><html lang="zh-CN"><head><title>会员</title></head><body><main><h1>会员价格</h1><p>专业版 ¥199，立即订阅。</p><p>团队版 ¥29/月。</p></main></body></html>`;
    const f = findingOf(
      pricingOf(page, { url: 'https://notes.example/pricing' }),
      'agent_pricing.currency_and_period',
    );
    expect(f.status).toBe('warn');
    expect(f.evidence.map((e) => e.what)).toEqual([
      '1 of 2 prices state a billing period',
      'no billing period after "¥199"',
    ]);
  });

  it('says when "kr" does not name its krona', () => {
    const page = html('<main><h1>Priser</h1><p>Bas 99 kr/mån, Pro 199 kr/mån.</p></main>');
    const f = findingOf(
      pricingOf(page, { url: 'https://shop.example/pricing' }),
      'agent_pricing.currency_and_period',
    );
    expect(f.evidence.map((e) => e.what)).toContain(
      '"kr" alone does not say which krona or krone (SEK, NOK, DKK, ISK); 2 prices',
    );
  });
});

describe('agent_pricing: currencies that disagree', () => {
  const offer = (price: string, currency: string) =>
    `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Pro',
      offers: { '@type': 'Offer', price, priceCurrency: currency },
    })}</script>`;

  it('flags an Offer whose amount the page shows in another currency', () => {
    const page = html(
      '<main><h1>Pro</h1><p>Pro: 49 € pro Monat</p></main>',
      `<title>Pro</title>${offer('49', 'USD')}`,
    );
    const f = findingOf(
      pricingOf(page, { url: 'https://shop.example/pricing' }),
      'agent_pricing.consistency',
    );
    expect(f.status).toBe('fail');
    expect(f.evidence[0]?.what).toBe('schema price 49 USD is shown on this page as "49 € pro Monat" (EUR)');
  });

  it('reads ¥ as yen on a Japanese page, so an Offer in CNY disagrees, and as yuan on a Chinese page, where it agrees', () => {
    const body = '<main><h1>Pro</h1><p>Pro ¥199/年</p></main>';
    const ja = pricingOf(
      html(body, `<title>Pro</title>${offer('199', 'CNY')}`).replace('lang="en"', 'lang="ja"'),
      {
        url: 'https://shop.example/pricing',
      },
    );
    expect(findingOf(ja, 'agent_pricing.consistency').status).toBe('fail');
    const zh = pricingOf(
      html(body, `<title>Pro</title>${offer('199', 'CNY')}`).replace('lang="en"', 'lang="zh"'),
      {
        url: 'https://shop.example/pricing',
      },
    );
    expect(findingOf(zh, 'agent_pricing.consistency').status).toBe('pass');
  });

  it('does not hold a "$" that names no single dollar against the Offer', () => {
    const page = html(
      '<main><h1>Pro</h1><p>Pro: $49 per month</p></main>',
      `<title>Pro</title>${offer('49', 'USD')}`,
    );
    const f = findingOf(
      pricingOf(page, { url: 'https://shop.example/pricing' }),
      'agent_pricing.consistency',
    );
    expect(f.status).toBe('pass');
  });
});

describe('agent_pricing: pricing pages and llms.txt sections named in other languages', () => {
  it('applies to a Japanese home page that links its 料金プラン page, and to one whose llms.txt has a 料金 section', () => {
    const home = `<!doctype html><html lang="ja"><head><title>ノート</title></head><body><nav><a href="/">ホーム</a> <a href="/ryoukin-annai">料金プラン</a></nav><main><p>チームのためのノートアプリです。</p></main></body></html>`;
    const linked = pricingOf(home, { url: 'https://notes.example/' });
    expect(linked.signals).toContainEqual(
      expect.objectContaining({ kind: 'pricing_link', value: 'https://notes.example/ryoukin-annai' }),
    );
    const llms = '# ノート\n> チームのノート。\n\n## 料金\n- スタンダード: 月額980円\n';
    const fromLlms = pricingOf(home.replace('料金プラン', 'ご案内'), {
      url: 'https://notes.example/',
      llmsTxt: llms,
    });
    expect(fromLlms.signals.map((s) => s.kind)).toEqual(['llms_txt_pricing']);
    expect(findingOf(fromLlms, 'agent_pricing.machine_readable').status).toBe('pass');
  });

  it('treats /cennik and /price as pricing pages', () => {
    for (const url of ['https://sklep.example/cennik', 'https://shop.example/price/']) {
      const page = `<!doctype html><html lang="pl"><head><title>Cennik</title></head><body><main><p>Pakiet: 49 zł/mies.</p></main></body></html>`;
      expect(
        pricingOf(page, { url }).signals.map((s) => s.kind),
        url,
      ).toContain('pricing_page');
    }
    // An article slug that starts with the word is not a price list.
    const article = html(
      '<nav><a href="/price-most/">its server</a> <a href="/ceny-paliw-rosna/">Paliwo</a></nav><main><p>News.</p></main>',
    );
    expect(pricingOf(article, { url: 'https://news.example/' }).applicable).toBe(false);
  });

  it('reads /pricing-plans as a pricing page and /prices-rise-again/ as an article', () => {
    const page = html('<main><p>Starter: US$19 per month.</p></main>');
    for (const path of ['/pricing-plans', '/plans-and-pricing/', '/en/pricing', '/pricing-2026'])
      expect(
        pricingOf(page, { url: `https://forge.example.com${path}` }).signals.map((s) => s.kind),
        path,
      ).toContain('pricing_page');
    const news = html(
      '<nav><a href="/prices-rise-again/">Prices rise again</a> <a href="/pricing-strategy-guide/">How to price</a></nav><main><p>News.</p></main>',
    );
    expect(pricingOf(news, { url: 'https://news.example/' }).applicable).toBe(false);
  });
});

describe('agent_pricing: the language of a page without <html lang>', () => {
  it('reads the language from <meta http-equiv="content-language">, so ¥ on a Chinese page is CNY', () => {
    const page = `<!doctype html><html><head><meta http-equiv="Content-Language" content="zh-CN"><title>价格</title></head><body><main><h1>价格</h1><p>专业版 ¥199/年</p></main></body></html>`;
    const result = pricingOf(page, { url: 'https://notes.example/pricing' });
    expect(result.prices).toEqual([
      expect.objectContaining({ amount: 199, currency: 'CNY', period: 'year' }),
    ]);
  });
});
