// @vitest-environment jsdom
import { englishMessages, germanMessages, messageIds } from '@geo-audit/render';
import { DesignSystemProvider } from '@strapi/design-system';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AuditView } from '../../admin/src/api-types.ts';
import { AuditPanelView } from '../../admin/src/components/AuditPanelView.tsx';
import plugin from '../../admin/src/index.ts';
import { auditView } from './audit-view.ts';

// The admin entry imports the side panel, which uses Strapi's admin hooks; none run in these tests.
vi.mock('@strapi/strapi/admin', () => ({}));

afterEach(cleanup);

async function registered(locale: string): Promise<Record<string, string>> {
  const [entry] = await plugin.registerTrads({ locales: [locale] });
  return entry?.data ?? {};
}

/**
 * The admin's messages as Strapi builds them (StrapiApp.loadTrads, LanguageProvider): the plugins'
 * registerTrads, then the project's `config.translations`, with English under every locale.
 */
async function adminMessages(locale: string, custom: Record<string, string> = {}) {
  return { ...(await registered('en')), ...(await registered(locale)), ...custom };
}

const result = {
  url: 'https://blog.example/brewing',
  geo_score: 81,
  verdict: 'Good',
  analyzed_at: '2026-11-22T10:00:00Z',
  modules: { citability: { score: 70, findings: [] } },
  action_plan: [
    {
      module: 'citability',
      title: 'Open with the answer',
      priority: 'high',
      impact: 9,
      fix: 'Answer first.',
    },
    { module: 'citability', title: 'Name the author', priority: 'low', impact: 2, fix: 'Add a byline.' },
  ],
};

async function renderPanel(locale: string, custom: Record<string, string> = {}) {
  render(
    <IntlProvider locale={locale} messages={await adminMessages(locale, custom)} defaultLocale="en">
      <DesignSystemProvider locale={locale}>
        <AuditPanelView
          audit={auditView({
            geoScore: 81,
            verdict: 'Good',
            result: result as unknown as AuditView['result'],
          })}
          canRun
          onRerun={async () => undefined}
        />
      </DesignSystemProvider>
    </IntlProvider>,
  );
  return within(screen.getByTestId('geo-panel'));
}

describe("render's strings as Strapi admin translations", () => {
  test("registerTrads registers every render message, in English and in German, from render's catalogue", async () => {
    const en = await registered('en');
    const de = await registered('de');
    for (const id of messageIds) {
      expect(en[`geo-audit.render.${id}`], id).toBe(englishMessages[id]);
      expect(de[`geo-audit.render.${id}`], id).toBe(germanMessages[id]);
    }
    // The plugin's own keys are still there.
    expect(en['geo-audit.column.label']).toBeTruthy();
  });

  test("a project's config.translations rewords a render heading in the panel", async () => {
    const panel = await renderPanel('en', { 'geo-audit.render.actions.heading': 'What to fix next' });
    expect(panel.getByRole('heading', { name: 'What to fix next' })).toBeTruthy();
    expect(panel.queryByRole('heading', { name: 'Action plan' })).toBeNull();
  });

  test('a French admin translation shows, ICU plurals included; what it lacks stays English', async () => {
    const panel = await renderPanel('fr', {
      'geo-audit.render.actions.heading': "Plan d'action",
      'geo-audit.render.actions.count': '{count, plural, one {# mesure} other {# mesures}}',
    });
    expect(panel.getByRole('heading', { name: "Plan d'action" })).toBeTruthy();
    expect(panel.getByText('2 mesures')).toBeTruthy();
    expect(panel.getByRole('heading', { name: 'Modules' })).toBeTruthy();
  });

  test("a German admin's override shows beside render's German for the rest", async () => {
    const panel = await renderPanel('de', { 'geo-audit.render.modules.heading': 'Prüfbereiche' });
    expect(panel.getByRole('heading', { name: 'Prüfbereiche' })).toBeTruthy();
    expect(panel.getByRole('heading', { name: 'Maßnahmenplan' })).toBeTruthy();
  });
});
