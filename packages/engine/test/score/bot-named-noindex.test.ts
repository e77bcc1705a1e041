import { describe, expect, it } from 'vitest';
import { auditRealistic } from './realistic-page.ts';

/**
 * A WordPress gardening guide with a noindex that names one crawler. WordPress's "Discourage search engines" setting
 * writes only the generic robots meta tag, so its hint fits that alone; ChatGPT search draws on Bing's index, so a
 * noindex for Bingbot is ChatGPT's problem too.
 */
const indexableFix = (result: ReturnType<typeof auditRealistic>) =>
  result.action_plan.find((item) => item.check === 'crawlers.indexable')!.fix;

describe('noindex for one crawler on a WordPress page', () => {
  it('sends an X-Robots-Tag: googlebot noindex to the server or CDN, not to Settings → Reading', () => {
    const fix = indexableFix(auditRealistic('xrt-googlebot-noindex'));
    expect(fix).toMatch(/X-Robots-Tag header/);
    expect(fix).toMatch(/web server configuration|CDN/);
    expect(fix).not.toMatch(/Discourage search engines/);
  });

  it('sends a <meta name="bingbot"> noindex to the SEO plugin or theme, not to Settings → Reading', () => {
    const fix = indexableFix(auditRealistic('meta-bing-noindex'));
    expect(fix).toMatch(/SEO plugin/);
    expect(fix).not.toMatch(/Discourage search engines/);
  });

  it('keeps the "Discourage search engines" hint for a generic robots meta noindex', () => {
    const generic = auditRealistic('meta-bing-noindex', (artifacts) => {
      artifacts.page = {
        ...artifacts.page,
        body: artifacts.page.body.replace('<meta name="bingbot"', '<meta name="robots"'),
      };
    });
    expect(indexableFix(generic)).toMatch(/Discourage search engines/);
  });

  it('warns on ChatGPT that Bing may not index the page, as one plan item with the noindex', () => {
    const result = auditRealistic('meta-bing-noindex');
    const bingbot = result.modules.platforms!.findings!.find((f) => f.check === 'platforms.chatgpt.bingbot')!;
    expect(bingbot).toMatchObject({
      status: 'warn',
      title: 'ChatGPT: Bingbot may fetch the page but is told not to index it',
    });
    expect(bingbot.fix).toMatch(/ChatGPT search draws on Bing's index/);
    const item = result.action_plan.find((i) => i.check === 'crawlers.indexable')!;
    expect(item.also).toContain('platforms.chatgpt.bingbot');
  });
});
