/**
 * Required, expected and recommended properties per schema.org type, as data. A property written `a|b` is
 * satisfied by either; one written `a.b` by a value of `a` that has `b` (a review's `author.name`), text counting
 * as a name. `required` is what Google's documentation for the feature (the `reference`) requires;
 * schema.org itself requires nothing, so where Google has no feature nothing is `required`. `expected` is this
 * engine's own policy beyond Google, with `expectedFor` saying why (an article's author and date, so that answer
 * engines can credit and date what they cite). The two are reported and weighed apart, so nobody reads the
 * engine's policy as Google's requirement. Rules apply to a type and its subtypes (hierarchy.ts); the nearest
 * rule wins.
 */
export interface TypeRule {
  type: string;
  /**
   * Subtypes of `type` this rule does not reach; they take the next rule up their lineage. Google's forum rule is
   * for SocialMediaPosting and DiscussionForumPosting, but a BlogPosting (a SocialMediaPosting in schema.org) is
   * one of Google's article types.
   */
  notFor?: readonly string[];
  required: readonly string[];
  /** Required only on a top-level node (Google: a Review nested in what it reviews needs no itemReviewed). */
  requiredAtTop?: readonly string[];
  /** The engine's policy beyond the reference; never called "required" in findings. */
  expected?: readonly string[];
  /** Why the engine expects `expected` (completes "expected …"), e.g. `for attribution`. */
  expectedFor?: string;
  recommended: readonly string[];
  /**
   * Properties the reference recommends only in a case the markup cannot show, each with that case ("if the post
   * was edited"): never counted as missing, only named, with the case, beside the type's other recommendations. One
   * a node gives shows the case holds, and counts as a recommendation met (so giving it never lowers the share).
   */
  recommendedIf?: Readonly<Record<string, string>>;
  /**
   * Said with the recommended properties a node lacks, by property: what is read without it. The first lacking
   * property's note is shown.
   */
  recommendedNotes?: Readonly<Record<string, string>>;
  /**
   * By property: what to tell a node that gives the property as text where a required path reads into it (an
   * Event's `location` as a place name, where `location.address` is required): how to give it as a node instead.
   */
  asText?: Readonly<Record<string, string>>;
  /**
   * By required property: a type whose values do not meet it, with what to tell a node that gives only such values
   * (a merchant listing's `offers` as an AggregateOffer, where the guide requires an Offer). Such a node lacks it.
   */
  notAs?: Readonly<Record<string, { type: string; advice: string }>>;
  /**
   * By required price property (`price|priceSpecification`): what to tell a node whose active price is 0 or less,
   * where the reference requires more (merchant listings: "a price greater than zero"). Such a node lacks it.
   */
  aboveZero?: Readonly<Record<string, string>>;
  /**
   * By required property: what to tell a node that lacks it altogether, where "add it" could read as leave to
   * invent it (a merchant listing's offers: the Offer the page shows, not one made up for the markup).
   */
  absentAdvice?: Readonly<Record<string, string>>;
  /**
   * A type the node must also have for the reference to read it (a Book sold on its page: Product, as merchant
   * listings read Product markup), with what to tell a node without it. Checked with the required properties.
   */
  alsoType?: { type: string; advice: string };
  /**
   * The scale Google assumes for a rating without bestRating and worstRating: a ratingValue outside it makes the
   * missing bound required, as the rating cannot be read otherwise.
   */
  assumedScale?: { best: number; worst: number };
  /** Where the expectations come from. */
  reference: string;
  /**
   * Shown with findings; e.g. why FAQPage is not scored as a rich result. A rule with `richResult` shows it in the
   * FAQ/HowTo note; any other rule's note is an informational finding of its own (schema.notes), costing nothing.
   */
  note?: string;
  /**
   * Show the note only for nodes whose `property` holds a node of `type` (or a subtype): the WebSite note is about
   * a SearchAction, not about every WebSite.
   */
  noteWhen?: { property: string; type: string };
  /**
   * Google rich-result status, when relevant: `retired` (HowTo in 2023; FAQ on 7 May 2026, after three years of
   * government and health sites only). Such types are scored as machine-readable structure only, never as
   * rich-result eligibility.
   */
  richResult?: 'retired';
}

const GOOGLE = 'https://developers.google.com/search/docs/appearance/structured-data/';

/**
 * Google's discussion forum guide asks for a post's or comment's dateModified only when it was edited: an unedited
 * post lacks nothing.
 */
const EDITED: Readonly<Record<string, string>> = { dateModified: 'if the post was edited' };

/** Google's review snippet guide: without bestRating and worstRating a rating is read on a 1 to 5 scale. */
const RATING_SCALE: Readonly<Record<string, string>> = {
  bestRating: 'the scale is read as 1–5 unless stated',
  worstRating: 'the lowest rating is read as 1 unless stated',
};

/**
 * The dates of a price that starts or ends (Google's merchant listing guide, "Sale duration": validFrom, and
 * validThrough or priceValidUntil; the product snippet guide asks for priceValidUntil "if applicable"). A regular
 * price has none, and a past date can keep the listing from showing, so none is asked for where the markup cannot
 * tell a sale.
 */
const SALE_DATES: Readonly<Record<string, string>> = {
  'validThrough|priceValidUntil': 'if the price ends on a known date',
  validFrom: 'if a sale price starts on a known date',
};

/** The Offer rule, as the table gives it to offers that no other rule below claims. */
const OFFER_RULE: TypeRule = {
  // Google's merchant listing guide ("Offer details"), for pages where one can buy the product: the price and its
  // currency are required (on the Offer or in its priceSpecification); availability, itemCondition and url are
  // recommended. Its other recommendations hold only in a case: the sale dates (see SALE_DATES), and shipping
  // and returns, which the guide would rather have once for the shop under Organization and on an Offer only
  // where that offer departs from them. An editorial review page takes PRODUCT_SNIPPET_OFFER_RULE, the main
  // product's offer on a product page MERCHANT_LISTING_OFFER_RULE (which also refuses a price of 0).
  type: 'Offer',
  required: ['price|priceSpecification', 'priceCurrency|priceSpecification'],
  recommended: ['availability', 'url', 'itemCondition'],
  recommendedIf: {
    ...SALE_DATES,
    shippingDetails: "if its shipping differs from the shop's policy under Organization",
    hasMerchantReturnPolicy: "if its returns differ from the shop's policy under Organization",
  },
  reference: `${GOOGLE}merchant-listing`,
};

export const TYPE_RULES: readonly TypeRule[] = [
  {
    // Google: "There are no required properties" for Organization.
    type: 'Organization',
    required: [],
    expected: ['name'],
    expectedFor: 'to name the organization',
    recommended: ['url', 'logo', 'sameAs', 'description', 'contactPoint|email|telephone', 'address'],
    reference: `${GOOGLE}organization`,
  },
  {
    // A band, dance company or theatre troupe (MusicGroup, DanceGroup, TheaterGroup) is an Organization in
    // schema.org, but what a page about one can back is who it is: ticket sellers, venues and fan sites mark up
    // performers they cannot give a phone number or postal address for, and Google reads none for them.
    type: 'PerformingGroup',
    required: [],
    expected: ['name'],
    expectedFor: 'to name the group',
    recommended: ['url', 'image|logo', 'sameAs', 'description'],
    reference: 'https://schema.org/PerformingGroup',
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
    noteWhen: { property: 'potentialAction', type: 'SearchAction' },
  },
  {
    // Google's discussion forum guide, for DiscussionForumPosting and SocialMediaPosting alike: author,
    // datePublished and at least one of text, image or video; the headline is only recommended (a forum post is not
    // held to Article's rule). BlogPosting and LiveBlogPosting stay articles.
    type: 'SocialMediaPosting',
    notFor: ['BlogPosting'],
    required: ['author', 'datePublished', 'text|image|video'],
    recommended: ['headline', 'url'],
    recommendedIf: EDITED,
    reference: `${GOOGLE}discussion-forum`,
  },
  {
    type: 'WebPage',
    required: [],
    expected: ['name|headline'],
    expectedFor: 'to name the page',
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
    // Google lists no required Article properties.
    type: 'Article',
    required: [],
    expected: ['headline|name', 'author', 'datePublished'],
    expectedFor: 'for attribution',
    recommended: ['dateModified', 'image', 'publisher', 'description', 'mainEntityOfPage|url'],
    reference: `${GOOGLE}article`,
  },
  {
    type: 'Person',
    required: [],
    expected: ['name'],
    expectedFor: 'to credit the person by name',
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
    // A how-to's tools, supplies, tips and directions are ListItems in schema.org, but no breadcrumb entries.
    notFor: ['HowToItem', 'HowToTip', 'HowToDirection'],
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
    required: [],
    expected: ['itemListElement'],
    expectedFor: 'to list anything',
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
    // Nothing is recommended for a retired feature: no property earns a HowTo rich result any more.
    type: 'HowTo',
    required: [],
    expected: ['name', 'step'],
    expectedFor: 'to give its steps',
    recommended: [],
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
    // Google's product snippet guide: a name, and offers, a rating or a review. A product one can buy on the page
    // takes MERCHANT_LISTING_PRODUCT_RULE.
    type: 'Product',
    // A Drug or supplement alone (what a health page is `about`) is no merchant listing; one sold says Product too.
    notFor: ['Drug', 'DietarySupplement'],
    required: ['name', 'offers|aggregateRating|review'],
    recommended: ['image', 'description', 'brand', 'sku|gtin|gtin8|gtin12|gtin13|gtin14|mpn'],
    reference: `${GOOGLE}product`,
  },
  {
    // Google's product variants guide requires only the group's name; the variants (hasVariant, or each variant's
    // isVariantOf), the group ID and what the variants vary by are recommended. A group is not sold itself
    // (schema.org): offers, sku and gtin belong on each variant.
    type: 'ProductGroup',
    required: ['name'],
    recommended: [
      'hasVariant',
      'productGroupID',
      'variesBy',
      'description',
      'brand',
      'aggregateRating|review',
    ],
    reference: `${GOOGLE}product-variants`,
  },
  OFFER_RULE,
  {
    type: 'AggregateOffer',
    required: ['lowPrice', 'priceCurrency'],
    recommended: ['highPrice', 'offerCount'],
    reference: `${GOOGLE}product-snippet`,
  },
  {
    // Google's software app guide requires offers.price (0 for a free app; SOFTWARE_APP_OFFER_RULE checks the
    // price) and a rating or review, and recommends only the category and the operating system.
    type: 'SoftwareApplication',
    required: ['name', 'offers', 'aggregateRating|review'],
    recommended: ['applicationCategory', 'operatingSystem'],
    reference: `${GOOGLE}software-app`,
  },
  {
    type: 'Service',
    required: [],
    expected: ['name|serviceType'],
    expectedFor: 'to name the service',
    recommended: ['provider', 'serviceType', 'areaServed', 'offers', 'description'],
    reference: 'https://schema.org/Service',
  },
  {
    // Google's event guide requires the place's address, or for an online event its VirtualLocation's url.
    type: 'Event',
    // A broadcast (a live video's BroadcastEvent), a delivery or a user interaction is not an event Google lists.
    notFor: ['PublicationEvent', 'DeliveryEvent', 'UserInteraction'],
    required: ['name', 'startDate', 'location', 'location.address|location.url'],
    asText: { location: 'give a Place with name and address, or a VirtualLocation with url' },
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
    required: [],
    expected: ['contentUrl|url'],
    expectedFor: 'to point at the image',
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
      // A remote job (jobLocationType TELECOMMUTE) names where applicants may live instead of an office; the
      // location type alone is not enough.
      'jobLocation|applicantLocationRequirements',
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
    required: [],
    expected: ['courseMode|courseSchedule|startDate'],
    expectedFor: 'to say how or when the course runs',
    recommended: [],
    reference: 'https://schema.org/CourseInstance',
  },
  {
    // Google's review snippet guide recommends the date and the rating's scale (on the Rating rule); not the body.
    // It requires the author's name, the reviewed item's name and the rating's value, wherever they are written.
    type: 'Review',
    // A fact check, a media review or a recommendation is not Google's review snippet.
    notFor: ['ClaimReview', 'MediaReview', 'Recommendation'],
    required: ['author', 'author.name', 'reviewRating', 'reviewRating.ratingValue'],
    requiredAtTop: ['itemReviewed', 'itemReviewed.name'],
    recommended: ['datePublished'],
    reference: `${GOOGLE}review-snippet`,
  },
  {
    // A review's reviewRating needs its ratingValue; its scale is recommended, 5 and 1 assumed when absent
    // (AggregateRating has its own rule).
    type: 'Rating',
    required: ['ratingValue'],
    recommended: ['bestRating', 'worstRating'],
    recommendedNotes: RATING_SCALE,
    assumedScale: { best: 5, worst: 1 },
    reference: `${GOOGLE}review-snippet`,
  },
  {
    type: 'AggregateRating',
    required: ['ratingValue', 'ratingCount|reviewCount'],
    requiredAtTop: ['itemReviewed', 'itemReviewed.name'],
    recommended: ['bestRating', 'worstRating'],
    recommendedNotes: RATING_SCALE,
    assumedScale: { best: 5, worst: 1 },
    reference: `${GOOGLE}review-snippet`,
  },
  {
    type: 'Book',
    required: [],
    expected: ['name', 'author'],
    expectedFor: 'to name and credit the book',
    recommended: ['isbn', 'datePublished', 'publisher'],
    reference: 'https://schema.org/Book',
  },
];

/**
 * A forum or social media post (DiscussionForumPosting, SocialMediaPosting) whose `url` is another page (the thread's first page, on its later pages; a post listed
 * on a forum's category page): Google's discussion forum guide does not ask for its content there.
 */
export const FORUM_POST_ELSEWHERE_RULE: TypeRule = {
  type: 'SocialMediaPosting',
  required: ['author', 'datePublished'],
  recommended: ['headline', 'url'],
  recommendedIf: EDITED,
  reference: `${GOOGLE}discussion-forum`,
};

/**
 * A Comment in a forum or social media post's comment tree (a reply, or a reply to a reply): Google's discussion forum
 * guide asks of each what it asks of the post, its author, its date and its content (text, image or video). A
 * Comment elsewhere (under a blog post) is held to nothing: no Google feature reads it.
 */
export const FORUM_COMMENT_RULE: TypeRule = {
  type: 'Comment',
  required: ['author', 'datePublished', 'text|image|video'],
  recommended: ['url'],
  recommendedIf: { dateModified: 'if the comment was edited' },
  reference: `${GOOGLE}discussion-forum`,
};

/**
 * A Product one can buy on the page (the main Product of a product page, or of a home page selling one product, with
 * offers, or beside a price and a buy control the page shows): Google's merchant listing guide ("Product
 * information", developers.google.com/search/docs/appearance/structured-data/merchant-listing, as updated 2026-07-07)
 * requires its name, an image and offers, where the product snippet guide (the Product rule)
 * takes a rating or a review instead of offers and no image. Its recommendations are the Product rule's, less the
 * image it requires. An editorial review page's products keep the Product rule.
 */
export const MERCHANT_LISTING_PRODUCT_RULE: TypeRule = {
  type: 'Product',
  required: ['name', 'image', 'offers'],
  // The guide: "Product snippets accept an Offer or AggregateOffer but merchant listings require an Offer as the
  // merchant has to be the seller of the product". A price range is for pages that review or compare.
  notAs: {
    offers: {
      type: 'AggregateOffer',
      advice:
        "give an Offer, with its own price, for each variant one can buy here (a product with variants, such as a WooCommerce variable product, can be a ProductGroup whose hasVariant lists one Product and Offer per variant): merchant listings need the shop to be the seller, and an AggregateOffer's price range is for product snippets on review and comparison pages",
    },
  },
  // Lacking only where the page shows a price and a buy control (a Product with only a rating, on a product page).
  absentAdvice: { offers: 'add the Offer you show on the page: price, priceCurrency' },
  recommended: ['description', 'brand', 'sku|gtin|gtin8|gtin12|gtin13|gtin14|mpn'],
  reference: `${GOOGLE}merchant-listing`,
};

/**
 * A Book one can buy on the page (a bookshop's product page, with a buy control): Google's merchant listing guide,
 * which reads Product markup, so a Book alone is told to be a Product too (`"@type": ["Book", "Product"]`), and is
 * held to what the guide requires of a product. Its recommendations are the book's identifiers and facts.
 */
export const MERCHANT_LISTING_BOOK_RULE: TypeRule = {
  ...MERCHANT_LISTING_PRODUCT_RULE,
  type: 'Book',
  alsoType: {
    type: 'Product',
    advice:
      'give it "@type": ["Book", "Product"]: merchant listings read Product markup, and a Book alone is not read as one',
  },
  expected: ['author'],
  expectedFor: 'to credit the book',
  recommended: ['description', 'isbn|gtin13|gtin|sku', 'datePublished', 'publisher'],
};

/**
 * A variant one can buy whose ProductGroup gives an image: Google's product variants guide lets the group state what
 * its variants share ("common product-properties for all variants"), so the variant is not asked for it again.
 */
export const MERCHANT_LISTING_VARIANT_RULE: TypeRule = {
  ...MERCHANT_LISTING_PRODUCT_RULE,
  required: ['name', 'offers'],
};

/**
 * An Offer of the product a shop sells on its product page (its main Product): Google's merchant listing guide, which
 * also says "Unlike product snippets, merchant listing experiences require a price greater than zero". It says nothing
 * of free products, which can then show only as product snippets (PRODUCT_SNIPPET_OFFER_RULE takes 0). A listed
 * product's Offer, or a Book's on a page without a buy control (a free ebook's, a library's loan), is no merchant
 * listing and keeps its price of 0.
 */
export const MERCHANT_LISTING_OFFER_RULE: TypeRule = {
  ...OFFER_RULE,
  aboveZero: {
    'price|priceSpecification':
      'give the price one pays here, as merchant listings require a price greater than zero (a product given away free, or a free sample among paid variants, can show only as a product snippet, which accepts 0: leave it out of the merchant markup or list it apart)',
  },
};

/**
 * An Offer on an editorial product review page (the Product is what a Review reviews, or the page reads as an
 * article): Google's product snippet guide ("Offer details") requires only the price and recommends the
 * availability and the currency (which merchant listings require), and priceValidUntil "if applicable". It does not
 * recommend the url or the item's condition, which are the merchant listing guide's, for pages where one can buy.
 */
export const PRODUCT_SNIPPET_OFFER_RULE: TypeRule = {
  type: 'Offer',
  required: ['price|priceSpecification'],
  recommended: ['availability', 'priceCurrency|priceSpecification'],
  recommendedIf: { priceValidUntil: 'if the price ends on a known date' },
  reference: `${GOOGLE}product-snippet`,
};

/**
 * An Offer of a Service, a Course or a course instance, or of a Book on a page that does not sell it (a review, a
 * library's catalogue record): no Google feature reads it. Google's product snippet and merchant listing guides read
 * a Product's offers, and its Book actions guide reads potentialAction, not offers. Service has no rich result; the
 * Course Info rich result, whose guide asked for a course's offers, was retired (Google Search Central blog,
 * "Simplifying the search results page", 12 June 2025; dropped from the Rich Results Test on 9 September 2025), and
 * the Course list guide reads no offers; a course instance is no event in Google's event guide. It is held to
 * schema.org, which requires nothing; the merchant listing rule is for products.
 */
export const UNREAD_OFFER_RULE: TypeRule = {
  type: 'Offer',
  required: [],
  recommended: [],
  reference: 'https://schema.org/Offer',
};

/**
 * An Offer that is a SoftwareApplication's `offers`: Google's software app guide requires only its price (0 for a
 * free app) and recommends the currency of a paid one; the merchant listing rule, which requires a currency, is for
 * products.
 */
export const SOFTWARE_APP_OFFER_RULE: TypeRule = {
  type: 'Offer',
  required: ['price'],
  recommended: ['priceCurrency'],
  reference: `${GOOGLE}software-app`,
};

/**
 * An Offer of a plan on a pricing page (a Product's offers there, or an Offer of its own): a subscription or a seat,
 * not goods in stock. Google's product snippet guide, which reads a Product's offers, requires the price (0 for a free
 * plan) and recommends its currency; its availability, and the merchant listing guide's itemCondition, shipping and
 * returns, say nothing of a plan. A plan billed by the month or the seat says so in a UnitPriceSpecification.
 */
export const PLAN_OFFER_RULE: TypeRule = {
  type: 'Offer',
  required: ['price|priceSpecification'],
  recommended: ['priceCurrency|priceSpecification'],
  recommendedIf: {
    priceSpecification:
      'a UnitPriceSpecification with the billing period (billingDuration) or the seat (referenceQuantity), if the plan is billed per month, year or user',
  },
  reference: `${GOOGLE}product-snippet`,
};

/**
 * What a pricing page's plans sell, marked up as a Product: Google's product snippet guide (the Product rule), less
 * the sku and GTIN, which identify goods in a catalogue, not a subscription.
 */
export const PLAN_PRODUCT_RULE: TypeRule = {
  type: 'Product',
  required: ['name', 'offers|aggregateRating|review'],
  recommended: ['image', 'description', 'brand'],
  reference: `${GOOGLE}product`,
};

/**
 * An Offer that is an Event's `offers` (a ticket): Google's event guide requires none of its properties and
 * recommends the price (0 for a free event), its currency, the availability, the url and the date sales start; the
 * merchant listing rule, which requires a price and a currency, is for products.
 */
export const EVENT_OFFER_RULE: TypeRule = {
  type: 'Offer',
  required: [],
  recommended: ['price', 'priceCurrency', 'availability', 'url', 'validFrom'],
  reference: `${GOOGLE}event`,
};

/**
 * A Question that is a QAPage's mainEntity: Google's Q&A guide requires its name, answerCount and at least one
 * answer (accepted or suggested); the plain Question rule is the FAQ one.
 */
export const QA_PAGE_QUESTION_RULE: TypeRule = {
  type: 'Question',
  required: ['name', 'answerCount', 'acceptedAnswer|suggestedAnswer'],
  recommended: [],
  reference: `${GOOGLE}qapage`,
};
