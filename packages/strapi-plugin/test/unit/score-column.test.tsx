// @vitest-environment jsdom
import { DesignSystemProvider } from '@strapi/design-system';
import { cleanup, render, screen } from '@testing-library/react';
import { isValidElement, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ScoreCell } from '../../admin/src/components/ScoreCell.tsx';
import plugin from '../../admin/src/index.ts';
import en from '../../admin/src/translations/en.json';

const admin = vi.hoisted(() => ({ get: vi.fn() }));

vi.mock('@strapi/strapi/admin', () => ({
  useFetchClient: () => ({ get: admin.get }),
  useRBAC: () => ({ allowedActions: {}, isLoading: false }),
  useNotification: () => ({ toggleNotification: () => undefined }),
  unstable_useDocumentLayout: () => ({ edit: { options: {} } }),
}));

const messages = Object.fromEntries(Object.entries(en).map(([key, value]) => [`geo-audit.${key}`, value]));

function inAdmin(children: ReactNode) {
  return (
    <IntlProvider locale="en" messages={messages} defaultLocale="en">
      <DesignSystemProvider locale="en">{children}</DesignSystemProvider>
    </IntlProvider>
  );
}

// A block body: a function returned from beforeEach would be run as its teardown.
beforeEach(() => {
  admin.get.mockReset();
});
afterEach(cleanup);

describe('the list-view score column', () => {
  test('a role the scores request is refused to (403) sees a labelled dash, not "Not audited"', async () => {
    admin.get.mockRejectedValue(
      Object.assign(new Error('Policy Failed'), {
        status: 403,
        response: { data: { error: { status: 403, message: 'Policy Failed' } } },
      }),
    );
    render(
      inAdmin(
        <>
          <ScoreCell documentId="a" model="api::forbidden.forbidden" />
          <ScoreCell documentId="b" model="api::forbidden.forbidden" />
        </>,
      ),
    );
    const cells = await screen.findAllByTestId('geo-score-cell');
    expect(admin.get).toHaveBeenCalledTimes(1);
    for (const cell of cells) {
      expect(cell.textContent).not.toContain('Not audited');
      expect(cell.querySelector('[aria-hidden="true"]')?.textContent).toBe('—');
      expect(cell.textContent).toContain('GEO score hidden: your role cannot see GEO audits');
      expect(cell.getAttribute('title')).toBe('GEO score hidden: your role cannot see GEO audits');
    }
  });

  test('a failed scores request says the score could not be loaded', async () => {
    admin.get.mockRejectedValue(Object.assign(new Error('Internal Server Error'), { status: 500 }));
    render(inAdmin(<ScoreCell documentId="a" model="api::broken.broken" />));
    const cell = await screen.findByTestId('geo-score-cell');
    expect(cell.textContent).toContain('GEO score could not be loaded');
    expect(cell.textContent).not.toContain('Not audited');
  });

  test('an entry without a record is "Not audited"', async () => {
    admin.get.mockResolvedValue({ data: { data: [] } });
    render(inAdmin(<ScoreCell documentId="a" model="api::fresh.fresh" />));
    expect((await screen.findByTestId('geo-score-cell')).textContent).toBe('Not audited');
  });
});

describe('which content types get the column (the side panel’s rule)', () => {
  type Hook = (args: {
    displayedHeaders: unknown[];
    layout: { options?: { draftAndPublish?: boolean } };
  }) => {
    displayedHeaders: {
      name?: string;
      cellFormatter?: (row: { documentId: string }, header: unknown, meta: { model: string }) => unknown;
    }[];
  };

  function columnHook(): Hook {
    let hook: Hook | undefined;
    plugin.bootstrap({
      getPlugin: () => ({ apis: { addEditViewSidePanel: () => undefined } }),
      registerHook: (_name: string, fn: unknown) => {
        hook = fn as Hook;
      },
    } as unknown as Parameters<typeof plugin.bootstrap>[0]);
    if (!hook) throw new Error('no list-view hook registered');
    return hook;
  }

  const geoColumn = (draftAndPublish: boolean | undefined) =>
    columnHook()({ displayedHeaders: [], layout: { options: { draftAndPublish } } }).displayedHeaders.find(
      (header) => header.name === 'geoAuditScore',
    );

  test('types with Draft & Publish get it, cells only for api:: types', () => {
    const column = geoColumn(true);
    expect(column).toBeTruthy();
    expect(isValidElement(column?.cellFormatter?.({ documentId: 'a' }, {}, { model: 'api::a.a' }))).toBe(
      true,
    );
    expect(column?.cellFormatter?.({ documentId: 'a' }, {}, { model: 'plugin::x.y' })).toBeNull();
  });

  test('types without Draft & Publish do not, also when the option is absent', () => {
    expect(geoColumn(false)).toBeUndefined();
    expect(geoColumn(undefined)).toBeUndefined();
  });
});
