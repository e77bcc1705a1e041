/**
 * The demo site's own content: a small analytics company with a blog, pricing and an about page. It has
 * deliberate strengths (organisation and article markup, an llms.txt, a pricing page with offers) and
 * deliberate weaknesses (one article without an author or dates, one thin page), so every audit module
 * has something to say.
 */

export interface Article {
  slug: string;
  title: string;
  summary: string;
  /** Trusted HTML of the article body (our own content, or a CMS the demo owner controls). */
  bodyHtml: string;
  author: { name: string; url?: string } | null;
  publishedAt: string | null;
  modifiedAt: string | null;
  /** Where the article came from: the site itself or one of the CMSs. */
  source: 'static' | 'strapi' | 'wordpress' | 'sanity';
}

export const SITE = {
  name: 'Lumen Analytics',
  tagline: 'Privacy-first web analytics for small teams',
  email: 'hello@lumen-analytics.example',
  sameAs: [
    'https://www.linkedin.com/company/lumen-analytics-example',
    'https://github.com/lumen-analytics-example',
  ],
};

export const PLANS = [
  { name: 'Starter', price: '9.00', period: 'month', features: ['1 site', '10,000 page views a month'] },
  { name: 'Team', price: '29.00', period: 'month', features: ['10 sites', '250,000 page views a month'] },
  {
    name: 'Business',
    price: '99.00',
    period: 'month',
    features: ['Unlimited sites', '2 million page views'],
  },
];

export const STATIC_ARTICLES: Article[] = [
  {
    slug: 'what-is-cookieless-analytics',
    title: 'What is cookieless analytics?',
    summary: 'Cookieless analytics counts visits without storing identifiers on the visitor’s device.',
    author: { name: 'Maya Lindqvist', url: '/about#maya-lindqvist' },
    publishedAt: '2026-09-14T08:00:00Z',
    modifiedAt: '2026-10-02T10:30:00Z',
    source: 'static',
    bodyHtml: `
<p>Cookieless analytics measures how people use a website without storing an identifier in their browser.
Instead of a cookie, each request is counted on its own, and visits are grouped with a daily rotating hash
that cannot be reversed to a person.</p>
<h2>How does cookieless analytics work?</h2>
<p>The server receives a page view, derives a short-lived hash from the visitor’s IP address, user agent
and a salt that changes every 24 hours, and discards the raw values. In our 2025 measurement across 1,200
sites, daily unique-visitor counts stayed within 4% of cookie-based counts.</p>
<ul><li>No consent banner is needed for the analytics itself in most EU jurisdictions.</li>
<li>Numbers are comparable day to day, not across days.</li></ul>
<h2>Is cookieless analytics accurate?</h2>
<p>“For trend analysis, cookieless counting is as useful as cookies, and far easier to defend,” says
Dr. Anna Weber, data protection officer at the University of Leipzig.
The <a href="https://edpb.europa.eu/">European Data Protection Board</a> publishes the guidance this
approach follows.</p>
<table><thead><tr><th>Method</th><th>Consent banner</th><th>Cross-day visitors</th></tr></thead>
<tbody><tr><td>Cookies</td><td>Required</td><td>Yes</td></tr><tr><td>Cookieless</td><td>Usually not</td><td>No</td></tr></tbody></table>`,
  },
  {
    slug: 'tips',
    title: 'Analytics tips',
    summary: 'A few tips.',
    author: null,
    publishedAt: null,
    modifiedAt: null,
    source: 'static',
    bodyHtml: `<p>Analytics analytics analytics: the best analytics tips for analytics teams who love analytics.
Check your dashboard often.</p>`,
  },
];
