import { describe, expect, it } from 'vitest';
import { citabilityOf, findingOf, html, prose } from './context.ts';

/**
 * A blockquote whose text is in quotation marks is one quotation, not one for its marks and one for its element: "2
 * attributed quotations" for one quote of Dr. Helen Marsh misreported the page (decision 0113).
 */

const URL = 'https://greenfield.example/heat-pumps/';

function page(quotes: string): string {
  return html(
    `<main><article><h1>How heat pumps cut bills</h1><p>${prose(90)}</p><h2>How much can a household save?</h2><p>A household switching from oil heating saves on its yearly heating costs. ${prose(80)}</p>${quotes}</article></main>`,
  );
}

const quotations = (body: string) =>
  findingOf(citabilityOf(page(body), URL), 'citability.quotations').evidence[0]!.what;

describe('citability: a quotation is counted once', () => {
  it('counts a blockquote in quotation marks with a footer once', () => {
    expect(
      quotations(
        '<blockquote><p>"The biggest single factor was insulation. A leaky house erased half of the savings."</p><footer>— Dr. Helen Marsh, lead author of the study</footer></blockquote>',
      ),
    ).toBe('1 attributed and 0 unattributed quotations');
  });

  it('takes the speaker a blockquote’s own text names, once', () => {
    expect(
      quotations(
        '<blockquote><p>"The biggest single factor was insulation, by a long way," said Dr. Helen Marsh.</p></blockquote>',
      ),
    ).toBe('1 attributed and 0 unattributed quotations');
  });

  it('still counts a quotation in the running text beside a blockquote', () => {
    expect(
      quotations(
        '<p>"Most homes need no new radiators at all," said installer Tom Reyes.</p><blockquote><p>"A leaky house erased half of the savings in our study."</p><footer>— Dr. Helen Marsh</footer></blockquote><blockquote><p>Insulate first, then size the pump for the coldest week.</p></blockquote>',
      ),
    ).toBe('2 attributed and 1 unattributed quotations');
  });
});
