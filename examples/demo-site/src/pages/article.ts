import type { Article } from '../content.ts';
import { escapeHtml, jsonLd, layout } from '../html.ts';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** One article page, whether it comes from the site itself or from a CMS. */
export function articlePage(article: Article, url: string, origin: string): string {
  const schema: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    mainEntityOfPage: url,
  };
  if (article.author)
    schema.author = { '@type': 'Person', name: article.author.name, url: article.author.url };
  if (article.publishedAt) schema.datePublished = article.publishedAt;
  if (article.modifiedAt) schema.dateModified = article.modifiedAt;

  const byline = [
    article.author
      ? `By <a rel="author" href="${escapeHtml(article.author.url ?? '/about')}">${escapeHtml(article.author.name)}</a>`
      : '',
    article.publishedAt
      ? `Published <time datetime="${article.publishedAt}">${formatDate(article.publishedAt)}</time>`
      : '',
    article.modifiedAt
      ? `Updated <time datetime="${article.modifiedAt}">${formatDate(article.modifiedAt)}</time>`
      : '',
  ].filter(Boolean);

  return layout({
    title: article.title,
    description: article.summary,
    url,
    origin,
    head: jsonLd(schema),
    body: `<article>
<h1>${escapeHtml(article.title)}</h1>
${byline.length ? `<p class="byline">${byline.join(' · ')}</p>` : ''}
<p><strong>${escapeHtml(article.summary)}</strong></p>
${article.bodyHtml}
</article>`,
  });
}
