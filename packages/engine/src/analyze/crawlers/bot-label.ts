import type { Bot, BotRole } from '../../bots/roster.ts';

const ROLE_LABEL: Record<BotRole, string> = {
  search: 'search crawler',
  user: 'user-triggered fetcher',
  training: 'training crawler',
  token: 'robots.txt-only token',
  other: 'crawler for another purpose',
};

/**
 * A bot as the report names it: its token, its vendor and what it is for (the roster's `purpose` when it has one,
 * which says more to a site owner than a role), and the answer platforms that depend on it.
 *
 * @example
 * ```ts
 * describeBot(bot('GPTBot')); // 'GPTBot (OpenAI training crawler)'
 * describeBot(bot('OAI-AdsBot')); // 'OAI-AdsBot (OpenAI: checks the landing pages of ads submitted to ChatGPT)'
 * ```
 */
export function describeBot(bot: Bot): string {
  const platforms = bot.platforms.length > 0 ? `, used by ${bot.platforms.join(', ')}` : '';
  const what = bot.purpose ? `: ${bot.purpose}` : ` ${ROLE_LABEL[bot.role]}`;
  return `${bot.token} (${bot.vendor}${what}${platforms})`;
}
