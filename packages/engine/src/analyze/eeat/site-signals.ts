import type { Evidence } from '@geo-audit/core';
import type { ResolvedAnchor } from '../../structured-data/links.ts';
import type { AuthoredScope } from './authored-scope.ts';
import { contactElsewhere } from './contact-elsewhere.ts';
import type { SignalSpec } from './signal-spec.ts';
import { findTrustLinks } from './trust-links.ts';

/**
 * The site-wide trust checks: the about, contact, privacy and terms pages linked, a way to reach the site, and the
 * page served over HTTPS with HSTS (from the fetched page's final URL and headers).
 */

/**
 * The about, contact, contact details, privacy, terms, HTTPS and HSTS checks. `trusted` are the page's links that
 * may lead to those pages (`trustCandidates`); `contactDetails` the ways to reach the site it gives
 * (eeat/contact-details.ts); `headers` the response headers.
 *
 * @example
 * ```ts
 * siteSignals(trustCandidates(anchors), url, headers, contactDetailsOf(facts, data, false), scope);
 * // [about_page, contact_page, contact_details, privacy_policy, terms, https, hsts]
 * ```
 */
export function siteSignals(
  trusted: ResolvedAnchor[],
  pageUrl: string,
  headers: Readonly<Record<string, string>> | undefined,
  contactDetails: Evidence[],
  { authored, authorship }: Pick<AuthoredScope, 'authored' | 'authorship'>,
): SignalSpec[] {
  let https = false;
  try {
    https = new URL(pageUrl).protocol === 'https:';
  } catch {
    https = false;
  }
  const hstsHeader = headers?.['strict-transport-security'];
  const maxAge = hstsHeader ? Number(/max-age\s*=\s*"?(\d+)/i.exec(hstsHeader)?.[1] ?? 0) : 0;

  const about = findTrustLinks(trusted, pageUrl, 'about');
  const contact = findTrustLinks(trusted, pageUrl, 'contact');
  const privacy = findTrustLinks(trusted, pageUrl, 'privacy');
  const terms = findTrustLinks(trusted, pageUrl, 'terms');

  // An authored page (a post, a recipe), documentation, release notes, a job posting or a careers page on a site that
  // links its contact page reaches its readers there (eeat/contact-elsewhere.ts).
  const reachedElsewhere = contactElsewhere({
    linked: contact.length > 0,
    authored,
    authorship: authorship?.kind,
    pageUrl,
  });
  // On such a page without a contact page linked, linking one is the whole fix (the details are then not asked):
  // the details check waits for it, so the editor gets one finding and one action item, not two asking alike.
  const awaitingContactPage =
    contact.length === 0 &&
    contactDetails.length === 0 &&
    contactElsewhere({ linked: true, authored, authorship: authorship?.kind, pageUrl }) !== undefined;
  return [
    {
      id: 'about_page',
      label: 'About page linked',
      category: 'trust',
      present: about.length > 0,
      evidence: about.length > 0 ? about : [{ what: 'no same-site link to an about page' }],
      applicable: true,
      weight: 2,
      severity: 'medium',
      missingTitle: 'No link to an about page',
      fix: 'Link an About page (who runs the site, their track record, how to reach them) from the header or footer of every page.',
    },
    {
      id: 'contact_page',
      label: 'Contact page linked',
      category: 'trust',
      present: contact.length > 0,
      evidence: contact.length > 0 ? contact : [{ what: 'no same-site link to a contact page' }],
      applicable: true,
      weight: 2,
      severity: 'medium',
      missingTitle: 'No link to a contact page',
      fix: 'Link a Contact page (email, phone or form, and a postal address where relevant) from every page.',
    },
    {
      id: 'contact_details',
      label: 'Contact details (email, phone or address)',
      category: 'trust',
      present: contactDetails.length > 0,
      evidence:
        contactDetails.length > 0
          ? contactDetails
          : reachedElsewhere
            ? [{ what: reachedElsewhere, value: contact[0]!.value }]
            : awaitingContactPage
              ? [
                  {
                    what: 'not applicable until a contact page is linked: on this kind of page a linked contact page is enough, which "Contact page linked" asks for first',
                  },
                ]
              : [
                  {
                    what: 'no mailto:/tel: link, <address>, contact details in schema, or e-mail address or phone number in the text',
                  },
                ],
      applicable: contactDetails.length > 0 || (reachedElsewhere === undefined && !awaitingContactPage),
      weight: 1,
      severity: 'low',
      missingTitle: 'No contact details on the page',
      fix: 'Show a real way to reach you (email, phone, postal address) and add it to the Organization JSON-LD (email, telephone, address or contactPoint).',
    },
    {
      id: 'privacy_policy',
      label: 'Privacy policy linked',
      category: 'trust',
      present: privacy.length > 0,
      evidence: privacy.length > 0 ? privacy : [{ what: 'no same-site link to a privacy policy' }],
      applicable: true,
      weight: 2,
      severity: 'medium',
      missingTitle: 'No link to a privacy policy',
      fix: 'Link the privacy policy from the footer of every page.',
    },
    {
      id: 'terms',
      label: 'Terms or legal notice linked',
      category: 'trust',
      present: terms.length > 0,
      evidence: terms.length > 0 ? terms : [{ what: 'no same-site link to terms or a legal notice' }],
      applicable: true,
      weight: 1,
      severity: 'low',
      missingTitle: 'No link to terms or a legal notice',
      fix: 'Link the terms of service (or legal notice / Impressum) from the footer.',
    },
    {
      id: 'https',
      label: 'Served over HTTPS',
      category: 'trust',
      present: https,
      evidence: [{ what: 'final URL', value: pageUrl }],
      applicable: true,
      weight: 3,
      severity: 'high',
      missingTitle: 'Page is not served over HTTPS',
      fix: 'Serve the site over HTTPS with a valid certificate and redirect HTTP to HTTPS.',
    },
    {
      id: 'hsts',
      label: 'HSTS enabled',
      category: 'trust',
      present: https && maxAge > 0,
      evidence: hstsHeader
        ? [{ what: 'Strict-Transport-Security', value: hstsHeader }]
        : [{ what: https ? 'no Strict-Transport-Security header' : 'not applicable over plain HTTP' }],
      applicable: https,
      weight: 1,
      severity: 'low',
      missingTitle: hstsHeader ? 'HSTS header has no max-age' : 'No HSTS header',
      fix: 'Send Strict-Transport-Security: max-age=31536000; includeSubDomains on HTTPS responses.',
    },
  ];
}
