import type { Evidence } from '@geo-audit/core';
import type { AuthorShown } from './author-shown.ts';
import type { AuthoredScope } from './authored-scope.ts';
import type { Authors } from './authors.ts';
import type { SignalSpec } from './signal-spec.ts';

/**
 * The author checks: a byline (on a podcast episode, its hosts named), a link to an author page (a host page), and
 * the author's credentials stated.
 *
 * @example
 * ```ts
 * authorSignals(authors, reviewerCredentials(…), authorShown(…), scope);
 * // [byline, author_page, author_credentials]
 * ```
 */
export function authorSignals(
  authors: Authors,
  reviewerCreds: Evidence[],
  { orgAuthor, organizationShown, unshownAuthor, unshownPerson }: AuthorShown,
  { authorship, authored, notAuthored, forum, notForum, podcast }: AuthoredScope,
): SignalSpec[] {
  const credentials = [...authors.credentials, ...reviewerCreds];
  // With no one named, the author-page check would ask again for the byline the byline check asks for (its fix links
  // the name to an author page): it waits for a name, so the missing byline is one finding and one action-plan item.
  // An author page linked without a name (article:author as a URL) still counts for it.
  const awaitingByline = authored && authors.names.length === 0 && authors.pages.length === 0;
  return [
    {
      id: 'byline',
      label: podcast ? 'Hosts named' : 'Author byline',
      category: 'expertise',
      present: authors.names.length > 0,
      score: authors.names.length === 0 ? 0 : authors.generic || unshownAuthor || unshownPerson ? 0.5 : 1,
      evidence: authors.generic
        ? [...authors.names, { what: 'only a generic author name (admin, staff, team …)' }]
        : unshownAuthor
          ? [
              {
                what: `the page shows no author: no byline under the title, no byline element and no rel="author" link; only its markup names the organization "${unshownAuthor}" as author, which readers never see`,
              },
              ...authors.names,
            ]
          : unshownPerson
            ? [
                {
                  what: `the page shows no author: no byline, byline element or rel="author" link, and its text never names "${unshownPerson}"; only its markup does, which readers never see`,
                },
                ...authors.names,
              ]
            : authors.names.length > 0
              ? [...authors.names, ...(organizationShown ? [organizationShown] : [])]
              : [
                  {
                    what: podcast
                      ? `no host named: no actor on the PodcastEpisode, author on its PodcastSeries, or "Hosted by …" line (${authorship?.why ?? ''})`
                      : authored
                        ? 'no rel=author, meta author, schema author or visible byline'
                        : notAuthored,
                  },
                  // An author page without a name (article:author as a URL) is half the signal: say which half is there.
                  ...(authored && authors.pages.length > 0
                    ? [
                        {
                          what: 'an author page is linked, but no author name is given',
                          value: authors.pages[0]!.value,
                        },
                      ]
                    : []),
                ],
      applicable: authored,
      weight: 3,
      severity: 'high',
      missingTitle: authors.generic
        ? podcast
          ? 'The host is a generic name'
          : 'The author is a generic name'
        : unshownAuthor || unshownPerson
          ? 'The author is named only in the markup'
          : podcast
            ? 'No host named on the episode page'
            : 'No author byline',
      // Every fix here links the name to its page, so the author-page check is cleared by the same edit (its item
      // merges into this one: root-causes.ts, bylineChecks).
      fix: podcast
        ? 'Name the hosts (and guests) on the episode page ("Hosted by …"), each linked to a page about them, and declare them: actor on the PodcastEpisode and author on its PodcastSeries (partOfSeries), as Persons with that page as url.'
        : unshownAuthor
          ? `Show who wrote the page under its title: the writer's name linked to an author page, declared as a Person author in the JSON-LD, or at least the organization's ("By ${unshownAuthor}") linked to its about page.`
          : unshownPerson
            ? `Show the byline the markup declares under the title ("By ${unshownPerson}"), linked to an author page: readers, and the raters Google's guidelines describe, judge who wrote the page by what it shows. Name only a real author.`
            : 'Show the real author\'s name on the page (a byline linked to an author page) and declare it: author as a Person (name, url) in the Article JSON-LD and <meta name="author">.',
    },
    {
      id: 'author_page',
      // A podcast episode has hosts, not a byline: it is asked for pages about its hosts.
      label: podcast ? 'Link to a host page' : 'Link to an author page',
      category: 'expertise',
      present: authors.pages.length > 0,
      evidence:
        authors.pages.length > 0
          ? authors.pages
          : [
              {
                what: awaitingByline
                  ? podcast
                    ? 'not applicable until the episode names its hosts: a host page is linked from their names, which "Hosts named" asks for first'
                    : 'not applicable until the page has an author byline: an author page is linked from the byline, which "Author byline" asks for first'
                  : podcast
                    ? "no link from the hosts' names to a host page or profile, and no url on the hosts in schema"
                    : authored
                      ? 'no link from the byline to an author page or profile'
                      : notAuthored,
              },
            ],
      applicable: authored && !awaitingByline,
      weight: 2,
      severity: 'medium',
      missingTitle: podcast ? 'The hosts link to no host page' : 'The byline links to no author page',
      fix: podcast
        ? "Link each host's name on the episode page to a page about them (bio, expertise, other episodes, profiles) and set it as the url of the Person in actor on the PodcastEpisode and author on its PodcastSeries."
        : "Link the byline to an author page (bio, expertise, other work, profiles) and set it as the author's url in the JSON-LD.",
    },
    {
      id: 'author_credentials',
      label: 'Author credentials stated',
      category: 'expertise',
      present: credentials.length > 0,
      // Qualifications only the markup states, for an author only the markup names, are half the signal.
      score: credentials.length === 0 ? 0 : unshownPerson && reviewerCreds.length === 0 ? 0.5 : 1,
      evidence:
        credentials.length > 0
          ? [
              ...credentials,
              ...(unshownPerson && reviewerCreds.length === 0
                ? [{ what: `stated for "${unshownPerson}", whom only the markup names as the author` }]
                : []),
            ]
          : [
              {
                what: forum
                  ? notForum
                  : !authored
                    ? notAuthored
                    : orgAuthor
                      ? `not applicable: the author is an organization ("${orgAuthor}"), which stands behind the page itself; no person's qualifications are asked of it`
                      : 'no jobTitle, credential or experience statement for the author',
              },
            ],
      applicable: authored && !forum && (credentials.length > 0 || orgAuthor === undefined),
      weight: 1,
      severity: 'low',
      missingTitle: 'No author credentials',
      fix: "State the author's real qualifications (role, degrees, certifications, years of practice) in the author bio and as jobTitle/hasCredential/knowsAbout on the Person. Only state credentials the author actually holds.",
    },
  ];
}
