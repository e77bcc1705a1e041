import { describe, expect, it } from 'vitest';
import { BOT_ROSTER, ROSTER_VERIFIED } from '../../src/bots/roster.ts';

const entry = (token: string) => {
  const found = BOT_ROSTER.find((bot) => bot.token === token);
  if (!found) throw new Error(`no ${token} in the roster`);
  return found;
};

describe('each roster entry says when its vendor’s page last confirmed it', () => {
  it('dates every entry, and the roster by its stalest entry, so a report never overstates how fresh it is', () => {
    for (const bot of BOT_ROSTER) expect(bot.verified, bot.token).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const days = BOT_ROSTER.map((bot) => bot.verified);
    for (const day of days) expect(ROSTER_VERIFIED <= day).toBe(true);
    expect(days).toContain(ROSTER_VERIFIED);
    // OpenAI's page could not be read on 2026-11-24, so the roster as a whole is still dated the day before.
    expect(ROSTER_VERIFIED).toBe('2026-11-23');
    expect(entry('OAI-SearchBot').verified).toBe('2026-11-23');
  });

  it('links the pages Anthropic and Perplexity moved their crawler documentation to', () => {
    for (const token of ['ClaudeBot', 'Claude-SearchBot', 'Claude-User', 'anthropic-ai', 'claude-web'])
      expect(entry(token).docsUrl, token).toBe('https://privacy.claude.com/en/articles/8896518');
    for (const token of ['PerplexityBot', 'Perplexity-User'])
      expect(entry(token).docsUrl, token).toBe(
        'https://docs.perplexity.ai/docs/resources/perplexity-crawlers',
      );
  });

  it('probes DuckDuckGo’s and Mistral’s bots with the exact strings their pages gave on 2026-11-24', () => {
    expect(entry('DuckDuckBot')).toMatchObject({
      userAgent: 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
      verified: '2026-11-24',
    });
    expect(entry('DuckAssistBot')).toMatchObject({
      userAgent: 'DuckAssistBot/1.2; (+http://duckduckgo.com/duckassistbot.html)',
      verified: '2026-11-24',
    });
    expect(entry('MistralAI-User')).toMatchObject({
      userAgent:
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-User/1.0; +https://docs.mistral.ai/robots)',
      verified: '2026-11-24',
    });
  });

  it('keeps Anthropic’s older tokens legacy, since its page now names only its three bots', () => {
    for (const token of ['anthropic-ai', 'claude-web'])
      expect(entry(token)).toMatchObject({ legacy: true, userAgent: null, verified: '2026-11-24' });
  });
});
