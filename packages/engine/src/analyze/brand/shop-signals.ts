/**
 * A shop's own paths, as the common shop systems write them in every locale: the basket and checkout (/cart,
 * /basket, /checkout/cart, PrestaShop's /panier and /commande, Shopware's /checkout, /warenkorb, /kasse, /carrito,
 * /carrello, /winkelwagen, /koszyk, /carrinho …), the catalogue (/shop, /store, /tienda, /negozio, /sklep, /loja,
 * Shopify's /collections/… and /products/…) and the refund and shipping policies a shop must publish (Shopify's
 * /policies/refund-policy).
 */
export const SHOP_PATH =
  /\/(?:cart|basket|checkout|shop|store|collections|products|(?:refund|returns?|shipping)-polic(?:y|ies)|panier|commande|warenkorb|kasse|carrito|cesta|tienda|carrello|negozio|winkelwagen|winkelmandje|afrekenen|koszyk|sklep|carrinho|sacola|loja|cart-add)(?:[/.?#]|$)/i;
