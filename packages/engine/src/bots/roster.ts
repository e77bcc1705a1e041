/**
 * The AI and search crawlers the engine knows, as data. Each entry says what the bot is for, because that
 * decides what blocking it costs: search and user-triggered bots decide whether a page can be cited;
 * training bots are a policy choice and cost nothing, and so do bots that crawl for another purpose (ads checks,
 * research, agents a site owner builds), which neither put a page in answers nor fetch it for a person.
 *
 * Verified against each vendor's documentation on `ROSTER_VERIFIED`; bump that date and the entries
 * together.
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
   * serves its list beside its Verify Bingbot tool. Absent when the roster records none: Anthropic publishes
   * none, and the other vendors' lists are not verified here yet.
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
}

export const ROSTER_VERIFIED = '2026-11-23';

// OpenAI moved its crawler page (and its RSS feed of changes) here from platform.openai.com/docs/bots.
const OPENAI = 'https://developers.openai.com/api/docs/bots';
const ANTHROPIC = 'https://support.claude.com/en/articles/8896518';
const PERPLEXITY = 'https://docs.perplexity.ai/guides/bots';
// Google moved its crawler pages from /search/docs/crawling-indexing/ (which redirects here) in 2026.
const GOOGLE = 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers';
const AMAZON = 'https://developer.amazon.com/amazonbot';
const META = 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers';

export const BOT_ROSTER: readonly Bot[] = [
  {
    token: 'OAI-SearchBot',
    vendor: 'OpenAI',
    role: 'search',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.3; +https://openai.com/searchbot',
    docsUrl: OPENAI,
    ipRangesUrl: 'https://openai.com/searchbot.json',
    platforms: ['chatgpt'],
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
  },
  {
    // OpenAI: visits only pages submitted as ChatGPT ads, and does not train its models on what it collects.
    token: 'OAI-AdsBot',
    vendor: 'OpenAI',
    role: 'other',
    purpose: 'checks the landing pages of ads submitted to ChatGPT',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-AdsBot/1.0; +https://openai.com/adsbot',
    docsUrl: OPENAI,
    ipRangesUrl: 'https://openai.com/adsbot.json',
    platforms: [],
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
  },
  {
    token: 'Google-Extended',
    vendor: 'Google',
    role: 'token',
    userAgent: null,
    docsUrl: GOOGLE,
    platforms: [],
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
  },
  {
    token: 'Claude-SearchBot',
    vendor: 'Anthropic',
    role: 'search',
    userAgent: 'Mozilla/5.0 (compatible; Claude-SearchBot/1.0; +https://www.anthropic.com)',
    docsUrl: ANTHROPIC,
    platforms: ['claude'],
  },
  {
    token: 'Claude-User',
    vendor: 'Anthropic',
    role: 'user',
    userAgent: 'Mozilla/5.0 (compatible; Claude-User/1.0; +https://www.anthropic.com)',
    docsUrl: ANTHROPIC,
    platforms: ['claude'],
  },
  {
    token: 'ClaudeBot',
    vendor: 'Anthropic',
    role: 'training',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    docsUrl: ANTHROPIC,
    platforms: [],
  },
  {
    token: 'anthropic-ai',
    vendor: 'Anthropic',
    role: 'training',
    userAgent: null,
    docsUrl: ANTHROPIC,
    platforms: [],
    legacy: true,
  },
  {
    token: 'claude-web',
    vendor: 'Anthropic',
    role: 'training',
    userAgent: null,
    docsUrl: ANTHROPIC,
    platforms: [],
    legacy: true,
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
  },
  {
    token: 'Applebot-Extended',
    vendor: 'Apple',
    role: 'token',
    userAgent: null,
    docsUrl: 'https://support.apple.com/en-us/119829',
    platforms: [],
  },
  {
    // DuckDuckGo's own search index crawler (most of its results come from Bing's index).
    token: 'DuckDuckBot',
    vendor: 'DuckDuckGo',
    role: 'search',
    userAgent: 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    docsUrl: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckduckbot',
    platforms: [],
  },
  {
    token: 'DuckAssistBot',
    vendor: 'DuckDuckGo',
    role: 'search',
    userAgent: 'DuckAssistBot/1.2; (+http://duckduckgo.com/duckassistbot.html)',
    docsUrl: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
    platforms: [],
  },
  {
    token: 'meta-externalagent',
    vendor: 'Meta',
    role: 'training',
    userAgent: 'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    docsUrl: META,
    platforms: [],
  },
  {
    // Meta: improves Meta AI search results; allowing it lets Meta AI cite and link the page.
    token: 'Meta-WebIndexer',
    vendor: 'Meta',
    role: 'search',
    userAgent: 'meta-webindexer/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    docsUrl: META,
    platforms: ['meta'],
  },
  {
    token: 'Meta-ExternalFetcher',
    vendor: 'Meta',
    role: 'user',
    userAgent: 'meta-externalfetcher/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    docsUrl: META,
    platforms: ['meta'],
  },
  {
    token: 'MistralAI-User',
    vendor: 'Mistral AI',
    role: 'user',
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-User/1.0; +https://docs.mistral.ai/robots)',
    docsUrl: 'https://docs.mistral.ai/robots',
    platforms: [],
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
  },
  {
    token: 'CCBot',
    vendor: 'Common Crawl',
    role: 'training',
    userAgent: 'CCBot/2.0 (https://commoncrawl.org/faq/)',
    docsUrl: 'https://commoncrawl.org/ccbot',
    platforms: [],
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
