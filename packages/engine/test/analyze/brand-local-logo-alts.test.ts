import type { BrandModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import type { BrandNameSource } from '../../src/analyze/brand/name-sources.ts';
import { finding } from '../structured-data/helpers.ts';
import { localBrand, localHtml } from './brand-local-pages.ts';

const sources = (result: BrandModule) => result.name_sources as BrandNameSource[];
const logoAlt = (result: BrandModule) => sources(result).find((s) => s.source === 'logo alt')?.value;

/**
 * A logo alt that names the link to the home page, in the site's own language, is no brand name: Shopware 6 prints
 * "Zur Startseite gehen" for every shop that keeps the default, and Dutch government sites "Logo gemeente X, naar de
 * homepage", whose brand is the part before the comma.
 */

describe('brand: logo alts that name the home page in other languages', () => {
  it('sets aside Shopware 6\'s default logo alt "Zur Startseite gehen"', () => {
    const result = localBrand('de-shopware-produkt');
    expect(result.brand_name).toBe('Kaffeewelt Berlin');
    const consistent = finding(result, 'brand.name_consistent');
    expect(consistent.status).toBe('pass');
    expect(consistent.evidence.map((e) => e.value)).not.toContain('Zur Startseite gehen');
  });

  it.each([
    'Zur Startseite',
    'Zurück zur Startseite',
    "Vers la page d'accueil",
    'Retour à l’accueil',
    'Ir a la página de inicio',
    'Volver al inicio',
    'Torna alla home',
    'Vai alla homepage',
    'Naar de homepage',
    'Ir para a página inicial',
    'Przejdź do strony głównej',
    'ホームへ',
    'トップページに戻る',
  ])('sets aside a logo alt "%s"', (alt) => {
    const html = localHtml('de-shopware-produkt').replace('alt="Zur Startseite gehen"', `alt="${alt}"`);
    expect(html).toContain(`alt="${alt}"`);
    const result = localBrand('de-shopware-produkt', html);
    expect(result.brand_name).toBe('Kaffeewelt Berlin');
    expect(finding(result, 'brand.name_consistent').status).toBe('pass');
  });

  it('reads "Logo gemeente Zuidwolde, naar de homepage" as the municipality\'s name, and never advises the tail', () => {
    const result = localBrand('nl-gemeente');
    expect((result.brand_name as string).toLowerCase()).toBe('gemeente zuidwolde');
    const consistent = finding(result, 'brand.name_consistent');
    expect(consistent.status).toBe('pass');
    expect(consistent.fix ?? '').not.toContain('naar de homepage');
    expect(sources(result).map((s) => s.value)).not.toContain('gemeente Zuidwolde, naar de homepage');
    expect(finding(result, 'brand.name_declared').status).not.toBe('fail');
  });

  it('cuts a label joined to the name by a dash, and keeps a name that only holds such a word', () => {
    const html = localHtml('de-shopware-produkt');
    const dashed = localBrand(
      'de-shopware-produkt',
      html.replace('alt="Zur Startseite gehen"', 'alt="Kaffeewelt Berlin – zur Startseite"'),
    );
    expect(logoAlt(dashed)).toBe('Kaffeewelt Berlin');
    const named = localBrand(
      'de-shopware-produkt',
      html.replace('alt="Zur Startseite gehen"', 'alt="Kaffeewelt Berlin"'),
    );
    expect(logoAlt(named)).toBe('Kaffeewelt Berlin');
  });
});
