import type { Evidence } from '@geo-audit/core';
import type { PageFacts } from '../../structured-data/metadata.ts';
import type { StructuredData } from '../../structured-data/types.ts';
import { type AuthorSources, credentialedAuthor } from './credentialed-author.ts';
import { newsReading } from './news-advice.ts';
import type { SignalSpec } from './signal-spec.ts';
import { reviewLabelsFor } from './statements.ts';
import type { YmylDetection } from './ymyl.ts';
import { disclaimerIn, type ExpertReview } from './ymyl-statements.ts';

/**
 * The health and finance ("Your Money or Your Life") checks: a disclaimer and an expert review, asked of a page
 * whose text is on such a topic, but not of a news report on one (advice marked as news is still asked).
 */

/** What the YMYL checks read of the page. */
export interface YmylPage {
  facts: PageFacts;
  data: StructuredData;
  pageUrl: string;
  english: boolean;
  /** What the page text's needle scan found (content/needles.ts). */
  found: ReadonlySet<string>;
}

/**
 * The YMYL disclaimer and expert review checks. `author` is where the byline's credential is looked for: an author
 * qualified in the topic stands for an expert review.
 *
 * @example
 * ```ts
 * ymylSignals(detectYmyl(prose, data, true, url, true), review, editor, author, page);
 * // [ymyl_disclaimer, expert_review]
 * ```
 */
export function ymylSignals(
  ymyl: YmylDetection,
  { reviewText, reviewedInMarkup, unseenReview, reviewed }: ExpertReview,
  editor: Evidence | undefined,
  author: AuthorSources,
  { facts, data, pageUrl, english, found }: YmylPage,
): SignalSpec[] {
  const disclaimer = disclaimerIn(facts.text, found, ymyl.ymyl, english);
  // A news report on a health or finance event is judged by its sourcing, not asked for a disclaimer or a review.
  const { report, advice, news } = ymyl.ymyl
    ? newsReading(facts, data, pageUrl)
    : { report: undefined, advice: undefined, news: undefined };
  const ymylChecks = ymyl.ymyl && news === undefined;
  const adviceAsNews: Evidence[] = advice
    ? [
        {
          what: `a news article (${report}) that gives advice (${advice}): advice is asked for the ${ymyl.topic} checks whatever its type; the news exemption holds for reporting`,
        },
      ]
    : [];
  const notForNews = {
    what: `not applicable: a news report (${news}) on a ${ymyl.topic} topic; news reports carry no ${ymyl.topic === 'finance' ? 'financial' : 'medical'} disclaimer or expert review, and are judged by their sourcing and attribution (outside sources cited)`,
  };
  // An author qualified in the topic meets the bar a separate review would ("Dan Reyes, CFP®" on a Roth IRA guide).
  const expertAuthor =
    ymylChecks && ymyl.topic !== null && reviewed === undefined && reviewText === null
      ? credentialedAuthor(ymyl.topic, author)
      : undefined;
  // What a failing review check names: the labels it looks for, in the page's language first.
  const reviewLabels = reviewLabelsFor(facts.lang, english);
  return [
    {
      id: 'ymyl_disclaimer',
      label: 'Health/finance disclaimer',
      category: 'trust',
      present: disclaimer !== null,
      evidence: ymyl.ymyl
        ? [
            { what: `${ymyl.topic} topic (${ymyl.terms.slice(0, 6).join(', ')})` },
            ...(news ? [notForNews] : adviceAsNews),
            ...(disclaimer ? [{ what: 'disclaimer', value: disclaimer[0] }] : []),
          ]
        : [{ what: 'not applicable: no health or finance topic detected' }],
      applicable: ymylChecks,
      weight: 2,
      severity: 'high',
      missingTitle: `No ${ymyl.topic ?? 'YMYL'} disclaimer on a ${ymyl.topic ?? 'YMYL'} page`,
      fix: `State plainly that the content is general information and not ${ymyl.topic === 'finance' ? 'financial' : 'medical'} advice, and when readers should consult a qualified professional.`,
    },
    {
      id: 'expert_review',
      label: expertAuthor ? 'Expert review (written by a credentialed author)' : 'Expert review',
      category: 'expertise',
      present: reviewed !== undefined || reviewText !== null || expertAuthor !== undefined,
      evidence: [
        ...adviceAsNews,
        ...(reviewed ? [{ what: 'reviewedBy/lastReviewed in schema', where: reviewed.where }] : []),
        ...(reviewText ? [{ what: 'review statement', value: reviewText[0] }] : []),
        ...(expertAuthor ? [expertAuthor] : []),
        ...(!ymyl.ymyl
          ? [{ what: 'not applicable: no health or finance topic detected' }]
          : news
            ? [notForNews]
            : reviewed || reviewText || expertAuthor
              ? []
              : [
                  ...(unseenReview !== undefined
                    ? [
                        {
                          what: `${unseenReview ? `the reviewer "${unseenReview}"` : 'a review date'} is only in the markup (${reviewedInMarkup?.where ?? 'schema'}): the page shows no reviewer and no review statement, so readers cannot see who vouched for the advice`,
                        },
                      ]
                    : []),
                  {
                    what: `no reviewedBy or lastReviewed in schema, no review statement in the text (looked for ${reviewLabels.map((l) => `"${l}"`).join(', ')} and their translations), and no ${ymyl.topic === 'finance' ? 'financial' : 'medical'} credential (CFP, MD …) in the author's byline`,
                  },
                  ...(editor
                    ? [
                        {
                          what: 'an editor is named: editing counts toward the editorial policy, not as an expert review',
                          value: editor.value,
                        },
                      ]
                    : []),
                ]),
      ],
      applicable: ymylChecks,
      weight: 1,
      severity: 'medium',
      missingTitle: 'No expert review on a YMYL page',
      fix: `Have a qualified expert review the content, name them ("${reviewLabels[0]} …") and declare reviewedBy and lastReviewed on the page's JSON-LD; when a qualified expert wrote it, show their credential in the byline ("Jane Doe, ${ymyl.topic === 'finance' ? 'CFP' : 'MD'}"). Only name reviewers who actually reviewed it.`,
    },
  ];
}
