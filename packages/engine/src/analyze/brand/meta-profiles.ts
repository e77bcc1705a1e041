import { metaValues, type PageFacts } from '../../structured-data/metadata.ts';
import { classifyProfileUrl, type ProfileMatch } from '../../structured-data/profiles.ts';

/** A profile a meta tag declares as the site's own, with the tag that declares it. */
export interface MetaProfile extends ProfileMatch {
  tag: 'article:publisher' | 'twitter:site' | 'fb:pages';
}

/**
 * The hosting platforms' own Facebook pages and X accounts, which their themes print in article:publisher and
 * twitter:site on every site they host: WordPress.com's Jetpack (facebook.com/WordPresscom, @wordpressdotcom, custom
 * domains included), Medium, Blogger, Tumblr, Substack, Ghost(Pro), Hashnode, Wix, Squarespace. As `platform:handle`,
 * lower case.
 */
const HOSTING_ACCOUNTS = new Set([
  'facebook:wordpresscom',
  'facebook:wordpress',
  'facebook:jetpackme',
  'x:wordpressdotcom',
  'x:wordpress',
  'x:jetpack',
  'facebook:medium',
  'x:medium',
  'facebook:blogger',
  'x:blogger',
  'facebook:tumblr',
  'x:tumblr',
  'facebook:substackinc',
  'facebook:substack',
  'x:substackinc',
  'x:substack',
  'facebook:ghost',
  'x:ghost',
  'x:tryghost',
  'facebook:hashnode',
  'x:hashnode',
  'facebook:wix',
  'facebook:wixcom',
  'x:wix',
  'facebook:squarespace',
  'x:squarespace',
]);

/**
 * Whether a meta profile is the hosting platform's own account (see HOSTING_ACCOUNTS), which its theme names on every
 * site it hosts, rather than the site's.
 *
 * @example
 * ```ts
 * isHostingAccount({ platform: 'x', url: 'https://x.com/wordpressdotcom' }); // true
 * ```
 */
export function isHostingAccount(profile: ProfileMatch): boolean {
  let handle: string | undefined;
  try {
    handle = new URL(profile.url).pathname.split('/').find((s) => s !== '');
  } catch {
    return false;
  }
  return (
    handle !== undefined &&
    HOSTING_ACCOUNTS.has(`${profile.platform}:${handle.replace(/^@/, '').toLowerCase()}`)
  );
}

/** An X account as twitter:site writes it: "@acme", "acme" or a profile URL. */
const X_HANDLE = /^@?([A-Za-z0-9_]{1,15})$/;
/** A Facebook Page ID as fb:pages lists it (comma-separated). */
const FB_PAGE_ID = /^\d{5,20}$/;

/**
 * The profiles the page's meta tags declare as the site's own: `article:publisher` (the publisher's Facebook page,
 * as Yoast and Ghost print it), `twitter:site` (the site's X account, "@handle" read as x.com/handle) and `fb:pages`
 * (Facebook Page IDs). These are machine-readable statements of the brand's profiles, unlike a chrome link, which
 * may credit someone else. `twitter:creator` is the author's, and is not read.
 *
 * @example
 * ```ts
 * // <meta name="twitter:site" content="@hollowpine">
 * metaProfiles(facts, url); // [{ platform: 'x', url: 'https://x.com/hollowpine', tag: 'twitter:site' }]
 * ```
 */
export function metaProfiles(facts: PageFacts, pageUrl: string): MetaProfile[] {
  const out: MetaProfile[] = [];
  const push = (tag: MetaProfile['tag'], raw: string): void => {
    const hit = classifyProfileUrl(raw, pageUrl);
    if (hit && !out.some((p) => p.url === hit.url)) out.push({ ...hit, tag });
  };
  for (const value of metaValues(facts, 'article:publisher'))
    if (/^https?:\/\//i.test(value.trim())) push('article:publisher', value);
  for (const value of metaValues(facts, 'twitter:site')) {
    const handle = X_HANDLE.exec(value.trim());
    if (handle) push('twitter:site', `https://x.com/${handle[1]}`);
    else if (/^https?:\/\//i.test(value.trim())) push('twitter:site', value);
  }
  for (const value of metaValues(facts, 'fb:pages'))
    for (const id of value.split(','))
      if (FB_PAGE_ID.test(id.trim())) push('fb:pages', `https://www.facebook.com/${id.trim()}`);
  return out;
}
