import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/html/render-html.ts';
import { toViewModel } from '../../src/model/to-view-model.ts';
import { previousResult, richResult } from '../fixtures/results.ts';
import { occurrences, spokenText } from '../spoken.ts';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function headings(doc: Document): Array<[number, string]> {
  return [...doc.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => [
    Number(h.tagName[1]),
    h.textContent?.trim() ?? '',
  ]);
}

describe('renderHtml', () => {
  const html = renderHtml(richResult(), { previous: previousResult() });
  const doc = parse(html);

  it('is a complete, self-contained document that needs no JavaScript or network', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('GEO audit report');
    expect(doc.querySelectorAll('script, link[rel=stylesheet], img, iframe')).toHaveLength(0);
    expect(doc.querySelector('style')?.textContent).toContain('prefers-color-scheme:dark');
    expect(doc.querySelector('meta[name=color-scheme]')?.getAttribute('content')).toBe('light dark');
  });

  it('has a heading outline without skipped levels', () => {
    const outline = headings(doc);
    expect(outline[0]).toEqual([1, 'GEO audit report']);
    expect(outline.filter(([level]) => level === 1)).toHaveLength(1);
    expect(outline.filter(([level]) => level === 2).map(([, text]) => text)).toEqual([
      'GEO readiness',
      'Action plan',
      'Modules',
    ]);
    for (let index = 1; index < outline.length; index++) {
      const [level] = outline[index] as [number, string];
      const [previous] = outline[index - 1] as [number, string];
      expect(level - previous, `heading ${index}`).toBeLessThanOrEqual(1);
    }
  });

  it('shows the same model as every other surface: score, change, plan and modules in order', () => {
    const model = toViewModel(richResult(), { previous: previousResult() });
    expect(doc.querySelector('.geo-report-score')?.textContent).toContain(
      `${model.scoreText} · ${model.verdict}`,
    );
    expect(doc.body.textContent).toContain('Up 14 points since the previous audit (was 58)');
    const moduleTitles = [...doc.querySelectorAll('details > summary h3')].map((h) => h.textContent);
    expect(moduleTitles).toEqual(model.modules.map((module) => module.title));
    const actionTitles = [...doc.querySelectorAll('ol > li > p:first-child')].map((p) =>
      p.childNodes[0]?.textContent?.trim(),
    );
    expect(actionTitles).toEqual(
      model.actionGroups.flatMap((group) => group.items.map((item) => item.title)),
    );
  });

  it('says "GEO readiness", the score and the verdict once each to a screen reader, in English and German', () => {
    const result = { ...richResult(), geo_score: 49, verdict: 'Poor' };
    for (const [locale, label, verdict] of [
      ['en', 'GEO readiness', 'Poor'],
      ['de', 'GEO-Bereitschaft', 'Schwach'],
    ] as const) {
      const card = parse(renderHtml(result, { locale })).querySelector('.geo-report-score') as Element;
      const spoken = spokenText(card);
      expect(occurrences(spoken, label), spoken).toBe(1);
      expect(occurrences(spoken, '49'), spoken).toBe(1);
      expect(occurrences(spoken, verdict), spoken).toBe(1);
      expect(card.querySelector('h2')?.textContent).toBe(label);
    }
  });

  it('puts each module in a closed disclosure holding its findings, evidence and fix', () => {
    const citability = doc.querySelector('details');
    expect(citability?.hasAttribute('open')).toBe(false);
    expect(citability?.querySelector('summary')?.textContent).toContain('64 of 100 · Fair');
    expect(citability?.textContent).toContain('Where: h2 "What is GEO?"');
    expect(citability?.textContent).toContain('Start the section with a one-sentence answer.');
    const labels = [...doc.querySelectorAll('summary')].map((summary) => summary.textContent ?? '');
    expect(labels.some((text) => text.includes('Beta'))).toBe(true);
    expect(labels.some((text) => text.includes('Not applicable'))).toBe(true);
  });

  it('escapes text from the result and links only http(s) URLs', () => {
    const hostile = renderHtml({
      url: 'javascript:alert(1)',
      geo_score: 50,
      action_plan: [
        { title: '<img src=x onerror=alert(1)>', priority: 'high', fix: '</style><script>x</script>' },
      ],
    });
    const hostileDoc = parse(hostile);
    expect(hostileDoc.querySelectorAll('script, img, a')).toHaveLength(0);
    expect(hostileDoc.body.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(hostileDoc.body.textContent).toContain('javascript:alert(1)');
    const safe = parse(renderHtml({ url: 'https://example.com/a?b=1&c=2' }));
    expect(safe.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a?b=1&c=2');
  });

  it('renders in German with a custom title and a forced theme', () => {
    const german = parse(renderHtml(richResult(), { locale: 'de', title: 'Bericht', theme: 'dark' }));
    expect(german.documentElement.lang).toBe('de');
    expect(german.title).toBe('Bericht');
    expect(german.body.dataset.theme).toBe('dark');
    expect(headings(german).map(([, text]) => text)).toContain('Maßnahmenplan');
  });

  it('says what is missing for an empty result instead of failing', () => {
    const empty = parse(renderHtml({}));
    expect(empty.body.textContent).toContain('No score');
    expect(empty.body.textContent).toContain('Nothing to fix: there are no recommended actions.');
    expect(empty.body.textContent).toContain('This audit has no module results.');
  });
});
