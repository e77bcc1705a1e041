// @vitest-environment jsdom
import { DesignSystemProvider } from '@strapi/design-system';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PublicSettings } from '../../admin/src/api-types.ts';
import SettingsPage from '../../admin/src/pages/SettingsPage.tsx';
import de from '../../admin/src/translations/de.json';
import en from '../../admin/src/translations/en.json';

const settings: PublicSettings = {
  baseUrl: 'https://geo.example',
  baseUrlFromConfig: false,
  apiKey: { set: true, last4: 'ab12', fromConfig: false },
  webhookSecret: { set: false, fromConfig: false },
  webhookUrl: 'https://cms.example/api/geo-audit/webhook',
  contentTypes: { 'api::article.article': { enabled: true, urlPattern: '', locales: [] } },
  modules: ['eeat'],
  available: {
    modules: ['eeat', 'llmstxt', 'future_module'],
    locales: [],
    contentTypes: [
      { uid: 'api::article.article', displayName: 'Article', localized: false, fields: ['slug'] },
    ],
  },
};

// The Strapi admin around the page: its layout pieces, the fetch client and a role that may edit.
vi.mock('@strapi/strapi/admin', () => {
  const Pass = ({ children }: { children?: ReactNode }) => <>{children}</>;
  return {
    Layouts: {
      Header: ({ title }: { title: string }) => <h1>{title}</h1>,
      Content: Pass,
    },
    Page: { Protect: Pass, Main: Pass, Loading: () => <p>Loading</p> },
    useFetchClient: () => ({
      get: async () => ({ data: { data: settings } }),
      put: vi.fn(),
      post: async () => ({ data: { data: { ok: true, url: '', sampled: false } } }),
    }),
    useNotification: () => ({ toggleNotification: () => undefined }),
    useRBAC: () => ({ allowedActions: { canUpdate: true } }),
  };
});

// Radix's checkbox measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const CATALOGUES: Record<string, Record<string, string>> = { en, de };

function renderSettings(locale: string) {
  const messages = Object.fromEntries(
    Object.entries(CATALOGUES[locale] ?? {}).map(([key, value]) => [`geo-audit.${key}`, value]),
  );
  return render(
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <DesignSystemProvider locale={locale}>
        <SettingsPage />
      </DesignSystemProvider>
    </IntlProvider>,
  );
}

afterEach(cleanup);

describe('Settings → GEO Audit in the admin language', () => {
  test('the on-publish toggle says On/Off in German as "Ein"/"Aus"', async () => {
    renderSettings('de');
    const toggle = await screen.findByRole('checkbox', { name: /Article beim Veröffentlichen/ });
    const field = toggle.closest('label') ?? toggle.parentElement?.parentElement ?? document.body;
    expect(field.textContent).toContain('Ein');
    expect(field.textContent).toContain('Aus');
    expect(field.textContent).not.toMatch(/\bO(n|ff)\b/);
  });

  test('modules are named by their titles, with the id as secondary text', async () => {
    renderSettings('en');
    const group = await screen.findByRole('group', { name: 'Modules' });
    const eeat = within(group).getByRole('checkbox', { name: /^Experience, expertise, authority, trust/ });
    expect(eeat.getAttribute('aria-checked')).toBe('true');
    expect(within(group).getByRole('checkbox', { name: /^llms\.txt/ })).toBeTruthy();
    expect(group.textContent).toContain('(eeat)');
    // A module this admin does not know yet keeps its id as its only name.
    expect(within(group).getByRole('checkbox', { name: 'future_module' })).toBeTruthy();
  });
});
