import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { brandOf } from './brand-pages.ts';

/**
 * With no og:site_name and no Organization node, the brand is read from the title: the segment that names the site,
 * not the tagline beside it ("Paperkite — Guides for small print shops", og:title "Paperkite"), and never the
 * platform's name that WordPress's login screen appends ("Log In ‹ Northwind Engineering — WordPress").
 */

/** Vite's index.html as Netlify's `/* /index.html 200` rewrite serves it for every URL. */
const APP_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Paperkite — Guides for small print shops</title>
    <meta name="description" content="Paperkite publishes practical guides for independent print shops: pricing, paper stock, equipment and marketing." />
    <meta property="og:title" content="Paperkite" />
    <meta property="og:image" content="https://paperkite.example/og.png" />
    <script type="module" crossorigin src="/assets/index-DiwrgTda.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-BQ3cWk1f.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>You need to enable JavaScript to run this app.</noscript>
  </body>
</html>`;

/** WordPress's wp-login.php, where a members plugin sends an article's visitors. */
const loginPage = (origin: string) => `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title>Log In &lsaquo; Northwind Engineering &#8212; WordPress</title>
<meta name='robots' content='max-image-preview:large, noindex, noarchive' />
<link rel='stylesheet' id='login-css' href='${origin}/wp-admin/css/login.min.css?ver=6.6.2' media='all' />
<meta name='referrer' content='strict-origin-when-cross-origin' />
<meta name="viewport" content="width=device-width" />
</head>
<body class="login no-js login-action-login wp-core-ui  locale-en-us">
<div id="login">
<h1><a href="https://wordpress.org/">Powered by WordPress</a></h1>
<form name="loginform" id="loginform" action="${origin}/wp-login.php" method="post">
<p><label for="user_login">Username or Email Address</label><input type="text" name="log" id="user_login" class="input" value="" size="20" autocapitalize="off" autocomplete="username" required="required" /></p>
<div class="user-pass-wrap"><label for="user_pass">Password</label><div class="wp-pwd"><input type="password" name="pwd" id="user_pass" class="input password-input" value="" size="20" autocomplete="current-password" spellcheck="false" required="required" /></div></div>
<p class="forgetmenot"><input name="rememberme" type="checkbox" id="rememberme" value="forever"  /> <label for="rememberme">Remember Me</label></p>
<p class="submit"><input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large" value="Log In" /><input type="hidden" name="redirect_to" value="${origin}/2026/11/24/how-we-cut-our-cloud-bill-by-40-percent/" /><input type="hidden" name="testcookie" value="1" /></p>
</form>
<p id="nav"><a href="${origin}/wp-login.php?action=lostpassword">Lost your password?</a></p>
<p id="backtoblog"><a href="${origin}/">&larr; Go to Northwind Engineering</a></p>
</div>
</body></html>`;

const ARTICLE = '/guides/how-to-price-risograph-printing';

describe('brand.name_declared: the title segment that names the site', () => {
  it('asks the Netlify app shell titled "Paperkite — Guides for small print shops" for og:site_name "Paperkite"', () => {
    const origin = 'http://127.0.0.1:18420';
    const result = brandOf(APP_SHELL, `${origin}${ARTICLE}`);
    expect(result.brand_name).toBe('Paperkite');
    const declared = finding(result, 'brand.name_declared');
    expect(declared.title).toBe('Brand name only in the title: "Paperkite"');
    expect(declared.fix).toBe(
      'Add <meta property="og:site_name" content="Paperkite"> to every page: the title shows the name, but only markup declares it.',
    );
  });

  it('takes the og:title "Paperkite" as the name on a host that does not spell it', () => {
    const origin = 'https://peaceful-kelpie-3b9e1d.netlify.app';
    const result = brandOf(APP_SHELL, `${origin}${ARTICLE}`);
    expect(result.brand_name).toBe('Paperkite');
    expect(finding(result, 'brand.name_declared').fix).toContain('content="Paperkite"');
  });

  it('reads the name-like segment before a tagline when no og:title confirms it', () => {
    const origin = 'http://127.0.0.1:18420';
    const html = APP_SHELL.replace(/<meta property="og:title"[^>]*>/, '');
    expect(brandOf(html, `${origin}${ARTICLE}`).brand_name).toBe('Paperkite');
  });

  it('still reads the brand after a post title whose og:title is that headline', () => {
    const origin = 'http://127.0.0.1:18420';
    const html = APP_SHELL.replace(
      '<title>Paperkite — Guides for small print shops</title>',
      '<title>How to price risograph printing | Paperkite</title>',
    ).replace('content="Paperkite" />', 'content="How to price risograph printing" />');
    expect(brandOf(html, `${origin}${ARTICLE}`).brand_name).toBe('Paperkite');
  });

  it('never takes "WordPress" from the login title "Log In ‹ Northwind Engineering — WordPress"', () => {
    for (const origin of ['http://127.0.0.1:18417', 'https://blog.nwe.example']) {
      const result = brandOf(loginPage(origin), `${origin}/wp-login.php?redirect_to=%2F2026%2F11%2F24%2F`);
      expect(result.brand_name, origin).toBe('Northwind Engineering');
      expect(finding(result, 'brand.name_declared').fix, origin).not.toContain('WordPress');
    }
    const local = finding(
      brandOf(loginPage('http://127.0.0.1:18417'), 'http://127.0.0.1:18417/wp-login.php'),
      'brand.name_declared',
    );
    expect(local.fix).toContain('content="Northwind Engineering"');
  });

  it('keeps WordPress as the name on its own site', () => {
    const html = loginPage('https://wordpress.org').replace(
      'Log In &lsaquo; Northwind Engineering &#8212; WordPress',
      'Showcase &#8212; WordPress.org',
    );
    expect(brandOf(html, 'https://wordpress.org/showcase/').brand_name).toBe('WordPress.org');
  });
});
