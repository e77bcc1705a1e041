import type { Evidence } from '@geo-audit/core';
import type { PageFacts } from '../../structured-data/metadata.ts';
import { hasProperty, itemIs } from '../../structured-data/read.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import { distinctBy } from '../distinct-links.ts';
import { contactsInText, footerOf } from './contact-text.ts';

/**
 * The ways to reach the site the page gives: mailto: and tel: links, `<address>` elements, contact details on an
 * Organization or Person in the markup, and, only when none of those is there, an e-mail address or phone number
 * written in the text (eeat/contact-text.ts). `contactPage` is whether the page is a contact page, where a number
 * without a label counts anywhere in the text.
 *
 * @example
 * ```ts
 * contactDetailsOf(facts, data, false); // [{ what: 'mailto link', where: 'footer', value: 'mailto:hi@example.com' }]
 * ```
 */
export function contactDetailsOf(facts: PageFacts, data: StructuredData, contactPage: boolean): Evidence[] {
  const contactDetails: Evidence[] = [];
  // The same address in the header and the footer is one way to reach the site.
  const links = distinctBy(
    facts.anchors.filter((a) => /^\s*(?:mailto|tel):/i.test(a.href)),
    (a) => a.href.trim().toLowerCase(),
  );
  for (const a of links.slice(0, 4)) {
    contactDetails.push({
      what: `${a.href.split(':')[0]!.trim()} link`,
      where: a.region,
      value: a.href.slice(0, 120),
    });
  }
  for (const address of facts.addresses.slice(0, 2))
    contactDetails.push({ what: '<address>', value: address.slice(0, 160) });
  for (const item of data.all) {
    if (contactDetails.length >= 8) break;
    if (itemIs(item, 'Organization', 'Person') && hasProperty(item, 'telephone|email|address|contactPoint')) {
      contactDetails.push({
        what: 'contact details in schema (telephone, email, address or contactPoint)',
        where: item.where,
      });
    }
  }

  // Written out as text ("Email me at …", "Call (208) 555-0142"): read only when nothing else gave a way to reach them.
  // A number without a label ("020 7946 0958") counts only where sites write their contact details: a contact page,
  // or the footer, after the main content.
  if (contactDetails.length === 0)
    contactDetails.push(
      ...contactsInText(
        facts.text,
        contactPage ? facts.text.slice(0, 20_000) : footerOf(facts.text, facts.mainText),
      ),
    );
  return contactDetails;
}
