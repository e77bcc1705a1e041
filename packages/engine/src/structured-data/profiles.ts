/**
 * Off-site profiles a brand (or a person) can link to, and the URL shapes that are profiles rather than share
 * buttons, single posts or videos. `classifyProfileUrl` is used by the brand module (platform presence) and
 * the schema module (`sameAs` entity links).
 */

export type PlatformKind =
  | 'knowledge_graph'
  | 'professional'
  | 'social'
  | 'video'
  | 'community'
  | 'code'
  | 'business_data'
  | 'reviews'
  | 'local'
  | 'apps';

export interface PlatformDefinition {
  key: string;
  label: string;
  kind: PlatformKind;
  /** Hostnames (registrable part, without `www.`/`m.`); a hostname matches itself and its subdomains. */
  hosts: readonly string[];
  /**
   * The platform runs one site per country under the name of its `.com` host(s): `tripadvisor.co.uk`,
   * `yelp.de`, `google.com.au` and `opentable.jp` are Tripadvisor, Yelp, Google and OpenTable too.
   */
  countries?: true;
  /** True when the URL's path is a profile, not a share link, a single post or a search. */
  isProfile: (path: string, url: URL) => boolean;
  /**
   * True when the profile is a person's, on a platform that keeps people and organizations apart (LinkedIn's
   * /in/, Crunchbase's /person/): an organization's founder, not the organization.
   */
  isPersonal?: (path: string) => boolean;
  /**
   * Other names a link's text calls the platform by, lower case ("twitter" for X, "fb" for Facebook); the key and
   * the label's words count without being listed.
   */
  aliases?: readonly string[];
}

const reserved = (names: string) => new Set(names.split(' '));
const X_RESERVED = reserved(
  'intent share home search hashtag i login signup explore settings privacy tos notifications messages compose widgets',
);
const IG_RESERVED = reserved('p reel reels explore accounts stories tv direct about developer legal');
/**
 * Facebook paths that are no one's page: share and login dialogs, events, and groups (a community anyone can run,
 * not the page of the brand that links it), hashtags and single posts, photos and reels, a chat (/messages/t/acme:
 * m.me's long form), and Facebook's own pages (the news feed, settings, Meta's business and legal sites).
 */
const FB_RESERVED = reserved(
  'sharer sharer.php share.php dialog plugins tr l.php login login.php recover help policies privacy events watch groups hashtag gaming marketplace reel reels stories photo photo.php photos story.php permalink.php media search messages home.php home notifications friends settings bookmarks business ads public directory legal about terms terms.php policy.php careers fundraisers donate live notes',
);
/**
 * A single post, video or photo under a page's name (/acme/posts/123, /pg/acme/posts/123): the page is linked, not
 * the post.
 */
const FB_POST = /^\/(?:pg\/)?[^/]+\/(?:posts|videos|photos|reels?|events|permalink)\/./;
/**
 * Paths a page or profile's name follows: the old page address (/pg/Acme), a page or profile without a username
 * (/people/Acme/1000…, /p/Acme-1000…), and the pages directory's (/pages/Acme/123).
 */
const FB_NAMED = reserved('pg people p pages');
/**
 * The app's "copy link" to a page or profile (/share/1YxwPSZJfw/), which sites put in their footers and sameAs;
 * with a type letter (/share/p/…, /share/v/…, /share/r/…, /share/g/…) it is a post, video, reel or group.
 */
const FB_SHARED_PROFILE = /^\/share\/[A-Za-z0-9]{6,}\/?$/;

function isFacebookProfile(path: string, url: URL): boolean {
  const first = firstSegment(path).toLowerCase();
  if (first === '' || FB_RESERVED.has(first) || FB_POST.test(path)) return false;
  if (first === 'profile.php') return url.searchParams.has('id');
  if (first === 'share') return FB_SHARED_PROFILE.test(path);
  if (FB_NAMED.has(first)) return path.split('/').filter(Boolean).length >= 2;
  return true;
}
const GH_RESERVED = reserved(
  'features pricing login join about site topics explore marketplace sponsors enterprise security customer-stories collections trending settings orgs apps readme',
);
const PIN_RESERVED = reserved('pin search ideas today');
const YT_RESERVED = reserved(
  'watch results feed playlist shorts embed live premium gaming music kids t redirect account signin logout about howyoutubeworks creators ads trends hashtag post channel c user attribution_link subscription_center upload',
);
const PE_RESERVED = reserved(
  'de-de en-us en-gb de-at de-ch fr-fr es-es it-it nl-nl login registrierung register preise pricing blog features funktionen',
);
const JAMEDA_RESERVED = reserved(
  'suche fachgebiete ratgeber gesundheit login registrierung fuer-aerzte aerzte',
);
const OT_RESERVED = reserved(
  'about-us gift-cards lists start-here corporate-dining private-dining restaurant-week',
);

function firstSegment(path: string): string {
  return path.split('/').filter(Boolean)[0] ?? '';
}

export const PLATFORMS: readonly PlatformDefinition[] = [
  {
    key: 'wikipedia',
    aliases: ['wiki'],
    label: 'Wikipedia',
    kind: 'knowledge_graph',
    hosts: ['wikipedia.org'],
    isProfile: (p) => /^\/wiki\/[^:]+$/.test(p) && !/^\/wiki\/(?:Main_Page|Special:)/.test(p),
  },
  {
    key: 'wikidata',
    label: 'Wikidata',
    kind: 'knowledge_graph',
    hosts: ['wikidata.org'],
    isProfile: (p) => /^\/(?:wiki|entity)\/Q\d+\/?$/.test(p),
  },
  {
    key: 'linkedin',
    aliases: ['linked in'],
    label: 'LinkedIn',
    kind: 'professional',
    hosts: ['linkedin.com'],
    isProfile: (p) => /^\/(?:company|in|school|showcase)\/[^/]+/.test(p),
    isPersonal: (p) => p.startsWith('/in/'),
  },
  {
    key: 'youtube',
    aliases: ['yt'],
    label: 'YouTube',
    kind: 'video',
    hosts: ['youtube.com'],
    // /channel/…, /c/…, /user/…, /@handle, or a legacy custom URL (/acmehq) that is not one of YouTube's own pages.
    isProfile: (p) =>
      /^\/(?:channel\/|c\/|user\/|@)[^/]+/.test(p) ||
      (/^\/[A-Za-z0-9_.-]+\/?$/.test(p) && !YT_RESERVED.has(firstSegment(p).toLowerCase())),
  },
  {
    key: 'reddit',
    label: 'Reddit',
    kind: 'community',
    hosts: ['reddit.com'],
    isProfile: (p) => /^\/(?:r|u|user)\/[^/]+\/?$/.test(p),
  },
  {
    key: 'x',
    aliases: ['twitter', 'tweets', '𝕏'],
    label: 'X (Twitter)',
    kind: 'social',
    hosts: ['x.com', 'twitter.com'],
    // twitter.com/@acme redirects to the profile.
    isProfile: (p) =>
      /^\/@?[A-Za-z0-9_]{1,15}\/?$/.test(p) &&
      !X_RESERVED.has(firstSegment(p).replace(/^@/, '').toLowerCase()),
  },
  {
    key: 'facebook',
    aliases: ['fb'],
    label: 'Facebook',
    kind: 'social',
    hosts: ['facebook.com', 'fb.com', 'fb.me'],
    isProfile: isFacebookProfile,
  },
  {
    key: 'instagram',
    aliases: ['insta', 'ig'],
    label: 'Instagram',
    kind: 'social',
    hosts: ['instagram.com'],
    isProfile: (p) => /^\/[A-Za-z0-9_.]+\/?$/.test(p) && !IG_RESERVED.has(firstSegment(p).toLowerCase()),
  },
  {
    key: 'tiktok',
    aliases: ['tik tok'],
    label: 'TikTok',
    kind: 'social',
    hosts: ['tiktok.com'],
    isProfile: (p) => /^\/@[^/]+\/?$/.test(p),
  },
  {
    key: 'pinterest',
    label: 'Pinterest',
    kind: 'social',
    hosts: ['pinterest.com'],
    countries: true,
    isProfile: (p) => /^\/[^/]+\/?$/.test(p) && !PIN_RESERVED.has(firstSegment(p).toLowerCase()),
  },
  {
    key: 'threads',
    label: 'Threads',
    kind: 'social',
    hosts: ['threads.net', 'threads.com'],
    isProfile: (p) => /^\/@[^/]+\/?$/.test(p),
  },
  {
    key: 'bluesky',
    aliases: ['bsky'],
    label: 'Bluesky',
    kind: 'social',
    hosts: ['bsky.app'],
    isProfile: (p) => /^\/profile\/[^/]+\/?$/.test(p),
  },
  {
    key: 'github',
    aliases: ['git hub'],
    label: 'GitHub',
    kind: 'code',
    hosts: ['github.com'],
    // A user or organization (/acme, /orgs/acme), or a repository (/acme/widget).
    isProfile: (p) =>
      /^\/orgs\/[A-Za-z0-9-]+\/?$/.test(p) ||
      (/^\/[A-Za-z0-9-]+(?:\/[\w.-]+)?\/?$/.test(p) && !GH_RESERVED.has(firstSegment(p).toLowerCase())),
  },
  {
    key: 'crunchbase',
    label: 'Crunchbase',
    kind: 'business_data',
    hosts: ['crunchbase.com'],
    isProfile: (p) => /^\/(?:organization|person)\/[^/]+/.test(p),
    isPersonal: (p) => p.startsWith('/person/'),
  },
  {
    key: 'g2',
    label: 'G2',
    kind: 'reviews',
    hosts: ['g2.com'],
    isProfile: (p) => /^\/(?:products|sellers)\/[^/]+/.test(p),
  },
  {
    key: 'trustpilot',
    label: 'Trustpilot',
    kind: 'reviews',
    hosts: ['trustpilot.com'],
    // The listing, or its "write a review" page.
    isProfile: (p) => /^\/(?:review|evaluate)\/[^/]+/.test(p),
  },
  {
    key: 'capterra',
    label: 'Capterra',
    kind: 'reviews',
    hosts: ['capterra.com'],
    isProfile: (p) => /^\/(?:p|software|reviews)\/[^/]+/.test(p),
  },
  {
    key: 'producthunt',
    label: 'Product Hunt',
    kind: 'reviews',
    hosts: ['producthunt.com'],
    isProfile: (p) => /^\/(?:products|posts)\/[^/]+|^\/@[^/]+/.test(p),
  },
  {
    key: 'yelp',
    label: 'Yelp',
    kind: 'reviews',
    hosts: ['yelp.com'],
    countries: true,
    isProfile: (p) => /^\/biz\/[^/]+/.test(p),
  },
  {
    key: 'tripadvisor',
    label: 'Tripadvisor',
    kind: 'reviews',
    hosts: ['tripadvisor.com'],
    countries: true,
    isProfile: (p) => /^\/[A-Za-z_]+_Review-/.test(p),
  },
  {
    key: 'glassdoor',
    label: 'Glassdoor',
    kind: 'reviews',
    hosts: ['glassdoor.com'],
    countries: true,
    isProfile: (p) => /^\/(?:Overview|Reviews|Bewertungen|Avis|Recensioni|Opiniones|Beoordelingen)\//.test(p),
  },
  {
    key: 'kununu',
    label: 'kununu',
    kind: 'reviews',
    hosts: ['kununu.com'],
    // An employer's page is /<country>/<name>, with /kommentare, /gehalt … below it.
    isProfile: (p) =>
      /^\/[a-z]{2}\/[^/]+/.test(p) && !/^\/[a-z]{2}\/(?:search|suche|jobs|login|registrierung)\b/.test(p),
  },
  {
    key: 'trusted_shops',
    label: 'Trusted Shops',
    kind: 'reviews',
    hosts: ['trustedshops.com', 'trustedshops.de', 'trustedshops.eu'],
    countries: true,
    // A shop's review page (/bewertung/info_X….html, /buyerrating/info_X….html) or its certificate.
    isProfile: (p, url) =>
      /\/info_X[A-Z0-9]+\.html$/i.test(p) || (/certificate/i.test(p) && url.searchParams.has('shop_id')),
  },
  {
    key: 'provenexpert',
    label: 'ProvenExpert',
    kind: 'reviews',
    hosts: ['provenexpert.com'],
    countries: true,
    // /<name>/ or /<locale>/<name>/; the site's own pages (/de-de/preise/, /en-us/login/) carry a locale too.
    isProfile: (p) => {
      const parts = p.split('/').filter(Boolean);
      const name = /^[a-z]{2}-[a-z]{2}$/.test(parts[0] ?? '') ? parts[1] : parts[0];
      return (
        name !== undefined &&
        parts.length <= (name === parts[0] ? 1 : 2) &&
        !PE_RESERVED.has(name.toLowerCase())
      );
    },
  },
  {
    key: 'feefo',
    label: 'Feefo',
    kind: 'reviews',
    hosts: ['feefo.com'],
    isProfile: (p) => /^\/(?:[a-z]{2}-[A-Za-z]{2}\/)?reviews\/[^/]+/.test(p),
  },
  {
    key: 'reviews_io',
    label: 'REVIEWS.io',
    kind: 'reviews',
    hosts: ['reviews.io', 'reviews.co.uk'],
    isProfile: (p) => /^\/company-reviews\/store\/[^/]+/.test(p),
  },
  {
    key: 'ceneo',
    label: 'Ceneo',
    kind: 'reviews',
    hosts: ['ceneo.pl'],
    // A shop's reviews page (/sklepy/<shop>-s123); the rest of Ceneo compares products.
    isProfile: (p) => /^\/sklepy\/[^/]+/.test(p),
  },
  {
    key: 'opineo',
    label: 'Opineo',
    kind: 'reviews',
    hosts: ['opineo.pl'],
    isProfile: (p) => /^\/opinie\/[^/]+/.test(p),
  },
  {
    key: 'kiyoh',
    label: 'Kiyoh',
    kind: 'reviews',
    hosts: ['kiyoh.com', 'kiyoh.nl'],
    // /reviews/<id>/<name>, as Kiyoh's widgets link it.
    isProfile: (p) => /^\/reviews\/\d+(?:\/|$)/.test(p),
  },
  {
    key: 'klantenvertellen',
    label: 'Klantenvertellen',
    kind: 'reviews',
    hosts: ['klantenvertellen.nl'],
    isProfile: (p) => /^\/reviews\/\d+(?:\/|$)/.test(p),
  },
  {
    key: 'avis_verifies',
    label: 'Avis Vérifiés',
    kind: 'reviews',
    // One service under a name per language: Verified Reviews, Opiniones Verificadas, Recensioni Verificate.
    hosts: [
      'avis-verifies.com',
      'netreviews.com',
      'verified-reviews.com',
      'opiniones-verificadas.com',
      'recensioni-verificate.com',
    ],
    // A shop is listed by its domain under the service's word for customer reviews (/avis-clients/maison-du-cafe.fr).
    isProfile: (p) => /^\/[a-z-]+\/[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/?$/i.test(p),
  },
  {
    key: 'ekomi',
    label: 'eKomi',
    kind: 'reviews',
    hosts: ['ekomi.com', 'ekomi-us.com'],
    countries: true,
    // /bewertungen-<shop>.html on ekomi.de, /review-<shop>.html on ekomi.co.uk and ekomi-us.com.
    isProfile: (p) =>
      /^\/(?:bewertungen|reviews?|avis(?:-clients?)?|opiniones|recensioni|beoordelingen)-[^/]+\.html$/i.test(
        p,
      ),
  },
  {
    key: 'idealo',
    label: 'idealo',
    kind: 'reviews',
    hosts: ['idealo.de', 'idealo.at', 'idealo.fr', 'idealo.it', 'idealo.es', 'idealo.co.uk'],
    // A shop's rating page (/preisvergleich/Shop/12345.html); product comparisons are no one's listing.
    isProfile: (p) => /\/Shop\/\d+\.html$/.test(p),
  },
  {
    key: 'jameda',
    label: 'jameda',
    kind: 'reviews',
    hosts: ['jameda.de'],
    // A doctor's or practice's profile: /<name>/<speciality>/<city>, or the older /…/uebersicht/<id>/.
    isProfile: (p) =>
      /\/uebersicht\/\d/.test(p) ||
      (/^\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/?$/.test(p) && !JAMEDA_RESERVED.has(firstSegment(p))),
  },
  {
    key: 'reclame_aqui',
    label: 'Reclame Aqui',
    kind: 'reviews',
    hosts: ['reclameaqui.com.br'],
    isProfile: (p) => /^\/empresa\/[^/]+/.test(p),
  },
  {
    key: 'tabelog',
    label: 'Tabelog',
    kind: 'reviews',
    hosts: ['tabelog.com'],
    // A restaurant's page: /<prefecture>/A1301/A130101/13012345/ (in English under /en/).
    isProfile: (p) => /^\/(?:[a-z]{2}\/)?[a-z]+\/A\d{4}\/A\d{6}\/\d+/.test(p),
  },
  {
    key: 'opentable',
    label: 'OpenTable',
    kind: 'reviews',
    hosts: ['opentable.com'],
    countries: true,
    // /r/<name>, /restaurant/profile/<id>, or the older /<name-with-hyphens>.
    isProfile: (p) =>
      /^\/(?:r|restaurant\/profile)\/[^/]+/.test(p) ||
      (/^\/[a-z0-9]+(?:-[a-z0-9]+)+\/?$/.test(p) && !OT_RESERVED.has(firstSegment(p))),
  },
  {
    key: 'thefork',
    label: 'TheFork',
    kind: 'reviews',
    hosts: ['thefork.com', 'lafourchette.com'],
    countries: true,
    isProfile: (p) => /^\/(?:restaurant|restaurante|ristorante|restaurang)\/[^/]+/.test(p),
  },
  {
    key: 'google_business_profile',
    label: 'Google Business Profile',
    kind: 'local',
    hosts: ['g.page', 'maps.app.goo.gl', 'goo.gl', 'business.google.com', 'google.com'],
    countries: true,
    isProfile: (p, url) => {
      const host = url.hostname.toLowerCase().replace(/^www\./, '');
      if (host === 'g.page' || host === 'maps.app.goo.gl') return p.length > 1;
      // goo.gl shortened everything once; only its /maps/ links are places.
      if (host === 'goo.gl') return /^\/maps\/./.test(p);
      // Google's own "read" and "write a review" links for a place.
      if (host === 'search.google.com') return /^\/local\/(?:reviews|writereview)\b/.test(p);
      if (host.startsWith('business.google.')) return true;
      // google.<country>/maps/place/…, maps.google.<country>/?cid=…, and a link that names the place by its ID
      // (/maps/place/?q=place_id:…, the Maps URLs API's /maps/search/?api=1&query_place_id=…); a Maps or web search
      // is no listing.
      const maps = p.startsWith('/maps') || host.startsWith('maps.');
      return (
        /^\/maps\/place\/./.test(p) ||
        (maps &&
          (url.searchParams.has('cid') ||
            url.searchParams.has('query_place_id') ||
            (url.searchParams.get('q') ?? '').startsWith('place_id:')))
      );
    },
  },
  {
    key: 'app_store',
    label: 'App Store',
    kind: 'apps',
    hosts: ['apps.apple.com'],
    isProfile: (p) => /\/(?:app|developer)\//.test(p),
  },
  {
    key: 'google_play',
    label: 'Google Play',
    kind: 'apps',
    hosts: ['play.google.com'],
    isProfile: (p) => /^\/store\/apps\/(?:details|dev|developer)/.test(p),
  },
];

/** The platforms every brand result lists (SPEC's `platforms`), in this order; others appear when linked. */
export const CORE_PLATFORMS = [
  'wikipedia',
  'wikidata',
  'linkedin',
  'youtube',
  'reddit',
  'x',
  'facebook',
  'instagram',
  'github',
  'crunchbase',
  'g2',
  'trustpilot',
  'capterra',
  'google_business_profile',
] as const;

const BY_KEY = new Map(PLATFORMS.map((p) => [p.key, p]));

export function platformDefinition(key: string): PlatformDefinition | undefined {
  return BY_KEY.get(key);
}

/** Each platform's position in PLATFORMS, by every host it lives on. */
const BY_HOST = new Map<string, number[]>();
PLATFORMS.forEach((platform, index) => {
  for (const host of platform.hosts) {
    const list = BY_HOST.get(host);
    if (list === undefined) BY_HOST.set(host, [index]);
    else if (!list.includes(index)) list.push(index);
  }
});

/** Platforms with a site per country (`countries`), by the name of their `.com` hosts ("tripadvisor"). */
const BY_COUNTRY_NAME = new Map<string, number[]>();
PLATFORMS.forEach((platform, index) => {
  if (!platform.countries) return;
  for (const host of platform.hosts) {
    const name = /^([a-z0-9-]+)\.com$/.exec(host)?.[1];
    if (name === undefined) continue;
    const list = BY_COUNTRY_NAME.get(name);
    if (list === undefined) BY_COUNTRY_NAME.set(name, [index]);
    else if (!list.includes(index)) list.push(index);
  }
});
/** A country's public suffix: `de`, `co.uk`, `com.au`, `ne.jp`. */
const COUNTRY_SUFFIX = /^(?:(?:co|com|net|org|ne|or)\.)?[a-z]{2}$/;

function merged(found: readonly number[], list: readonly number[]): readonly number[] {
  return found.length === 0 ? list : [...new Set([...found, ...list])].sort((a, b) => a - b);
}

/**
 * Positions (in PLATFORMS order) of the platforms a host is, or is a subdomain of, one of the hosts of: the host and
 * each of its parent domains looked up, where testing every platform's hosts costs a comparison each (this runs
 * for every outbound link). A parent domain that is a platform's name under a country's suffix (`tripadvisor.co.uk`)
 * counts for the platforms that run a site per country.
 */
function platformsOn(host: string): readonly number[] {
  let found: readonly number[] = [];
  for (let suffix = host; ; ) {
    const list = BY_HOST.get(suffix);
    if (list !== undefined) found = merged(found, list);
    const dot = suffix.indexOf('.');
    if (dot === -1) return found;
    const national = BY_COUNTRY_NAME.get(suffix.slice(0, dot));
    if (national !== undefined && COUNTRY_SUFFIX.test(suffix.slice(dot + 1))) found = merged(found, national);
    suffix = suffix.slice(dot + 1);
  }
}

/** A profile URL's platform; `personal` marks a person's profile on a platform that tells people apart. */
export interface ProfileMatch {
  platform: string;
  url: string;
  personal?: true;
}

/**
 * The platform a URL is a profile on, or undefined (not a known platform, or a share link, post or search).
 * Relative URLs are resolved against `base` when given.
 */
export function classifyProfileUrl(raw: string, base?: string): ProfileMatch | undefined {
  let url: URL;
  try {
    url = base ? new URL(raw.trim(), base) : new URL(raw.trim());
  } catch {
    return undefined;
  }
  return classifyProfile(url);
}

/** `classifyProfileUrl` for an already parsed URL. */
export function classifyProfile(url: URL): ProfileMatch | undefined {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^(?:www|m|mobile)\./, '');
  // Most links are on no platform: the path is only tidied once a platform's host matched.
  let path: string | undefined;
  for (const index of platformsOn(host)) {
    const platform = PLATFORMS[index]!;
    path ??= url.pathname.replace(/\/{2,}/g, '/');
    // google.com matches only its Maps paths; any other Google URL is not a profile.
    if (platform.isProfile(path, url))
      return platform.isPersonal?.(path)
        ? { platform: platform.key, url: url.href, personal: true }
        : { platform: platform.key, url: url.href };
    if (platform.key !== 'google_business_profile') return undefined;
  }
  return undefined;
}

/** Each platform's names as space-padded word runs (" linked in "), for namesPlatform. */
const NAMES = new Map(
  PLATFORMS.map((p) => [
    p.key,
    [p.key, ...p.label.split(/[\s()]+/), ...(p.aliases ?? [])]
      .map((name) => wordsOf(name))
      .filter((name) => name !== ' '),
  ]),
);

function wordsOf(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9𝕏]+/gu, ' ')
    .trim()} `;
}

/**
 * True when a link's text names the platform it points to ("LinkedIn", "Follow us on Twitter", "YouTube channel"):
 * the way a site labels the buttons to its own profiles, where a credit names the person or firm credited.
 *
 * @example
 * ```ts
 * namesPlatform('Follow us on Twitter', 'x'); // true
 * namesPlatform('@themeauthor', 'x'); // false
 * ```
 */
export function namesPlatform(text: string, platform: string): boolean {
  const names = NAMES.get(platform);
  if (names === undefined) return false;
  const words = wordsOf(text);
  return names.some((name) => words.includes(name));
}

/**
 * Link texts that ask to follow or join the site's own accounts, in the languages the engine reads: an icon
 * button labelled "Follow us" or "Folgen Sie uns" is the site's own profile, whatever the platform's name.
 */
export const FOLLOW_LABEL =
  /(?:^|[^a-zà-ÿ])(?:follow|find us|join us|join our|connect with us|connect on|like us|watch us|stay in touch|stay connected|our (?:channel|page|profile)|subscribe|folg(?:e|en|t)|abonn|suivez|rejoignez|s[ií]guenos|seguici|seguinos|siga-nos|volg ons|f[öø]lj|f[øö]lg|obserwuj|sledujte|подпис|следите)/i;
