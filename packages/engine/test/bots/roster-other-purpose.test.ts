import { describe, expect, it } from 'vitest';
import { BOT_ROSTER, probedBots } from '../../src/bots/roster.ts';

const entry = (token: string) => {
  const found = BOT_ROSTER.find((bot) => bot.token === token);
  if (!found) throw new Error(`no ${token} in the roster`);
  return found;
};

describe('the roster holds the crawlers that work for ads checks, research and site-owner agents', () => {
  it('records OpenAI’s ad landing-page checker as its docs page describes it', () => {
    expect(entry('OAI-AdsBot')).toMatchObject({
      vendor: 'OpenAI',
      role: 'other',
      userAgent:
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-AdsBot/1.0; +https://openai.com/adsbot',
      docsUrl: 'https://developers.openai.com/api/docs/bots',
      ipRangesUrl: 'https://openai.com/adsbot.json',
      platforms: [],
    });
  });

  it('records Google’s generic crawler and its Vertex AI Agents crawler from its common-crawlers page', () => {
    const docs = 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers';
    expect(entry('GoogleOther')).toMatchObject({ vendor: 'Google', role: 'other', docsUrl: docs });
    expect(entry('GoogleOther').userAgent).toMatch(/\(compatible; GoogleOther\)$/);
    // Google documents only that the header contains the token: no invented string, so nothing to probe with.
    expect(entry('Google-CloudVertexBot')).toMatchObject({
      vendor: 'Google',
      role: 'other',
      userAgent: null,
      docsUrl: docs,
    });
  });

  it('says in words what every other-purpose bot is for', () => {
    const others = BOT_ROSTER.filter((bot) => bot.role === 'other');
    expect(others.map((bot) => bot.token)).toEqual(['OAI-AdsBot', 'GoogleOther', 'Google-CloudVertexBot']);
    for (const bot of others) expect(bot.purpose, bot.token).toMatch(/\w{4,}/);
  });

  it('never probes them: blocking them costs nothing, so the probes stay the answer engines’ bots', () => {
    // Both send a documented User-Agent a probe could use; their role keeps them out.
    expect(entry('OAI-AdsBot').userAgent).not.toBeNull();
    expect(entry('GoogleOther').userAgent).not.toBeNull();
    const probed = probedBots().map((bot) => bot.token);
    expect(probed).not.toContain('OAI-AdsBot');
    expect(probed).not.toContain('GoogleOther');
    expect(
      probed.every((token) => ['search', 'user'].includes(BOT_ROSTER.find((b) => b.token === token)!.role)),
    ).toBe(true);
  });
});
