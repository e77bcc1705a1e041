export { type Article, PLANS, SITE, STATIC_ARTICLES } from './content.ts';
export { type DemoSite, type DemoSiteOptions, startDemoSite } from './server.ts';
export { type SanitySourceOptions, sanitySource } from './sources/sanity.ts';
export { type StrapiSourceOptions, strapiSource } from './sources/strapi.ts';
export { type ArticleSource, SourceUnavailableError } from './sources/types.ts';
export { type WordPressSourceOptions, wordpressSource } from './sources/wordpress.ts';
