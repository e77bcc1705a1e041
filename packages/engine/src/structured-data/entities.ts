import { allTexts, firstText, isItem, itemIs, values } from './read.ts';
import type { StructuredData, StructuredItem } from './types.ts';

/** What the page's structured data says about the organization behind it (extra key `organization`). */
export interface OrganizationFacts {
  name: string | null;
  legal_name: string | null;
  url: string | null;
  logo: string | null;
  same_as: string[];
  telephone: string | null;
  email: string | null;
  /** Where the node was found. */
  where: string;
  types: string[];
}

/**
 * The page's organization node: a top-level Organization (or subtype, LocalBusiness included) first, else the
 * publisher of the WebSite or of an article, else any nested Organization. Undefined when there is none.
 */
export function primaryOrganization(data: StructuredData): StructuredItem | undefined {
  const root = data.items.find((i) => itemIs(i, 'Organization'));
  if (root) return root;
  for (const item of data.items) {
    if (!itemIs(item, 'WebSite', 'WebPage', 'Article')) continue;
    for (const v of values(item, 'publisher|author|provider', data)) {
      if (isItem(v) && itemIs(v, 'Organization')) return v;
    }
  }
  return data.all.find((i) => itemIs(i, 'Organization'));
}

function logoOf(item: StructuredItem, data: StructuredData): string | null {
  for (const v of values(item, 'logo', data)) {
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (isItem(v)) {
      const url = firstText(v, 'contentUrl|url', data) ?? v.id;
      if (url) return url;
    }
  }
  return null;
}

export function organizationFacts(data: StructuredData): OrganizationFacts | null {
  const org = primaryOrganization(data);
  if (!org) return null;
  return {
    name: firstText(org, 'name', data) ?? null,
    legal_name: firstText(org, 'legalName', data) ?? null,
    url: firstText(org, 'url', data) ?? null,
    logo: logoOf(org, data),
    same_as: allTexts(org, 'sameAs', data),
    telephone: firstText(org, 'telephone', data) ?? null,
    email: firstText(org, 'email', data) ?? null,
    where: org.where,
    types: org.types,
  };
}
