export { type OrganizationFacts, organizationFacts, primaryOrganization } from './entities.ts';
export { extractStructuredData, isSchemaOrgType, STRUCTURED_DATA_LIMITS } from './extract.ts';
export { expandTerm, isSchemaOrg, normalizeTerm } from './iri.ts';
export { parseJsonLenient } from './json-ld.ts';
export { countWords, metaFirst, metaValues, type PageFacts, pageFacts } from './metadata.ts';
export { detectPageType, PAGE_TYPES, type PageType, type PageTypeDetection } from './page-type.ts';
export { CORE_PLATFORMS, classifyProfileUrl, PLATFORMS, type PlatformDefinition } from './profiles.ts';
export {
  allTexts,
  firstText,
  hasProperty,
  isItem,
  itemIs,
  itemsOf,
  resolve,
  textOfValue,
  values,
} from './read.ts';
export { normalizeText, parsePrice, pricesInText, similarText } from './text.ts';
export type * from './types.ts';
