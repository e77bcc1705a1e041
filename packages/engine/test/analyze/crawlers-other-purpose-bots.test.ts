import { CrawlersModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCrawlers } from '../../src/analyze/crawlers.ts';
import { artifactsFor, contextOf, findingOf } from './crawlers-helpers.ts';

// OpenAI's ad landing-page checker, Google's generic research crawler and the Vertex AI Agents crawler put no page in
// search or AI answers: a site may block them for free, and the report says what each one is for.
const OTHERS = ['OAI-AdsBot', 'GoogleOther', 'Google-CloudVertexBot'];

function crawlersOf(robots: string) {
  const result = analyzeCrawlers(contextOf(artifactsFor({ robots })));
  CrawlersModule.parse(result);
  return result;
}

const blocking = (tokens: string[]) =>
  tokens.map((token) => `User-agent: ${token}\nDisallow: /\n`).join('\n');

describe('crawlers: bots that crawl for neither search, user fetches nor training', () => {
  it('costs nothing when robots.txt blocks each of them', () => {
    for (const token of OTHERS) {
      const result = crawlersOf(blocking([token]));
      expect(result.blocked, token).toEqual([token]);
      expect(result.score, token).toBe(100);
      expect(result.findings?.some((f) => f.check === `crawlers.robots.${token.toLowerCase()}`)).toBe(false);
      const other = findingOf(result, 'crawlers.other_bots');
      expect(other.status).toBe('info');
      expect(other.impact).toBe(0);
      expect(other.title).toContain(token);
    }
  });

  it('lists them with their role and what they are for, apart from the training crawlers', () => {
    const result = crawlersOf(blocking([...OTHERS, 'GPTBot']));
    expect(result.score).toBe(100);
    for (const token of OTHERS) {
      const entry = result.bots.find((b) => b.token === token);
      expect(entry, token).toMatchObject({ role: 'other', status: 'blocked' });
      expect(entry?.purpose, token).toBeTruthy();
    }
    const other = findingOf(result, 'crawlers.other_bots');
    expect(other.title).toBe(
      'Crawlers for other purposes blocked: OAI-AdsBot, GoogleOther, Google-CloudVertexBot (it costs nothing: they do not put the page in search or AI answers)',
    );
    const said = other.evidence.map((e) => e.what);
    expect(said).toContain(
      'OAI-AdsBot (OpenAI: checks the landing pages of ads submitted to ChatGPT): blocked',
    );
    expect(said.find((what) => what.startsWith('Google-CloudVertexBot'))).toMatch(/Vertex AI Agents/);
    expect(other.fix).toMatch(/ads in ChatGPT/);
    // Not "training crawlers blocked: OAI-AdsBot": the training finding keeps to training bots and tokens.
    expect(findingOf(result, 'crawlers.training').title).toBe(
      'Training crawlers blocked: GPTBot (a policy choice; it costs nothing)',
    );
  });

  it('says they are allowed, and asks nothing, when robots.txt lets them in', () => {
    const other = findingOf(crawlersOf('User-agent: *\nAllow: /\n'), 'crawlers.other_bots');
    expect(other.status).toBe('pass');
    expect(other.evidence).toHaveLength(OTHERS.length);
  });
});
