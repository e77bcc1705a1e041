// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listed } from './fixtures.ts';
import { navigations, renderInStudioTheme, sanityMock } from './render-harness.tsx';

/** The GEO audits tool opens a listed document from its title (decision 0099). */

vi.mock('sanity', () => sanityMock());

const { GeoAuditToolView } = await import('../../src/studio/tool/geo-audit-tool.tsx');

afterEach(() => {
  cleanup();
  navigations.length = 0;
});

const audits = [
  listed({
    documentId: 'post-1',
    documentType: 'post',
    title: 'Hello GEO',
    url: 'https://example.com/hello',
  }),
  // Its document was deleted: the companion's weak reference names no type any more.
  listed({ documentId: 'gone-1', documentType: null, title: null, url: 'https://example.com/gone' }),
];

describe('GEO audits tool: the document title', () => {
  it('is a link, reached by the keyboard, that opens the document in the Studio', () => {
    renderInStudioTheme(<GeoAuditToolView audits={audits} loading={false} />);
    const link = screen.getByRole('link', { name: 'Hello GEO' });
    // Sanity's edit intent, which the Studio resolves to the document in its structure.
    const intent = /^\/intent\/edit\/id=post-1;type=post\/?$/;
    expect(link.getAttribute('href')).toMatch(intent);
    link.focus();
    expect(document.activeElement).toBe(link);
    fireEvent.click(link);
    expect(navigations).toHaveLength(1);
    expect(navigations[0]).toMatch(intent);
  });

  it('stays text for a document that no longer exists', () => {
    renderInStudioTheme(<GeoAuditToolView audits={audits} loading={false} />);
    const row = screen.getAllByTestId('geo-audit-row').find((r) => r.textContent?.includes('gone-1'));
    expect(row).toBeTruthy();
    // Only the page's own link, which opens the public page in a new tab.
    expect(
      within(row as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://example.com/gone']);
  });
});
