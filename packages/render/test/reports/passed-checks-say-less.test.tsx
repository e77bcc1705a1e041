import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/html/render-html.ts';
import { renderMarkdown } from '../../src/markdown/render-markdown.ts';
import { toViewModel } from '../../src/model/to-view-model.ts';
import { GeoAuditProvider } from '../../src/react/context.tsx';
import { ModuleList } from '../../src/react/ModuleList.tsx';

/**
 * A report says what to do about problems. On a real page it printed "How to fix: No fix suggested." under
 * some 80 passed and not applicable checks, "Severity: Info" beside each, "Author byline: not applicable: Not
 * applicable", and "100 of 100" for an llms.txt module that was not applicable and weighs nothing.
 */

const finding = (check: string, title: string, status: string, severity: string, fix: string | null) => ({
  check,
  title,
  status,
  severity,
  evidence: [{ what: `Evidence of ${check}` }],
  fix,
});

const result = {
  geo_score: 55,
  verdict: 'Poor',
  modules: {
    eeat: {
      score: 55,
      findings: [
        finding('eeat.about', 'No About page linked', 'fail', 'high', 'Link an About page from the footer.'),
        finding('eeat.contact', 'Contact details hard to find', 'warn', 'medium', null),
        finding('eeat.https', 'Served over HTTPS', 'pass', 'info', null),
        finding('eeat.byline', 'Author byline: not applicable', 'not_applicable', 'info', null),
        finding('eeat.note', 'Reviewed by an editor', 'info', 'info', null),
      ],
    },
    llmstxt: {
      score: 100,
      applicable: false,
      weight: 0,
      findings: [
        finding(
          'llmstxt.exists',
          'The site has no llms.txt',
          'info',
          'low',
          'Publish an llms.txt if you want one.',
        ),
      ],
    },
  },
};

afterEach(cleanup);

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe('the Markdown report says only what a reader can act on', () => {
  const markdown = renderMarkdown(result);

  it('gives a fix section to problems only, and says a missing fix only where one is wanted', () => {
    expect(count(markdown, 'How to fix:')).toBe(3);
    expect(count(markdown, 'No fix suggested.')).toBe(1);
    expect(markdown).toContain(
      '- **Contact details hard to find**: Warning · Severity: Medium\n  - Evidence: Evidence of eeat.contact\n  - How to fix: No fix suggested.',
    );
    expect(markdown).toContain(
      '- **The site has no llms.txt**: Information · Severity: Low\n  - Evidence: Evidence of llmstxt.exists\n  - How to fix: Publish an llms.txt if you want one.',
    );
  });

  it('ranks problems by severity but gives passed, not applicable and info-rated checks none', () => {
    expect(markdown).toContain('- **No About page linked**: Failed · Severity: High\n');
    expect(markdown).toContain('- **Served over HTTPS**: Passed\n  - Evidence: Evidence of eeat.https\n\n');
    expect(markdown).toContain('- **Reviewed by an editor**: Information\n');
    expect(markdown).not.toContain('Severity: Info');
  });

  it('does not repeat a status the title ends with', () => {
    expect(markdown).toContain('- **Author byline**: Not applicable\n');
    expect(markdown).not.toMatch(/not applicable\*\*/i);
  });

  it('gives a module that is not scored no score out of 100, in the table or its heading', () => {
    expect(markdown).toContain('| llms.txt | No score | Not applicable | No problems |');
    expect(markdown).toContain('### llms.txt (Not applicable)');
    expect(markdown).toContain('### Experience, expertise, authority, trust (55 of 100, Poor)');
    expect(markdown).not.toContain('100 of 100');
  });

  it('says the same in German, where the English title still loses its status', () => {
    const german = renderMarkdown(result, { locale: 'de' });
    expect(count(german, 'Keine Lösung vorgeschlagen.')).toBe(1);
    expect(count(german, 'So beheben Sie es:')).toBe(3);
    expect(german).toContain('- **Author byline**: Nicht zutreffend\n');
    expect(german).toContain('- **Served over HTTPS**: Bestanden\n');
    expect(german).toContain('- **No About page linked**: Nicht bestanden · Schweregrad: Hoch\n');
    expect(german).toContain('| llms.txt | Kein Wert | Nicht zutreffend | Keine Probleme |');
    expect(german).toContain('### llms.txt (Nicht zutreffend)');
    expect(german).not.toContain('100 von 100');
  });
});

describe('the HTML report says only what a reader can act on', () => {
  function items(locale: string): Map<string, string> {
    const doc = new DOMParser().parseFromString(renderHtml(result, { locale }), 'text/html');
    return new Map(
      [...doc.querySelectorAll('details li.geo-card')].map((li) => [
        li.querySelector('p')?.textContent ?? '',
        li.textContent ?? '',
      ]),
    );
  }

  it('shows fix and severity for problems, not for passed or not applicable checks, in English and German', () => {
    for (const [locale, fixHeading, noFix, severity] of [
      ['en', 'How to fix', 'No fix suggested.', 'Severity:'],
      ['de', 'So beheben Sie es', 'Keine Lösung vorgeschlagen.', 'Schweregrad:'],
    ] as const) {
      const shown = items(locale);
      expect([...shown.keys()], locale).toEqual([
        'No About page linked',
        'Contact details hard to find',
        'Served over HTTPS',
        'Author byline',
        'Reviewed by an editor',
        'The site has no llms.txt',
      ]);
      expect(shown.get('Contact details hard to find')).toContain(noFix);
      expect(shown.get('No About page linked')).toContain(severity);
      expect(shown.get('The site has no llms.txt')).toContain(`${fixHeading}Publish an llms.txt`);
      for (const quiet of ['Served over HTTPS', 'Author byline', 'Reviewed by an editor']) {
        expect(shown.get(quiet), `${locale}: ${quiet}`).not.toContain(fixHeading);
        expect(shown.get(quiet), `${locale}: ${quiet}`).not.toContain(severity);
      }
    }
  });

  it('gives a not applicable module its status, not a score', () => {
    const doc = new DOMParser().parseFromString(renderHtml(result), 'text/html');
    const summaries = [...doc.querySelectorAll('summary')].map((summary) => summary.textContent ?? '');
    expect(summaries.find((text) => text.startsWith('llms.txt'))).toMatch(/^llms\.txtNot applicable/);
    expect(doc.body.textContent).not.toContain('100 of 100');
  });
});

describe('the React panel says only what a reader can act on', () => {
  function panel(locale: string): HTMLElement {
    const { container } = render(
      <GeoAuditProvider locale={locale}>
        <ModuleList modules={toViewModel(result, { locale }).modules} />
      </GeoAuditProvider>,
    );
    return container;
  }

  function findingItem(container: HTMLElement, title: string): string {
    const item = [...container.querySelectorAll('li')].find(
      (li) => li.firstElementChild?.textContent === title,
    );
    if (!item) throw new Error(`no finding titled ${title}`);
    return item.textContent ?? '';
  }

  it('shows fix and severity for problems, not for passed or not applicable checks, in English and German', () => {
    for (const [locale, fixHeading, noFix, severity] of [
      ['en', 'How to fix', 'No fix suggested.', 'Severity:'],
      ['de', 'So beheben Sie es', 'Keine Lösung vorgeschlagen.', 'Schweregrad:'],
    ] as const) {
      const container = panel(locale);
      expect(count(container.textContent ?? '', noFix), locale).toBe(1);
      expect(findingItem(container, 'Contact details hard to find')).toContain(noFix);
      expect(findingItem(container, 'No About page linked')).toContain(severity);
      for (const quiet of ['Served over HTTPS', 'Author byline', 'Reviewed by an editor']) {
        expect(findingItem(container, quiet), `${locale}: ${quiet}`).not.toContain(fixHeading);
        expect(findingItem(container, quiet), `${locale}: ${quiet}`).not.toContain(severity);
      }
      cleanup();
    }
  });
});

describe('a finding’s disclosure names what it holds', () => {
  it('is "Evidence and fix" for a problem with a fix, "Evidence" for a passed check, in English and German', () => {
    for (const [locale, withFix, evidenceOnly] of [
      ['en', 'Evidence and fix: No About page linked', 'Evidence: Served over HTTPS'],
      ['de', 'Nachweis und Lösung: No About page linked', 'Nachweis: Served over HTTPS'],
    ] as const) {
      render(
        <GeoAuditProvider locale={locale}>
          <ModuleList modules={toViewModel(result, { locale }).modules} />
        </GeoAuditProvider>,
      );
      expect(screen.getByRole('button', { name: withFix, hidden: true })).toBeTruthy();
      expect(screen.getByRole('button', { name: evidenceOnly, hidden: true })).toBeTruthy();
      cleanup();
    }
  });
});

describe('a title loses only a status it ends with after a colon or dash', () => {
  const titles = (findings: Array<{ title: string; status: string }>) =>
    toViewModel({ modules: { eeat: { score: 50, findings } } }).modules[0]?.findings.map(
      (shown) => shown.title,
    );

  it('keeps words that only happen to match, and a title that is nothing but the status', () => {
    expect(
      titles([
        { title: 'Every link check passed', status: 'pass' },
        { title: 'Sitemap — Passed', status: 'pass' },
        { title: ': not applicable', status: 'not_applicable' },
        { title: 'Dates: not applicable', status: 'pass' },
      ]),
      // Passed checks are listed before other results.
    ).toEqual(['Every link check passed', 'Sitemap', 'Dates: not applicable', ': not applicable']);
  });
});
