import { describe, expect, it } from 'vitest';
import { BOT_ROSTER } from '../../src/bots/roster.ts';

const rangesOf = (token: string) => BOT_ROSTER.find((bot) => bot.token === token)?.ipRangesUrl;

describe('the crawler roster records where vendors publish the IP ranges their bots crawl from', () => {
  it('gives the lists a site needs to allow-list the answer engines that cite it', () => {
    expect(rangesOf('OAI-SearchBot')).toBe('https://openai.com/searchbot.json');
    expect(rangesOf('ChatGPT-User')).toBe('https://openai.com/chatgpt-user.json');
    expect(rangesOf('GPTBot')).toBe('https://openai.com/gptbot.json');
    expect(rangesOf('Googlebot')).toBe(
      'https://developers.google.com/static/crawling/ipranges/common-crawlers.json',
    );
    expect(rangesOf('Bingbot')).toBe('https://www.bing.com/toolbox/bingbot.json');
    expect(rangesOf('PerplexityBot')).toBe('https://www.perplexity.com/perplexitybot.json');
    expect(rangesOf('Perplexity-User')).toBe('https://www.perplexity.com/perplexity-user.json');
  });

  it('records no list for a robots.txt-only token, which sends no requests to allow-list', () => {
    for (const bot of BOT_ROSTER.filter((b) => b.userAgent === null)) expect(bot.ipRangesUrl).toBeUndefined();
  });

  it('points only at JSON over HTTPS', () => {
    const lists = BOT_ROSTER.flatMap((bot) => (bot.ipRangesUrl ? [bot.ipRangesUrl] : []));
    expect(lists.length).toBeGreaterThan(0);
    for (const url of lists) expect(url).toMatch(/^https:\/\/[^/]+\/\S+\.json$/);
  });
});
