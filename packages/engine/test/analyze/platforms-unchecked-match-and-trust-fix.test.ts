import { type Finding, PlatformsModule, type SchemaModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzePlatforms } from '../../src/analyze/platforms.ts';
import { contextWith, modules } from '../score/modules.ts';

/**
 * review2: "Structured data parses and matches the visible content: Passed" beside schema.consistency's "Nothing
 * in the structured data to compare", and a trust fix naming "author, dates, about/contact, sources" on a page that
 * has them.
 */

function platformsOf(previous = modules()) {
  return PlatformsModule.parse(analyzePlatforms(contextWith(previous)));
}

const schemaFinding = (check: string, status: Finding['status'], title: string): Finding => ({
  check,
  title,
  status,
  severity: 'medium',
  evidence: [],
  fix: null,
});

describe('platforms: AI Overviews and markup nothing was compared with', () => {
  it('does not say the markup matches the page when schema.consistency compared nothing', () => {
    const schema: SchemaModule = {
      score: 99,
      types_found: ['Restaurant'],
      findings: [
        schemaFinding('schema.markup_valid', 'pass', 'Structured data parses cleanly'),
        schemaFinding(
          'schema.consistency',
          'not_applicable',
          'Nothing in the structured data to compare with the visible page',
        ),
      ],
    };
    const result = platformsOf(modules({ schema }));
    const f = (result.findings as Finding[]).find((x) => x.check === 'platforms.google_ai_overviews.schema')!;
    expect(f.title).not.toContain('matches');
    expect(f.title).toContain('nothing in it could be compared');
    expect(f.evidence.map((e) => e.what)).toContain(
      'schema.consistency: Nothing in the structured data to compare with the visible page',
    );
    expect(result.google_ai_overviews!.strengths).not.toContain(
      'Structured data matches the visible content',
    );
  });

  it('still says so when it was compared and agrees', () => {
    const schema: SchemaModule = {
      score: 99,
      types_found: ['Article'],
      findings: [
        schemaFinding('schema.markup_valid', 'pass', 'Structured data parses cleanly'),
        schemaFinding('schema.consistency', 'pass', 'Structured data agrees with the visible page'),
      ],
    };
    const f = (platformsOf(modules({ schema })).findings as Finding[]).find(
      (x) => x.check === 'platforms.google_ai_overviews.schema',
    )!;
    expect(f.title).toBe('Google AI Overviews: Structured data parses and matches the visible content');
  });
});

describe('platforms: the trust signals fix', () => {
  const eeatFinding = (check: string, status: Finding['status'], title: string, impact: number): Finding => ({
    check,
    title,
    status,
    severity: 'medium',
    evidence: [],
    fix: null,
    impact,
  });

  it('names the eeat findings that fail, largest gain first, and none that pass', () => {
    const eeat = {
      score: 67,
      signals: [],
      findings: [
        eeatFinding('eeat.byline', 'pass', 'Byline names the author', 0),
        eeatFinding('eeat.date_published', 'pass', 'Publication date (visible and in markup)', 0),
        eeatFinding('eeat.about_page', 'pass', 'About page linked', 0),
        eeatFinding('eeat.outbound_citations', 'fail', 'No outside sources cited', 1.5),
        eeatFinding('eeat.https', 'fail', 'Page is not served over HTTPS', 2.2),
      ],
    };
    const result = platformsOf(modules({ eeat }));
    const f = (result.findings as Finding[]).find((x) => x.check === 'platforms.chatgpt.eeat')!;
    expect(f.fix).toBe(
      'Fix the trust signals the eeat findings flag, largest gain first: Page is not served over HTTPS; No outside sources cited.',
    );
    expect(result.google_ai_overviews!.recommendations.join(' ')).not.toMatch(
      /author, dates, about\/contact/,
    );
  });
});
