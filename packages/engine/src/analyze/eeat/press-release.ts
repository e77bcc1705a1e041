import type { Evidence } from '@geo-audit/core';

/**
 * What eeat does not ask of a press release (structured-data/press-release.ts tells one), and why. The issuer
 * publishes it under its own name, about itself: its people are quoted by name and role in the text, not given
 * author pages; it reports the issuer's own results and products, which no first-hand statement or outside source
 * makes more credible; and it goes out through the issuer's communications team, not a newsroom's editorial process.
 */
const WHY: Readonly<Record<string, string>> = {
  author_page:
    'a press release, which its issuer publishes under its own name: it has no personal byline to link to an author page',
  first_hand_experience:
    "a press release, which its issuer publishes under its own name about its own results and products: it is the issuer's own account, so no first-hand statement is asked of it",
  outbound_citations:
    "a press release, which its issuer publishes under its own name: its figures are the issuer's own (results, guidance, capacity), of which the issuer is the source",
  content_fresh:
    'a press release, which announces what happened on its date and is not revised: its age is no fault',
  editorial_policy:
    "a press release, which its issuer publishes under its own name through its communications team, not a newsroom's editorial process: no editorial or corrections policy is asked of it",
};

/** The part of an eeat signal this reads and rewrites. */
interface Signal {
  id: string;
  present: boolean;
  applicable: boolean;
  evidence: Evidence[];
}

/**
 * The signals a press release is not held to, made not applicable with the reason as their evidence (followed by
 * what the page showed, when it showed the signal). Others, and signals that did not apply anyway, are returned as they were.
 *
 * @example
 * ```ts
 * specs.map(asPressRelease); // eeat.first_hand_experience: not applicable, "a press release, which its issuer …"
 * ```
 */
export function asPressRelease<T extends Signal>(signal: T): T {
  const why = WHY[signal.id];
  if (why === undefined || !signal.applicable) return signal;
  return {
    ...signal,
    applicable: false,
    evidence: [{ what: `not applicable: ${why}` }, ...(signal.present ? signal.evidence : [])],
  };
}

/** Characters of the main text a release's opening fills: its dateline and first paragraph name the issuer. */
const OPENING = 1500;

/**
 * How a press release shows readers the organization its markup names as author: a release speaks in its issuer's
 * name and names it in its opening ("HOUSTON, Oct. 29, 2026 — Northwind Energy, Inc. today announced …"), which is
 * its byline. Undefined when the opening does not name it.
 *
 * @example
 * ```ts
 * issuerNamed('HOUSTON, Oct. 29, 2026 — Northwind Energy, Inc. today reported …', 'Northwind Energy');
 * // { what: 'a press release that names its issuer …', value: 'Northwind Energy' }
 * ```
 */
export function issuerNamed(mainText: string, organization: string): Evidence | undefined {
  const name = organization.trim();
  if (name.length < 2 || !mainText.slice(0, OPENING).toLowerCase().includes(name.toLowerCase()))
    return undefined;
  return {
    what: "a press release that names its issuer, the organization its markup names as author, in its opening: a release speaks in its issuer's name, which readers see there",
    where: 'main content',
    value: name,
  };
}
