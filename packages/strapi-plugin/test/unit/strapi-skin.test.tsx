// @vitest-environment jsdom
import { AuditPanel } from '@geo-audit/render/react';
import { DesignSystemProvider, darkTheme, lightTheme } from '@strapi/design-system';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, test } from 'vitest';
import { StrapiGeoAudit } from '../../admin/src/render/StrapiGeoAudit.tsx';

afterEach(cleanup);

function inAdmin(children: ReactNode, theme = lightTheme) {
  return (
    <IntlProvider locale="en" messages={{}} defaultLocale="en">
      <DesignSystemProvider locale="en" theme={theme}>
        <StrapiGeoAudit>{children}</StrapiGeoAudit>
      </DesignSystemProvider>
    </IntlProvider>
  );
}

const result = {
  url: 'https://blog.example/brewing',
  geo_score: 55,
  verdict: 'Poor',
  analyzed_at: '2026-11-22T10:00:00Z',
  modules: {
    eeat: { score: 81, findings: [] },
    brand: { score: 50, findings: [] },
    citability: {
      score: 45,
      findings: [
        {
          check: 'citability.answer_first',
          title: 'Sections open with a direct answer',
          status: 'fail',
          severity: 'high',
          evidence: [{ what: 'Opening sentence is a question' }],
          fix: 'Start the section with a one-sentence answer.',
          impact: 9,
        },
        {
          check: 'citability.statistics',
          title: 'Statistics cite their source',
          status: 'fail',
          severity: 'medium',
          evidence: [],
          fix: 'Link each figure to its source.',
          impact: 4,
        },
      ],
    },
  },
  action_plan: [],
};

// The elements jsdom lays out with `overflow: hidden` plus one-line text: what clipped titles to "BRAND PRESENC".
function clipsText(element: Element, stop: Element): boolean {
  for (let node: Element | null = element; node && node !== stop; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.textOverflow === 'ellipsis' || (style.whiteSpace === 'nowrap' && style.overflow === 'hidden')) {
      return true;
    }
  }
  return false;
}

function channels(colour: string): number[] {
  const match = colour.match(/\d+(\.\d+)?/g);
  if (!match) throw new Error(`not a colour: ${colour}`);
  return match.slice(0, 3).map(Number);
}

function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(text: Element): number {
  const foreground = getComputedStyle(text).color;
  let background = 'rgb(255, 255, 255)';
  for (let node: Element | null = text; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour && colour !== 'transparent' && !/rgba\(.*,\s*0\)/.test(colour)) {
      background = colour;
      break;
    }
  }
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('the Strapi skin', () => {
  test('module titles and verdicts are never clipped to one line, and badges sit beside the button', () => {
    render(inAdmin(<AuditPanel result={result} headingLevel={3} />));
    const panel = screen.getByRole('heading', { name: 'Modules' }).parentElement?.parentElement as Element;
    for (const title of ['Experience, expertise, authority, trust', 'Brand presence', 'Citability']) {
      const heading = screen.getByRole('heading', { level: 5, name: title });
      const button = within(heading).getByRole('button', { name: title });
      expect(clipsText(within(button).getByText(title), panel), title).toBe(false);
      expect(button.textContent).not.toMatch(/of 100/);
    }
    for (const verdict of ['81 of 100 · Good', '50 of 100 · Poor', '45 of 100 · Poor']) {
      expect(clipsText(screen.getByText(verdict), panel), verdict).toBe(false);
    }
  });

  test('each module is an accordion heading whose button opens it; finding details add no heading', () => {
    render(inAdmin(<AuditPanel result={result} headingLevel={3} />));
    const toggle = screen.getByRole('button', { name: 'Citability' });
    expect(toggle.closest('h5')).toBeTruthy();
    expect(toggle.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    // A native <button>, so Enter and Space activate it as a click.
    expect(toggle.tagName).toBe('BUTTON');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(body.hidden).toBe(false);
    expect(
      within(body)
        .getAllByRole('button', { name: /^Evidence and fix: / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Evidence and fix: Sections open with a direct answer',
      'Evidence and fix: Statistics cite their source',
    ]);
    expect(screen.queryAllByRole('heading', { name: /Evidence and fix/ })).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'GEO audit',
    ]);
  });

  test.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const)('badge text has at least 4.5:1 contrast in the %s theme', (_name, theme) => {
    render(inAdmin(<AuditPanel result={result} headingLevel={3} />, theme));
    fireEvent.click(screen.getByRole('button', { name: 'Citability' }));
    for (const text of ['45 of 100 · Poor', '81 of 100 · Good']) {
      expect(contrast(screen.getByText(text)), text).toBeGreaterThanOrEqual(4.5);
    }
    for (const badge of screen.getAllByText('Failed')) {
      expect(contrast(badge), 'Failed').toBeGreaterThanOrEqual(4.5);
    }
  });
});
