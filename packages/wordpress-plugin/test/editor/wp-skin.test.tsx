import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AuditPanel, GeoAuditProvider, useRender } from '@geo-audit/render/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { wordpressSkin } from '../../src/wp-skin.tsx';
import { result } from './fixtures.ts';

afterEach(cleanup);

function inEditor(children: ReactNode) {
  return (
    <GeoAuditProvider skin={wordpressSkin} locale="en">
      {children}
    </GeoAuditProvider>
  );
}

/** A render icon inside the skin's button, as a host's retry or re-run control may hold one. */
function IconButton() {
  const { Button, Icon } = useRender().skin;
  return (
    <Button>
      <Icon name="x-octagon" /> Retry
    </Button>
  );
}

describe('the WordPress skin', () => {
  it('keeps the action plan a numbered list and the score a heading with its meter', () => {
    render(inEditor(<AuditPanel result={result} headingLevel={3} />));
    expect(screen.getByRole('heading', { name: 'GEO readiness' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'GEO readiness' }).getAttribute('aria-valuenow')).not.toBeNull();
    const plan = screen.getAllByRole('list').find((list) => list.tagName === 'OL') as HTMLElement;
    const items = within(plan).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Add FAQPage structured data');
  });

  it('makes each module an accordion heading at the level render asks for, with badges beside the button', async () => {
    const user = userEvent.setup();
    render(inEditor(<AuditPanel result={result} headingLevel={3} />));
    // "Modules" is h4; each module is an h5 holding only a button named by the module title.
    expect(screen.getByRole('heading', { level: 4, name: 'Modules' })).toBeTruthy();
    const schema = screen.getByRole('heading', { level: 5, name: 'Structured data' });
    const toggle = within(schema).getByRole('button', { name: 'Structured data' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(schema.textContent).not.toContain('of 100');
    expect(screen.getByText('Structured data: 40 of 100, Poor')).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(body.hidden).toBe(false);
    // The finding's details control is named after it and adds no heading.
    const details = within(body).getByRole('button', { name: 'Evidence and fix: No FAQPage markup' });
    expect(details.closest('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(screen.queryAllByRole('heading', { name: /Evidence and fix/ })).toHaveLength(0);
    details.focus();
    await user.keyboard('{Enter}');
    expect(details.getAttribute('aria-expanded')).toBe('true');
    const evidence = document.getElementById(details.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(evidence.hidden).toBe(false);
    expect(within(evidence).getByText('Mark up the questions and answers with FAQPage.')).toBeTruthy();
  });

  it("keeps render's outline icons unfilled inside WordPress buttons", () => {
    // WordPress's own stylesheet, whose `.components-button svg { fill: currentColor }` filled them.
    const css = readFileSync(
      createRequire(import.meta.url).resolve('@wordpress/components/build-style/style.css'),
      'utf8',
    );
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    try {
      const { container } = render(inEditor(<IconButton />));
      const icon = container.querySelector('.components-button svg.geo-icon') as SVGElement;
      expect(getComputedStyle(icon).fill).toBe('none');
    } finally {
      style.remove();
    }
  });

  it('says "Queued" once: the spinner beside the label is decorative', () => {
    const { container } = render(inEditor(<AuditPanel status={{ job_id: 'j', status: 'queued' }} />));
    expect(container.textContent?.match(/Queued/g)).toHaveLength(1);
  });
});
