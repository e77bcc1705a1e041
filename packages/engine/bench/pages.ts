/**
 * Benchmark pages: realistic HTML generated deterministically (seeded PRNG, so every run measures the same
 * bytes), plus the larger real pages of the shared corpus read in place when it is present. Generated
 * pages carry what real sites carry: head metadata and JSON-LD, navigation mega-menus, inline styles and
 * scripts, framework state blobs, long articles with headings, lists, tables, quotes and citations,
 * comment threads, product grids and footers.
 *
 * A page's visible text is a realistic share of its bytes: it starts at the share of a text-heavy page of
 * its kind at 50 KB and falls as pages grow, because real pages grow by markup, scripts, styles, icons and
 * state blobs rather than by prose (the corpus pages of 80 KB – 900 KB carry 2–7 % visible text; an
 * article page of 50 KB here carries about 30 %, one of 1 MB about 9 %). `textHeavyPages` keeps the older
 * generator, whose pages are prose up to the last byte (35–66 % visible text, 400 KB of text in a 700 KB
 * page): no real page looks like that, so it is reported apart as a stress test of the text analyzers.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Artifacts } from '../src/artifacts.ts';

/** The extruct corpus beside the repository (or `GEO_AUDIT_CORPUS`), when it is there: `benchPages`' argument. */
export const corpusDir = [
  process.env.GEO_AUDIT_CORPUS,
  join(dirname(fileURLToPath(import.meta.url)), '../../../../shared/corpus/extruct-samples'),
].find((dir): dir is string => typeof dir === 'string' && existsSync(dir));

/** The clock every bench analysis runs with, so `analyzed_at` never differs between runs or versions. */
export const benchNow = (): Date => new Date('2026-11-22T12:00:00.000Z');

export interface BenchPage {
  name: string;
  html: string;
  artifacts: Artifacts;
}

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'the of and to in is that for it as with was on be by this are or from at an which have has not but they their more can one all we about also will other were when been its into than most such time only new some these would may use any first over like after many where how should people could research data study results system energy water health market growth company product software users design process average percent increase report analysis model cost price team service customers page search content answer question source evidence table figure example method test sample survey review policy security privacy network server cloud platform engine index crawler schema article author editor published updated version release support guide'.split(
    ' ',
  );
const NAMES = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Tim Berners-Lee',
  'Radia Perlman',
];
const HOSTS = [
  'www.nature.com',
  'www.cdc.gov',
  'arxiv.org',
  'en.wikipedia.org',
  'www.w3.org',
  'www.oecd.org',
];

class Writer {
  private readonly rand: () => number;
  constructor(seed: number) {
    this.rand = prng(seed);
  }
  int(max: number): number {
    return Math.floor(this.rand() * max);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)]!;
  }
  words(n: number): string {
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(this.pick(WORDS));
    return out.join(' ');
  }
  sentence(): string {
    const body = this.words(8 + this.int(16));
    const stat = this.int(4) === 0 ? ` by ${this.int(90) + 5}% in ${2015 + this.int(11)}` : '';
    return `${body.charAt(0).toUpperCase()}${body.slice(1)}${stat}.`;
  }
  paragraph(): string {
    const parts: string[] = [];
    const n = 3 + this.int(5);
    for (let i = 0; i < n; i++) {
      let s = this.sentence();
      if (this.int(6) === 0) {
        s += ` <a href="https://${this.pick(HOSTS)}/${this.words(2).replace(/ /g, '-')}">${this.words(3)}</a>.`;
      }
      parts.push(s);
    }
    return `<p>${parts.join(' ')}</p>`;
  }
  section(level: 2 | 3): string {
    const heading = this.int(3) === 0 ? `How does ${this.words(3)} work?` : this.words(4);
    let html = `<h${level} id="s${this.int(1e6)}">${heading}</h${level}>`;
    const blocks = 2 + this.int(4);
    for (let i = 0; i < blocks; i++) {
      const kind = this.int(10);
      if (kind === 0)
        html += `<ul>${Array.from({ length: 4 }, () => `<li>${this.words(7)}</li>`).join('')}</ul>`;
      else if (kind === 1) {
        html += `<table><thead><tr><th>${this.words(1)}</th><th>${this.words(1)}</th><th>Value</th></tr></thead><tbody>${Array.from(
          { length: 5 },
          () => `<tr><td>${this.words(2)}</td><td>${this.words(1)}</td><td>${this.int(10000)}</td></tr>`,
        ).join('')}</tbody></table>`;
      } else if (kind === 2) {
        html += `<blockquote><p>“${this.sentence()}”</p><cite>${this.pick(NAMES)}</cite></blockquote>`;
      } else html += this.paragraph();
    }
    return html;
  }
  nav(items: number): string {
    const links = Array.from(
      { length: items },
      (_, i) =>
        `<li class="menu-item menu-item-${i}"><a class="nav-link" href="/${this.words(2).replace(/ /g, '-')}/">${this.words(2)}</a></li>`,
    ).join('');
    return `<header class="site-header"><a href="/" class="logo"><img src="/logo.svg" alt="Acme"></a><nav aria-label="Main"><ul class="menu">${links}</ul></nav></header>`;
  }
  footer(): string {
    return `<footer class="site-footer"><ul><li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms</a></li></ul><p>© 2026 Acme Inc.</p></footer>`;
  }
  style(bytes: number): string {
    let css = '';
    while (css.length < bytes)
      css += `.c${this.int(1e6)}{margin:${this.int(40)}px;color:#${this.int(0xffffff).toString(16)};display:flex}`;
    return `<style>${css}</style>`;
  }
  script(bytes: number): string {
    let js = '';
    while (js.length < bytes) js += `window.__a${this.int(1e6)}=function(e){return e+${this.int(1000)}};`;
    return `<script>${js}</script>`;
  }
  /** An inline SVG icon, as component libraries inline them (paths are most of a modern page's markup). */
  icon(): string {
    const points = Array.from(
      { length: 12 },
      () => `${this.int(24)}.${this.int(100)} ${this.int(24)}.${this.int(100)}`,
    );
    return `<svg class="icon icon-${this.int(40)}" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path fill="currentColor" d="M${points.join(' L')} Z"></path></svg>`;
  }
  /** Utility-class wrappers, as CSS frameworks write them. */
  classes(): string {
    const UTIL = [
      'flex',
      'grid',
      'items-center',
      'justify-between',
      'gap-4',
      'px-4',
      'py-2',
      'md:px-8',
      'lg:grid-cols-3',
      'text-sm',
      'font-medium',
      'text-gray-700',
      'hover:text-gray-900',
      'rounded-lg',
      'shadow-sm',
      'bg-white',
      'dark:bg-gray-800',
      'max-w-7xl',
      'mx-auto',
      'w-full',
    ];
    return Array.from({ length: 6 + this.int(6) }, () => this.pick(UTIL)).join(' ');
  }
  image(): string {
    const id = this.int(1e6);
    const srcset = [320, 640, 960, 1280, 1920]
      .map((w) => `https://cdn.bench.example/img/${id}-${w}.webp ${w}w`)
      .join(', ');
    return `<figure class="${this.classes()}"><picture><source type="image/webp" srcset="${srcset}" sizes="(max-width: 768px) 100vw, 768px"><img src="https://cdn.bench.example/img/${id}-960.jpg" srcset="${srcset}" alt="${this.words(4)}" loading="lazy" decoding="async" width="960" height="540" class="${this.classes()}"></picture></figure>`;
  }
  /** A related-content card grid: links with images, icons and short titles. */
  cards(n: number): string {
    const cards = Array.from(
      { length: n },
      () =>
        `<div class="${this.classes()}" data-track="card-${this.int(1e6)}"><a class="${this.classes()}" href="/${this.words(3).replace(/ /g, '-')}/">${this.image()}<span class="${this.classes()}">${this.words(5)}</span>${this.icon()}</a></div>`,
    ).join('');
    return `<section class="related ${this.classes()}" aria-label="Related">${cards}</section>`;
  }
  /** A share bar, newsletter box and cookie banner: page furniture with a little text and many icons. */
  furniture(): string {
    const share = ['x', 'facebook', 'linkedin', 'reddit', 'email']
      .map(
        (n) =>
          `<a class="share-${n} ${this.classes()}" href="https://share.example/${n}?u=${this.int(1e6)}" aria-label="Share on ${n}">${this.icon()}</a>`,
      )
      .join('');
    // Drawn in page order, so the generated bytes stay those the README's figures were measured on.
    const shareBar = `<div class="share ${this.classes()}">${share}</div>`;
    const newsletter = `<div class="newsletter ${this.classes()}">`;
    const field = `nl-${this.int(1e6)}`;
    return `${shareBar}${newsletter}<form action="/subscribe" method="post"><label for="${field}">Email</label><input id="${field}" type="email" name="email" class="${this.classes()}"><button class="${this.classes()}">Subscribe</button></form></div><div class="cookie-banner ${this.classes()}" role="dialog" aria-label="Cookies"><p>We use cookies to improve your experience.</p><button class="${this.classes()}">Accept</button></div>`;
  }
  stateBlob(bytes: number): string {
    const items: unknown[] = [];
    let size = 0;
    while (size < bytes) {
      const item = {
        id: this.int(1e9),
        title: this.words(6),
        body: this.words(30),
        tags: [this.words(1), this.words(1)],
      };
      size += JSON.stringify(item).length;
      items.push(item);
    }
    return `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { items } })}</script>`;
  }
}

type Kind = 'article' | 'product' | 'docs' | 'news' | 'home' | 'spa';
const KINDS: readonly Kind[] = ['article', 'product', 'docs', 'news', 'home', 'spa'];

function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
}

/** Visible-text share of a 50 KB page of each kind; see `proseShare`. */
const TEXT_SHARE_AT_50KB: Record<Kind, number> = {
  article: 0.3,
  docs: 0.28,
  news: 0.25,
  product: 0.15,
  home: 0.12,
  spa: 0,
};

/**
 * How much of a realistic page of this kind and size is visible text: the share of a 50 KB page, falling with
 * the 0.4th power of the size (a 1 MB page holds about a third of that share), as pages grow by chrome.
 */
function proseShare(kind: Kind, targetBytes: number): number {
  return TEXT_SHARE_AT_50KB[kind] * (51_200 / targetBytes) ** 0.4;
}

const visibleChars = (html: string): number => html.replace(/<[^>]*>/g, '').length;

/**
 * Generates one page. `proseShare` null fills the page with prose up to the last byte (the text-heavy stress
 * pages); a share stops the prose at that share of the bytes and fills the rest with what real pages carry:
 * figures with srcsets, related-content grids with icons, furniture, scripts and a framework state blob.
 */
function generate(kind: Kind, targetBytes: number, seed: number, url: string, share: number | null): string {
  const w = new Writer(seed);
  const title = `${w.words(5)} | Acme`;
  const org = {
    '@type': 'Organization',
    name: 'Acme',
    url: 'https://bench.example/',
    sameAs: ['https://en.wikipedia.org/wiki/Acme'],
  };
  let head = `<meta charset="utf-8"><title>${title}</title><meta name="description" content="${w.words(20)}"><link rel="canonical" href="${url}"><meta property="og:title" content="${title}"><meta property="og:site_name" content="Acme">`;
  head += w.style(Math.min(60_000, targetBytes / 8));
  if (kind === 'product') {
    head += jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: w.words(3),
      offers: {
        '@type': 'Offer',
        price: '49.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      brand: org,
    });
  } else {
    head += jsonLd({
      '@context': 'https://schema.org',
      '@graph': [
        { ...org, '@id': '#org' },
        {
          '@type': kind === 'news' ? 'NewsArticle' : 'Article',
          headline: title,
          author: { '@type': 'Person', name: w.pick(NAMES) },
          datePublished: '2026-03-01',
          dateModified: '2026-10-01',
          publisher: { '@id': '#org' },
        },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://bench.example/' },
          ],
        },
      ],
    });
  }
  let body = w.nav(kind === 'home' ? 120 : 40);
  let main = `<h1>${w.words(6)}</h1><p class="byline">By <a rel="author" href="/authors/${seed}">${w.pick(NAMES)}</a> · <time datetime="2026-10-01">October 1, 2026</time></p>`;
  const footer = w.footer();
  if (kind === 'spa') {
    // A client-rendered shell: little markup, most bytes in scripts and a state blob.
    body += '<div id="root"></div>';
    body += w.stateBlob(targetBytes * 0.6);
    while (body.length + head.length < targetBytes) body += w.script(20_000);
    return `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
  }
  let filler = 0;
  let prose = visibleChars(main);
  const proseBudget = share === null ? Number.POSITIVE_INFINITY : share * targetBytes;
  while (head.length + body.length + main.length + footer.length < targetBytes && prose < proseBudget) {
    const before = main.length;
    if (kind === 'product' || kind === 'home') {
      main += `<div class="card"><img src="/p/${w.int(1e6)}.jpg" alt="${w.words(3)}"><h3>${w.words(3)}</h3><p class="price">$${w.int(500)}.99 per month</p><p>${w.words(15)}</p><a class="btn" href="/p/${w.int(1e6)}">Buy now</a></div>`;
      if (w.int(5) === 0) main += w.section(2);
    } else if (kind === 'news' && filler > 20) {
      main += `<div class="comment"><span class="author">${w.pick(NAMES)}</span><p>${w.sentence()} ${w.sentence()}</p></div>`;
    } else if (kind === 'docs' && w.int(3) === 0) {
      main += `<pre><code class="language-ts">${Array.from({ length: 12 }, () => `const ${w.words(1)} = ${w.int(100)};`).join('\n')}</code></pre>`;
    } else {
      main += w.section(w.int(3) === 0 ? 3 : 2);
    }
    filler++;
    if (filler % 25 === 0) body += w.script(8_000);
    if (share !== null) {
      prose += visibleChars(main.slice(before));
      // Real article bodies interleave figures with the text.
      if (filler % 4 === 0) main += w.image();
    }
  }
  if (share !== null) {
    main += w.furniture();
    // The rest is chrome: related grids (a little text each), scripts and the framework's state blob.
    const rest = targetBytes - (head.length + body.length + main.length + footer.length);
    if (rest > 0) body += w.stateBlob(rest * 0.35);
    while (head.length + body.length + main.length + footer.length < targetBytes) {
      main += w.cards(6);
      if (head.length + body.length + main.length + footer.length < targetBytes) body += w.script(12_000);
    }
  }
  return `<!doctype html><html lang="en"><head>${head}</head><body>${body}<main><article>${main}</article></main>${footer}</body></html>`;
}

function artifactsFor(url: string, html: string): Artifacts {
  const origin = new URL(url).origin;
  const ok = (target: string, body: string, type: string) => ({
    url: target,
    finalUrl: target,
    status: 200,
    headers: { 'content-type': type },
    body,
    truncated: false,
    redirects: [],
  });
  return {
    url,
    page: {
      ...ok(url, html, 'text/html; charset=utf-8'),
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'strict-transport-security': 'max-age=31536000',
      },
    },
    robotsTxt: ok(
      `${origin}/robots.txt`,
      'User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n\nSitemap: https://bench.example/sitemap.xml\n',
      'text/plain',
    ),
    llmsTxt: ok(
      `${origin}/llms.txt`,
      '# Acme\n\n> Acme makes anvils.\n\n## Docs\n\n- [Guide](https://bench.example/guide.md): how to use anvils\n- [Pricing](https://bench.example/pricing): plans and prices\n\n## Optional\n\n- [Blog](https://bench.example/blog)\n',
      'text/plain',
    ),
    llmsFullTxtExists: false,
    probes: [],
    fetchedAt: '2026-11-22T12:00:00.000Z',
  };
}

/** Sizes from 50 KB to 1 MB, spread so every kind of page appears at several sizes. */
const SIZES_KB = [50, 60, 75, 90, 110, 130, 160, 200, 240, 300, 360, 420, 500, 600, 700, 800, 900, 1000];

/**
 * The benchmark set: 18 generated pages (50 KB – 1 MB) plus every corpus page of 50 KB – 1 MB found under
 * `corpusDir` (read in place, never copied).
 */
export function benchPages(corpusDir?: string): BenchPage[] {
  const pages: BenchPage[] = SIZES_KB.map((kb, i) => {
    const kind = KINDS[i % KINDS.length]!;
    const url = `https://bench.example/${kind}/${kb}kb`;
    const html = generate(kind, kb * 1024, 1000 + i, url, proseShare(kind, kb * 1024));
    return { name: `generated ${kind} ${kb} KB`, html, artifacts: artifactsFor(url, html) };
  });
  if (corpusDir) {
    for (const file of walk(corpusDir)) {
      const size = statSync(file).size;
      if (size < 50 * 1024 || size > 1024 * 1024) continue;
      const html = readFileSync(file, 'utf8');
      if (!/<html|<body|<div/i.test(html)) continue;
      const url = `https://corpus.example/${file.slice(corpusDir.length + 1).replace(/[^\w/.-]/g, '_')}`;
      pages.push({
        name: `corpus ${file.slice(corpusDir.length + 1)}`,
        html,
        artifacts: artifactsFor(url, html),
      });
    }
  }
  return pages;
}

/**
 * The stress set: the same kinds and sizes, with prose up to the last byte (35–66 % visible text). Reported
 * apart from the targets, so that a text analyzer growing slower shows.
 */
export function textHeavyPages(): BenchPage[] {
  return SIZES_KB.flatMap((kb, index) => {
    const kind = KINDS[index % KINDS.length]!;
    if (kind === 'spa') return [];
    const url = `https://bench.example/${kind}/${kb}kb-text`;
    const html = generate(kind, kb * 1024, 1000 + index, url, null);
    return [{ name: `text-heavy ${kind} ${kb} KB`, html, artifacts: artifactsFor(url, html) }];
  });
}

function* walk(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry);
    const stat = statSync(path);
    if (stat.isDirectory()) yield* walk(path);
    else if (stat.isFile() && !/\.(json|jsonld|nq|txt|md)$/i.test(entry) && entry !== 'LICENSE') yield path;
  }
}
