import { EeatModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeEeat } from '../../src/analyze/eeat.ts';
import { HTTPS_HEADERS } from '../structured-data/fixtures.ts';
import { contextFor, finding, jsonLd, page } from '../structured-data/helpers.ts';

/**
 * Finance publishers show "Edited by" beside "Written by" and "Reviewed by". A named editor is an editorial step:
 * it counts toward the editorial policy check (half, as no policy is linked), and never as the expert review a
 * finance page is asked for.
 */

const IRA = `<p>${'A Roth IRA lets your savings grow tax-free; contributions are after-tax, and the IRS sets the contribution limit each year. A traditional IRA may be deductible, and withdrawals in retirement are taxed as income. '.repeat(4)}</p>`;
const ARTICLE = {
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: 'Roth IRA vs. traditional IRA',
  datePublished: '2026-11-01',
  author: { '@type': 'Person', name: 'Sam Taube' },
};

function eeat(people: string, schema: object = ARTICLE) {
  const html = page(
    `<title>Roth vs traditional IRA</title><meta property="og:type" content="article">${jsonLd(schema)}`,
    `<main><article><h1>Roth IRA vs. traditional IRA</h1>${people}${IRA}</article></main>`,
  );
  const result = EeatModule.parse(
    analyzeEeat(
      contextFor(html, {
        url: 'https://money.example/article/retirement/roth-vs-traditional-ira',
        headers: HTTPS_HEADERS,
      }),
    ),
  );
  expect(result.ymyl).toMatchObject({ detected: true, topic: 'finance' });
  const check = (id: string) => finding(result, `eeat.${id}`);
  const said = (id: string) =>
    check(id)
      .evidence.map((e) => `${e.what} ${e.value ?? ''}`)
      .join(' | ');
  return { editorial: check('editorial_policy'), review: check('expert_review'), said };
}

describe('"Edited by" on a finance page', () => {
  it('counts a named editor toward the editorial policy, and says no policy is linked', () => {
    const { editorial, said } = eeat(
      '<div class="byline">Written by Sam Taube</div><div>Edited by Kurt Woock</div>',
    );
    expect(editorial.status).not.toBe('fail');
    expect(editorial.title).toBe('An editor is named, but no editorial policy is linked');
    expect(said('editorial_policy')).toContain('Edited by Kurt Woock');
  });

  it('reads Reuters’ "Editing by" sign-off and schema editor too', () => {
    expect(eeat('<p>Reporting by Sam Taube; Editing by Mark Potter</p>').said('editorial_policy')).toContain(
      'Editing by Mark Potter',
    );
    const withEditor = { ...ARTICLE, editor: { '@type': 'Person', name: 'Kurt Woock' } };
    expect(eeat('', withEditor).said('editorial_policy')).toContain(
      'editor in schema (Article.editor) Kurt Woock',
    );
  });

  it('reads an editor whose name starts with an accented capital', () => {
    expect(eeat('<div>Edited by Ángela Ruiz</div>').said('editorial_policy')).toContain(
      'Edited by Ángela Ruiz',
    );
  });

  it('does not take an editor for the expert review, and says why', () => {
    const { review, said } = eeat('<div>Written by Sam Taube</div><div>Edited by Kurt Woock</div>');
    expect(review.status).toBe('fail');
    expect(said('expert_review')).toContain(
      'editing counts toward the editorial policy, not as an expert review',
    );
  });

  it('still passes the expert review on "Reviewed by", beside the editor', () => {
    const { review } = eeat(
      '<div>Written by Sam Taube</div><div>Edited by Kurt Woock</div><div>Reviewed by Ryan Smith, CFP</div>',
    );
    expect(review.status).toBe('pass');
  });

  it('takes no editor from prose about someone else’s book', () => {
    const { editorial } = eeat('<p>The anthology was edited by Jane Ortiz in 2019.</p>');
    expect(editorial.status).toBe('fail');
    expect(editorial.title).toBe('No editorial policy linked');
  });
});
