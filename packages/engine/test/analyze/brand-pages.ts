import { BrandModule } from '@geo-audit/core';
import { analyzeBrand } from '../../src/analyze/brand.ts';
import { contextFor, page } from '../structured-data/helpers.ts';

/** The brand module's parsed result for a page, by default a post of the Greenhouse Notes blog. */
export function brandOf(html: string, url = 'https://greenhouse.example/p/2025/03/tomatoes/') {
  return BrandModule.parse(analyzeBrand(contextFor(html, { url })));
}

/** The platforms the page links from its own chrome, as "platform url". */
export const linked = (result: BrandModule) =>
  Object.entries(result.platforms)
    .filter(([, p]) => p.linked_from_site)
    .map(([k, p]) => `${k} ${p.url}`);

/** A Greenhouse Notes blog post with `footer` in its footer, `head` in its head and its own `title`. */
export const blog = (
  footer: string,
  head = '',
  title = 'Growing tomatoes in a cold greenhouse | Greenhouse Notes',
) =>
  page(
    `<title>${title}</title>${head}`,
    `<header><a href="/">Greenhouse Notes</a></header>
     <main><article><h1>Growing tomatoes in a cold greenhouse</h1><p>Start seeds indoors in March.</p></article></main>
     <footer>${footer}</footer>`,
  );
