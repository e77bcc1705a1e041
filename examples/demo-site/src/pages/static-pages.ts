import { type Article, PLANS, SITE } from '../content.ts';
import { escapeHtml, jsonLd, layout } from '../html.ts';

export function homePage(origin: string, articles: Article[]): string {
  const list = articles
    .map(
      (a) =>
        `<li><a href="${escapeHtml(articlePath(a))}">${escapeHtml(a.title)}</a>: ${escapeHtml(a.summary)}</li>`,
    )
    .join('\n');
  return layout({
    title: SITE.tagline,
    description: `${SITE.name} counts visits without cookies, so you can skip the consent banner.`,
    url: `${origin}/`,
    origin,
    head: jsonLd({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE.name,
      url: `${origin}/`,
    }),
    body: `<h1>${SITE.name}: ${SITE.tagline}</h1>
<p>${SITE.name} is a web analytics service that counts page views without cookies or personal data. Plans
start at €9 a month; see <a href="/pricing">pricing</a>.</p>
<h2>Latest articles</h2>
<ul>${list}</ul>`,
  });
}

export function blogPage(origin: string, articles: Article[]): string {
  const list = articles
    .map((a) => `<li><a href="${escapeHtml(articlePath(a))}">${escapeHtml(a.title)}</a></li>`)
    .join('\n');
  return layout({
    title: 'Blog',
    description: 'Articles about privacy-first analytics.',
    url: `${origin}/blog`,
    origin,
    body: `<h1>Blog</h1><ul>${list}</ul>`,
  });
}

export function pricingPage(origin: string): string {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${SITE.name} subscription`,
    brand: { '@type': 'Brand', name: SITE.name },
    offers: PLANS.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: plan.price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: `${origin}/pricing#${plan.name.toLowerCase()}`,
    })),
  };
  const rows = PLANS.map(
    (plan) =>
      `<section id="${plan.name.toLowerCase()}"><h2>${plan.name}</h2><p>€${plan.price} per ${plan.period}, billed monthly.</p><ul>${plan.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul><p><a href="/signup?plan=${plan.name.toLowerCase()}">Start a 14-day trial</a></p></section>`,
  ).join('\n');
  return layout({
    title: 'Pricing',
    description: 'Plans from €9 per month. Every plan includes cookieless analytics and data export.',
    url: `${origin}/pricing`,
    origin,
    head: jsonLd(product),
    body: `<h1>Pricing</h1><p>Every plan includes cookieless analytics, data export and EU hosting. Prices exclude VAT.</p>${rows}`,
  });
}

export function aboutPage(origin: string): string {
  return layout({
    title: 'About us',
    description: `Who builds ${SITE.name}, and how to reach us.`,
    url: `${origin}/about`,
    origin,
    head: jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Maya Lindqvist',
      jobTitle: 'Head of Data',
      worksFor: { '@type': 'Organization', name: SITE.name },
    }),
    body: `<h1>About ${SITE.name}</h1>
<p>${SITE.name} was founded in 2021 in Gothenburg by a team of statisticians and engineers.</p>
<h2 id="maya-lindqvist">Maya Lindqvist, Head of Data</h2>
<p>Maya holds a PhD in statistics from Chalmers University of Technology and wrote our counting method.</p>
<h2 id="contact">Contact</h2>
<p>Email <a href="mailto:${SITE.email}">${SITE.email}</a>.</p>`,
  });
}

export function notFoundPage(origin: string, path: string): string {
  return layout({
    title: 'Page not found',
    description: 'This page does not exist.',
    url: `${origin}${path}`,
    origin,
    body: `<h1>Page not found</h1><p>Nothing lives at ${escapeHtml(path)}. <a href="/">Go to the home page</a>.</p>`,
  });
}

/** Where an article lives on the site: CMS articles under the CMS's own prefix. */
export function articlePath(article: Article): string {
  return article.source === 'static' ? `/blog/${article.slug}` : `/${article.source}/${article.slug}`;
}
