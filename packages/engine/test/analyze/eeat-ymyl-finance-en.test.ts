import { describe, expect, it } from 'vitest';
import { detectYmyl } from '../../src/analyze/eeat/ymyl.ts';
import { parsePage } from '../../src/parse/page.ts';
import { extractStructuredData } from '../../src/structured-data/extract.ts';

/**
 * English personal-finance pages about retirement accounts, taxes and car insurance are YMYL; pages that only
 * share a short word with them (Iran, taxonomy, a "Premium" plan, test coverage, "Apr 12") are not.
 */

const NO_SCHEMA = extractStructuredData(parsePage('<p>x</p>'));
const ymylOf = (text: string) => detectYmyl(text, NO_SCHEMA, true);

describe('English finance terms', () => {
  it('reads a Roth versus traditional IRA guide as finance', () => {
    const text =
      'Choose a Roth IRA if you expect your tax rate in retirement to be the same or higher. The IRS set the 2026 IRA contribution limit at $7,500. Roth IRA contributions are after-tax; traditional IRA contributions are often deductible. Qualified withdrawals from a Roth IRA are tax-free. Required minimum distributions start at age 73.';
    const result = ymylOf(text);
    expect(result).toMatchObject({ ymyl: true, topic: 'finance' });
    expect(result.terms).toEqual(expect.arrayContaining(['roth', 'ira', 'tax', 'irs', 'deductible']));
  });

  it('reads a car-insurance guide as finance from its premiums, deductible and coverage', () => {
    const text =
      'Car insurance in Florida requires personal injury protection and property damage liability. Full coverage adds collision and comprehensive. The average premium in Miami is $4,200 a year, and every insurer prices it differently. Raising your deductible from $500 to $1,000 lowers the premium by about 15%.';
    const result = ymylOf(text);
    expect(result).toMatchObject({ ymyl: true, topic: 'finance' });
    expect(result.terms).toEqual(
      expect.arrayContaining(['full coverage', 'premium', 'insurer', 'deductible']),
    );
  });

  it('reads 403(b), HSA and capital gains as finance terms', () => {
    const text =
      'Teachers can save in a 403(b) and an HSA. Capital gains in a taxable account are taxed; gains inside the 403(b) and the HSA are not.';
    expect(ymylOf(text).terms).toEqual(expect.arrayContaining(['403(b)', 'hsa', 'capital gains', 'taxable']));
  });

  it.each([
    [
      'a news report on Iran',
      'Iran and Iraq met in Tehran. The Iranian minister said the first talks would go on; analysts in Iran expect more talks in the first week of April. Irate crowds gathered.',
    ],
    [
      'a taxonomy of software testing',
      'Our taxonomy of tests: unit tests raise test coverage, integration tests find seams, and the team invests in paying down technical debt. Code coverage is one metric in an engineer portfolio of practices.',
    ],
    [
      'a SaaS pricing page',
      'Premium plan: $20 per user per month. Prices exclude tax. The Premium plan adds SSO, audit logs and priority support. Upgrade to Premium any time; premium support answers within an hour.',
    ],
    [
      'a blog archive',
      'Posted Apr 12, 2026 · Apr 3, 2026 · Apr 1, 2026: three posts on sourdough, a roast chicken and first tomatoes of the year.',
    ],
    [
      'a radio show page',
      'Ira Glass hosts the show. This week Ira talks to a retired teacher about her garden, and Ira visits a bakery in Chicago.',
    ],
  ])('does not read %s as finance', (_, text) => {
    expect(ymylOf(text)).toMatchObject({ ymyl: false });
  });
});

describe('short English finance words on other pages', () => {
  it('does not count Spanish "ira" (anger) as a finance term', () => {
    const text =
      'La ira es una emoción normal. Cuando la ira dura semanas, la terapia ayuda; la ira crónica se asocia a la depresión y a la presión arterial alta. Controlar la ira mejora el sueño.';
    expect(detectYmyl(text, NO_SCHEMA, false).terms).not.toContain('ira');
  });
});
