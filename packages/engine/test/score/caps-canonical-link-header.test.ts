import { describe, expect, it } from 'vitest';
import { linkHeaderCanonical } from '../../src/analyze/crawlers/canonical-source.ts';
import type { Artifacts } from '../../src/artifacts.ts';
import { auditRealistic } from './realistic-page.ts';

/**
 * A canonical sent as an HTTP header (`Link: <…>; rel="canonical"`, which Google reads for HTML pages as for PDFs)
 * counts like the `<link rel="canonical">` element: a scraped copy of a Denver transit-levy story whose only canonical
 * is the header naming the original is capped, and one whose header names the copy itself is not.
 */

const COPY = 'news-scraped-copy-canonical-original';
const ORIGINAL = 'https://www.denverledger.com/news/2026/11/18/denver-council-approves-transit-levy/';
const SELF =
  'https://newsfeedhub24.com/2026/11/19/denver-council-sends-48-million-transit-levy-to-may-ballot/';

/** The copy without its canonical element, served with `link` as its Link header (and the element, if given). */
const headerOnly =
  (link: string, element?: string) =>
  (artifacts: Artifacts): void => {
    artifacts.page.body = artifacts.page.body.replace(
      `<link rel="canonical" href="${ORIGINAL}">`,
      element === undefined ? '' : `<link rel="canonical" href="${element}">`,
    );
    artifacts.page.headers.link = link;
  };

/** The cap's first evidence line. */
const capEvidence = (result: ReturnType<typeof auditRealistic>): string =>
  (result.caps?.[0]?.evidence as { what: string }[] | undefined)?.[0]?.what ?? '';

const canonicalFinding = (result: ReturnType<typeof auditRealistic>) =>
  result.modules.crawlers!.findings!.find((f) => f.check === 'crawlers.canonical')!;

describe('a canonical sent in the Link header', () => {
  it('caps a copy whose only canonical is the header naming the original on another site', () => {
    // A CDN's header: a preload first, then the canonical with an unquoted, upper-case rel.
    const copy = auditRealistic(
      COPY,
      headerOnly(`<https://newsfeedhub24.com/app.css>; rel=preload; as=style, <${ORIGINAL}>; REL=Canonical`),
    );
    expect(copy.caps?.map((c) => c.check)).toEqual(['gate.canonical_elsewhere']);
    expect(capEvidence(copy)).toBe(
      `the HTTP header Link: <${ORIGINAL}>; rel="canonical": a page of denverledger.com, not of newsfeedhub24.com`,
    );
    const finding = canonicalFinding(copy);
    expect(finding.title).toBe('The canonical URL points to another page');
    expect(finding.evidence[0]?.what).toBe(`the HTTP header Link: <${ORIGINAL}>; rel="canonical"`);
  });

  it('caps nothing when the header names the page itself', () => {
    const copy = auditRealistic(COPY, headerOnly(`<${SELF}>; rel="canonical"`));
    expect(copy.caps).toEqual([]);
    expect(canonicalFinding(copy).title).toBe('The page is its own canonical URL');
  });

  it('says so when the element and the header name different URLs', () => {
    const copy = auditRealistic(COPY, headerOnly(`<${SELF}>; rel="canonical"`, ORIGINAL));
    // The element is still read first: the cap stands, and its evidence names the header that disagrees.
    expect(capEvidence(copy)).toContain(`(the Link header names ${SELF} instead: Google may ignore both)`);
    const finding = canonicalFinding(copy);
    expect(finding.title).toMatch(/name different canonical URLs: search engines may ignore both$/);
    expect(finding.fix).toMatch(/^Declare one canonical URL/);
    // Agreeing element and header are one canonical.
    const agreeing = auditRealistic(COPY, headerOnly(`<${ORIGINAL}>; rel="canonical"`, ORIGINAL));
    expect(canonicalFinding(agreeing).title).toBe('The canonical URL points to another page');
    expect(canonicalFinding(agreeing).evidence).toHaveLength(1);
  });

  it('reads only a canonical rel, from any link of the header', () => {
    expect(linkHeaderCanonical('<https://a.example/p.pdf>; rel="alternate canonical"')).toBe(
      'https://a.example/p.pdf',
    );
    expect(linkHeaderCanonical('<https://a.example/?a=1,2>; rel=canonical')).toBe('https://a.example/?a=1,2');
    expect(linkHeaderCanonical('<https://a.example/next>; rel="next"; title="not canonical"')).toBeNull();
    expect(linkHeaderCanonical(undefined)).toBeNull();
  });
});
