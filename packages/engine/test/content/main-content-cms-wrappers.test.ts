import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { contextOf, findingOf, html, prose } from './context.ts';

/**
 * Content systems name their content wrappers with words that also name furniture: Adobe Experience Manager's Core
 * Components wrap every text and title in `cmp-*` (not a consent manager), every Substack post is
 * `article.newsletter-post`, and a restaurant's menu block is `menu-section`/`menu-item`. Those pages keep their
 * text, while the nav menus, newsletter sign-up boxes and consent banners of the same pages are still dropped.
 */

const model = (page: string) => contentModel(parsePage(page));
const mainText = (page: string) =>
  model(page)
    .main.blocks.map((b) => b.text)
    .join(' ');
const thin = (page: string, url: string) =>
  findingOf(analyzeCitability(contextOf(page, { url })), 'citability.thin_content').status;

/** An AEM corporate article: every part of the page sits in `div.cmp-container`, inside and outside <main>. */
const AEM = html(`<div class="root container responsivegrid"><div id="container-1c2d" class="cmp-container">
<div class="experiencefragment"><div class="cmp-experiencefragment cmp-experiencefragment--header"><header class="cmp-header"><nav class="cmp-navigation" role="navigation"><ul><li><a href="/en/auto.html">Auto</a></li><li><a href="/en/home.html">Home</a></li></ul></nav></header></div></div>
<main class="container responsivegrid"><div id="container-main" class="cmp-container">
<div class="title"><div id="title-1" class="cmp-title"><h1 class="cmp-title__text">What Is Umbrella Insurance and Do You Need It?</h1></div></div>
<div class="text"><div id="text-1" class="cmp-text"><p>Umbrella insurance is extra liability coverage that pays after your home, auto or boat policy reaches its limit. ${prose(150)}</p>
<h2>Who needs umbrella insurance?</h2><p>You should consider an umbrella policy if your net worth is more than your liability limits. ${prose(150)}</p></div></div>
</div></main>
<div class="cmp-experiencefragment cmp-experiencefragment--footer"><footer class="cmp-footer"><ul><li><a href="/en/about-us.html">About us</a></li><li><a href="/en/contact-us.html">Contact us</a></li></ul><p>© 2025 Northwind Insurance Company</p></footer></div>
</div></div>
<div id="onetrust-consent-sdk"><div class="cmp-banner"><p>We use cookies to improve your experience and to show you personalised offers from our partners.</p></div></div>`);

/** A Substack post, with the publication's subscribe box inside the article and its footer outside. */
const SUBSTACK = html(`<div id="entry"><div id="main" class="main typography use-theme-bg">
<div class="main-menu-content"><div class="topbar-content"><a href="/" class="navbar-title-link">The Compounding</a></div></div>
<div class="container"><div class="single-post-container"><div class="single-post"><article class="typography newsletter-post post">
<div class="post-header"><h1 class="post-title">The index fund paradox</h1></div>
<div class="available-content"><div dir="auto" class="body markup">
<p>Passive funds now hold more of the US stock market than active ones. ${prose(160)}</p>
<h2 class="header-anchor-post">Why it is overstated</h2><p>Ownership is not trading. ${prose(160)}</p>
<div class="newsletter-signup"><p>Thanks for reading The Compounding! Subscribe for free to receive new posts and support my work.</p></div>
</div></div></article></div></div></div>
<div class="footer-wrap publication-footer"><div class="footer"><div class="footer-terms">© 2025 Maya Lindqvist · Substack is the home for great culture</div></div></div>
</div></div>`);

const dish = (title: string, description: string, price: number) =>
  `<div class="menu-item"><div class="menu-item-title">${title}</div><div class="menu-item-description">${description}</div><div class="menu-item-price-top"><span class="menu-item-currency-sign">$</span>${price}</div></div>`;

/** A Squarespace menu page: the Menu block's dishes, and the site's link menu in the same <main>. */
const MENU = html(`<header id="header"><div class="header-nav"><a href="/">Luna Bistro</a></div></header>
<main id="page" class="container" role="main"><article class="sections" id="sections">
<div class="sqs-block html-block"><h1>Dinner Menu</h1><p>Served Tuesday to Saturday, 5 to 10 pm. Our menu changes with the seasons and the farms we buy from in the Blue Ridge.</p></div>
<ul class="menu-links"><li><a href="/lunch">Lunch menu</a></li><li><a href="/drinks">Drinks and wine list</a></li><li><a href="/brunch">Weekend brunch</a></li></ul>
<div class="sqs-block menu-block sqs-block-menu"><div class="sqs-block-content"><div class="menu-block"><div class="menus"><div class="menu-wrapper">
<div class="menu-section"><div class="menu-section-header"><h3 class="menu-section-title">Small plates</h3></div><div class="menu-items">
${dish('Whipped feta', 'Local honey, Aleppo pepper, grilled pita', 12)}
${dish('Charred octopus', 'Chickpea purée, preserved lemon, smoked paprika oil', 18)}
${dish('Roasted beets', 'Labneh, pistachio dukkah, mint (vegan on request)', 11)}
</div></div>
<div class="menu-section"><div class="menu-section-header"><h3 class="menu-section-title">Large plates</h3></div><div class="menu-items">
${dish('Lamb kofta', 'Saffron rice, tzatziki, charred tomato, sumac onions', 29)}
${dish('Whole grilled trout', 'North Carolina trout from Sunburst Farms, herb salad, brown butter', 32)}
${dish('Mushroom moussaka', 'Oyster and shiitake mushrooms, eggplant, béchamel (vegetarian)', 24)}
</div></div></div></div></div></div></div>
</article></main>`);

describe('main content in CMS wrappers named like furniture', () => {
  it("keeps an AEM article's text in cmp-container and cmp-text, and drops its header, footer and consent banner", () => {
    const m = model(AEM);
    expect(m.main.where).toBe('main.container.responsivegrid');
    expect(m.main.words).toBeGreaterThan(300);
    const text = mainText(AEM);
    expect(text).toContain('Umbrella insurance is extra liability coverage');
    expect(text).not.toContain('We use cookies');
    expect(text).not.toContain('Northwind Insurance Company');
    expect(thin(AEM, 'https://www.northwind-insurance.com/en/insights/what-is-umbrella-insurance.html')).toBe(
      'pass',
    );
  });

  it('keeps a Substack post (article.newsletter-post) as the main content, without its sign-up box', () => {
    const m = model(SUBSTACK);
    expect(m.main.where).toBe('article.typography.newsletter-post');
    const text = mainText(SUBSTACK);
    expect(text).toContain('Passive funds now hold more');
    expect(text).not.toContain('Subscribe for free');
    expect(text).not.toContain('Substack is the home');
    expect(thin(SUBSTACK, 'https://thecompounding.substack.com/p/the-index-fund-paradox')).toBe('pass');
  });

  it("keeps a restaurant's dishes (menu-section, menu-item) and drops the link menu beside them", () => {
    const text = mainText(MENU);
    for (const d of ['Whipped feta', 'Chickpea purée, preserved lemon', 'Mushroom moussaka', 'Large plates'])
      expect(text).toContain(d);
    expect(text).not.toContain('Drinks and wine list');
  });

  it('still drops a nav menu, a newsletter box and a consent banner named by class inside an article', () => {
    const page = html(`<main><article>
<div class="menu-wrap"><ul class="menu"><li><a href="/a">Guides to anvils</a></li><li><a href="/b">Hammers and tongs</a></li><li><a href="/c">Forges for beginners</a></li></ul></div>
<h1>Anvils</h1><p>${prose(200)}</p>
<div class="newsletter"><h3>Get the forge letter</h3><p>One email a month with new guides, tool reviews and discounts from our partners.</p></div>
<div class="consent-notice"><p>We and our partners store cookies on your device to measure visits and show adverts.</p></div>
<div class="share-bar"><span>Share this guide with a friend who forges</span></div>
</article></main>`);
    const text = mainText(page);
    expect(text).toContain('Smiths shape glowing metal');
    for (const gone of [
      'Hammers and tongs',
      'forge letter',
      'One email a month',
      'store cookies',
      'Share this guide',
    ])
      expect(text).not.toContain(gone);
  });

  it('keeps a wrapper named like furniture that holds most of the article, whatever its class', () => {
    const page =
      html(`<main><h1>Anvils</h1><div class="promo-article-body"><p>${prose(200)}</p><p>${prose(100)}</p></div>
<div class="related-posts"><h3>Related</h3><ul><li><a href="/x">Choosing a hammer for your first forge</a></li></ul></div></main>`);
    const m = model(page);
    expect(m.main.words).toBeGreaterThan(300);
    expect(mainText(page)).not.toContain('Choosing a hammer');
  });
});
