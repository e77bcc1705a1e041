import type { Document } from 'domhandler';
import { scanPage } from '../../agents/scan.ts';
import { purchaseIn } from '../../pricing/prices.ts';

/**
 * A shop's own paths, as the common shop systems write them in every locale: the basket and checkout (/cart,
 * /basket, /checkout/cart, PrestaShop's /panier and /commande, Shopware's /checkout, /warenkorb, /kasse, /carrito,
 * /carrello, /winkelwagen, /koszyk, /carrinho …), the catalogue (/shop, /store, /tienda, /negozio, /sklep, /loja,
 * Shopify's /collections/… and /products/…) and the refund and shipping policies a shop must publish (Shopify's
 * /policies/refund-policy).
 */
export const SHOP_PATH =
  /\/(?:cart|basket|checkout|shop|store|collections|products|(?:refund|returns?|shipping)-polic(?:y|ies)|panier|commande|warenkorb|kasse|carrito|cesta|tienda|carrello|negozio|winkelwagen|winkelmandje|afrekenen|koszyk|sklep|carrinho|sacola|loja|cart-add)(?:[/.?#]|$)/i;

/** A newsletter's "Subscribe now" sells nothing; every other purchase phrase on a submit button does. */
const SUBSCRIBE = /subscri/i;

/**
 * A form that puts something in a basket: it posts to a shop path (PrestaShop's add-to-cart form posts to /panier,
 * Shoper's to /basket/add, Shopware's to /checkout/line-item/add), or its button is a purchase phrase in the page's
 * language ("Añadir al carrito", "In winkelwagen", "カートに入れる"). Reads the forms agent_readiness scans (memoised per
 * document), so it costs no pass over the page.
 *
 * @example
 * ```ts
 * purchaseForm(document, 'fr'); // 'a form posting to /panier', '"Añadir al carrito" button' or undefined
 * ```
 */
export function purchaseForm(document: Document, lang: string | undefined): string | undefined {
  for (const form of scanPage(document).forms) {
    const action = form.element.attribs.action?.trim();
    if (action) {
      let path = action;
      try {
        path = new URL(action, 'https://host.invalid').pathname;
      } catch {
        // keep the action as written
      }
      if (SHOP_PATH.test(path)) return `a form posting to ${path}`;
    }
    for (const text of form.submitTexts) {
      if (text.length > 60) continue;
      const m = purchaseIn(text, lang);
      if (m !== null && !SUBSCRIBE.test(m[0])) return `"${text}" button`;
    }
  }
  return undefined;
}
