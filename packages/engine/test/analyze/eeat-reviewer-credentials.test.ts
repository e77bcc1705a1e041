import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * A page written by an editorial team and reviewed by a named expert has the expert's credentials: the review
 * satisfies author_credentials. A reviewer who states no qualification, or no review, leaves it failing: on a health
 * page a company's editorial team is asked who stands behind the advice (only a public body or a newsroom authoring
 * the page is asked for no person's qualifications: eeat-organization-author-ymyl.test.ts).
 */

const PROSE = `<p>${'Atrial fibrillation is an irregular heart rhythm; treatment with medication or ablation lowers the risk of stroke, and a physician adjusts the dosage. '.repeat(8)}</p>`;
const TEAM = { '@type': 'Organization', name: 'Northfield Health Editorial Team' };

function credentials(schema: object, visible: string) {
  const node = {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    headline: 'AFib',
    author: TEAM,
    datePublished: '2023-02-01',
    ...schema,
  };
  const html = page(
    `<title>AFib</title>${jsonLd(node)}`,
    `<main><article><h1>AFib</h1><p>${visible}</p>${PROSE}</article></main>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(contextFor(html, { url: 'https://health.example/conditions/afib/', headers: HTTPS_HEADERS })),
  );
  const f = finding(result, 'eeat.author_credentials');
  return { status: f.status, said: f.evidence.map((e) => `${e.what} ${String(e.value ?? '')}`).join(' | ') };
}

describe('the expert reviewer vouches for the page', () => {
  it('counts a reviewedBy Person with a jobTitle', () => {
    const { status, said } = credentials(
      { reviewedBy: { '@type': 'Person', name: 'Rachel Kim', jobTitle: 'Cardiac electrophysiologist' } },
      // A health page's reviewer counts where the page shows it (eeat-author-named-only-in-markup.test.ts).
      'Reviewed by Rachel Kim',
    );
    expect(status).toBe('pass');
    expect(said).toContain(
      'the expert reviewer "Rachel Kim" states jobTitle (reviewedBy) Cardiac electrophysiologist',
    );
  });

  it("counts a degree in the reviewer's name, in schema or in the visible review line", () => {
    expect(
      credentials({ reviewedBy: { '@type': 'Person', name: 'Rachel Kim, MD' } }, 'Reviewed by Rachel Kim')
        .status,
    ).toBe('pass');
    const visible = credentials(
      {},
      'Medically reviewed by <a href="/doctors/rachel-kim/">Rachel Kim, MD</a> · Last reviewed August 12, 2026',
    );
    expect(visible.status).toBe('pass');
    expect(visible.said).toContain('the expert reviewer\'s credential "MD" in "Medically reviewed …"');
  });

  it.each([
    ['no review', {}, ''],
    [
      'a reviewer who states no qualification',
      { reviewedBy: { '@type': 'Person', name: 'Tom Lee' } },
      'Reviewed by Tom Lee',
    ],
    [
      'a credential far from the review line',
      {},
      `Reviewed by Tom Lee. ${'Our team checks every page. '.repeat(5)}Dr. Kim, MD, wrote the guidelines.`,
    ],
  ])('still fails the editorial-team author with %s', (_, schema, visible) => {
    expect(credentials(schema, visible).status).toBe('fail');
  });

  it("lists the author's own credentials, not the reviewer's, when the author states them", () => {
    const { status, said } = credentials(
      {
        author: { '@type': 'Person', name: 'Ann Lee', jobTitle: 'Cardiologist' },
        reviewedBy: { '@type': 'Person', name: 'Rachel Kim', jobTitle: 'Cardiac electrophysiologist' },
      },
      'By Ann Lee. Reviewed by Rachel Kim',
    );
    expect(status).toBe('pass');
    expect(said).toContain('Person "Ann Lee" states jobTitle');
    expect(said).not.toContain('expert reviewer');
  });
});
