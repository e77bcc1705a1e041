import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/parse/page.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { firstText, isItem, values } from '../../src/structured-data/read.ts';
import type { StructuredItem } from '../../src/structured-data/types.ts';

function extract(html: string) {
  return extractStructuredData(parsePage(html));
}

function child(item: StructuredItem, property: string): StructuredItem {
  const value = values(item, property)[0];
  if (!isItem(value)) throw new Error(`${property} is not a node`);
  return value;
}

describe('microdata', () => {
  it('reads nested items, multiple types, itemid and the value of each element kind', () => {
    const data = extract(`
      <div itemscope itemtype="http://schema.org/Product https://schema.org/IndividualProduct" itemid="urn:sku:1">
        <h1 itemprop="name">  Executive
           Anvil </h1>
        <img itemprop="image" src="anvil.jpg">
        <a itemprop="url" href="/anvil">link text</a>
        <meta itemprop="sku" content="A-1">
        <data itemprop="gtin13" value="0123456789012">barcode</data>
        <meter itemprop="ratingValue" value="4.5">4.5</meter>
        <time itemprop="releaseDate" datetime="2024-05-01">May 1</time>
        <object itemprop="manual" data="manual.pdf"></object>
        <div itemprop="offers" itemscope itemtype="http://schema.org/Offer">
          <span itemprop="price">119.99</span><meta itemprop="priceCurrency" content="USD">
          <div itemprop="seller" itemscope itemtype="http://schema.org/Organization"><span itemprop="name">Objects Inc</span></div>
        </div>
        <span itemprop="name description">Two names</span>
      </div>`);
    expect(data.types).toEqual(['Product', 'IndividualProduct', 'Offer', 'Organization']);
    expect(data.items).toHaveLength(1);
    const product = data.items[0]!;
    expect(product.id).toBe('urn:sku:1');
    expect(values(product, 'name')).toEqual(['Executive Anvil', 'Two names']);
    expect(values(product, 'description')).toEqual(['Two names']);
    expect(firstText(product, 'image')).toBe('anvil.jpg');
    expect(firstText(product, 'url')).toBe('/anvil');
    expect(firstText(product, 'sku')).toBe('A-1');
    expect(firstText(product, 'gtin13')).toBe('0123456789012');
    expect(firstText(product, 'ratingValue')).toBe('4.5');
    expect(firstText(product, 'releaseDate')).toBe('2024-05-01');
    expect(firstText(product, 'manual')).toBe('manual.pdf');
    const offer = child(product, 'offers');
    expect(offer.root).toBe(false);
    expect(firstText(offer, 'price')).toBe('119.99');
    expect(firstText(offer, 'priceCurrency')).toBe('USD');
    // The seller's name belongs to the seller, not to the offer or the product.
    expect(firstText(child(offer, 'seller'), 'name')).toBe('Objects Inc');
    expect(values(offer, 'name')).toEqual([]);
  });

  it('reads a content attribute on any element, as schema.org’s examples and Google do', () => {
    const data = extract(`
      <div itemscope itemtype="https://schema.org/Event"><span itemprop="name">Concert</span>
        <span itemprop="startDate" content="2013-09-14T21:30">Sat Sep 14</span>
        <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
          <span itemprop="priceCurrency" content="USD">$</span><span itemprop="price">35</span>
        </div>
      </div>`);
    const event = data.items[0]!;
    expect(firstText(event, 'startDate')).toBe('2013-09-14T21:30');
    expect(firstText(child(event, 'offers'), 'priceCurrency')).toBe('USD');
    expect(firstText(child(event, 'offers'), 'price')).toBe('35');
  });

  it('follows itemref, including properties inside a referenced item, and stops on cycles', () => {
    const data = extract(`
      <div id="a" itemscope itemtype="http://schema.org/Thing" itemref="b c a missing"><p itemprop="x">1</p></div>
      <p id="b" itemprop="y">2</p>
      <div id="c" itemscope itemtype="http://schema.org/Thing"><span itemprop="z">3</span></div>
      <div id="loop1" itemscope itemref="loop2"><span itemprop="p">q</span></div>
      <div id="loop2" itemprop="back" itemscope itemref="loop1"></div>`);
    const [a, c] = data.items;
    expect(values(a!, 'x')).toEqual(['1']);
    expect(values(a!, 'y')).toEqual(['2']);
    expect(values(a!, 'z')).toEqual(['3']);
    expect(values(c!, 'z')).toEqual(['3']);
    expect(data.items).toHaveLength(3);
  });

  it('keeps an itemprop item that no item reaches, and reports it', () => {
    const data = extract(
      '<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price">5</span></div>',
    );
    expect(data.types).toEqual(['Offer']);
    expect(data.items[0]?.root).toBe(true);
    expect(data.issues.map((i) => i.code)).toEqual(['microdata_orphan_itemprop']);
  });
});

describe('RDFa', () => {
  it('reads vocab, typeof and property, nesting property+typeof as a value', () => {
    const data = extract(`
      <div vocab="https://schema.org/" typeof="Person">
        <span property="name">Manu Sporny</span>
        <a property="url" href="http://manu.sporny.org/">site</a>
        <div property="worksFor" typeof="Organization"><span property="name">Digital Bazaar</span></div>
        <meta property="jobTitle" content="Founder">
      </div>`);
    expect(data.types).toEqual(['Person', 'Organization']);
    expect(data.items).toHaveLength(1);
    const person = data.items[0]!;
    expect(person.syntax).toBe('rdfa');
    expect(firstText(person, 'url')).toBe('http://manu.sporny.org/');
    expect(firstText(person, 'jobTitle')).toBe('Founder');
    expect(values(person, 'name')).toEqual(['Manu Sporny']);
    expect(firstText(child(person, 'worksFor'), 'name')).toBe('Digital Bazaar');
  });

  it('expands prefixes from prefix=, xmlns: and the initial context; reports types as they appear', () => {
    const data = extract(`
      <html xmlns:sioc="http://rdfs.org/sioc/ns#"><body prefix="ex: http://example.org/ns#  foaf: http://xmlns.com/foaf/0.1/">
        <div typeof="foaf:Person" resource="http://example.org/bob#me"><span property="foaf:name">Bob</span></div>
        <div typeof="ex:Widget sioc:Post skos:Concept"></div>
        <div typeof="schema:Event"></div>
      </body></html>`);
    expect(data.types).toEqual([
      'http://xmlns.com/foaf/0.1/Person',
      'http://example.org/ns#Widget',
      'http://rdfs.org/sioc/ns#Post',
      'http://www.w3.org/2004/02/skos/core#Concept',
      'Event',
    ]);
    expect(data.items[0]?.id).toBe('http://example.org/bob#me');
    expect(values(data.items[0]!, 'http://xmlns.com/foaf/0.1/name')).toEqual(['Bob']);
  });

  it('ignores properties outside a typed node (Open Graph meta) and reports terms with no vocabulary', () => {
    const data = extract(`
      <head><meta property="og:title" content="T"><meta property="og:type" content="article"></head>
      <body><div typeof="Person"><span property="name">x</span></div></body>`);
    expect(data.all).toHaveLength(1);
    expect(data.types).toEqual([]);
    expect(data.issues.map((i) => i.code)).toEqual(['rdfa_unresolved_terms']);
    expect(data.issues[0]?.message).toMatch(/Person/);
  });
});

describe('extraction order and memoization', () => {
  it('lists JSON-LD, then microdata, then RDFa, and extracts once per document', () => {
    const document = parsePage(`
      <div vocab="https://schema.org/" typeof="Event"></div>
      <div itemscope itemtype="https://schema.org/Product"></div>
      <script type="application/ld+json">{"@type":"Organization"}</script>`);
    const data = extractStructuredData(document);
    expect(data.types).toEqual(['Organization', 'Product', 'Event']);
    expect(data.counts).toEqual({ 'json-ld': 1, microdata: 1, rdfa: 1 });
    expect(extractStructuredData(document)).toBe(data);
  });
});
