import { type Article, PLANS, SITE } from './content.ts';
import { articlePath } from './pages/static-pages.ts';

/**
 * robots.txt: search and user-triggered AI bots may fetch everything; the training-only GPTBot and CCBot
 * are opted out (a policy choice the audit reports without penalty); drafts are private for everyone.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *
Disallow: /drafts/

User-agent: GPTBot
User-agent: CCBot
Disallow: /

Sitemap: ${origin}/sitemap.xml
`;
}

export function llmsTxt(origin: string, articles: Article[]): string {
  const links = articles.map((a) => `- [${a.title}](${origin}${articlePath(a)}): ${a.summary}`).join('\n');
  return `# ${SITE.name}

> ${SITE.name} is privacy-first web analytics for small teams: cookieless counting, EU hosting, plans from €${PLANS[0]?.price} a month.

## Docs

${links}

## Pricing

- [Pricing](${origin}/pricing): ${PLANS.map((p) => `${p.name} €${p.price}/${p.period}`).join(', ')}

## Optional

- [About us](${origin}/about): the team and how to contact us
`;
}

export function sitemapXml(origin: string, articles: Article[]): string {
  const paths = ['/', '/blog', '/pricing', '/about', ...articles.map(articlePath)];
  const urls = paths.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}
