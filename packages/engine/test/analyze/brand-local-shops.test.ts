import type { Evidence } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { finding } from '../structured-data/helpers.ts';
import { localBrand, localHtml } from './brand-local-pages.ts';

/**
 * A shop in another language is a business: its basket lives at /panier, /warenkorb, /carrito or /koszyk, and its
 * product page puts things in it with an add-to-cart form. Such a shop is no "personal or non-commercial site".
 */

const PRESTASHOP = localHtml('fr-prestashop-produit');
const CART_LINK = '<a href="/panier?action=show">Panier (0)</a>';
const REVIEW_LINK =
  '<p><a href="https://www.avis-verifies.com/avis-clients/maison-du-cafe.fr">Avis Vérifiés 4,7/5</a></p>';

/** The PrestaShop product page without its review badge, so the shop itself must show the business. */
const shopPage = (cartLink = CART_LINK) => {
  expect(PRESTASHOP).toContain(CART_LINK);
  expect(PRESTASHOP).toContain(REVIEW_LINK);
  return PRESTASHOP.replace(CART_LINK, cartLink).replace(REVIEW_LINK, '');
};

const notABusiness = /personal or non-commercial site/;

describe('brand: shops in other languages are businesses', () => {
  it('reads the PrestaShop product page, with its /panier link and add-to-cart form, as a shop', () => {
    const result = localBrand('fr-prestashop-produit', shopPage());
    expect(result.commercial_signals).toContainEqual(
      expect.objectContaining({ what: 'link "Panier (0)"', where: 'header' }),
    );
    const profiles = finding(result, 'brand.profiles');
    expect(profiles.severity).toBe('medium');
    expect(profiles.evidence.map((e) => e.what).join(' ')).not.toMatch(notABusiness);
    expect(finding(result, 'brand.review_platforms').status).toBe('fail');
  });

  it('reads the add-to-cart form alone, posting to /panier, as a shop', () => {
    const result = localBrand('fr-prestashop-produit', shopPage(''));
    expect(result.commercial_signals).toEqual([{ what: 'a form posting to /panier' }]);
    expect(finding(result, 'brand.review_platforms').status).toBe('fail');
  });

  it.each([
    ['/warenkorb', 'Warenkorb'],
    ['/checkout/cart', 'Kasse'],
    ['/kasse', 'Zur Kasse'],
    ['/carrito', 'Carrito'],
    ['/carrello', 'Carrello'],
    ['/winkelwagen', 'Winkelwagen'],
    ['/koszyk', 'Koszyk'],
    ['/carrinho', 'Carrinho'],
    ['/tienda/', 'Tienda'],
  ])('reads a link to %s as a shop link', (path, text) => {
    const html = shopPage(`<a href="${path}">${text}</a>`).replace(
      'action="https://www.maison-du-cafe.fr/panier"',
      'action=""',
    );
    const result = localBrand('fr-prestashop-produit', html);
    expect((result.commercial_signals as Evidence[]).map((s) => s.what)).toEqual([`link "${text}"`]);
  });

  it("reads WooCommerce's add-to-cart button, which posts to the product page itself, as a shop", () => {
    const html = shopPage('').replace(
      /<form action="https:\/\/www\.maison-du-cafe\.fr\/panier"[\s\S]*?<\/form>/,
      '<form class="cart" action="" method="post"><input type="number" name="quantity" value="1"><button type="submit" name="add-to-cart" value="142" class="single_add_to_cart_button button alt">Añadir al carrito</button></form>',
    );
    expect(html).toContain('Añadir al carrito');
    const result = localBrand('fr-prestashop-produit', html);
    expect(result.commercial_signals).toEqual([{ what: '"Añadir al carrito" button' }]);
  });

  it('still reads a page with only a newsletter form as no business', () => {
    const html = shopPage('').replace(
      /<form action="https:\/\/www\.maison-du-cafe\.fr\/panier"[\s\S]*?<\/form>/,
      '<form action="/newsletter" method="post"><input type="email" name="email"><button type="submit">Subscribe now</button></form>',
    );
    const result = localBrand('fr-prestashop-produit', html);
    expect(result.commercial_signals).toEqual([]);
    expect(finding(result, 'brand.review_platforms').status).toBe('not_applicable');
  });
});
