/**
 * Required and recommended properties per schema.org type, as data. A property written `a|b` is satisfied by
 * either. "Required" means: without it, an answer engine cannot use the node for what its type promises
 * (name the thing, attribute and date an article, price an offer); it follows Google's structured-data
 * documentation where Google states requirements, and is stricter where attribution needs it (Article:
 * author and datePublished). Rules apply to a type and its subtypes (hierarchy.ts); the nearest rule wins.
 */
export interface TypeRule {
  type: string;
  required: readonly string[];
  recommended: readonly string[];
  /** Where the expectations come from. */
  reference: string;
  /** Shown with findings; e.g. why FAQPage is not scored as a rich result. */
  note?: string;
  /**
   * Google rich-result status, when relevant: `retired` (HowTo in 2023; FAQ on 7 May 2026, after three years of
   * government and health sites only). Such types are scored as machine-readable structure only, never as
   * rich-result eligibility.
   */
  richResult?: 'retired';
}

const GOOGLE = 'https://developers.google.com/search/docs/appearance/structured-data/';

export const TYPE_RULES: readonly TypeRule[] = [
  {
    type: 'Organization',
    required: ['name'],
    recommended: ['url', 'logo', 'sameAs', 'description', 'contactPoint|email|telephone', 'address'],
    reference: `${GOOGLE}organization`,
  },
  {
    type: 'LocalBusiness',
    required: ['name', 'address'],
    recommended: [
      'telephone',
      'url',
      'openingHoursSpecification|openingHours',
      'geo',
      'image',
      'priceRange',
      'sameAs',
    ],
    reference: `${GOOGLE}local-business`,
  },
  {
    type: 'WebSite',
    required: ['name', 'url'],
    recommended: ['publisher', 'inLanguage', 'alternateName'],
    reference: `${GOOGLE}site-names`,
    note: 'Google retired the sitelinks search box (2024); a SearchAction is no longer recommended.',
  },
  {
    type: 'WebPage',
    required: ['name|headline'],
    recommended: ['url', 'description', 'isPartOf', 'dateModified', 'breadcrumb', 'inLanguage'],
    reference: 'https://schema.org/WebPage',
  },
  {
    type: 'ProfilePage',
    required: ['mainEntity'],
    recommended: ['dateCreated', 'dateModified', 'name'],
    reference: `${GOOGLE}profile-page`,
  },
  {
    type: 'Article',
    required: ['headline|name', 'author', 'datePublished'],
    recommended: ['dateModified', 'image', 'publisher', 'description', 'mainEntityOfPage|url'],
    reference: `${GOOGLE}article`,
    note: 'Google lists no required Article properties; author and datePublished are required here because answer engines attribute and date what they cite.',
  },
  {
    type: 'Person',
    required: ['name'],
    recommended: ['url', 'sameAs', 'jobTitle', 'worksFor|affiliation', 'knowsAbout', 'image', 'description'],
    reference: 'https://schema.org/Person',
  },
  {
    type: 'BreadcrumbList',
    required: ['itemListElement'],
    recommended: [],
    reference: `${GOOGLE}breadcrumb`,
  },
  {
    type: 'ListItem',
    required: ['position', 'name|item|url'],
    recommended: [],
    reference: `${GOOGLE}breadcrumb`,
  },
  {
    // A step is a ListItem in schema.org, but it is not a breadcrumb entry: Google's Recipe guide writes steps as
    // {"@type": "HowToStep", "text": …}, with no position.
    type: 'HowToStep',
    required: ['text|itemListElement'],
    recommended: ['name', 'url', 'image'],
    reference: `${GOOGLE}recipe`,
  },
  {
    type: 'HowToSection',
    required: ['itemListElement'],
    recommended: ['name'],
    reference: `${GOOGLE}recipe`,
  },
  {
    type: 'ItemList',
    required: ['itemListElement'],
    recommended: ['numberOfItems'],
    reference: 'https://schema.org/ItemList',
  },
  {
    type: 'FAQPage',
    required: ['mainEntity'],
    recommended: [],
    reference: `${GOOGLE}faqpage`,
    richResult: 'retired',
    note: 'Scored as machine-readable questions and answers only: Google has shown no FAQ rich results since 7 May 2026 (before that, only for authoritative government and health sites).',
  },
  {
    type: 'QAPage',
    required: ['mainEntity'],
    recommended: [],
    reference: `${GOOGLE}qapage`,
  },
  {
    type: 'Question',
    required: ['name|text', 'acceptedAnswer|suggestedAnswer'],
    recommended: [],
    reference: `${GOOGLE}faqpage`,
  },
  {
    type: 'Answer',
    required: ['text'],
    recommended: [],
    reference: `${GOOGLE}faqpage`,
  },
  {
    type: 'HowTo',
    required: ['name', 'step'],
    recommended: ['totalTime', 'supply', 'tool', 'image', 'description'],
    reference: 'https://schema.org/HowTo',
    richResult: 'retired',
    note: 'Scored as machine-readable steps only: Google retired HowTo rich results in 2023.',
  },
  {
    type: 'Recipe',
    required: ['name', 'image'],
    recommended: [
      'recipeIngredient',
      'recipeInstructions',
      'author',
      'datePublished',
      'totalTime|cookTime',
      'recipeYield',
      'nutrition',
      'aggregateRating',
      'description',
    ],
    reference: `${GOOGLE}recipe`,
  },
  {
    type: 'Product',
    required: ['name', 'offers|aggregateRating|review'],
    recommended: ['image', 'description', 'brand', 'sku|gtin|gtin8|gtin12|gtin13|gtin14|mpn'],
    reference: `${GOOGLE}product`,
  },
  {
    type: 'Offer',
    required: ['price|priceSpecification', 'priceCurrency|priceSpecification'],
    recommended: ['availability', 'url', 'priceValidUntil', 'itemCondition'],
    reference: `${GOOGLE}merchant-listing`,
  },
  {
    type: 'AggregateOffer',
    required: ['lowPrice', 'priceCurrency'],
    recommended: ['highPrice', 'offerCount'],
    reference: `${GOOGLE}product-snippet`,
  },
  {
    type: 'SoftwareApplication',
    required: ['name'],
    recommended: [
      'offers',
      'applicationCategory',
      'operatingSystem',
      'aggregateRating|review',
      'description',
      'url',
    ],
    reference: `${GOOGLE}software-app`,
  },
  {
    type: 'Service',
    required: ['name|serviceType'],
    recommended: ['provider', 'serviceType', 'areaServed', 'offers', 'description'],
    reference: 'https://schema.org/Service',
  },
  {
    type: 'Event',
    required: ['name', 'startDate', 'location'],
    recommended: [
      'endDate',
      'eventStatus',
      'eventAttendanceMode',
      'offers',
      'performer',
      'organizer',
      'image',
      'description',
    ],
    reference: `${GOOGLE}event`,
  },
  {
    type: 'VideoObject',
    required: ['name', 'thumbnailUrl', 'uploadDate'],
    recommended: ['description', 'contentUrl|embedUrl', 'duration'],
    reference: `${GOOGLE}video`,
  },
  {
    type: 'ImageObject',
    required: ['contentUrl|url'],
    recommended: [],
    reference: 'https://schema.org/ImageObject',
  },
  {
    type: 'Dataset',
    required: ['name', 'description'],
    recommended: ['url', 'creator', 'license', 'distribution', 'keywords'],
    reference: `${GOOGLE}dataset`,
  },
  {
    type: 'JobPosting',
    required: [
      'title',
      'datePosted',
      'description',
      'hiringOrganization',
      'jobLocation|applicantLocationRequirements|jobLocationType',
    ],
    recommended: ['validThrough', 'employmentType', 'baseSalary'],
    reference: `${GOOGLE}job-posting`,
  },
  {
    type: 'Course',
    required: ['name', 'description'],
    recommended: ['provider'],
    reference: `${GOOGLE}course`,
  },
  {
    // schema.org makes a course instance an Event, but a self-paced online course has no start date or place; the
    // Course Info rich result that asked for instances was retired in June 2025.
    type: 'CourseInstance',
    required: ['courseMode|courseSchedule|startDate'],
    recommended: [],
    reference: 'https://schema.org/CourseInstance',
  },
  {
    type: 'Review',
    required: ['author'],
    recommended: ['reviewRating', 'reviewBody', 'datePublished'],
    reference: `${GOOGLE}review-snippet`,
  },
  {
    type: 'AggregateRating',
    required: ['ratingValue', 'ratingCount|reviewCount'],
    recommended: ['bestRating'],
    reference: `${GOOGLE}review-snippet`,
  },
  {
    type: 'Book',
    required: ['name', 'author'],
    recommended: ['isbn', 'datePublished', 'publisher'],
    reference: 'https://schema.org/Book',
  },
];
