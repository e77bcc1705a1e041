/**
 * Benchmark pages: realistic HTML generated deterministically (seeded PRNG, so every run measures the same
 * bytes), plus the larger real pages of the shared corpus read in place when it is present. Generated
 * pages carry what real sites carry: head metadata and JSON-LD, navigation mega-menus, inline styles and
 * scripts, framework state blobs, long articles with headings, lists, tables, quotes and citations,
 * comment threads, product grids and footers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Artifacts } from '../src/artifacts.ts';

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

function generate(kind: Kind, targetBytes: number, seed: number, url: string): string {
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
  while (head.length + body.length + main.length + footer.length < targetBytes) {
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
    const html = generate(kind, kb * 1024, 1000 + i, url);
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
