import { describe, expect, it } from 'vitest';
import { samePhone } from '../../src/analyze/schema/business-contact.ts';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A LocalBusiness's telephone and street address against the ones its page shows (review2, lbmis.html): markup
 * that puts the restaurant at another address and phone number than its page was reported as matching, as nothing
 * in it was compared.
 */

const restaurant = (telephone: string, streetAddress: string) =>
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: 'Trattoria Luca',
    telephone,
    servesCuisine: 'Italian',
    address: {
      '@type': 'PostalAddress',
      streetAddress,
      addressLocality: 'Leeds',
      postalCode: 'LS1 6DT',
      addressCountry: 'GB',
    },
  });

const body = `<main><h1>Trattoria Luca</h1>
<p>Trattoria Luca is a family-run Italian restaurant at 14 Call Lane in Leeds city centre. Luca opened it in 2011.</p>
<h2>Opening hours</h2>
<p>We are open Tuesday to Sunday from 12:00 to 22:00. Call <a href="tel:+441134960123">0113 496 0123</a> to book.</p>
<h2>Find us</h2><p>14 Call Lane, Leeds LS1 6DT. A five-minute walk from Leeds station.</p></main>`;

function consistencyOf(markup: string, main = body) {
  const html = page(`<title>Trattoria Luca – Italian restaurant in Leeds</title>${markup}`, main);
  return finding(
    analyzeSchema(contextFor(html, { url: 'https://trattorialuca.example/leeds' })),
    'schema.consistency',
  );
}

describe('schema.consistency: a LocalBusiness’s telephone and street address', () => {
  it('fails markup whose phone and street are not the ones the page shows, quoting both', () => {
    const f = consistencyOf(restaurant('+44 20 7946 0999', '99 Briggate'));
    expect(f.status).toBe('fail');
    expect(f.title).toBe(
      "The business's telephone and street address in the structured data differ from the page's",
    );
    expect(f.evidence.map((e) => e.value)).toEqual([
      { markup: '+44 20 7946 0999', page: '0113 496 0123' },
      { markup: '99 Briggate', page: '14 Call Lane' },
    ]);
    expect(f.fix).toContain('telephone and street address');
  });

  it('passes the same business written otherwise: +44 113 … for 0113 …, "Ln" for "Lane"', () => {
    const f = consistencyOf(restaurant('+44 (0)113 496-0123', '14 Call Ln'));
    expect(f.status).toBe('pass');
    expect(f.evidence).toEqual([]);
  });

  it('names only the detail that differs', () => {
    const f = consistencyOf(restaurant('+441134960123', '99 Briggate'));
    expect(f.title).toBe("The business's street address in the structured data differs from the page's");
    expect(f.evidence).toHaveLength(1);
  });

  it('compares nothing on a page that shows no phone number or street of its own', () => {
    const f = consistencyOf(
      restaurant('+44 20 7946 0999', '99 Briggate'),
      '<main><h1>Autumn menu</h1><p>Pumpkin ravioli with sage butter is back, with a new tiramisù.</p></main>',
    );
    expect(f.status).toBe('not_applicable');
    expect(f.evidence).toEqual([]);
  });

  it('reads the street in an <address> element, and a German street abbreviated as the same street', () => {
    const cafe = jsonLd({
      '@context': 'https://schema.org',
      '@type': 'CafeOrCoffeeShop',
      name: 'Café Lind',
      address: { '@type': 'PostalAddress', streetAddress: 'Hauptstraße 12', addressLocality: 'Köln' },
    });
    const at = (street: string) =>
      consistencyOf(
        cafe,
        `<main><h1>Café Lind</h1><p>Kuchen und Kaffee.</p></main><footer><address>${street}, 50667 Köln</address></footer>`,
      );
    expect(at('Hauptstr. 12').status).toBe('pass');
    const moved = at('Lindenallee 7');
    expect(moved.status).toBe('fail');
    expect(moved.evidence[0]?.value).toEqual({ markup: 'Hauptstraße 12', page: 'Lindenallee 7' });
  });
});

describe('samePhone', () => {
  it('reads one number in its international and national forms', () => {
    expect(samePhone('+44 20 7946 0999', '020 7946 0999')).toBe(true);
    expect(samePhone('+1 (208) 555-0142', '208.555.0142')).toBe(true);
    expect(samePhone('+45 32 12 34 56', '32 12 34 56')).toBe(true);
    expect(samePhone('+44 20 7946 0999', '0113 496 0123')).toBe(false);
    expect(samePhone('12345', '12345')).toBe(false);
  });
});
