import { SITE } from './content.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** JSON-LD in a script element; `<` is escaped so content cannot close the element. */
export function jsonLd(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export interface LayoutOptions {
  title: string;
  description: string;
  /** Absolute URL of the page (canonical). */
  url: string;
  origin: string;
  head?: string;
  body: string;
}

/** The site's page frame: head metadata, organisation markup, navigation and footer. */
export function layout(options: LayoutOptions): string {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    url: `${options.origin}/`,
    email: SITE.email,
    sameAs: SITE.sameAs,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} | ${SITE.name}</title>
<meta name="description" content="${escapeHtml(options.description)}">
<link rel="canonical" href="${escapeHtml(options.url)}">
<meta property="og:site_name" content="${SITE.name}">
<meta property="og:title" content="${escapeHtml(options.title)}">
${jsonLd(organization)}
${options.head ?? ''}
</head>
<body>
<header><nav aria-label="Main"><a href="/">${SITE.name}</a> · <a href="/blog">Blog</a> · <a href="/pricing">Pricing</a> · <a href="/about">About</a></nav></header>
<main>
${options.body}
</main>
<footer><p>© 2026 ${SITE.name} · <a href="/about#contact">Contact</a> · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></p></footer>
</body>
</html>`;
}
