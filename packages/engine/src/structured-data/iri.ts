/**
 * Vocabulary IRIs. schema.org types and properties are reported by their short name (`Person`, not
 * `https://schema.org/Person`); every other vocabulary keeps its full IRI, so `foaf:Person` and
 * `schema:Person` never collapse into one type.
 */

const SCHEMA_ORG = /^https?:\/\/(?:www\.)?schema\.org\/+/i;

/** The RDFa 1.1 initial context prefixes (W3C), plus the few legacy ones pages still use. */
export const RDFA_INITIAL_PREFIXES: Readonly<Record<string, string>> = {
  as: 'https://www.w3.org/ns/activitystreams#',
  cc: 'http://creativecommons.org/ns#',
  content: 'http://purl.org/rss/1.0/modules/content/',
  csvw: 'http://www.w3.org/ns/csvw#',
  ctag: 'http://commontag.org/ns#',
  dc: 'http://purl.org/dc/terms/',
  dc11: 'http://purl.org/dc/elements/1.1/',
  dcat: 'http://www.w3.org/ns/dcat#',
  dcterms: 'http://purl.org/dc/terms/',
  earl: 'http://www.w3.org/ns/earl#',
  fb: 'http://ogp.me/ns/fb#',
  foaf: 'http://xmlns.com/foaf/0.1/',
  gr: 'http://purl.org/goodrelations/v1#',
  ical: 'http://www.w3.org/2002/12/cal/icaltzd#',
  ma: 'http://www.w3.org/ns/ma-ont#',
  og: 'http://ogp.me/ns#',
  org: 'http://www.w3.org/ns/org#',
  owl: 'http://www.w3.org/2002/07/owl#',
  prov: 'http://www.w3.org/ns/prov#',
  qb: 'http://purl.org/linked-data/cube#',
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfa: 'http://www.w3.org/ns/rdfa#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  rev: 'http://purl.org/stuff/rev#',
  schema: 'http://schema.org/',
  sioc: 'http://rdfs.org/sioc/ns#',
  sioct: 'http://rdfs.org/sioc/types#',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  skosxl: 'http://www.w3.org/2008/05/skos-xl#',
  time: 'http://www.w3.org/2006/time#',
  v: 'http://rdf.data-vocabulary.org/#',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  void: 'http://rdfs.org/ns/void#',
  xhv: 'http://www.w3.org/1999/xhtml/vocab#',
  xml: 'http://www.w3.org/XML/1998/namespace',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
};

/** True for `http://…`, `https://…`, `urn:…` and other absolute IRIs with a scheme we treat as one. */
export function isAbsoluteIri(value: string): boolean {
  return /^(?:https?|urn|ftp|mailto|tel|tag):/i.test(value);
}

/**
 * Normalizes a vocabulary term or IRI as reported in `types_found` and property names: schema.org IRIs and
 * `schema:` CURIEs become the short name, other IRIs stay whole. Used for both sides of every comparison.
 */
export function normalizeTerm(raw: string): string {
  const value = raw.trim();
  if (SCHEMA_ORG.test(value)) return value.replace(SCHEMA_ORG, '').replace(/\/+$/, '');
  if (value.startsWith('schema:')) return value.slice(7);
  return value;
}

/** True when an IRI (or CURIE, or short name) belongs to schema.org once normalized. */
export function isSchemaOrg(raw: string): boolean {
  const value = raw.trim();
  return SCHEMA_ORG.test(value) || value.startsWith('schema:');
}

/**
 * Expands a CURIE (`prefix:term`) against a prefix map, then normalizes. Absolute IRIs and unknown prefixes are
 * returned as they are; bare terms are joined to `vocab` when one is in force.
 */
export function expandTerm(
  raw: string,
  prefixes: Readonly<Record<string, string>>,
  vocab: string | undefined,
): string | undefined {
  const term = raw.trim();
  if (term === '') return undefined;
  const colon = term.indexOf(':');
  if (colon > 0) {
    const prefix = term.slice(0, colon).toLowerCase();
    const rest = term.slice(colon + 1);
    if (!rest.startsWith('//')) {
      const base = Object.hasOwn(prefixes, prefix) ? prefixes[prefix] : undefined;
      if (base !== undefined) return normalizeTerm(base + rest);
    }
    if (isAbsoluteIri(term)) return normalizeTerm(term);
    return term;
  }
  if (vocab !== undefined && vocab !== '') return normalizeTerm(vocab + term);
  return undefined;
}
