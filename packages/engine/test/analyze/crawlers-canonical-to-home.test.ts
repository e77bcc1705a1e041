import { describe, expect, it } from 'vitest';
import { canonicalToHome } from '../../src/analyze/crawlers/canonical-home.ts';
import { analyzeCrawlers } from '../../src/analyze/crawlers.ts';
import { analyzeArtifacts } from '../../src/run/analyze-artifacts.ts';
import { artifactsFor, contextOf, findingOf, ORIGIN } from './crawlers-helpers.ts';

/**
 * A deep article whose canonical names the site's home page (an SEO plugin or a theme printing the site URL as every
 * page's canonical): search engines index and cite the home page in its place. crawlers.canonical fails with high
 * severity and a fix naming the canonical; a canonical to another page of the site stays a note.
 */

const ARTICLE = '/2026/11/24/how-we-cut-our-cloud-bill-by-40-percent/';

/** A WordPress block-theme post as served, its canonical forced to the site URL (`canonical` replaces it). */
const post = (canonical: string) =>
  `<!DOCTYPE html>
<html lang="en-US">
<head>
	<meta charset="UTF-8" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name='robots' content='index, follow, max-image-preview:large' />
	<title>How we cut our cloud bill by 40 percent &#8211; Northwind Engineering</title>
<link rel='dns-prefetch' href='//fonts.googleapis.com' />
<link rel="alternate" type="application/rss+xml" title="Northwind Engineering &raquo; Feed" href="${ORIGIN}/feed/" />
<link rel='stylesheet' id='wp-block-library-css' href='${ORIGIN}/wp-includes/css/dist/block-library/style.min.css?ver=6.6.2' media='all' />
<link rel="https://api.w.org/" href="${ORIGIN}/wp-json/" /><link rel="EditURI" type="application/rsd+xml" title="RSD" href="${ORIGIN}/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 6.6.2" />
<link rel="canonical" href="${ORIGIN}/" />
<meta name="description" content="Five changes took our AWS bill from $182,000 to $109,000 a month in eleven weeks. What each saved, and the two we rolled back." />
<meta property="og:type" content="article" />
<meta property="article:published_time" content="2026-11-24T06:00:00+00:00" />
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"BlogPosting","@id":"${ORIGIN}/2026/11/24/how-we-cut-our-cloud-bill-by-40-percent/#article","headline":"How we cut our cloud bill by 40 percent","datePublished":"2026-11-24T06:00:00+00:00","dateModified":"2026-11-24T06:00:00+00:00","author":{"@type":"Person","name":"Maya Lindqvist","url":"${ORIGIN}/author/maya/"},"publisher":{"@type":"Organization","name":"Northwind Engineering","logo":{"@type":"ImageObject","url":"${ORIGIN}/logo.png"}},"mainEntityOfPage":"${ORIGIN}/2026/11/24/how-we-cut-our-cloud-bill-by-40-percent/","image":"${ORIGIN}/wp-content/uploads/2026/11/cloud-bill.png"}]}</script>
</head>
<body class="post-template-default single single-post postid-4812 single-format-standard wp-embed-responsive">
<div class="wp-site-blocks"><header class="wp-block-template-part"><p class="wp-block-site-title"><a href="${ORIGIN}" rel="home">Northwind Engineering</a></p>
<nav class="wp-block-navigation"><ul><li><a href="${ORIGIN}/blog/">Blog</a></li><li><a href="${ORIGIN}/about/">About</a></li></ul></nav></header>
<main class="wp-block-group"><article>
<div class="wp-block-group"><h1 class="wp-block-post-title">How we cut our cloud bill by 40 percent</h1>
<div class="wp-block-post-author"><div class="wp-block-post-author__content"><p class="wp-block-post-author__name">By <a href="${ORIGIN}/author/maya/" rel="author">Maya Lindqvist</a>, Staff Platform Engineer</p></div></div>
<div class="wp-block-post-date"><time datetime="2026-11-24T06:00:00+00:00">November 24, 2026</time></div></div>
<div class="entry-content wp-block-post-content is-layout-constrained">
<p>Last spring our AWS bill hit $182,000 a month. Eleven weeks later it was $109,000. This post walks through the five changes that made the difference, what each one saved, and the two we rolled back.</p>
<h2>1. Rightsizing the batch fleet saved $31,000 a month</h2>
<p>Our nightly ETL ran on 48 <code>m5.4xlarge</code> instances sized in 2021. CloudWatch showed median CPU at 11% and memory at 23%. We moved the fleet to 32 <code>m7g.2xlarge</code> Graviton instances; job duration went from 3 h 10 min to 3 h 25 min, which the business accepted.</p>
<h2>2. Savings Plans covered the steady baseline</h2>
<p>We bought a one-year Compute Savings Plan for $41/hour, covering 70% of our always-on spend. At the 2026 list discount of 27% this cut $22,000 a month. We kept the remaining 30% on demand because traffic grows 4% a month and we did not want to over-commit.</p>
<h2>3. S3 Intelligent-Tiering for logs</h2>
<p>Application logs older than 30 days are read less than once a quarter. Moving 1.9 PB to Intelligent-Tiering cut storage from $43,700 to $24,100 a month. Retrieval costs stayed under $300.</p>
<h2>4. NAT gateway traffic</h2>
<p>Data transfer through NAT gateways cost $9,800 a month, mostly container image pulls. A VPC endpoint for ECR and S3 removed 85% of it.</p>
<h2>What we rolled back</h2>
<p>Spot instances for the API tier caused two incidents in three weeks when capacity dried up in eu-west-1; we moved back to on-demand. Aggressive autoscaling to zero for staging broke our integration tests' warm-up assumptions.</p>
<h2>Frequently asked questions</h2>
<h3>How long did the project take?</h3>
<p>Eleven weeks with two engineers part time, about 0.8 of a full-time engineer overall.</p>
<h3>Would Graviton work for every workload?</h3>
<p>No. Two of our services depend on an x86-only native library; they stay on <code>m6i</code>.</p>
</div></article></main>
<footer class="wp-block-template-part"><p>&copy; 2026 Northwind Engineering &middot; <a href="${ORIGIN}/about/">About</a> &middot; <a href="${ORIGIN}/contact/">Contact</a></p></footer></div>
</body></html>
`.replace(`href="${ORIGIN}/" />`, `href="${canonical}" />`);

const ROBOTS = 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n';

function canonicalOf(canonical: string, path = ARTICLE) {
  return findingOf(
    analyzeCrawlers(contextOf(artifactsFor({ path, html: post(canonical), robots: ROBOTS }))),
    'crawlers.canonical',
  );
}

describe('crawlers.canonical: a deep page whose canonical is the home page', () => {
  it('fails the WordPress post whose canonical is the site URL, and the audit says so', () => {
    const result = analyzeArtifacts(
      artifactsFor({ path: ARTICLE, html: post(`${ORIGIN}/`), robots: ROBOTS }),
    );
    const check = findingOf(result.modules.crawlers!, 'crawlers.canonical');
    expect(check.status).toBe('fail');
    expect(check.severity).toBe('high');
    expect(check.impact).toBeGreaterThan(10);
    expect(check.title).toBe(
      `The canonical URL points to the site's home page (${ORIGIN}/): search engines treat this page as a copy of the home page`,
    );
    expect(check.fix).toContain(
      `Point the canonical at this page: <link rel="canonical" href="${ORIGIN}${ARTICLE}"> in place of ${ORIGIN}/.`,
    );
    const healthy = analyzeArtifacts(
      artifactsFor({ path: ARTICLE, html: post(`${ORIGIN}${ARTICLE}`), robots: ROBOTS }),
    );
    expect(result.geo_score).toBeLessThan(healthy.geo_score);
    // It leads the action plan, where the healthy post's first action is about profiles.
    expect(result.action_plan[0]?.check).toBe('crawlers.canonical');
    expect(healthy.action_plan.map((a) => a.check)).not.toContain('crawlers.canonical');
  });

  it('reads a relative "/", a locale root and an index file as the home page', () => {
    for (const canonical of ['/', '/en/', `${ORIGIN}/index.php`, 'https://www.shop.example/'])
      expect(canonicalOf(canonical).status, canonical).toBe('fail');
  });

  it('keeps a canonical to another page of the site a note, and a home page pointing at "/" fine', () => {
    const other = canonicalOf(`${ORIGIN}/2026/11/20/cloud-costs-part-1/`);
    expect(other.status).toBe('info');
    expect(other.title).toBe('The canonical URL points to another page');
    // The home page under another name keeps the note it had.
    expect(canonicalOf('/', '/index.html').status).toBe('info');
    expect(canonicalOf('/', '/en/').status).toBe('info');
    expect(canonicalOf('/', '/').status).toBe('pass');
  });

  it('names no home page on another site (the canonical_elsewhere cap reads that)', () => {
    expect(canonicalToHome('https://other.example/', `${ORIGIN}${ARTICLE}`)).toBeNull();
    expect(canonicalToHome('/blog/', `${ORIGIN}${ARTICLE}`)).toBeNull();
    expect(canonicalToHome('/', `${ORIGIN}/`)).toBeNull();
  });
});
