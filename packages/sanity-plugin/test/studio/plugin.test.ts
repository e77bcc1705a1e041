// @vitest-environment jsdom
import { createClient } from '@sanity/client';
import { type CurrentUser, createWorkspaceFromConfig, defineType, type Workspace } from 'sanity';
import { describe, expect, it } from 'vitest';
import { GEO_AUDIT_INSPECTOR, geoAudit } from '../../src/studio/plugin.tsx';

// The plugin as Sanity resolves it: a workspace built from a config with geoAudit() by Sanity's own
// createWorkspaceFromConfig, so the reducers that merge tools, badges, actions, inspectors, schema types
// and locale bundles run for real. Nothing here talks to a server.
const article = defineType({
  name: 'article',
  type: 'document',
  fields: [{ name: 'title', type: 'string' }],
});
const page = defineType({ name: 'page', type: 'document', fields: [{ name: 'title', type: 'string' }] });
const currentUser: CurrentUser = {
  id: 'ada',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'administrator',
  roles: [],
};
const client = createClient({
  projectId: 'geoaudit',
  dataset: 'production',
  apiVersion: '2025-02-19',
  useCdn: false,
});

function workspace(plugin: ReturnType<typeof geoAudit>): Promise<Workspace> {
  return createWorkspaceFromConfig({
    name: 'default',
    projectId: 'geoaudit',
    dataset: 'production',
    plugins: [plugin],
    schema: { types: [article, page] },
    currentUser,
    getClient: () => client,
  });
}

const names = (items: Array<{ name?: string; displayName?: string }>) =>
  items.map((item) => item.name ?? item.displayName);

describe('geoAudit() in a resolved Studio workspace', () => {
  it('adds the "GEO audits" tool and the companion result type', async () => {
    const ws = await workspace(geoAudit({ documentTypes: ['article'] }));
    expect(ws.tools.map((tool) => [tool.name, tool.title])).toContainEqual(['geo-audits', 'GEO audits']);
    const resultType = ws.schema.get('geoAudit.result');
    expect(resultType?.readOnly).toBe(true);
    // The reference to the audited document names exactly the configured types.
    const reference = (
      resultType as { fields?: Array<{ name: string; type: { to?: Array<{ name: string }> } }> }
    ).fields?.find((field) => field.name === 'document');
    expect(reference?.type.to?.map((type) => type.name)).toEqual(['article']);
    // The handler's count of re-checks is a declared (read-only) number, not an unknown field.
    const rechecks = (
      resultType as { fields?: Array<{ name: string; type: { name: string } }> }
    ).fields?.find((field) => field.name === 'rechecks');
    expect(rechecks?.type.name).toBe('number');
  });

  it('adds the inspector and the badge only to the configured document types', async () => {
    const ws = await workspace(geoAudit({ documentTypes: ['article'] }));
    const inspectors = (documentType: string) =>
      ws.document.inspectors({ documentId: 'x', documentType }).map((inspector) => inspector.name);
    expect(inspectors('article')).toContain(GEO_AUDIT_INSPECTOR);
    expect(inspectors('page')).not.toContain(GEO_AUDIT_INSPECTOR);
    expect(inspectors('geoAudit.result')).not.toContain(GEO_AUDIT_INSPECTOR);

    const badges = (schemaType: string) => names(ws.document.badges({ documentId: 'x', schemaType }));
    expect(badges('article')).toContain('GeoScoreBadge');
    expect(badges('page')).not.toContain('GeoScoreBadge');
  });

  it('adds "Run GEO audit" to the configured types only when a handler URL is given', async () => {
    const withHandler = await workspace(
      geoAudit({ documentTypes: ['article'], handlerUrl: 'https://www.example.com/api/geo-audit' }),
    );
    const actions = (ws: Workspace, schemaType: string) =>
      // A draft of a published document (no release).
      names(ws.document.actions({ documentId: 'x', schemaType, releaseId: undefined, versionType: 'draft' }));
    expect(actions(withHandler, 'article')).toContain('RunGeoAuditAction');
    expect(actions(withHandler, 'page')).not.toContain('RunGeoAuditAction');
    // The Studio's own actions stay.
    expect(actions(withHandler, 'article').length).toBeGreaterThan(1);

    const withoutHandler = await workspace(geoAudit({ documentTypes: ['article'] }));
    expect(actions(withoutHandler, 'article')).not.toContain('RunGeoAuditAction');
  });

  it('without documentTypes, covers every type but its own result type', async () => {
    const ws = await workspace(geoAudit());
    const inspectors = (documentType: string) =>
      ws.document.inspectors({ documentId: 'x', documentType }).map((inspector) => inspector.name);
    expect(inspectors('article')).toContain(GEO_AUDIT_INSPECTOR);
    expect(inspectors('page')).toContain(GEO_AUDIT_INSPECTOR);
    expect(inspectors('geoAudit.result')).not.toContain(GEO_AUDIT_INSPECTOR);
  });

  it('registers English and German strings in the geo-audit namespace', async () => {
    const ws = await workspace(geoAudit({ documentTypes: ['article'] }));
    await ws.i18n.loadNamespaces(['geo-audit']);
    expect(ws.i18n.t('geo-audit:inspector.title')).toBe('GEO audit');
    type Bundle = { locale: string; namespace: string; resources: Record<string, string> };
    const bundles = (geoAudit() as { i18n?: { bundles?: Bundle[] } }).i18n?.bundles ?? [];
    expect(bundles.map((bundle) => `${bundle.locale}/${bundle.namespace}`)).toEqual([
      'en-US/geo-audit',
      'de-DE/geo-audit',
    ]);
    // German covers every English key, so no German editor sees a raw key.
    const [english, german] = bundles.map((bundle) => bundle.resources);
    expect(Object.keys(german ?? {}).sort()).toEqual(Object.keys(english ?? {}).sort());
    expect(german?.['inspector.title']).toBeTruthy();
  });
});
