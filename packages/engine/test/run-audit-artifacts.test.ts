import { AuditResult, type Finding, MODULE_NAMES, SCORED_MODULES } from '@geo-audit/core';
import type { Document } from 'domhandler';
import { describe, expect, it } from 'vitest';
import type { Artifacts } from '../src/artifacts.ts';
import { contentModel } from '../src/content/extract.ts';
import type { ContentModel } from '../src/content/model.ts';
import { analyzeArtifacts } from '../src/run/analyze-artifacts.ts';
import { ANALYZERS } from '../src/run/registry.ts';
import { MODULE_WEIGHTS, SCORE_VERSION } from '../src/score/weights.ts';
import { GOOD_ARTICLE } from './structured-data/fixtures.ts';

const URL_ = 'https://example.com/blog/anvils';

function artifactsFor(html: string, extra: Partial<Artifacts> = {}): Artifacts {
  const resource = (url: string, body: string, type: string, status = 200) => ({
    url,
    finalUrl: url,
    status,
    headers: { 'content-type': type },
    body,
    truncated: false,
    redirects: [],
  });
  return {
    url: URL_,
    page: {
      ...resource(URL_, html, 'text/html; charset=utf-8'),
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'strict-transport-security': 'max-age=63072000',
      },
    },
    robotsTxt: resource('https://example.com/robots.txt', 'User-agent: *\nAllow: /\n', 'text/plain'),
    llmsTxt: resource(
      'https://example.com/llms.txt',
      '# Example\n\n> Anvils explained.\n\n## Guides\n\n- [Anvils](https://example.com/blog/anvils): what they are\n',
      'text/plain',
    ),
    llmsFullTxtExists: false,
    probes: [],
    fetchedAt: '2026-11-22T12:00:00.000Z',
    ...extra,
  };
}

const at = (iso: string) => () => new Date(iso);

describe('analyzeArtifacts: advice in the words of the CMS', () => {
  // What WordPress prints while Settings → Reading → "Discourage search engines" is ticked.
  const noindexed = (generator: string) =>
    GOOD_ARTICLE.replace('<head>', `<head>${generator}<meta name='robots' content='noindex, nofollow' />`);

  it('tells a WordPress site where the fix is made, in the finding and in the action plan', () => {
    const result = analyzeArtifacts(
      artifactsFor(noindexed('<meta name="generator" content="WordPress 6.8.1" />')),
    );
    const item = result.action_plan.find((i) => i.check === 'crawlers.indexable');
    expect(item?.fix).toMatch(/In WordPress: .*Settings → Reading/);
    const finding = result.modules.crawlers?.findings?.find((f) => f.check === 'crawlers.indexable');
    expect(finding?.fix).toMatch(/In WordPress:/);
  });

  it("tells a Shopify store that blocks ChatGPT's search crawler to edit robots.txt.liquid", () => {
    const store = GOOD_ARTICLE.replace(
      '<head>',
      '<head><link rel="preconnect" href="https://cdn.shopify.com" crossorigin>',
    );
    const result = analyzeArtifacts(
      artifactsFor(store, {
        robotsTxt: {
          url: 'https://example.com/robots.txt',
          finalUrl: 'https://example.com/robots.txt',
          status: 200,
          headers: { 'content-type': 'text/plain' },
          body: 'User-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n',
          truncated: false,
          redirects: [],
        },
      }),
    );
    const item = result.action_plan.find((i) => /oai[-_]searchbot/.test(i.check));
    expect(item?.fix).toMatch(/In Shopify: .*robots\.txt\.liquid/);
    expect(item?.fix).not.toMatch(/WordPress/);
  });

  it('gives other sites the plain fix', () => {
    const result = analyzeArtifacts(artifactsFor(noindexed('')));
    const item = result.action_plan.find((i) => i.check === 'crawlers.indexable');
    expect(item?.fix).toBeTruthy();
    expect(item?.fix).not.toMatch(/WordPress/);
  });
});

describe('analyzeArtifacts', () => {
  it('reports all nine modules with weights, score version and a valid result', () => {
    const result = analyzeArtifacts(artifactsFor(GOOD_ARTICLE), { now: at('2026-11-22T12:00:01Z') });
    expect(AuditResult.safeParse(result).success).toBe(true);
    expect(Object.keys(result.modules)).toEqual([...MODULE_NAMES]);
    for (const name of MODULE_NAMES) {
      const entry = result.modules[name] as { score: number; error?: string; weight?: number };
      expect(entry.error, name).toBeUndefined();
      expect(Number.isInteger(entry.score), name).toBe(true);
    }
    expect(result.score_version).toBe(SCORE_VERSION);
    expect(result.weights?.agent_readiness).toBe(0);
    expect(result.modules.agent_readiness?.beta).toBe(true);
    expect(result.url).toBe(URL_);
    expect(result.analyzed_at).toBe('2026-11-22T12:00:01.000Z');
    // geo_score is reproducible from the emitted module scores and weights.
    const weights = result.weights ?? {};
    const total = Object.values(weights).reduce((a, b) => a + b, 0);
    const mean = Object.entries(weights).reduce(
      (sum, [name, w]) => sum + w * (result.modules as Record<string, { score: number }>)[name]!.score,
      0,
    );
    expect(result.geo_score).toBe(
      Math.min(Math.round(mean / total), ...(result.caps ?? []).map((c) => c.max)),
    );
  });

  it('is deterministic: the same artifacts give the same result apart from analyzed_at', () => {
    const artifacts = artifactsFor(GOOD_ARTICLE);
    const first = analyzeArtifacts(artifacts, { now: at('2026-11-22T12:00:00Z') });
    const second = analyzeArtifacts(structuredClone(artifacts), { now: at('2027-01-01T00:00:00Z') });
    expect(second.analyzed_at).not.toBe(first.analyzed_at);
    expect(JSON.stringify({ ...second, analyzed_at: '' })).toBe(
      JSON.stringify({ ...first, analyzed_at: '' }),
    );
  });

  it('isolates a module that throws: its entry carries the error and weighs 0, the others still score', () => {
    const artifacts = artifactsFor(GOOD_ARTICLE);
    const result = analyzeArtifacts(artifacts, {
      analyzers: {
        schema: () => {
          throw new Error('schema exploded');
        },
      },
    });
    expect(result.modules.schema).toEqual({
      score: 0,
      error: 'schema exploded',
      findings: [],
      types_found: [],
      weight: 0,
    });
    expect(result.weights?.schema).toBe(0);
    for (const name of SCORED_MODULES.filter((n) => n !== 'schema')) {
      expect((result.modules[name] as { error?: string }).error, name).toBeUndefined();
    }
    expect(result.geo_score).toBeGreaterThan(0);
    expect(AuditResult.safeParse(result).success).toBe(true);
  });

  it('reports an analyzer output that breaks the contract as that module’s error', () => {
    const result = analyzeArtifacts(artifactsFor(GOOD_ARTICLE), {
      analyzers: { llmstxt: () => ({ score: 250, exists: 'yes' }) },
    });
    const entry = result.modules.llmstxt as { error?: string; score: number };
    expect(entry.error).toMatch(/does not match the contract/);
    expect(entry.score).toBe(0);
  });

  it('reports only the requested modules plus agent_readiness, but still applies caps', () => {
    const noindex = GOOD_ARTICLE.replace('<head>', '<head><meta name="robots" content="noindex">');
    const result = analyzeArtifacts(artifactsFor(noindex), { modules: ['schema'] });
    expect(Object.keys(result.modules)).toEqual(['schema', 'agent_readiness']);
    expect(Object.keys(result.weights ?? {})).toEqual(['schema', 'agent_readiness']);
    expect(result.caps?.map((c) => c.check)).toEqual(['gate.noindex']);
    expect(result.geo_score).toBeLessThanOrEqual(MODULE_WEIGHTS.schema > 0 ? 39 : 100);
    expect(result.action_plan[0]?.priority).toBe('critical');
  });

  it('computes platforms from modules it does not report when only platforms is requested', () => {
    const result = analyzeArtifacts(artifactsFor(GOOD_ARTICLE), { modules: ['platforms'] });
    expect(Object.keys(result.modules)).toEqual(['platforms', 'agent_readiness']);
    const full = analyzeArtifacts(artifactsFor(GOOD_ARTICLE));
    expect(result.modules.platforms).toEqual({ ...full.modules.platforms, weight: MODULE_WEIGHTS.platforms });
  });

  it('reports progress per module, ending at 1', () => {
    const events: Array<{ stage: string; progress: number }> = [];
    analyzeArtifacts(artifactsFor(GOOD_ARTICLE), { onProgress: (e) => events.push(e) });
    expect(events.at(-1)).toEqual({ stage: 'analyze:platforms', progress: 1 });
    const progress = events.map((e) => e.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('caps a page that answered 404 at 0 and says so', () => {
    const artifacts = artifactsFor('<html><body><h1>Not found</h1></body></html>');
    artifacts.page.status = 404;
    const result = analyzeArtifacts(artifacts);
    expect(result.geo_score).toBe(0);
    expect(result.verdict).toBe('Critical');
    expect(result.caps?.[0]).toMatchObject({ check: 'gate.page_not_fetched', max: 0 });
  });

  it('lists a problem two modules report once: robots.txt blocking OAI-SearchBot (crawlers and platforms)', () => {
    const robots = (body: string) => ({
      url: 'https://example.com/robots.txt',
      finalUrl: 'https://example.com/robots.txt',
      status: 200,
      headers: { 'content-type': 'text/plain' },
      body,
      truncated: false,
      redirects: [],
    });
    const blocked = analyzeArtifacts(
      artifactsFor(GOOD_ARTICLE, { robotsTxt: robots('User-agent: OAI-SearchBot\nDisallow: /\n') }),
    );
    const checks = blocked.action_plan.map((item) => item.check);
    const forBot = checks.filter((check) => /oai[-_]searchbot/.test(check));
    expect(forBot).toHaveLength(1);
    const item = blocked.action_plan.find((i) => i.check === forBot[0])!;
    // The other module's check is named, and its points are part of what the one fix recovers.
    const other = forBot[0]!.startsWith('crawlers.')
      ? 'platforms.chatgpt.oai_searchbot'
      : 'crawlers.robots.oai-searchbot';
    // The cap on ChatGPT's platform (decision 0043) is the same robots.txt line.
    expect(item.also).toEqual(expect.arrayContaining([other, 'gate.platform_blocked']));
    // …by its title in the fix the editor reads.
    const otherTitle = [...Object.values(blocked.modules)]
      .flatMap((entry) => (entry as { findings?: { check: string; title: string }[] }).findings ?? [])
      .find((finding) => finding.check === other)!.title;
    expect(item.fix).toContain(otherTitle.replace(/[.!]+$/, ''));
    const allowed = analyzeArtifacts(artifactsFor(GOOD_ARTICLE));
    const lost = allowed.geo_score - blocked.geo_score;
    expect(item.impact).toBeGreaterThanOrEqual(lost - 1);
  });

  it('lists a noindex once although crawlers, both platforms and the cap all report it', () => {
    const html = GOOD_ARTICLE.replace('<head>', '<head><meta name="robots" content="noindex">');
    const result = analyzeArtifacts(artifactsFor(html));
    const noindex = result.action_plan.filter((item) => /indexable|gate\.noindex/.test(item.check));
    expect(noindex).toHaveLength(1);
    expect(noindex[0]!.priority).toBe('critical');
    expect(noindex[0]!.also).toEqual(
      expect.arrayContaining(['platforms.chatgpt.indexable', 'platforms.google_ai_overviews.indexable']),
    );
  });

  it('lists a module’s fixes once: the platforms’ share of that module’s score is in their impact', () => {
    const thin =
      '<!doctype html><html lang="en"><head><title>Anvils</title></head><body><p>Anvils are heavy.</p></body></html>';
    const result = analyzeArtifacts(artifactsFor(thin));
    const checks = result.action_plan.map((i) => i.check);
    const total = Object.values(result.weights ?? {}).reduce((sum, w) => sum + w, 0);
    const platformFindings: Finding[] = result.modules.platforms?.findings ?? [];
    for (const module of ['citability', 'eeat', 'schema', 'brand'] as const) {
      const own = result.action_plan.filter((i) => i.module === module);
      const findings: Finding[] = result.modules[module]?.findings ?? [];
      const platformPoints = platformFindings
        .filter((f) => /^platforms\.[^.]+\.([^.]+)$/.exec(f.check)?.[1] === module)
        .reduce((sum, f) => sum + ((f.impact ?? 0) * (result.weights?.platforms ?? 0)) / total, 0);
      const ownPoints = findings
        .filter((f) => f.status === 'fail' || f.status === 'warn')
        .reduce((sum, f) => sum + ((f.impact ?? 0) * (result.weights?.[module] ?? 0)) / total, 0);
      if (own.length === 0) continue;
      expect(
        checks.filter((c) => c.startsWith('platforms.') && c.endsWith(`.${module}`)),
        module,
      ).toEqual([]);
      const listed = own.reduce((sum, i) => sum + i.impact, 0);
      expect(listed, module).toBeCloseTo(ownPoints + platformPoints, 0);
    }
    // The page fails citability, so at least that module's platform points moved into its items.
    expect(result.action_plan.some((i) => i.module === 'citability')).toBe(true);
    expect(platformFindings.some((f) => f.check.endsWith('.citability') && (f.impact ?? 0) > 0)).toBe(true);
  });

  it('shares what it derives from the page between modules, and lets go of it when it returns', () => {
    // Kept past the analysis, the content model would keep the whole parsed page alive in a busy worker (decision
    // 0026): a call after the analysis must build a new one.
    let document: Document | undefined;
    const seen: ContentModel[] = [];
    const watching = (name: 'brand' | 'eeat') => (context: Parameters<(typeof ANALYZERS)['brand']>[0]) => {
      document = context.document;
      seen.push(contentModel(context.document));
      return ANALYZERS[name](context);
    };
    const result = analyzeArtifacts(artifactsFor(GOOD_ARTICLE), {
      analyzers: { brand: watching('brand'), eeat: watching('eeat') },
    });
    expect(result.modules.brand?.error).toBeUndefined();
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(contentModel(document!)).not.toBe(seen[0]);
  });
});
