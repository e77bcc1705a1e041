import { hostOf, siteOf } from '../../structured-data/links.ts';

/**
 * Subdomain labels that name a part of a site or a language, never its owner: "blog.acme.com" is Acme's, and a title
 * segment "Blog" is no brand for matching it.
 */
const PART_LABEL =
  /^(?:www\d*|m|amp|mobile|blog|blogs|news|shop|store|docs?|help|support|app|web|home|info|[a-z]{2}(?:-[a-z]{2})?)$/;

/**
 * The labels of the page's host that can spell the site's name, most telling first: the registrable label
 * ("acme" of shop.acme.com, "acme-shoes" of acme-shoes.co.uk), then the subdomains from the right, which name the
 * site on a shared host ("tessellate" of tessellate.readthedocs.io). Labels for a part of the site ("blog", "docs",
 * a language code), numeric hosts and punycode labels are left out.
 *
 * @example
 * ```ts
 * hostLabels('https://tessellate.readthedocs.io/en/latest/'); // ['readthedocs', 'tessellate']
 * hostLabels('https://www.acme-shoes.co.uk/blog/'); // ['acme-shoes']
 * ```
 */
export function hostLabels(pageUrl: string): string[] {
  const host = hostOf(pageUrl);
  if (host === undefined || /^[\d.]+$|:/.test(host)) return [];
  const labels = host.split('.');
  const registrable = siteOf(host).split('.').length;
  const subdomains = labels.slice(0, labels.length - registrable).filter((label) => !PART_LABEL.test(label));
  return [labels[labels.length - registrable]!, ...subdomains.reverse()].filter(
    (label) => label !== '' && !label.startsWith('xn--'),
  );
}
