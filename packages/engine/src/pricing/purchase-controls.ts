import type { Document } from 'domhandler';
import { scanPage } from '../agents/scan.ts';
import type { ResolvedAnchor } from '../structured-data/links.ts';
import type { PageFacts } from '../structured-data/metadata.ts';
import { purchaseIn, purchasePhrases } from './prices.ts';

/**
 * Whether a page has a control to buy with: a button, a submit, a link or a form posting to a cart or checkout.
 * Purchase words in prose sell nothing: an engineering post's "a single checkout request crossed 14 services" is no
 * buy button. A button is a block of its own in the page text, so its words stand on a line of their own; a link
 * inside a sentence is known by its anchor text.
 */

/** A purchase control, as evidence: its words, and where they stand in the page text when it holds them. */
export interface PurchaseControl {
  /** The control's words ("Add to cart"), or what it is ("a form posting to /cart/add"). */
  what: string;
  /** Index of the words in the page text; undefined for a submit's value or a form's action. */
  index?: number;
}

/** Purchase phrases read on the page before giving up on the text: a payments blog says "checkout" hundreds of times. */
const MAX_PHRASES = 40;
/** The longest line read as a control: a button with its price ("Add to cart – $34.00 USD"), a sticky bar. */
const CONTROL_LINE_CHARS = 160;
/** Letters a control may hold besides its phrase ("Start your free trial today", "Buy now, ships in 2 days"). */
const CONTROL_OTHER_LETTERS = 30;
/** The longest link text read as a control. */
const CONTROL_LINK_CHARS = 60;
/** Cart and checkout paths, where an add-to-cart form posts and a "Checkout" link leads. */
const CART_PATH =
  /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:cart|cart-add|checkout|basket|bag|panier|commande|warenkorb|kasse|carrito|cesta|carrello|winkelwagen|winkelmandje|afrekenen|koszyk|carrinho|sacola)(?:[/?#.]|$)/i;
/** "Checkout" alone: a control only when nothing else stands beside it (a "Faster checkout" heading is prose). */
const BARE_CHECKOUT = /^checkout$/i;
/**
 * "Subscribe now" under words about posts by email is a newsletter's signup (Ghost's "Subscribe to Field Notes. Get
 * new posts in your inbox. Subscribe now"), which sells nothing; a paid one states its price, with its period, there.
 */
const SUBSCRIBE_NOW = /^subscribe now$/i;
const NEWSLETTER_WORDS =
  /\b(?:newsletters?|inbox|e-?mails?|new posts|latest posts|new articles|free updates|digest|mailing list)\b/i;
const PRICE_FIGURE = /[$€£¥₹]\s?\d|\d\s?(?:€|kr|zł)/;
/** How far before the control's line its invitation is read. */
const INVITATION_CHARS = 200;

function isLetter(c: number): boolean {
  return (
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x370 && c <= 0x1fff) ||
    (c >= 0x3040 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7af)
  );
}

/** Letters of `text` outside `[from, to)`: what stands beside the phrase. */
function lettersBeside(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if ((i < from || i >= to) && isLetter(text.charCodeAt(i))) n++;
  return n;
}

/** True when `text` is a control's text holding the phrase at `[from, to)`, not a sentence. */
function isControlText(text: string, from: number, to: number, phrase: string): boolean {
  const beside = lettersBeside(text, from, to);
  return BARE_CHECKOUT.test(phrase) ? beside === 0 : beside <= CONTROL_OTHER_LETTERS;
}

/** True when the purchase phrase at `lineStart`'s line is a newsletter's "Subscribe now" (see `SUBSCRIBE_NOW`). */
function isNewsletterSignup(text: string, phrase: string, lineStart: number): boolean {
  if (!SUBSCRIBE_NOW.test(phrase)) return false;
  const before = text.slice(Math.max(0, lineStart - INVITATION_CHARS), lineStart);
  return NEWSLETTER_WORDS.test(before) && !PRICE_FIGURE.test(before);
}

function pathOf(url: URL | undefined): string {
  return url?.pathname ?? '';
}

/** Link texts that are purchase controls; a bare "Checkout" only when it leads to a cart or checkout. */
function controlLinks(anchors: readonly ResolvedAnchor[], lang: string | undefined): string[] {
  const out: string[] = [];
  for (const a of anchors) {
    // A link text is short: its first purchase phrase is the one it holds.
    if (a.text.length === 0 || a.text.length > CONTROL_LINK_CHARS) continue;
    const m = purchaseIn(a.text, lang);
    if (m === null || !isControlText(a.text, m.index, m.index + m[0].length, m[0])) continue;
    if (BARE_CHECKOUT.test(m[0]) && !CART_PATH.test(pathOf(a.url))) continue;
    out.push(a.text.toLowerCase());
  }
  return out;
}

/**
 * A form that puts something in a basket: it posts to a cart or checkout (PrestaShop's /panier, Shoper's /basket/add,
 * Shopware's /checkout/line-item/add), or its submit value is a purchase phrase in the page's language ("Añadir al
 * carrito"), not a newsletter's "Subscribe now". Reads the forms agent_readiness scans (memoised per document). Brand
 * reads it too, as a sign that the site sells.
 *
 * @example
 * ```ts
 * purchaseForm(document, 'fr'); // { what: 'a form posting to /panier' }, { what: '"Añadir al carrito"' } or null
 * ```
 */
export function purchaseForm(document: Document, lang: string | undefined): PurchaseControl | null {
  for (const form of scanPage(document).forms) {
    const action = form.element.attribs.action?.trim();
    if (action) {
      let path = action;
      try {
        path = new URL(action, 'https://host.invalid').pathname;
      } catch {
        // keep the action as written
      }
      if (CART_PATH.test(path)) return { what: `a form posting to ${path}` };
    }
    // A form that asks for an email address and says "Subscribe now" signs up to a newsletter.
    const emailSignup = form.fields.some(
      (f) =>
        (f.element.attribs.type ?? '').toLowerCase() === 'email' ||
        /e-?mail/i.test(f.element.attribs.name ?? ''),
    );
    for (const text of form.submitTexts) {
      if (text.length > CONTROL_LINK_CHARS) continue;
      const m = purchaseIn(text, lang);
      if (m === null || (emailSignup && SUBSCRIBE_NOW.test(m[0]))) continue;
      if (isControlText(text, m.index, m.index + m[0].length, m[0])) return { what: `"${m[0]}"` };
    }
  }
  return null;
}

/**
 * The page's first purchase control: a purchase phrase on a line of its own in the page text (a button, or a link
 * standing alone), a link whose text is one, or a form posting to a cart or checkout. Reads the page text the facts
 * hold, the anchors already resolved, and the forms agent_readiness scans (memoised per document).
 *
 * @example
 * ```ts
 * purchaseControl(facts, anchors, document, 'en'); // { what: '"Add to cart"', index: 412 } or null
 * ```
 */
export function purchaseControl(
  facts: PageFacts,
  anchors: readonly ResolvedAnchor[],
  document: Document,
  lang: string | undefined,
): PurchaseControl | null {
  const text = facts.text;
  let links: string[] | undefined;
  let read = 0;
  for (const m of purchasePhrases(text, lang)) {
    if (++read > MAX_PHRASES) break;
    const phrase = m[0];
    const start = text.lastIndexOf('\n', m.index) + 1;
    if (isNewsletterSignup(text, phrase, start)) continue;
    let end = text.indexOf('\n', m.index + phrase.length);
    if (end === -1) end = text.length;
    if (
      end - start <= CONTROL_LINE_CHARS &&
      isControlText(text.slice(start, end), m.index - start, m.index - start + phrase.length, phrase)
    )
      return { what: `"${phrase}"`, index: m.index };
    links ??= controlLinks(anchors, lang);
    const lower = phrase.toLowerCase();
    if (links.some((link) => link.includes(lower))) return { what: `"${phrase}"`, index: m.index };
  }
  return purchaseForm(document, lang);
}
