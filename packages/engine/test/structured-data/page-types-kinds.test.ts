import { SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeSchema } from '../../src/analyze/schema.ts';
import { parsePage } from '../../src/index.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';
import { pageFacts } from '../../src/structured-data/metadata.ts';
import { aPageOfType, detectPageType } from '../../src/structured-data/page-type.ts';
import { contextFor, finding, jsonLd, page } from './helpers.ts';

const OG_ARTICLE = '<meta property="og:type" content="article">';
/** What a WordPress theme prints around a post: an H1 and a <time> in <main> (the content vote for "article"). */
const POST_BODY = '<main><h1>Title</h1><time datetime="2026-06-20">June 20, 2026</time><p>Text.</p></main>';

function detect(url: string, head: string, ...nodes: Record<string, unknown>[]) {
  const document = parsePage(
    page(
      head,
      `${nodes.map((n) => jsonLd({ '@context': 'https://schema.org', ...n })).join('')}${POST_BODY}`,
    ),
  );
  return detectPageType(url, pageFacts(document), extractStructuredData(document));
}

const author = { '@type': 'Person', name: 'Priya Nair' };

describe('page kinds: the schema names the main entity', () => {
  it('a Recipe alone is a recipe page, though og:type says article and the theme prints a date (a tie)', () => {
    const d = detect('https://cook.example/lemon-pancakes/', OG_ARTICLE, {
      '@type': 'Recipe',
      name: 'Lemon pancakes',
      author,
      datePublished: '2026-06-20',
    });
    expect(d.kind).toBe('recipe');
    expect(d.type).toBe('recipe');
  });

  it('a PodcastEpisode is a podcast page, read as no article', () => {
    const d = detect('https://show.example/episodes/142-why-bridges-fail', OG_ARTICLE, {
      '@type': 'PodcastEpisode',
      name: 'Why bridges fail',
      episodeNumber: 142,
    });
    expect(d).toMatchObject({ kind: 'podcast', type: 'other' });
    expect(aPageOfType(d.kind)).toBe('a podcast page');
  });

  it('a JobPosting or a careers opening is a job page, read as no article', () => {
    expect(
      detect('https://acme.example/careers/senior-backend-engineer', '', {
        '@type': 'JobPosting',
        title: 'Senior backend engineer',
      }),
    ).toMatchObject({ kind: 'job', type: 'other' });
    expect(detect('https://acme.example/jobs/1234', '')).toMatchObject({ kind: 'job', type: 'other' });
    expect(aPageOfType('job')).toBe('a job posting page');
  });

  it('a docs page (path, host or TechArticle) is a docs page that reads as an article', () => {
    expect(detect('https://acme.example/docs/webhooks/verify-signatures', '')).toMatchObject({
      kind: 'docs',
      type: 'article',
    });
    expect(detect('https://docs.acme.example/webhooks/verify', '').kind).toBe('docs');
    expect(
      detect('https://acme.example/webhooks/verify', '', { '@type': 'APIReference', name: 'x' }).kind,
    ).toBe('docs');
    expect(aPageOfType('docs')).toBe('a documentation page');
  });

  it('a forum thread (DiscussionForumPosting, Discourse URL) is a forum page; a QAPage thread reads as a FAQ page', () => {
    expect(
      detect('https://bread.example/t/starter-smells-like-acetone/48213', '', {
        '@type': 'DiscussionForumPosting',
        headline: 'Starter smells like acetone',
        author,
      }),
    ).toMatchObject({ kind: 'forum', type: 'article' });
    expect(
      detect('https://ask.example/questions/48213/why-does-my-starter-smell', '', {
        '@type': 'QAPage',
        mainEntity: { '@type': 'Question', name: 'Why?' },
      }),
    ).toMatchObject({ kind: 'forum', type: 'faq' });
    // bbPress: /forums/topic/… is a thread, not a topic (category) listing.
    expect(detect('https://bread.example/forums/topic/starter-smells-like-acetone/', '').kind).toBe('forum');
  });

  it('a course and a donation page are their own kinds, read as general pages', () => {
    expect(
      detect('https://uni.example/courses/cs-161', '', { '@type': 'Course', name: 'CS 161' }),
    ).toMatchObject({
      kind: 'course',
      type: 'other',
    });
    expect(detect('https://ngo.example/donate', '')).toMatchObject({ kind: 'donate', type: 'other' });
  });

  it('an editorial Review, a MedicalWebPage or a HowTo alone votes article in its own right', () => {
    for (const node of [
      { '@type': 'Review', author, itemReviewed: { '@type': 'Product', name: 'X' } },
      { '@type': 'MedicalWebPage', name: 'Atrial fibrillation' },
      { '@type': 'HowTo', name: 'Replace a bike chain' },
    ]) {
      const d = detect('https://acme.example/x', '', node);
      expect(d.kind, node['@type']).toBe('article');
      expect(d.evidence.map((e) => e.what)).toContain('schema.org type');
    }
  });
});

describe('page kinds: counterexamples', () => {
  it('customer Reviews beside a Product leave it a product page; a testimonials list is no article', () => {
    const review = { '@type': 'Review', author, reviewBody: 'Great.' };
    expect(detect('https://shop.example/x', '', { '@type': 'Product', name: 'X' }, review).kind).toBe(
      'product',
    );
    const listed = detect('https://acme.example/testimonials', '', review, review);
    expect(listed.evidence.map((e) => e.what)).not.toContain('schema.org type');
  });

  it('a HowTo beside the Article that holds it, and a Recipe beside its post Article, stay articles', () => {
    expect(
      detect(
        'https://bike.example/x',
        OG_ARTICLE,
        { '@type': 'Article', headline: 'x' },
        { '@type': 'HowTo' },
      ).kind,
    ).toBe('article');
    expect(
      detect(
        'https://cook.example/x',
        OG_ARTICLE,
        { '@type': 'BlogPosting', headline: 'x' },
        { '@type': 'Recipe' },
      ).kind,
    ).toBe('article');
  });

  it('a TechArticle on a blog path stays a blog article; a QAPage on /faq stays a FAQ page', () => {
    expect(
      detect('https://acme.example/blog/how-we-cut-build-times', '', { '@type': 'TechArticle' }).kind,
    ).toBe('article');
    expect(detect('https://acme.example/faq', '', { '@type': 'QAPage' }).kind).toBe('faq');
  });

  it('the careers index, a jobs-report article and the home page keep their kinds', () => {
    expect(detect('https://acme.example/careers', '').kind).not.toBe('job');
    expect(detect('https://news.example/news/jobs-report-november', OG_ARTICLE).kind).toBe('article');
    expect(detect('https://shop.example/', '', { '@type': 'Product', name: 'The one product' }).kind).toBe(
      'home',
    );
  });
});

describe('the schema fit check follows the kind', () => {
  const url = 'https://show.example/episodes/142-why-bridges-fail';

  it('does not ask a podcast episode or a lone recipe for an Article', () => {
    const podcast = page(
      OG_ARTICLE,
      `${jsonLd({ '@context': 'https://schema.org', '@type': 'PodcastEpisode', name: 'Why bridges fail', author })}${POST_BODY}`,
    );
    const fit = finding(
      SchemaModule.parse(analyzeSchema(contextFor(podcast, { url }))),
      'schema.page_type_fit',
    );
    expect(fit.title).not.toMatch(/lacks Article/);
    expect(fit.status).not.toBe('fail');

    const recipe = page(
      OG_ARTICLE,
      `${jsonLd({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Pancakes', author })}${POST_BODY}`,
    );
    const recipeFit = finding(
      SchemaModule.parse(analyzeSchema(contextFor(recipe, { url: 'https://cook.example/pancakes/' }))),
      'schema.page_type_fit',
    );
    expect(recipeFit.status).toBe('pass');
  });
});
