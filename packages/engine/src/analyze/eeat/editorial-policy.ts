import type { Evidence } from '@geo-audit/core';
import type { ResolvedAnchor } from '../../structured-data/links.ts';
import { firstText, hasProperty } from '../../structured-data/read.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import type { AuthoredScope } from './authored-scope.ts';
import type { SignalSpec } from './signal-spec.ts';
import { findTrustLinks } from './trust-links.ts';

/**
 * The editorial policy check: a link to the site's editorial, corrections or review-process page, or a policy the
 * markup declares (publishingPrinciples and its kin); a named editor (eeat/editor.ts) is half of it.
 *
 * @example
 * ```ts
 * editorialPolicySignal(trustCandidates(anchors), url, data, editorOf(…), scope).score; // 0.5 with an editor only
 * ```
 */
export function editorialPolicySignal(
  trusted: ResolvedAnchor[],
  pageUrl: string,
  data: StructuredData,
  editor: Evidence | undefined,
  {
    authored,
    notAuthored,
    forum,
    notForum,
  }: Pick<AuthoredScope, 'authored' | 'notAuthored' | 'forum' | 'notForum'>,
): SignalSpec {
  const editorialLinks = findTrustLinks(trusted, pageUrl, 'editorial');
  const principles = data.all
    .filter((i) =>
      hasProperty(i, 'publishingPrinciples|correctionsPolicy|ethicsPolicy|verificationFactCheckingPolicy'),
    )
    .slice(0, 3)
    .map((i) => ({
      what: 'publishingPrinciples (or a policy property) in schema',
      where: i.where,
      value: firstText(
        i,
        'publishingPrinciples|correctionsPolicy|ethicsPolicy|verificationFactCheckingPolicy',
        data,
      ),
    }));
  return {
    id: 'editorial_policy',
    label: 'Editorial or corrections policy',
    category: 'trust',
    present: editorialLinks.length > 0 || principles.length > 0,
    // A named editor shows an editing step, half of what a published policy (how content is checked and
    // corrected) tells readers.
    score: editorialLinks.length > 0 || principles.length > 0 ? 1 : editor ? 0.5 : 0,
    evidence:
      [...editorialLinks, ...principles].length > 0
        ? [...editorialLinks, ...principles, ...(editor ? [editor] : [])]
        : [
            ...(editor && authored && !forum
              ? [editor, { what: 'an editor is named, but no editorial or corrections policy is linked' }]
              : [
                  {
                    what: forum
                      ? notForum
                      : authored
                        ? 'no editorial, corrections or review-process link'
                        : notAuthored,
                  },
                ]),
          ],
    applicable: authored && !forum,
    weight: 1,
    severity: 'low',
    missingTitle: editor
      ? 'An editor is named, but no editorial policy is linked'
      : 'No editorial policy linked',
    fix: 'Publish how content is written, reviewed and corrected, link it from articles, and set publishingPrinciples on the Organization.',
  };
}
