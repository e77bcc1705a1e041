/**
 * Crawlers whose vendors tell site owners to verify them by IP or reverse DNS, and which fake-bot protection
 * (Cloudflare's verified bots, Wordfence's "block fake Google crawlers", Sucuri) therefore checks: a request that
 * claims to be one of them from any other address is refused. The audit's UA-only probe is such a request, so its
 * refusal is what a well-protected site does and proves nothing about the real crawler; the vendor's own tool can
 * show whether the real one gets the page.
 */
export const IP_VERIFIED_BOTS: Readonly<Record<string, string>> = {
  Googlebot:
    "Google Search Console's URL Inspection (Test live URL) fetches the page as the real Googlebot (https://search.google.com/search-console)",
  Bingbot:
    "Bing Webmaster Tools' URL Inspection (Live URL) fetches it as the real Bingbot (https://www.bing.com/webmasters)",
  Applebot:
    "Apple publishes Applebot's IP ranges and reverse DNS (*.applebot.apple.com): look for its requests in your server logs (https://support.apple.com/en-us/119829)",
};

/**
 * Whether a refused UA-only probe of `token` is expected of fake-bot protection (the vendor verifies by IP).
 *
 * @example
 * ```ts
 * isIpVerified('Googlebot'); // true
 * isIpVerified('PerplexityBot'); // false
 * ```
 */
export function isIpVerified(token: string): boolean {
  return Object.hasOwn(IP_VERIFIED_BOTS, token);
}

/**
 * The fix for UA-only refusals of IP-verified bots: why it may be healthy, and how to check the real crawlers.
 *
 * @example
 * ```ts
 * verifiedBotsFix(['Googlebot']); // 'A request that claims to be Googlebot … URL Inspection …'
 * ```
 */
export function verifiedBotsFix(tokens: readonly string[]): string {
  const names = tokens.join(' or ');
  const tools = tokens.map((token) => IP_VERIFIED_BOTS[token]).filter(Boolean);
  return `A request that claims to be ${names} from an address outside the vendor's published ranges is what fake-bot protection (Cloudflare's verified bots, Wordfence, Sucuri) refuses, so this is expected when such protection is on and says nothing about the real crawler. Confirm that the real one gets the page: ${tools.join('; ')}.`;
}
