import { describe, expect, it } from 'vitest';
import { citabilityOf, findingOf, html, prose } from './context.ts';

/**
 * The usual news and blog forms of attribution: "…," he said; a quotation that goes on after its speaker in the same
 * paragraph; a blockquote whose text ends "— Name"; "Name put it well years ago: "…"". An unattributed quotation in
 * its own paragraph still counts as unattributed.
 */

const quotations = (body: string, url: string) =>
  findingOf(citabilityOf(html(body), url), 'citability.quotations').evidence[0]!.what;

describe('attribution forms', () => {
  it('counts a city-hall story\'s "he said" and continued quotations as attributed', () => {
    const body = `<main><article><h1>Council approves East Portland bus levy</h1>
<p class="c-paragraph">The City Council voted 6-3 on Wednesday to put a transit levy on the May ballot. ${prose(120)}</p>
<p class="c-paragraph">"People in East Portland have waited long enough for a bus that comes every 15 minutes," said Councilor Dana Whitfield, who sponsored the measure. "This is about whether you can get to work."</p>
<p class="c-paragraph">Councilor Mark Osei, one of the three no votes, said the timing was wrong. "We're asking homeowners for more money in the same year their assessments jumped," he said.</p>
<p class="c-paragraph">${prose(120)}</p>
</article></main>`;
    expect(quotations(body, 'https://www.portlandherald.example/news/2025/11/18/bus-levy/')).toBe(
      '3 attributed and 0 unattributed quotations',
    );
  });

  it('counts a blockquote ending "— Name" and "Name put it well years ago:" as attributed', () => {
    const body = `<main><article><h1>Prompt injection is a data problem</h1><p>${prose(150)}</p>
<blockquote>When the assistant reads a page, every sentence on that page is a potential instruction. — Simon Willison</blockquote>
<p>Kelsey Hightower put it well years ago: "Kubernetes is a platform for building platforms. It's a better place to start; not the endgame." We had been treating it as the endgame.</p>
<p>${prose(120)}</p></article></main>`;
    expect(quotations(body, 'https://blog.example.dev/posts/prompt-injection/')).toBe(
      '2 attributed and 0 unattributed quotations',
    );
  });

  it('still counts a quotation in a paragraph of its own, after an attributed one, as unattributed', () => {
    const body = `<main><article><h1>Council approves East Portland bus levy</h1><p>${prose(150)}</p>
<p>"People in East Portland have waited long enough for a bus that comes every 15 minutes," said Councilor Dana Whitfield.</p>
<p>"Nobody on this council has ridden the 20 line at rush hour this year."</p>
<blockquote><p>We tried everything – Python, Go and Rust</p></blockquote>
<p>${prose(120)}</p></article></main>`;
    expect(quotations(body, 'https://www.portlandherald.example/news/2025/11/18/bus-levy/')).toBe(
      '1 attributed and 2 unattributed quotations',
    );
  });
});
