// @vitest-environment jsdom
import { createRequire } from 'node:module';
import { englishMessages, germanMessages, messageIds } from '@geo-audit/render';
import { AuditPanel } from '@geo-audit/render/react';
import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { result } from './fixtures.ts';
import { renderInStudioTheme, sanityMock } from './render-harness.tsx';

/** The part of i18next's instance these tests drive. */
interface I18n {
  createInstance(): I18n;
  init(options: object): Promise<unknown>;
  addResourceBundle(lng: string, ns: string, resources: object, deep: boolean, overwrite: boolean): unknown;
  t(key: string, options: object): string;
}

// The Studio's i18next (the one `sanity` depends on), set up as the Studio sets it up for a locale:
// the plugin's bundles plus any other bundle for the `geo-audit` namespace, English as the fallback.
const studio = vi.hoisted(() => ({ i18n: null as I18n | null, locale: 'en-US' }));
const badge = vi.hoisted(() => ({ audit: null as unknown }));
const i18next = createRequire(createRequire(import.meta.url).resolve('sanity'))('i18next') as I18n;

vi.mock('sanity', () => ({
  ...sanityMock(),
  useTranslation: (ns: string) => ({
    t: (key: string, options?: object) => studio.i18n?.t(key, { ns, ...options }) ?? key,
  }),
  useCurrentLocale: () => ({ id: studio.locale, title: studio.locale }),
}));

vi.mock('../../src/studio/hooks/use-audit.ts', () => ({
  useAudit: () => ({ audit: badge.audit, loading: false }),
}));

const { geoAuditLocaleBundles } = await import('../../src/studio/i18n/bundles.ts');
const { GeoScoreBadge } = await import('../../src/studio/components/geo-score-badge.ts');
const { StudioRenderProvider } = await import('../../src/studio/render/studio-render-provider.tsx');

type Bundle = { locale: string; namespace: string; resources: Record<string, string> };

async function studioWith(locale: string, extra: Bundle[] = []) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    fallbackLng: 'en-US',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    resources: {},
  });
  for (const bundle of [...(geoAuditLocaleBundles as Bundle[]), ...extra]) {
    i18n.addResourceBundle(bundle.locale, bundle.namespace, bundle.resources, true, true);
  }
  studio.i18n = i18n;
  studio.locale = locale;
}

function renderPanel() {
  const latest = result(72, 'Fair');
  latest.action_plan.push({ ...latest.action_plan[0], check: 'author', title: 'Name the author' } as never);
  const { container } = renderInStudioTheme(
    <StudioRenderProvider>
      <AuditPanel result={latest} />
    </StudioRenderProvider>,
  );
  return within(container);
}

afterEach(cleanup);

describe("render's strings as Studio locale resources", () => {
  it("the plugin's en-US and de-DE bundles hold every render message, from render's catalogue", () => {
    const bundles = geoAuditLocaleBundles as Bundle[];
    const en = bundles.find((bundle) => bundle.locale === 'en-US')?.resources ?? {};
    const de = bundles.find((bundle) => bundle.locale === 'de-DE')?.resources ?? {};
    for (const id of messageIds) {
      expect(en[`render.${id}`], id).toBe(englishMessages[id]);
      expect(de[`render.${id}`], id).toBe(germanMessages[id]);
    }
    expect(en['inspector.title']).toBe('GEO audit');
  });

  it('a French locale bundle translates the panel, ICU plurals included; what it lacks stays English', async () => {
    await studioWith('fr-FR', [
      {
        locale: 'fr-FR',
        namespace: 'geo-audit',
        resources: {
          'render.actions.heading': "Plan d'action",
          'render.actions.count': '{count, plural, one {# mesure} other {# mesures}}',
        },
      },
    ]);
    const panel = renderPanel();
    expect(panel.getByRole('heading', { name: "Plan d'action" })).toBeTruthy();
    expect(panel.getByText('2 mesures')).toBeTruthy();
    expect(panel.queryByRole('heading', { name: 'Action plan' })).toBeNull();
    expect(panel.getByRole('heading', { name: 'Modules' })).toBeTruthy();
  });

  it('the document badge words its verdict from the same bundles as the inspector', async () => {
    await studioWith('de-DE', [
      { locale: 'de-DE', namespace: 'geo-audit', resources: { 'render.band.fair': 'Ausbaufähig' } },
    ]);
    badge.audit = { geoScore: 72, verdict: 'Fair', state: 'complete' };
    const props = { id: 'article-1', type: 'article', published: null, draft: null } as never;
    expect(GeoScoreBadge(props)?.title).toContain('Ausbaufähig');
    const panel = renderPanel();
    expect(panel.getAllByText(/Ausbaufähig/).length).toBeGreaterThan(0);
  });

  it("a project's de-DE bundle rewords one render string beside render's German", async () => {
    await studioWith('de-DE', [
      { locale: 'de-DE', namespace: 'geo-audit', resources: { 'render.actions.heading': 'Was zu tun ist' } },
    ]);
    const panel = renderPanel();
    expect(panel.getByRole('heading', { name: 'Was zu tun ist' })).toBeTruthy();
    expect(panel.getByText('2 Maßnahmen')).toBeTruthy();
  });
});
