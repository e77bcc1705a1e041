import { jsonLd, page } from './helpers.ts';

/** Hand-written pages for the schema, eeat and brand analyzer tests. */

export const ARTICLE_URL = 'https://acme.example/blog/how-anvils-fall';

/** An article that does everything right. */
export const GOOD_ARTICLE = page(
  `<title>How anvils fall | Acme</title>
  <meta name="description" content="We dropped 40 anvils from a tower to measure how they fall.">
  <meta name="author" content="Jane Doe">
  <meta property="og:type" content="article">
  <meta property="og:site_name" content="Acme">
  <meta property="og:title" content="How anvils fall">
  <meta property="article:published_time" content="2024-05-01T09:00:00Z">
  <meta property="article:modified_time" content="2024-06-10T09:00:00Z">
  ${jsonLd({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': 'https://acme.example/#org',
        name: 'Acme, Inc.',
        url: 'https://acme.example/',
        logo: { '@type': 'ImageObject', url: 'https://acme.example/logo.png' },
        sameAs: [
          'https://en.wikipedia.org/wiki/Acme_Corporation',
          'https://www.wikidata.org/wiki/Q1',
          'https://www.linkedin.com/company/acme',
          'https://github.com/acme',
          'https://www.youtube.com/@acme',
        ],
        telephone: '+1-555-0100',
        publishingPrinciples: 'https://acme.example/editorial-policy',
      },
      {
        '@type': 'WebSite',
        '@id': 'https://acme.example/#site',
        name: 'Acme',
        url: 'https://acme.example/',
        publisher: { '@id': 'https://acme.example/#org' },
      },
      {
        '@type': 'BlogPosting',
        headline: 'How anvils fall',
        description: 'We dropped 40 anvils from a tower to measure how they fall.',
        image: 'https://acme.example/anvil.jpg',
        datePublished: '2024-05-01',
        dateModified: '2024-06-10',
        mainEntityOfPage: 'https://acme.example/blog/how-anvils-fall',
        author: {
          '@type': 'Person',
          name: 'Jane Doe',
          url: 'https://acme.example/authors/jane-doe',
          jobTitle: 'Materials engineer',
          sameAs: ['https://www.linkedin.com/in/janedoe'],
        },
        publisher: { '@id': 'https://acme.example/#org' },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Blog', item: 'https://acme.example/blog' },
          { '@type': 'ListItem', position: 2, name: 'How anvils fall' },
        ],
      },
    ],
  })}`,
  `<header><a href="/"><img src="/logo.png" class="site-logo" alt="Acme logo"></a>
    <nav><a href="/about">About</a> <a href="/contact">Contact</a> <a href="/blog">Blog</a></nav></header>
  <main><article>
    <h1>How anvils fall</h1>
    <div class="byline">By <a rel="author" href="/authors/jane-doe">Jane Doe</a>, PhD · <time datetime="2024-05-01">May 1, 2024</time>
      · Updated <time class="updated" datetime="2024-06-10">June 10, 2024</time></div>
    <p>We tested 40 anvils by dropping them from a 30 m tower. ${'Their fall times matched the textbook value within 2 percent. '.repeat(30)}</p>
    <p>According to <a href="https://www.nist.gov/pml/weights">NIST</a> and the <a href="https://doi.org/10.1000/182">original study</a>,
      gravity near the surface is 9.81 m/s². See also <a href="https://physics.example.org/drag">drag tables</a>.</p>
    <h2>References</h2>
  </article></main>
  <footer>
    <a href="/privacy-policy">Privacy policy</a> <a href="/terms">Terms of service</a> <a href="/editorial-policy">Editorial policy</a>
    <a href="mailto:hello@acme.example">hello@acme.example</a>
    <a href="https://x.com/acme">X</a> <a href="https://www.reddit.com/r/acme">Reddit</a> <a href="https://www.g2.com/products/acme/reviews">G2</a>
    <a href="https://twitter.com/intent/tweet?url=x">Share</a>
  </footer>`,
);

/** A page with nothing: no markup, no byline, no trust links. */
export const BARE_ARTICLE = page(
  '<title>Untitled</title>',
  `<h1>Notes</h1><p>${'Some words about anvils without any sources or names. '.repeat(40)}</p>`,
);

export const HTTPS_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};
