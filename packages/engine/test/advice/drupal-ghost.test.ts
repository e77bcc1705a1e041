import { describe, expect, it } from 'vitest';
import { cmsAdvice, detectCms } from '../../src/advice/cms.ts';
import type { Artifacts, FetchedResource } from '../../src/artifacts.ts';
import { parsePage } from '../../src/parse/page.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { BARE_ARTICLE, GOOD_ARTICLE } from '../structured-data/fixtures.ts';

const cmsOf = (head: string) =>
  detectCms(pageFacts(parsePage(`<html><head>${head}</head><body><p>Hi</p></body></html>`)));

// The head Drupal 10 prints with its Olivero theme and CSS/JS aggregation on (the default).
const DRUPAL_HEAD = `<meta charset="utf-8" />
<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />
<meta name="MobileOptimized" content="width" />
<meta name="HandheldFriendly" content="true" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<link rel="icon" href="/core/themes/olivero/favicon.ico" type="image/vnd.microsoft.icon" />
<link rel="canonical" href="https://example.com/node/12" />
<link rel="shortlink" href="https://example.com/node/12" />
<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq0yTz3.css?delta=0&amp;language=en&amp;theme=olivero&amp;include=eJxdj0EO" />
<script type="application/json" data-drupal-selector="drupal-settings-json">{"path":{"baseUrl":"\\/"}}</script>
<script src="/sites/default/files/js/js_Rk2m.js?scope=header&amp;delta=0&amp;language=en&amp;theme=olivero"></script>`;

// What Ghost 5's {{ghost_head}} prints after a theme's own stylesheet.
const GHOST_HEAD = `<meta charset="utf-8">
<link rel="stylesheet" type="text/css" href="/assets/built/screen.css?v=1a2b3c4d5e">
<link rel="canonical" href="https://example.com/how-anvils-fall/">
<meta name="referrer" content="no-referrer-when-downgrade">
<meta property="og:image" content="https://example.com/content/images/size/w1200/2024/05/anvil.jpg">
<meta name="generator" content="Ghost 5.58">
<link rel="alternate" type="application/rss+xml" title="Acme" href="https://example.com/rss/">
<script defer src="https://cdn.jsdelivr.net/ghost/sodo-search@~1.1/umd/sodo-search.min.js" data-key="054f7096" data-sodo-search="https://example.com/" crossorigin="anonymous"></script>
<link href="https://example.com/webmentions/receive/" rel="webmention">
<script defer src="/public/cards.min.js?v=1a2b3c4d5e"></script>
<link rel="stylesheet" type="text/css" href="/public/cards.min.css?v=1a2b3c4d5e">`;

describe('detectCms: Drupal and Ghost', () => {
  it('knows Drupal by its generator, and by its stylesheet folders when the generator is removed', () => {
    expect(cmsOf(DRUPAL_HEAD)).toBe('drupal');
    expect(cmsOf('<meta name="Generator" content="Drupal 7 (http://drupal.org)" />')).toBe('drupal');
    // Aggregated CSS in the public files folder (the default on a live site).
    expect(
      cmsOf(
        '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq0y.css?delta=0&amp;language=en&amp;theme=olivero" />',
      ),
    ).toBe('drupal');
    // Aggregation off: core's and contrib modules' own files, as on a real Drupal 10 government site.
    expect(
      cmsOf(
        '<link rel="stylesheet" media="all" href="/core/modules/system/css/components/align.module.css?s4w5q2" />',
      ),
    ).toBe('drupal');
    expect(
      cmsOf('<link rel="stylesheet" media="all" href="/modules/contrib/extlink/extlink.css?s4w5q2" />'),
    ).toBe('drupal');
    // A multisite's own files folder, served from a CDN host.
    expect(
      cmsOf(
        '<link rel="stylesheet" href="https://cdn.example.net/sites/example.com/files/css/css_abc.css" />',
      ),
    ).toBe('drupal');
  });

  it('knows Ghost by its generator, and by its Webmention endpoint when the generator is removed', () => {
    expect(cmsOf(GHOST_HEAD)).toBe('ghost');
    expect(cmsOf('<link href="https://example.com/webmentions/receive/" rel="webmention">')).toBe('ghost');
  });

  it('does not take a WordPress page for Drupal or Ghost', () => {
    // The Webmention plugin's endpoint, and a plugin with its own core/modules folder.
    const wordpress = `<link rel="webmention" href="https://example.com/wp-json/webmention/1.0/endpoint" />
      <link rel="stylesheet" href="https://example.com/wp-content/plugins/forms/core/modules/base.css?ver=2.1" />`;
    expect(cmsOf(wordpress)).toBe('wordpress');
    expect(cmsOf(`<meta name="generator" content="WordPress 6.8.1" />${GHOST_HEAD}`)).toBe('wordpress');
  });

  it('does not take other pages for Drupal or Ghost', () => {
    // A core/modules folder deeper in another product's assets, and Ghost-like image paths.
    expect(
      cmsOf(`<link rel="stylesheet" href="https://cdn.example.com/assets/core/modules/grid.css">
        <meta property="og:image" content="https://example.com/content/images/2024/05/anvil.jpg">`),
    ).toBeNull();
    expect(cmsOf('<link rel="webmention" href="https://webmention.io/example.com/webmention">')).toBeNull();
    expect(cmsOf('<meta name="generator" content="Ghostwriter 2.1">')).toBeNull();
    expect(cmsOf('<meta name="generator" content="Ghost-themes builder">')).toBeNull();
    // Backdrop CMS keeps Drupal's folders but not its admin screens.
    expect(
      cmsOf(`<meta name="generator" content="Backdrop CMS 1 (https://backdropcms.org)" />
        <link rel="stylesheet" href="/core/modules/system/css/system.css?s1" />`),
    ).toBeNull();
  });
});

describe('cmsAdvice: Drupal and Ghost', () => {
  it('names where Drupal makes each fix', () => {
    expect(cmsAdvice('drupal', 'crawlers.indexable')).toMatch(/Metatag/);
    expect(cmsAdvice('drupal', 'crawlers.robots.oai-searchbot')).toMatch(/web root.*RobotsTxt module/s);
    expect(cmsAdvice('drupal', 'crawlers.robots.oai-searchbot')).toMatch(/composer\.json/);
    expect(cmsAdvice('drupal', 'llmstxt.robots_allowed')).toMatch(/robots\.txt as a plain file/);
    expect(cmsAdvice('drupal', 'llmstxt.exists')).toMatch(/\/llms\.txt module/);
    expect(cmsAdvice('drupal', 'schema.present')).toMatch(/Schema\.org Metatag/);
    expect(cmsAdvice('drupal', 'crawlers.sitemap')).toMatch(/Simple XML Sitemap/);
    expect(cmsAdvice('drupal', 'citability.statistics')).toBeUndefined();
  });

  it('names where Ghost makes each fix', () => {
    expect(cmsAdvice('ghost', 'crawlers.robots.gptbot')).toMatch(/root of your theme/);
    expect(cmsAdvice('ghost', 'platforms.chatgpt.oai_searchbot')).toMatch(/root of your theme/);
    expect(cmsAdvice('ghost', 'crawlers.indexable')).toMatch(/Code injection/);
    expect(cmsAdvice('ghost', 'llmstxt.exists')).toMatch(/llms\.txt .*theme/);
    expect(cmsAdvice('ghost', 'schema.present')).toMatch(/\{\{ghost_head\}\}/);
    expect(cmsAdvice('ghost', 'eeat.byline')).toBeUndefined();
  });
});

const URL_ = 'https://example.com/blog/anvils';

function resource(url: string, body: string, type: string, status = 200): FetchedResource {
  return {
    url,
    finalUrl: url,
    status,
    headers: { 'content-type': type },
    body,
    truncated: false,
    redirects: [],
  };
}

function artifactsFor(html: string, extra: Partial<Artifacts> = {}): Artifacts {
  return {
    url: URL_,
    page: resource(URL_, html, 'text/html; charset=utf-8'),
    robotsTxt: resource('https://example.com/robots.txt', 'User-agent: *\nAllow: /\n', 'text/plain'),
    llmsTxt: resource(
      'https://example.com/llms.txt',
      '# Example\n\n> Anvils explained.\n\n## Guides\n\n- [Anvils](https://example.com/blog/anvils): what they are\n',
      'text/plain',
    ),
    llmsFullTxtExists: false,
    probes: [],
    fetchedAt: '2026-11-22T12:00:00.000Z',
    ...extra,
  };
}

const withHead = (page: string, head: string) => page.replace('<head>', `<head>${head}`);
const NOINDEX = '<meta name="robots" content="noindex, nofollow" />';
const BLOCKS_OAI_SEARCHBOT = resource(
  'https://example.com/robots.txt',
  'User-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n',
  'text/plain',
);
const NO_LLMS_TXT = resource('https://example.com/llms.txt', 'Not found', 'text/html', 404);

const fixOf = (result: ReturnType<typeof analyzeArtifacts>, check: RegExp) =>
  result.action_plan.find((item) => check.test(item.check))?.fix;

describe('analyzeArtifacts: advice for Drupal and Ghost pages', () => {
  it('tells a Drupal site where its noindex and its missing JSON-LD come from', () => {
    const noindexed = analyzeArtifacts(artifactsFor(withHead(GOOD_ARTICLE, DRUPAL_HEAD + NOINDEX)));
    expect(fixOf(noindexed, /^crawlers\.indexable$/)).toMatch(/In Drupal: .*Metatag/);
    const finding = noindexed.modules.crawlers?.findings?.find((f) => f.check === 'crawlers.indexable');
    expect(finding?.fix).toMatch(/In Drupal:/);

    const bare = analyzeArtifacts(artifactsFor(withHead(BARE_ARTICLE, DRUPAL_HEAD)));
    expect(fixOf(bare, /^schema\.present$/)).toMatch(/In Drupal: .*Schema\.org Metatag/);
  });

  it('tells a Drupal site without the generator where robots.txt is edited', () => {
    const head =
      '<link rel="stylesheet" media="all" href="/sites/default/files/css/css_Xq0y.css?delta=0&amp;theme=olivero" />';
    const result = analyzeArtifacts(
      artifactsFor(withHead(GOOD_ARTICLE, head), { robotsTxt: BLOCKS_OAI_SEARCHBOT }),
    );
    expect(fixOf(result, /oai[-_]searchbot/)).toMatch(/In Drupal: .*web root/);
  });

  it('tells a Ghost site to put robots.txt and llms.txt at the root of its theme', () => {
    const result = analyzeArtifacts(
      artifactsFor(withHead(GOOD_ARTICLE, GHOST_HEAD), {
        robotsTxt: BLOCKS_OAI_SEARCHBOT,
        llmsTxt: NO_LLMS_TXT,
      }),
    );
    expect(fixOf(result, /oai[-_]searchbot/)).toMatch(/In Ghost: .*root of your theme/);
    // A missing llms.txt is not applicable (decision 0038): its advice is on the finding, not in the plan.
    const llms = result.modules.llmstxt?.findings?.find((f) => f.check === 'llmstxt.exists');
    expect(llms?.fix).toMatch(/In Ghost: .*llms\.txt/);
    expect(JSON.stringify(result.action_plan)).not.toMatch(/In (?:WordPress|Drupal):/);
  });

  it('gives pages no CMS built the plain fix, and WordPress pages the WordPress fix', () => {
    const plain = analyzeArtifacts(
      artifactsFor(withHead(GOOD_ARTICLE, NOINDEX), {
        robotsTxt: BLOCKS_OAI_SEARCHBOT,
        llmsTxt: NO_LLMS_TXT,
      }),
    );
    expect(fixOf(plain, /^crawlers\.indexable$/)).toBeTruthy();
    expect(JSON.stringify(plain.action_plan)).not.toMatch(/In (?:Drupal|Ghost|WordPress):/);

    const wordpress = analyzeArtifacts(
      artifactsFor(
        withHead(
          GOOD_ARTICLE,
          '<link rel="webmention" href="https://example.com/wp-json/webmention/1.0/endpoint" />' +
            '<link rel="stylesheet" href="https://example.com/wp-content/themes/twentytwentyfive/style.css" />' +
            NOINDEX,
        ),
      ),
    );
    expect(fixOf(wordpress, /^crawlers\.indexable$/)).toMatch(/In WordPress:/);
    expect(JSON.stringify(wordpress.action_plan)).not.toMatch(/In (?:Drupal|Ghost):/);
  });
});
