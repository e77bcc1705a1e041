import { describe, expect, it } from 'vitest';
import { CAP_LIMITS } from '../../src/score/index.ts';
import { auditRealistic, planRank } from './realistic-page.ts';

/**
 * gate.keyword_stuffing (decision 0044): heavy keyword stuffing caps on its own, without hidden text, and a stuffed
 * doorway page says it is one. Pages of one local-service review set (an emergency plumber around Austin): a doorway
 * page with "Round Rock" swapped in and 24 "Emergency Plumber <city>" links in its footer, the same copy stuffed with
 * hidden keyword blocks (the spam cap's), a plumber's honest service page and a short one.
 */

const capsOf = (name: string, edit?: Parameters<typeof auditRealistic>[1]) =>
  auditRealistic(name, edit).caps?.map((c) => c.check);

describe('a doorway page (247plumbersnearme.com/tx/round-rock-emergency-plumber/)', () => {
  const doorway = auditRealistic('plumber-doorway-round-rock');

  it('is capped at 59 and reads "Poor", where it read "Fair"', () => {
    expect(doorway.caps?.map((c) => c.check)).toEqual(['gate.keyword_stuffing']);
    expect(CAP_LIMITS.keyword_stuffing).toBe(59);
    expect(doorway.geo_score).toBeLessThanOrEqual(59);
    expect(doorway.verdict).toBe('Poor');
  });

  it('says first that it is a doorway page, with the stuffed place and the same-pattern links', () => {
    const first = doorway.action_plan[0]!;
    expect(first).toMatchObject({ check: 'gate.keyword_stuffing', priority: 'critical' });
    expect(first.title).toMatch(
      /^This is a doorway page: "round rock", which its title targets, comes 23 times/,
    );
    expect(first.title).toMatch(/links 24 pages of the same pattern \("Emergency Plumber Austin"/);
    expect(first.fix).toMatch(/one service page that lists the areas you serve/);
    // citability's stuffing finding is the same problem: one item, not two.
    expect(planRank(doorway, 'citability.keyword_stuffing')).toBe(0);
    const evidence = doorway.caps![0]!.evidence as { what: string; where?: string }[];
    expect(evidence.map((e) => e.what)).toEqual([
      expect.stringMatching(/^most repeated phrase "round rock": 23 times in 199 words/),
      expect.stringMatching(/^24 links to pages of the same pattern, "Emergency Plumber …"/),
    ]);
    expect(evidence[1]?.where).toBe('footer');
  });

  it('without its area links, is capped for the stuffing alone, and not called a doorway', () => {
    const stuffed = auditRealistic('plumber-doorway-round-rock', (artifacts) => {
      artifacts.page.body = artifacts.page.body.replace(/<h3>Areas We Serve<\/h3><ul>.*?<\/ul>/s, '');
    });
    expect(stuffed.caps?.map((c) => c.check)).toEqual(['gate.keyword_stuffing']);
    expect(stuffed.action_plan[0]!.title).toMatch(/^The page repeats "round rock" 23 times in \d+ words/);
    expect(stuffed.action_plan[0]!.title).not.toMatch(/doorway/);
  });

  it('ranks below both honest plumber pages, which stay uncapped', () => {
    const honest = auditRealistic('plumber-service-page');
    const short = auditRealistic('plumber-short-service-page');
    expect(honest.caps).toEqual([]);
    expect(short.caps).toEqual([]);
    expect(doorway.geo_score).toBeLessThan(short.geo_score);
    expect(doorway.geo_score).toBeLessThan(honest.geo_score);
  });
});

describe('the stuffing cap beside the spam cap', () => {
  it('leaves stuffing with hidden keyword blocks to the spam cap (39), which says it all', () => {
    expect(capsOf('plumber-stuffed-hidden-keywords')).toEqual(['gate.spam']);
  });

  it('does not cap a page whose title does not target the repeated phrase (a template repeating a sentence)', () => {
    const caps = capsOf('plumber-doorway-round-rock', (artifacts) => {
      artifacts.page.body = artifacts.page.body
        .replace(/<title>.*?<\/title>/s, '<title>Emergency plumbing | 24/7 Plumbers Near Me</title>')
        .replace(/<h1>.*?<\/h1>/s, '<h1>Emergency plumbing</h1>')
        .replace(/<meta name="description"[^>]*>/, '')
        .replace(/<meta property="og:title"[^>]*>/, '');
    });
    expect(caps).toEqual([]);
  });
});
