import { type Finding, PlatformsModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzePlatforms } from '../../src/analyze/platforms.ts';
import { agentReadiness, contextWith, crawlers, modules, probe } from '../score/modules.ts';
import { page } from '../structured-data/helpers.ts';

type Options = Parameters<typeof contextWith>[1];

function platformsOf(previous = modules(), options: Options = {}) {
  const result = PlatformsModule.parse(analyzePlatforms(contextWith(previous, options)));
  return { result, chatgpt: result.chatgpt!, google: result.google_ai_overviews! };
}

function withHead(head: string): string {
  return page(
    `<title>Anvils</title>${head}`,
    `<main><h1>Anvils</h1><p>${'Steel blocks. '.repeat(50)}</p></main>`,
  );
}

describe('platforms: shape', () => {
  it('has exactly the two platforms, each complete, and the module score is their mean', () => {
    const { result, chatgpt, google } = platformsOf();
    const keys = Object.keys(result).filter((k) => !['score', 'findings'].includes(k));
    expect(keys.sort()).toEqual(['chatgpt', 'google_ai_overviews']);
    for (const entry of [chatgpt, google]) {
      expect(entry.eligible).toBe(true);
      expect(entry.blockers).toEqual([]);
      expect(entry.strengths.length).toBeGreaterThan(0);
      expect(entry.score).toBeGreaterThan(0);
    }
    expect(result.score).toBe(Math.round((chatgpt.score + google.score) / 2));
  });

  it('says whose each finding is, as both platforms run checks of the same names', () => {
    const { result } = platformsOf();
    const loads = (result.findings as Finding[]).filter((f) => f.check.endsWith('.page_fetched'));
    expect(loads.map((f) => f.title)).toEqual([
      'ChatGPT: The page loads',
      'Google AI Overviews: The page loads',
    ]);
  });

  it('follows the other modules: better citability raises both platforms', () => {
    const low = platformsOf(modules({ citability: { score: 20, findings: [] } }));
    const high = platformsOf(modules({ citability: { score: 95, findings: [] } }));
    expect(high.chatgpt.score).toBeGreaterThan(low.chatgpt.score);
    expect(high.google.score).toBeGreaterThan(low.google.score);
  });
});

describe('platforms: a module in its top band', () => {
  const trust = (score: number) => {
    const { chatgpt, result } = platformsOf(modules({ eeat: { score, findings: [], signals: [] } }));
    const finding = (result.findings as Finding[]).find((f) => f.check === 'platforms.chatgpt.eeat')!;
    return { chatgpt, finding };
  };

  it('is a strength at 92/100, not a medium warning to fix, while the platform score still counts its points', () => {
    const { chatgpt, finding } = trust(92);
    expect(finding).toMatchObject({
      status: 'pass',
      title: 'ChatGPT: Trust signals: 92/100',
      impact: 0,
      fix: null,
    });
    expect(chatgpt.strengths).toContain('Trust signals 92/100');
    expect(chatgpt.recommendations.join(' ')).not.toContain('trust signals');
    expect(trust(90).chatgpt.score).toBeLessThan(trust(100).chatgpt.score);
  });

  it('is a warning with its points at 89/100, below the top band', () => {
    const { chatgpt, finding } = trust(89);
    expect(finding).toMatchObject({ status: 'warn', severity: 'medium' });
    expect(finding.impact).toBeGreaterThan(0);
    expect(chatgpt.strengths.join(' ')).not.toContain('Trust signals');
    expect(chatgpt.recommendations.join(' ')).toContain('trust signals');
  });
});

describe('platforms: ChatGPT gates', () => {
  it('is not eligible when robots.txt blocks OAI-SearchBot, while Google is unaffected', () => {
    const { chatgpt, google, result } = platformsOf(modules({ crawlers: crawlers(['OAI-SearchBot']) }));
    expect(chatgpt.eligible).toBe(false);
    expect(chatgpt.score).toBe(0);
    expect(chatgpt.blockers.join(' ')).toContain('OAI-SearchBot');
    expect(chatgpt.recommendations[0]).toContain('OAI-SearchBot');
    expect(google.eligible).toBe(true);
    expect(google.score).toBe(platformsOf().google.score);
    const gate = (result as { findings?: Finding[] }).findings?.find(
      (f) => f.check === 'platforms.chatgpt.oai_searchbot',
    );
    expect(gate?.status).toBe('fail');
    expect(gate?.severity).toBe('critical');
  });

  it('warns, but stays eligible, when only a UA-only probe of OAI-SearchBot was refused (WAF 403)', () => {
    // A CDN may refuse a spoofed User-Agent from our IP and still let the verified crawler in.
    const { chatgpt } = platformsOf(modules(), {
      probes: [probe('OAI-SearchBot', 403), probe('browser', 200)],
    });
    expect(chatgpt.eligible).toBe(true);
    expect(chatgpt.blockers).toEqual([]);
    expect(chatgpt.score).toBeLessThan(platformsOf().chatgpt.score);
    expect(chatgpt.score).toBeGreaterThan(0);
    expect(chatgpt.recommendations.join(' ')).toContain('verified crawler');
  });

  it('follows the crawlers module’s refused list as a warning, never a gate', () => {
    const { result, chatgpt, google } = platformsOf(
      modules({ crawlers: { ...crawlers(), refused: ['OAI-SearchBot', 'Googlebot'] } }),
    );
    expect(chatgpt.eligible).toBe(true);
    expect(google.eligible).toBe(true);
    const finding = (result as { findings?: Finding[] }).findings?.find(
      (f) => f.check === 'platforms.chatgpt.oai_searchbot',
    );
    expect(finding?.status).toBe('warn');
    expect(finding?.severity).toBe('high');
    expect(finding?.evidence.map((e) => e.what).join(' ')).toContain('UA-only');
  });

  it('still gates when robots.txt disallows the bot, and says when robots.txt was unavailable instead', () => {
    const blocked = platformsOf(modules({ crawlers: crawlers(['OAI-SearchBot']) }));
    expect(blocked.chatgpt.eligible).toBe(false);
    const unavailable = platformsOf(
      modules({
        crawlers: {
          ...crawlers(['OAI-SearchBot', 'Googlebot']),
          robots_http_status: 503,
          bots: [
            { token: 'OAI-SearchBot', via: 'robots_txt_unavailable' },
            { token: 'Googlebot', via: 'robots_txt_unavailable' },
          ],
        },
      }),
    );
    expect(unavailable.chatgpt.eligible).toBe(false);
    const said = `${unavailable.chatgpt.blockers.join(' ')} ${unavailable.google.recommendations.join(' ')}`;
    expect(said).toContain('HTTP 503');
    expect(said).not.toContain('robots.txt disallows');
    expect(unavailable.google.recommendations[0]).toContain('answer 200');
  });

  it('treats a blocked GPTBot (training) as costing nothing', () => {
    expect(platformsOf(modules({ crawlers: crawlers(['GPTBot']) })).chatgpt).toEqual(platformsOf().chatgpt);
  });

  it('counts Bingbot as a secondary source: lower score and a recommendation, still eligible', () => {
    const { chatgpt } = platformsOf(modules({ crawlers: crawlers(['Bingbot']) }));
    expect(chatgpt.eligible).toBe(true);
    expect(chatgpt.score).toBeLessThan(platformsOf().chatgpt.score);
    expect(chatgpt.recommendations.join(' ')).toContain('Bingbot');
  });

  it('blocks ChatGPT but not AI Overviews when the main content needs JavaScript', () => {
    const { chatgpt, google } = platformsOf(modules({ agent_readiness: agentReadiness(true) }));
    expect(chatgpt.eligible).toBe(false);
    expect(google.eligible).toBe(true);
    expect(google.score).toBeLessThan(platformsOf().google.score);
  });
});

describe('platforms: AI Overviews gates', () => {
  it('is not eligible when Googlebot is blocked; ChatGPT is unaffected', () => {
    const { chatgpt, google } = platformsOf(modules({ crawlers: crawlers(['Googlebot']) }));
    expect(google.eligible).toBe(false);
    expect(google.score).toBe(0);
    expect(google.blockers.join(' ')).toContain('Googlebot');
    expect(chatgpt.eligible).toBe(true);
  });

  it('never counts llms.txt or Google-Extended', () => {
    const without = modules({
      crawlers: crawlers(['Google-Extended']),
      llmstxt: { score: 0, exists: false, cta_url: null, findings: [] },
    });
    const { google } = platformsOf(without);
    const baseline = platformsOf().google;
    expect(google.score).toBe(baseline.score);
    expect(google.eligible).toBe(true);
    expect(google.recommendations).toEqual(baseline.recommendations);
  });

  it('is not eligible for a page marked noindex (both platforms)', () => {
    const { chatgpt, google } = platformsOf(modules(), {
      html: withHead('<meta name="robots" content="noindex, follow">'),
    });
    expect(google.eligible).toBe(false);
    expect(chatgpt.eligible).toBe(false);
    expect(google.blockers.join(' ')).toContain('noindex');
  });

  it('applies googlebot-specific noindex to AI Overviews only', () => {
    const { chatgpt, google } = platformsOf(modules(), {
      html: withHead('<meta name="googlebot" content="noindex">'),
    });
    expect(google.eligible).toBe(false);
    expect(chatgpt.eligible).toBe(true);
  });

  it('reads X-Robots-Tag with a crawler prefix', () => {
    const { chatgpt, google } = platformsOf(modules(), {
      headers: { 'content-type': 'text/html', 'x-robots-tag': 'googlebot: noindex, nofollow' },
    });
    expect(google.eligible).toBe(false);
    expect(chatgpt.eligible).toBe(true);
  });

  it('is not eligible with nosnippet or max-snippet:0, and warns on a short max-snippet', () => {
    expect(
      platformsOf(modules(), { html: withHead('<meta name="robots" content="nosnippet">') }).google.eligible,
    ).toBe(false);
    expect(
      platformsOf(modules(), { html: withHead('<meta name="robots" content="max-snippet:0">') }).google
        .eligible,
    ).toBe(false);
    const limited = platformsOf(modules(), {
      html: withHead('<meta name="robots" content="max-snippet:50">'),
    });
    expect(limited.google.eligible).toBe(true);
    expect(limited.google.score).toBeLessThan(platformsOf().google.score);
    expect(limited.google.recommendations.join(' ')).toContain('max-snippet');
  });

  it('is not eligible on either platform when the page answered 404', () => {
    const { chatgpt, google, result } = platformsOf(modules(), { status: 404 });
    expect(chatgpt.eligible).toBe(false);
    expect(google.eligible).toBe(false);
    expect(result.score).toBe(0);
  });
});

describe('platforms: missing inputs', () => {
  it('does not throw and does not guess when the other modules did not run', () => {
    const { chatgpt, google } = platformsOf({});
    expect(chatgpt.eligible).toBe(true);
    expect(google.eligible).toBe(true);
    expect(chatgpt.strengths.join(' ')).not.toContain('OAI-SearchBot');
  });
});
