/**
 * The AI and search crawlers the engine knows, as data. Each entry says what the bot is for, because that
 * decides what blocking it costs: search and user-triggered bots decide whether a page can be cited;
 * training bots are a policy choice and cost nothing, and so do bots that crawl for another purpose (ads checks,
 * research, agents a site owner builds), which neither put a page in answers nor fetch it for a person.
 *
 * Each entry carries the date its values were last checked against the vendor's own page (`verified`);
 * `ROSTER_VERIFIED` is the oldest of those dates, so it never claims more than the stalest entry can back.
 * Third-party bot lists do not count as a check.
 */

/**
 * What a crawler's visits are for. `other`: neither search, user fetches nor training (ad landing-page checks,
 * generic research crawls, crawls a site owner requested); it says what in `purpose`.
 */
export type BotRole = 'search' | 'user' | 'training' | 'token' | 'other';

export interface Bot {
  /** The robots.txt product token, as the vendor documents it. */
  token: string;
  vendor: string;
  role: BotRole;
  /**
   * A User-Agent header the bot sends (for reachability probes); null for robots-only tokens and for bots whose
   * vendor documents no full header.
   */
  userAgent: string | null;
  /** What the bot is for, in a site owner's words; every `other` bot has one, since its role alone says nothing. */
  purpose?: string;
  /** The vendor page documenting the bot; null when the vendor publishes none. */
  docsUrl: string | null;
  /**
   * Where the vendor publishes the IP ranges the bot crawls from (JSON), so a site can allow-list the real bot
   * in a firewall or CDN rule instead of trusting a User-Agent anyone can send. OpenAI's and Perplexity's docs
   * pages give each bot's list as "Published IP addresses"; Google moved its lists from /search/apis/ipranges/
   * (googlebot.json) to /crawling/ipranges/ in March 2026 and files Googlebot under "common crawlers"; Bing
   * serves its list beside its Verify Bingbot tool. Absent when the roster records none: Anthropic's and
   * Mistral's pages now link a list whose address could not be read from the page itself, and the other
   * vendors' lists are not verified here yet.
   */
  ipRangesUrl?: string;
  /** Which answer platforms depend on this bot being allowed. */
  platforms: Array<
    'chatgpt' | 'google_ai_overviews' | 'claude' | 'perplexity' | 'copilot' | 'apple' | 'meta'
  >;
  /** No longer documented by its vendor; reported, never scored. */
  legacy?: boolean;
  /**
   * Another crawler's token whose robots.txt group this bot documents it follows when no group names it (Applebot
   * follows Googlebot's), before it falls back to `*`.
   */
  followsGroupOf?: string;
  /**
   * The day (YYYY-MM-DD) every value this entry records was last confirmed on the vendor's own page. An entry
   * whose page could not be read keeps its older date and its older values.
   */
  verified: string;
}

// OpenAI moved its crawler page (and its RSS feed of changes) here from platform.openai.com/docs/bots.
const OPENAI = 'https://developers.openai.com/api/docs/bots';
// Anthropic's crawler article moved from its support centre to its privacy centre (same article number).
const ANTHROPIC = 'https://privacy.claude.com/en/articles/8896518';
// Perplexity moved its crawler page from /guides/bots.
const PERPLEXITY = 'https://docs.perplexity.ai/docs/resources/perplexity-crawlers';
// Google moved its crawler pages from /search/docs/crawling-indexing/ (which redirects here) in 2026.
const GOOGLE = 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers';
const AMAZON = 'https://developer.amazon.com/amazonbot';
const META = 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers';

export const BOT_ROSTER: readonly Bot[] = [
  // OpenAI's page could not be read on 2026-11-24, so its entries keep the values it gave on 2026-11-23
  // (secondary sources report /1.4 versions and a longer OAI-SearchBot string; see decision 0063).
  {
    token: 'OAI-SearchBot',
    vendor: 'OpenAI',
    role: 'search',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.3; +https://openai.com/searchbot',
    docsUrl: OPENAI,
    ipRangesUrl: 'https://openai.com/searchbot.json',
    platforms: ['chatgpt'],
    verified: '2026-11-23',
  },
  {
    token: 'ChatGPT-User',
    vendor: 'OpenAI',
    role: 'user',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
    docsUrl: OPENAI,
    ipRangesUrl: 'https://openai.com/chatgpt-user.json',
    platforms: ['chatgpt'],
    verified: '2026-11-23',
  },
  {
    token: 'GPTBot',
    vendor: 'OpenAI',
    role: 'training',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.3; +https://openai.com/gptbot',
    docsUrl: OPENAI,
    ipRangesUrl: 'https://openai.com/gptbot.json',
    platforms: [],
    verified: '2026-11-23',
  },
  {
    // OpenAI: visits only pages submitted as ChatGPT ads, and does not train its models on what it collects.
    // Added from OpenAI's page by decision 0059.
    token: 'OAI-AdsBot',
    vendor: 'OpenAI',
    role: 'other',
    purpose: 'checks the landing pages of ads submitted to ChatGPT',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-AdsBot/1.0; +https://openai.com/adsbot',
    docsUrl: OPENAI,
    ipRangesUrl: 'https://openai.com/adsbot.json',
    platforms: [],
    verified: '2026-11-24',
  },
  {
    token: 'Googlebot',
    vendor: 'Google',
    role: 'search',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/141.0.0.0 Safari/537.36',
    docsUrl: GOOGLE,
    ipRangesUrl: 'https://developers.google.com/static/crawling/ipranges/common-crawlers.json',
    platforms: ['google_ai_overviews'],
    verified: '2026-11-23',
  },
  {
    token: 'Google-Extended',
    vendor: 'Google',
    role: 'token',
    userAgent: null,
    docsUrl: GOOGLE,
    platforms: [],
    verified: '2026-11-23',
  },
  {
    // Google: "don't affect any specific product"; its generic crawler, "for example … one-off crawls for internal
    // research and development". Google documents the smartphone string with Chrome/W.X.Y.Z for the current version.
    token: 'GoogleOther',
    vendor: 'Google',
    role: 'other',
    purpose:
      "Google's generic crawler for its product teams' one-off and research crawls; no effect on Google Search",
    userAgent:
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36 (compatible; GoogleOther)',
    docsUrl: GOOGLE,
    ipRangesUrl: 'https://developers.google.com/static/crawling/ipranges/common-crawlers.json',
    platforms: [],
    verified: '2026-11-24',
  },
  {
    // Google: crawls "requested by the site owners' for building Vertex AI Agents. It has no effect on Google Search
    // or other products." Google documents only that its User-Agent contains the token, not a full header.
    token: 'Google-CloudVertexBot',
    vendor: 'Google',
    role: 'other',
    purpose: 'crawls sites whose owners asked for it, to build Vertex AI Agents; no effect on Google Search',
    userAgent: null,
    docsUrl: GOOGLE,
    platforms: [],
    verified: '2026-11-24',
  },
  {
    token: 'Bingbot',
    vendor: 'Microsoft',
    role: 'search',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/141.0.0.0 Safari/537.36',
    docsUrl: 'https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0',
    ipRangesUrl: 'https://www.bing.com/toolbox/bingbot.json',
    platforms: ['copilot', 'chatgpt'],
    verified: '2026-11-23',
  },
  // Anthropic's page names Claude-SearchBot, Claude-User and ClaudeBot and what each is for, but gives tokens
  // only, no full User-Agent: the three strings below were not confirmed there (decision 0063).
  {
    token: 'Claude-SearchBot',
    vendor: 'Anthropic',
    role: 'search',
    userAgent: 'Mozilla/5.0 (compatible; Claude-SearchBot/1.0; +https://www.anthropic.com)',
    docsUrl: ANTHROPIC,
    platforms: ['claude'],
    verified: '2026-11-23',
  },
  {
    token: 'Claude-User',
    vendor: 'Anthropic',
    role: 'user',
    userAgent: 'Mozilla/5.0 (compatible; Claude-User/1.0; +https://www.anthropic.com)',
    docsUrl: ANTHROPIC,
    platforms: ['claude'],
    verified: '2026-11-23',
  },
  {
    token: 'ClaudeBot',
    vendor: 'Anthropic',
    role: 'training',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    docsUrl: ANTHROPIC,
    platforms: [],
    verified: '2026-11-23',
  },
  {
    // Anthropic's page lists only the three bots above, so the older tokens stay legacy.
    token: 'anthropic-ai',
    vendor: 'Anthropic',
    role: 'training',
    userAgent: null,
    docsUrl: ANTHROPIC,
    platforms: [],
    legacy: true,
    verified: '2026-11-24',
  },
  {
    token: 'claude-web',
    vendor: 'Anthropic',
    role: 'training',
    userAgent: null,
    docsUrl: ANTHROPIC,
    platforms: [],
    legacy: true,
    verified: '2026-11-24',
  },
  {
    token: 'PerplexityBot',
    vendor: 'Perplexity',
    role: 'search',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
    docsUrl: PERPLEXITY,
    ipRangesUrl: 'https://www.perplexity.com/perplexitybot.json',
    platforms: ['perplexity'],
    verified: '2026-11-23',
  },
  {
    token: 'Perplexity-User',
    vendor: 'Perplexity',
    role: 'user',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)',
    docsUrl: PERPLEXITY,
    ipRangesUrl: 'https://www.perplexity.com/perplexity-user.json',
    platforms: ['perplexity'],
    verified: '2026-11-23',
  },
  {
    token: 'Applebot',
    vendor: 'Apple',
    role: 'search',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    docsUrl: 'https://support.apple.com/en-us/119829',
    platforms: ['apple'],
    // "If robots instructions don't mention Applebot but do mention Googlebot, the Apple robot will follow
    // Googlebot instructions." (the docs page above)
    followsGroupOf: 'Googlebot',
    verified: '2026-11-23',
  },
  {
    token: 'Applebot-Extended',
    vendor: 'Apple',
    role: 'token',
    userAgent: null,
    docsUrl: 'https://support.apple.com/en-us/119829',
    platforms: [],
    verified: '2026-11-23',
  },
  {
    // DuckDuckGo's own search index crawler (most of its results come from Bing's index). Its help page (source in
    // github.com/duckduckgo/duckduckgo-help-pages) gives this string and lists its IP addresses inline, not as JSON.
    token: 'DuckDuckBot',
    vendor: 'DuckDuckGo',
    role: 'search',
    userAgent: 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    docsUrl: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckduckbot',
    platforms: [],
    verified: '2026-11-24',
  },
  {
    // DuckDuckGo: fetches pages in real time for its cited AI-assisted answers; not used to train AI models.
    token: 'DuckAssistBot',
    vendor: 'DuckDuckGo',
    role: 'search',
    userAgent: 'DuckAssistBot/1.2; (+http://duckduckgo.com/duckassistbot.html)',
    docsUrl: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
    platforms: [],
    verified: '2026-11-24',
  },
  {
    token: 'meta-externalagent',
    vendor: 'Meta',
    role: 'training',
    userAgent: 'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    docsUrl: META,
    platforms: [],
    verified: '2026-11-23',
  },
  {
    // Meta: improves Meta AI search results; allowing it lets Meta AI cite and link the page.
    token: 'Meta-WebIndexer',
    vendor: 'Meta',
    role: 'search',
    userAgent: 'meta-webindexer/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    docsUrl: META,
    platforms: ['meta'],
    verified: '2026-11-23',
  },
  {
    token: 'Meta-ExternalFetcher',
    vendor: 'Meta',
    role: 'user',
    userAgent: 'meta-externalfetcher/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    docsUrl: META,
    platforms: ['meta'],
    verified: '2026-11-23',
  },
  {
    // Mistral's page gives this string for user fetches in its assistant.
    token: 'MistralAI-User',
    vendor: 'Mistral AI',
    role: 'user',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-User/1.0; +https://docs.mistral.ai/robots)',
    docsUrl: 'https://docs.mistral.ai/robots',
    platforms: [],
    verified: '2026-11-24',
  },
  {
    // Mistral's page: indexes the web for Mistral's search, which answers questions in its assistant; what it
    // crawls is not used for training.
    token: 'MistralAI-Index',
    vendor: 'Mistral AI',
    role: 'search',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-Index/1.0; +https://docs.mistral.ai/robots)',
    docsUrl: 'https://docs.mistral.ai/robots',
    platforms: [],
    verified: '2026-11-24',
  },
  {
    // Mistral's page: builds datasets for training its models. Not probed, so no User-Agent is recorded.
    token: 'MistralAI-Training',
    vendor: 'Mistral AI',
    role: 'training',
    userAgent: null,
    docsUrl: 'https://docs.mistral.ai/robots',
    platforms: [],
    verified: '2026-11-24',
  },
  {
    // Amazon: "used to improve our products and services … and may be used to train Amazon AI models"; the
    // training opt-out that Cloudflare's managed robots.txt blocks. Search and live answers have their own agents.
    token: 'Amazonbot',
    vendor: 'Amazon',
    role: 'training',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot) Chrome/119.0.6045.214 Safari/537.36',
    docsUrl: AMAZON,
    platforms: [],
    verified: '2026-11-23',
  },
  {
    // Amazon: search experiences in Alexa and Rufus; not used for generative AI training.
    token: 'Amzn-SearchBot',
    vendor: 'Amazon',
    role: 'search',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Amzn-SearchBot/0.1) Chrome/119.0.6045.214 Safari/537.36',
    docsUrl: AMAZON,
    platforms: [],
    verified: '2026-11-23',
  },
  {
    // Amazon: live fetches for user requests (Alexa answers); not used for generative AI training.
    token: 'Amzn-User',
    vendor: 'Amazon',
    role: 'user',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; AMZN-User/0.1) Chrome/119.0.6045.214 Safari/537.36',
    docsUrl: AMAZON,
    platforms: [],
    verified: '2026-11-23',
  },
  {
    token: 'CCBot',
    vendor: 'Common Crawl',
    role: 'training',
    userAgent: 'CCBot/2.0 (https://commoncrawl.org/faq/)',
    docsUrl: 'https://commoncrawl.org/ccbot',
    platforms: [],
    verified: '2026-11-23',
  },
  {
    token: 'Bytespider',
    vendor: 'ByteDance',
    role: 'training',
    userAgent:
      'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
    // ByteDance publishes no crawler page.
    docsUrl: null,
    platforms: [],
    verified: '2026-11-23',
  },
];

/** The User-Agent of a current desktop browser, the baseline every bot probe is compared with. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';

/**
 * Bots whose reachability is probed: search and user-triggered bots that send requests. Training and other-purpose
 * bots are never probed: blocking them costs nothing, so a probe would only add requests to the audited site.
 *
 * @example
 * ```ts
 * probedBots().map((bot) => bot.token); // ['OAI-SearchBot', 'ChatGPT-User', 'Googlebot', …] (no GPTBot, no OAI-AdsBot)
 * ```
 */
export function probedBots(): Bot[] {
  return BOT_ROSTER.filter((bot) => (bot.role === 'search' || bot.role === 'user') && bot.userAgent !== null);
}

/**
 * The day the stalest roster entry was last checked against its vendor's page: what a report can truthfully
 * call the roster's verification date.
 *
 * @example
 * ```ts
 * ROSTER_VERIFIED; // '2026-11-23' while any entry was last confirmed that day
 * ```
 */
// YYYY-MM-DD dates sort as text; the roster is never empty.
export const ROSTER_VERIFIED: string = BOT_ROSTER.map((bot) => bot.verified).sort()[0] ?? '';
