import { describe, expect, it } from 'vitest';
import { analyzeAll, contextFor, finding, jsonLd, page } from './helpers.ts';

/**
 * A recipe blog post: WP Recipe Maker (and Tasty Recipes) merges its Recipe into Yoast's graph beside the post's
 * Article, as part of the Article and main entity of the page, and the post says og:type article. Trimmed from a
 * Kadence-themed food blog.
 */
const site = 'https://www.simplysupper.example';
const url = `${site}/one-pot-creamy-tuscan-chicken/`;

const recipe = {
  '@type': 'Recipe',
  '@id': `${url}#recipe`,
  name: 'One-Pot Creamy Tuscan Chicken',
  author: { '@type': 'Person', name: 'Lauren Hale' },
  description: 'Pan-seared chicken in a creamy garlic parmesan sauce with sun-dried tomatoes and spinach.',
  datePublished: '2024-10-03T11:00:00+00:00',
  image: [`${site}/wp-content/uploads/2024/10/tuscan-chicken.jpg`],
  recipeYield: ['4', '4 servings'],
  totalTime: 'PT30M',
  recipeIngredient: ['4 boneless skinless chicken breasts', '1 cup heavy cream', '2 cups baby spinach'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Sear the chicken in olive oil for 5 to 6 minutes per side.' },
    { '@type': 'HowToStep', text: 'Stir in cream and spinach, return the chicken and simmer 2 minutes.' },
  ],
  isPartOf: { '@id': `${url}#article` },
  mainEntityOfPage: url,
};

const graph = (recipes: object[]) => ({
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'Article',
      '@id': `${url}#article`,
      author: { name: 'Lauren Hale', '@id': `${site}/#/schema/person/1` },
      headline: 'One-Pot Creamy Tuscan Chicken',
      datePublished: '2024-10-03T11:00:00+00:00',
      publisher: { '@id': `${site}/#organization` },
      mainEntityOfPage: { '@id': url },
    },
    { '@type': 'WebPage', '@id': url, url, name: 'One-Pot Creamy Tuscan Chicken - Simply Supper' },
    { '@type': 'Person', '@id': `${site}/#/schema/person/1`, name: 'Lauren Hale' },
    ...recipes,
  ],
});

const post = (data: object) =>
  page(
    `<title>One-Pot Creamy Tuscan Chicken - Simply Supper</title><meta property="og:type" content="article">${jsonLd(data)}`,
    `<header><a href="/">Simply Supper</a></header>
<main id="main"><article class="post type-post">
<header class="entry-header"><h1 class="entry-title">One-Pot Creamy Tuscan Chicken</h1>
<div class="entry-meta"><span class="posted-by">By <span class="author vcard"><a class="url fn n" href="${site}/author/lauren/">Lauren Hale</a></span></span>
<span class="posted-on"><time class="entry-date published" datetime="2024-10-03T11:00:00+00:00">October 3, 2024</time></span></div></header>
<div class="entry-content"><p>This creamy Tuscan chicken is the dinner my family asks for every single week. It comes together in one pan in about 30 minutes.</p>
<h2>Tips for the best Tuscan chicken</h2><p>Don't move the chicken while it sears: a golden crust takes about 5 minutes and gives the sauce its flavor.</p>
<div class="wprm-recipe-container"><h2 class="wprm-recipe-name">One-Pot Creamy Tuscan Chicken</h2>
<h3>Ingredients</h3><ul><li>4 boneless skinless chicken breasts</li><li>1 cup heavy cream</li><li>2 cups baby spinach</li></ul>
<h3>Instructions</h3><ol><li>Sear the chicken in olive oil for 5 to 6 minutes per side.</li><li>Stir in cream and spinach, return the chicken and simmer 2 minutes.</li></ol></div>
</div></article></main><footer><p>© 2026 Simply Supper</p></footer>`,
  );

describe('a recipe blog post whose Recipe is the page’s main item', () => {
  it('is a recipe page, held to a recipe’s expectations, and keeps its byline checks', () => {
    const { schema, eeat } = analyzeAll(contextFor(post(graph([recipe])), { url }));
    expect(schema.page_type).toBe('recipe');
    expect(finding(schema, 'schema.page_type_fit').title).toBe('Structured data fits a recipe page');
    expect(eeat.page_type).toBe('recipe');
    expect(finding(eeat, 'eeat.byline').status).toBe('pass');
  });

  it('is so at a dated post path too, and for a recipe card plugin that names no page (Create)', () => {
    const dated = `${site}/2024/10/one-pot-creamy-tuscan-chicken/`;
    expect(analyzeAll(contextFor(post(graph([recipe])), { url: dated })).schema.page_type).toBe('recipe');
    const { isPartOf: _part, mainEntityOfPage: _main, ...standalone } = recipe;
    expect(analyzeAll(contextFor(post(graph([standalone])), { url })).schema.page_type).toBe('recipe');
  });

  it('leaves an article a roundup of recipes, or one whose recipe card the page does not show', () => {
    const { isPartOf: _part, mainEntityOfPage: _main, ...standalone } = recipe;
    const second = { ...standalone, '@id': `${url}#recipe-2`, name: 'Tuscan Salmon' };
    expect(analyzeAll(contextFor(post(graph([standalone, second])), { url })).schema.page_type).toBe(
      'article',
    );
    // A "You may also like" widget's Recipe, whose name heads nothing here.
    expect(analyzeAll(contextFor(post(graph([second])), { url })).schema.page_type).toBe('article');
  });
});
