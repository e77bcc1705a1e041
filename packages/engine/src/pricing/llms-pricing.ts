import { findPrices, type PriceLocale, type TextPrice } from './prices.ts';
import { llmsPricingSection, PRICING_PATH, PRICING_TEXT } from './sources.ts';

/**
 * Where llms.txt gives pricing: a `## Pricing` section, or, under any other heading, a list item that links the
 * pricing page or whose note states a price (`- [Pricing](https://…/pricing): Pro $19 per user per month` under
 * `## Product`). The llmstxt module finds the same link by its title; both read one file alike.
 */

export interface LlmsPricing {
  /** The section, or the pricing items one per line: the text whose prices are held against the page's. */
  text: string;
  /** What was found, for evidence. */
  what: string;
  /**
   * The pricing page it links, as written (relative to llms.txt): where an agent on a page that neither shows nor
   * links prices (a docs page) is sent for them.
   */
  link?: string;
}

/** What llms.txt says of pricing, and the prices to hold against the page's. */
export interface LlmsPricingRead {
  pricing: LlmsPricing | undefined;
  /** Prices of the pricing it gives, or, when it gives none, of the whole file (read once either way). */
  prices: TextPrice[];
}

/** The part of llms.txt read for pricing items (a file longer than this is an index of a whole site). */
const LLMS_CHARS = 100_000;
/** A markdown list item with a link first: `- [title](url): note`. */
const LINK_ITEM = /^[-*+]\s+\[([^\]]*)\]\(\s*<?([^)\s>]+)/;
const HEADING = /^#{2,}\s+(.*)$/;

function pathOf(url: string): string {
  try {
    return new URL(url, 'https://host.invalid').pathname;
  } catch {
    return '';
  }
}

/** The pricing page a list item links (by its path or its title), or undefined. */
function pricingLinkOf(line: string): string | undefined {
  const link = LINK_ITEM.exec(line);
  return link !== null && (PRICING_PATH.test(pathOf(link[2]!)) || PRICING_TEXT.test(link[1]!.trim()))
    ? link[2]!
    : undefined;
}

/** The first pricing page a section's list items link. */
function sectionPricingLink(section: string): string | undefined {
  for (const line of section.split('\n')) {
    const item = line.trim();
    if (!/^[-*+]\s/.test(item)) continue;
    const link = pricingLinkOf(item);
    if (link !== undefined) return link;
  }
  return undefined;
}

/**
 * The pricing llms.txt gives (undefined when none): its `## Pricing` section, else its list items that link the
 * pricing page or state a price with a currency, whatever section they sit in; with their prices and the first
 * pricing page they link.
 *
 * @example
 * ```ts
 * llmsPricing('## Product\n- [Pricing](https://x.com/pricing): Pro $19 per user per month\n').pricing?.what;
 * // 'llms.txt lists pricing under "## Product": "- [Pricing](https://x.com/pricing): Pro $19 per user per month"'
 * ```
 */
export function llmsPricing(body: string, locale: PriceLocale = {}): LlmsPricingRead {
  const section = llmsPricingSection(body);
  if (section !== undefined) {
    const link = sectionPricingLink(section);
    return {
      pricing: {
        text: section,
        what: 'llms.txt has a Pricing section',
        ...(link !== undefined ? { link } : {}),
      },
      prices: findPrices(section, 100, locale),
    };
  }
  const text = body.slice(0, LLMS_CHARS);
  const prices = findPrices(text, 100, locale);
  const items: { line: string; heading: string | undefined }[] = [];
  let link: string | undefined;
  const itemPrices: TextPrice[] = [];
  let heading: string | undefined;
  let next = 0;
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).trim();
    const title = HEADING.exec(line);
    if (title !== null) heading = title[1]!.trim();
    else if (/^[-*+]\s/.test(line)) {
      while (next < prices.length && prices[next]!.index < start) next++;
      let last = next;
      while (last < prices.length && prices[last]!.index < end) last++;
      const linked = pricingLinkOf(line);
      link ??= linked;
      if (last > next || linked !== undefined) {
        items.push({ line, heading });
        itemPrices.push(...prices.slice(next, last));
      }
    }
    start = end + 1;
  }
  if (items.length === 0) return { pricing: undefined, prices };
  const first = items[0]!;
  const shown = first.line.length > 160 ? `${first.line.slice(0, 160)}…` : first.line;
  const pricing = {
    text: items.map((i) => i.line).join('\n'),
    what: `llms.txt lists pricing${first.heading === undefined ? '' : ` under "## ${first.heading}"`}: "${shown}"${items.length > 1 ? ` and ${items.length - 1} more ${items.length === 2 ? 'item' : 'items'}` : ''}`,
    ...(link !== undefined ? { link } : {}),
  };
  return { pricing, prices: itemPrices };
}
