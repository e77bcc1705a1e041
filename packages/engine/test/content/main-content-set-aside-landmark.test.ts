import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contextOf, findingOf, html, prose } from './context.ts';

/**
 * A page whose <main> is hidden, or sits inside a sidebar, has a <main>: the finding says what it is rather than "no
 * <main>/<article> landmark" (decision 0094, after 0093's short <main>).
 */

function mainContentOf(body: string) {
  return findingOf(analyzeCitability(contextOf(html(body))), 'citability.main_content');
}

const TEXT = `<div id="content"><p>${prose(200)}</p><p>${prose(200)}</p></div>`;
const LINE = `<p>${prose(40)}</p>`;

describe('citability.main_content: a <main> passed over for being hidden or in page furniture', () => {
  it('says the <main> is hidden, and how', () => {
    const finding = mainContentOf(`<main id="app" style="display:none">${LINE}</main>${TEXT}`);
    expect(finding.status).toBe('warn');
    expect(finding.title).toBe("The page's <main> is hidden");
    expect(finding.evidence[0]?.what).toBe(
      '<main> (main#app) is hidden (display:none), so its text is not read as content; main content guessed from the densest block',
    );
    expect(finding.evidence[0]?.where).toBe('div#content');
    expect(finding.fix).toMatch(/^Serve the page's <main> visible in the HTML/);
    expect(JSON.stringify(finding)).not.toMatch(/no <main>/);
  });

  it('names the hidden element around it', () => {
    const finding = mainContentOf(`<div id="shell" hidden><main>${LINE}</main></div>${TEXT}`);
    expect(finding.evidence[0]?.what).toMatch(
      /^<main> is inside a hidden element \(div#shell, hidden attribute\), so its text is not read as content;/,
    );
  });

  it('says the <main> sits inside a sidebar, and asks to move it out', () => {
    const finding = mainContentOf(`<aside class="widgets"><main>${LINE}</main></aside>${TEXT}`);
    expect(finding.status).toBe('warn');
    expect(finding.title).toBe("The page's <main> sits inside a sidebar");
    expect(finding.evidence[0]?.what).toBe(
      '<main> sits inside a sidebar (aside.widgets), page furniture whose text is not read as content; main content guessed from the densest block',
    );
    expect(finding.fix).toMatch(
      /^Move the page's <main> out of a sidebar \(aside\.widgets\), put the page's main text/,
    );
  });

  it('names a role="main" element in page furniture by its tag', () => {
    const finding = mainContentOf(
      `<div role="complementary" class="rail"><div role="main" id="m">${LINE}</div></div>${TEXT}`,
    );
    expect(finding.title).toMatch(/^The page's <div role="main"> sits inside /);
    expect(finding.evidence[0]?.what).toMatch(
      /^<div role="main"> \(div#m\) sits inside .*\(div\.rail\), .*whose text is not read as content;/,
    );
  });

  it('reads a <main> whose wrapper has a furniture word in its class (a layout with a sidebar beside the content)', () => {
    const model = (wrapper: string) =>
      analyzeCitability(
        contextOf(
          html(
            `<div class="${wrapper}"><aside class="sidebar"><a href="/a">Anvils</a> <a href="/b">Tongs</a></aside><main id="content"><h1>Anvils</h1><p>${prose(200)}</p><p>${prose(200)}</p></main></div><footer>© Anvil Co</footer>`,
          ),
        ),
      );
    for (const wrapper of ['sidebar-layout', 'menu-open page', 'share-wrapper']) {
      const finding = findingOf(model(wrapper), 'citability.main_content');
      expect(finding.status, wrapper).toBe('pass');
      expect(JSON.stringify(finding), wrapper).not.toMatch(/sits inside|no <main>/);
    }
    // Without a <main> inside, the same wrapper is still furniture: a share bar is not content.
    const shareBar = mainContentOf(`<div class="share-wrapper"><p>${prose(400)}</p></div>${TEXT}`);
    expect(shareBar.evidence[0]?.where).toBe('div#content');
  });

  it('names a visible <main> holding a line before a hidden one', () => {
    const finding = mainContentOf(
      `<main id="shell"><p>Loading…</p></main><main id="app" hidden>${LINE}</main>${TEXT}`,
    );
    expect(finding.title).toBe("Main content is not inside the page's <main>");
    expect(finding.evidence[0]?.what).toMatch(/^<main> \(main#shell\) holds only 1 word/);
  });

  it('says where the <article>s of a page without <main> stand, keeping the title and fix for no landmark', () => {
    // The shop page of the report: delivery promotions as <article>s inside the site's <footer>.
    const finding = mainContentOf(
      `${TEXT}<footer id="masthead"><article class="hidden-xs">${LINE}</article></footer>`,
    );
    expect(finding.title).toBe('Main content is not marked up with <main> or <article>');
    expect(finding.evidence[0]?.what).toBe(
      "no <main> landmark, and the page's <article> (article.hidden-xs) sits inside the footer (footer#masthead), page furniture whose text is not read as content; main content guessed from the densest block",
    );
    expect(finding.fix).toMatch(/^Wrap the page's main text in <main>/);
  });

  it('names a hidden <main> before an <article> in a sidebar', () => {
    const finding = mainContentOf(
      `<aside><article>${LINE}</article></aside><main style="display: none">${LINE}</main>${TEXT}`,
    );
    expect(finding.title).toBe("The page's <main> is hidden");
  });
});
