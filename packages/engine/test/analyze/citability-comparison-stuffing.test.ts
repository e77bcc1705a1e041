import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { keywordDensity, titleSubjects } from '../../src/content/stuffing.ts';
import { contextOf, findingOf, html } from '../content/context.ts';
import { reviewCitability } from './citability-review-pages.ts';

/**
 * A comparison names its two products in every sentence, to say which one a fact is about, and a product review names
 * its model: those names are not keyword stuffing. A phrase's density counts its occurrences, not its words.
 */

describe('citability: product names on comparison and model pages are not stuffing', () => {
  it('an "iPhone 16 vs iPhone 16 Pro" comparison is not told to stop naming the phones', () => {
    const finding = findingOf(reviewCitability('comparison-iphone'), 'citability.keyword_stuffing');
    expect(finding.status).toBe('pass');
    expect(finding.evidence.map((e) => e.what).join('\n')).not.toMatch(/"iphone/);
  });

  it('a stuffed sales page with a model in its title still fails on its stuffed phrase', () => {
    const pitch =
      'Get cheap phone cases today. Our cheap phone cases fit every model and ship fast, and cheap phone cases never cost more than a coffee. ';
    const page = html(
      `<main><h1>Cheap Phone Cases for iPhone 16</h1><p>${pitch.repeat(8)}</p></main>`,
      '<title>Cheap Phone Cases for iPhone 16</title>',
    );
    const result = CitabilityModule.parse(
      analyzeCitability(contextOf(page, { url: 'https://cases.example/iphone-16-cases' })),
    );
    const finding = findingOf(result, 'citability.keyword_stuffing');
    expect(finding.status).toBe('fail');
    expect(finding.title).toMatch(/cases/);
  });

  it('names the products of a comparison and a product model, not a year or a list count', () => {
    expect(titleSubjects('iPhone 16 vs iPhone 16 Pro: which should you buy?')).toEqual([
      'iPhone 16',
      'iPhone 16 Pro',
    ]);
    expect(titleSubjects('Samsung Galaxy S24 Ultra Review - TechSite')).toEqual(['Samsung Galaxy S24 Ultra']);
    expect(titleSubjects('Notion compared to Obsidian | Blog')).toEqual(['Notion', 'Obsidian']);
    expect(titleSubjects('Best Robot Vacuums 2025')).toEqual([]);
    expect(titleSubjects('Top 10 Tips for Tomatoes')).toEqual([]);
  });
});

describe('keyword stuffing: a phrase counts once per occurrence', () => {
  it('a three-word phrase said 10 times in 235 words is 4.3 per 100 words, not 12.8% of the words', () => {
    const filler = Array.from({ length: 175 }, (_, i) => `filler${i}`).join(' ');
    const text = `${'The iPhone 16 Pro is fast. '.repeat(10)}${filler}`;
    const { phrase, words } = keywordDensity(text);
    expect(words).toBe(235);
    expect(phrase?.term).toBe('iphone 16 pro');
    expect(Math.round((phrase?.density ?? 0) * 1000) / 10).toBe(4.3);
  });

  it('the evidence says occurrences per 100 words', () => {
    const finding = findingOf(reviewCitability('health-ymyl'), 'citability.keyword_stuffing');
    expect(finding.evidence[0]?.what).toBe(
      'most repeated phrase "iron deficiency anemia": 5 times in 334 words (1.5 per 100 words, 3 at most expected)',
    );
  });
});
