/**
 * Nested nodes whose recommended properties Google's guides check where they sit: a review's rating, the rating
 * and reviews of a thing reviewed, a product's offers. The nested node keeps its own type's rule; this table only
 * says which nested places are read, so a page's every PostalAddress or ImageObject is not held to recommendations.
 */
export interface NestedPlace {
  /** Types (and their subtypes) whose `property` is read. */
  owners: readonly string[];
  property: string;
  /** The type (or a subtype) a value must have to be checked there. */
  type: string;
}

/**
 * The things Google's review snippet guide takes ratings and reviews for (book, course, event, local business,
 * movie, product, recipe, software app; https://developers.google.com/search/docs/appearance/structured-data/review-snippet).
 */
const REVIEWED = [
  'Book',
  'Course',
  'Event',
  'LocalBusiness',
  'Movie',
  'Product',
  'Recipe',
  'SoftwareApplication',
];

export const NESTED_PLACES: readonly NestedPlace[] = [
  { owners: ['Review'], property: 'reviewRating', type: 'Rating' },
  { owners: REVIEWED, property: 'aggregateRating', type: 'AggregateRating' },
  { owners: REVIEWED, property: 'review', type: 'Review' },
  // Google's product snippet and merchant listing guides read a product's offers (a Book's, where the page sells it:
  // elsewhere they take a rule that recommends nothing). A ProductGroup's variants are not walked: what they share
  // may be stated once on the group, so a variant is not short of it.
  { owners: ['Product', 'Book'], property: 'offers', type: 'Offer' },
  // Google's event guide reads an event's offers (its tickets), with recommendations of their own.
  { owners: ['Event'], property: 'offers', type: 'Offer' },
];
