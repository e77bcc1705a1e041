import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contentModel } from '../../src/content/extract.ts';
import { parsePage } from '../../src/parse/page.ts';
import { contextOf, findingOf, html, prose } from './context.ts';

/** An ASP.NET Web Forms page: the whole body inside one form, as the framework writes it. */
const webForms = (body: string) =>
  html(
    `<form method="post" action="./guide.aspx" id="form1"><input type="hidden" name="__VIEWSTATE" value="dDwtMTA4MzE0MjEwNTs7Pg=="><header><a href="/">Home</a></header>${body}<footer>© City of Example</footer></form>`,
  );

describe('a page inside one <form> (ASP.NET Web Forms)', () => {
  const article = `<main><h1>How to apply for a parking permit</h1><p>${prose(180)}</p><h2>What it costs</h2><p>${prose(120)}</p></main>`;

  it('keeps its main content', () => {
    const model = contentModel(parsePage(webForms(article)));
    expect(model.main.words).toBeGreaterThan(250);
    expect(findingOf(analyzeCitability(contextOf(webForms(article))), 'citability.thin_content').status).toBe(
      'pass',
    );
  });

  it('keeps the content of an older Web Forms page that marks no main, article or h1', () => {
    const old = html(
      `<form method="post" action="./permits.aspx" id="aspnetForm"><div class="aspNetHidden"><input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTY1NDU2MTA1MmRk"></div><div id="header"><a href="/">City of Example</a></div><div id="content"><h2>Parking permits</h2><p>${prose(180)}</p><p>${prose(90)}</p></div><div id="footer">© City of Example</div></form>`,
    );
    expect(contentModel(parsePage(old)).main.words).toBeGreaterThan(250);
  });

  it('still leaves a search box or sign-up form out of the content', () => {
    const page = html(
      `<main><h1>Parking permits</h1><p>${prose(60)}</p><form action="/search"><label for="q">Search the site for parking permits and other services</label><input id="q" name="q"></form></main>`,
    );
    const text = contentModel(parsePage(page))
      .blocks.map((b) => b.text)
      .join(' ');
    expect(text).not.toMatch(/Search the site/);
  });
});
