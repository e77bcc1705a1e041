import { describe, expect, it } from 'vitest';
import { BOT_ROSTER } from '../../src/bots/roster.ts';
import { isAllowedByRobots } from '../../src/index.ts';

/**
 * Mistral documents three crawlers on one page (docs.mistral.ai/robots): MistralAI-User for its assistant's fetches,
 * MistralAI-Index for its search index (not used for training) and MistralAI-Training for training datasets.
 */
describe("Mistral's crawlers in the roster", () => {
  const bot = (token: string) => BOT_ROSTER.find((b) => b.token === token);

  it('has the index crawler as a search bot, probed with the string Mistral documents', () => {
    expect(bot('MistralAI-Index')).toMatchObject({
      vendor: 'Mistral AI',
      role: 'search',
      docsUrl: 'https://docs.mistral.ai/robots',
      userAgent:
        'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-Index/1.0; +https://docs.mistral.ai/robots)',
    });
  });

  it('has the training crawler as a training bot, never probed', () => {
    expect(bot('MistralAI-Training')).toMatchObject({ role: 'training', userAgent: null });
  });

  it('lets a site shut out training and keep the index: the groups are separate tokens', () => {
    const robots = 'User-agent: MistralAI-Training\nDisallow: /\n\nUser-agent: *\nAllow: /\n';
    expect(isAllowedByRobots(robots, 'MistralAI-Training', 'https://example.com/a')).toBe(false);
    expect(isAllowedByRobots(robots, 'MistralAI-Index', 'https://example.com/a')).toBe(true);
  });
});
