import { holdsAny } from '../../content/needles.ts';
import { hasProperty } from '../../structured-data/read.ts';
import type { StructuredData, StructuredItem } from '../../structured-data/types.ts';
import { ownMatch, type WidgetContext } from './review-widgets.ts';
import { unseenReviewer } from './reviewer.ts';
import { DISCLAIMER_I18N, EXPERT_REVIEW_I18N } from './statements.ts';

/**
 * What a health or finance page says to vouch for its advice: a disclaimer ("not medical advice", "consult your
 * doctor") and an expert review ("Medically reviewed by …", reviewedBy in the markup). The English expressions are
 * here; those of the other languages are in eeat/statements.ts.
 */

/** `EXPERT_REVIEW_I18N`, global: a customer's "Reviewed by …" in a review widget is passed over (`ownMatch`). */
const EXPERT_REVIEW_I18N_ALL = new RegExp(EXPERT_REVIEW_I18N.source, `${EXPERT_REVIEW_I18N.flags}g`);
const DISCLAIMER =
  /(?:not (?:intended (?:as|to be) |a substitute for |to be taken as |)(?:professional )?(?:medical|financial|legal|investment|tax) advice|does not constitute (?:medical|financial|legal|investment|tax) advice|consult (?:a|your|with a|with your) (?:doctor|physician|healthcare|health care|medical|qualified|licensed|financial|tax)|for (?:general )?(?:informational|information|educational) purposes only|past performance (?:is|does) not|\bdisclaimer\b)/i;
/** Global: a customer's "Reviewed by Tom" in a review widget is passed over for the next match (`ownMatch`). */
const EXPERT_REVIEW =
  /\b(?:medically reviewed|clinically reviewed|fact[- ]checked|expert[- ]reviewed|reviewed by)\b/gi;
/**
 * Needles (see content/needles.ts) of the two whole-text expressions above: one scan of the page text (eeat.ts) says
 * which can match. Each starts a word in every match; for "consult …" and "past performance …", which need no word
 * boundary before them, the needle is a later word of the phrase ("doctor", "performance" …).
 */
export const DISCLAIMER_NEEDLES = [
  'advice',
  'purposes only',
  'disclaimer',
  'performance',
  'doctor',
  'physician',
  'healthcare',
  'health care',
  'medical',
  'qualified',
  'licensed',
  'financial',
  'tax',
];
export const EXPERT_REVIEW_NEEDLES = [
  'medically reviewed',
  'clinically reviewed',
  'fact-checked',
  'fact checked',
  'expert-reviewed',
  'expert reviewed',
  'reviewed by',
];
/**
 * The page's disclaimer statement, or null. `found` is what the page text's needle scan found (content/needles.ts);
 * `ymyl` whether the page is a health or finance one.
 *
 * @example
 * ```ts
 * disclaimerIn('This is not medical advice.', new Set(['advice']), true, true)?.[0]; // 'not medical advice'
 * ```
 */
export function disclaimerIn(
  text: string,
  found: ReadonlySet<string>,
  ymyl: boolean,
  english: boolean,
): RegExpExecArray | null {
  // The other languages' statements are looked for only where they count: on health and finance pages, and not
  // in English text, where they can only be quoted ("German packs must say 'fragen Sie Ihren Arzt'").
  return (
    (holdsAny(found, DISCLAIMER_NEEDLES) ? DISCLAIMER.exec(text) : null) ??
    (ymyl && !english ? DISCLAIMER_I18N.exec(text) : null)
  );
}

/** The page's expert review, as `expertReviewOf` reads it. */
export interface ExpertReview {
  /** The review statement in the text ("Medically reviewed by …"), outside review widgets. */
  reviewText: RegExpExecArray | null;
  /** The markup's node with reviewedBy or lastReviewed. */
  reviewedInMarkup: StructuredItem | undefined;
  /** On a health or finance page, the reviewer only the markup names ('' for a review date alone), else undefined. */
  unseenReview: string | undefined;
  /** The markup's review when it counts: not one that only the markup shows. */
  reviewed: StructuredItem | undefined;
}

/**
 * The page's expert review: the review statement in its text (a customer's "Reviewed by Tom" in a review widget is
 * passed over) and the reviewedBy or lastReviewed its markup declares. `found` is what the page text's needle scan
 * found; `ymyl` whether the page is a health or finance one.
 *
 * @example
 * ```ts
 * expertReviewOf(data, facts.text, found, true, widgets).reviewText?.[0]; // 'Medically reviewed by'
 * ```
 */
export function expertReviewOf(
  data: StructuredData,
  text: string,
  found: ReadonlySet<string>,
  ymyl: boolean,
  widgetLines: WidgetContext,
): ExpertReview {
  const reviewText =
    (holdsAny(found, EXPERT_REVIEW_NEEDLES) ? ownMatch(EXPERT_REVIEW, text, widgetLines) : null) ??
    (ymyl ? ownMatch(EXPERT_REVIEW_I18N_ALL, text, widgetLines) : null);
  // On a health or finance page a review counts where readers see it: a review statement, or the reviewer the markup
  // names in the page's text. A reviewedBy only the JSON-LD holds vouches for nothing (a fake "Dr. … MD").
  const reviewedInMarkup = data.all.find((i) => hasProperty(i, 'reviewedBy|lastReviewed'));
  const unseenReview =
    ymyl && reviewedInMarkup !== undefined && reviewText === null
      ? unseenReviewer(reviewedInMarkup, data, text)
      : undefined;
  const reviewed = unseenReview === undefined ? reviewedInMarkup : undefined;
  return { reviewText, reviewedInMarkup, unseenReview, reviewed };
}
