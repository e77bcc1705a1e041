import { defineConfig, defineField, defineType } from 'sanity';
import { structureTool } from 'sanity/structure';
import { geoAudit } from 'sanity-plugin-geo-audit';

const article = defineType({
  name: 'article',
  title: 'Article',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'slug', type: 'slug', options: { source: 'title' } }),
    defineField({ name: 'body', type: 'text' }),
  ],
});

// The Content Lake host and the handler URL can be set in localStorage, so the built Studio runs against
// local stand-ins in offline end-to-end tests.
const stored = (key: string) =>
  typeof localStorage === 'undefined' ? undefined : (localStorage.getItem(key) ?? undefined);
const apiHost = stored('geo-audit:apiHost');
const handlerUrl = stored('geo-audit:handlerUrl') ?? process.env.SANITY_STUDIO_GEO_AUDIT_HANDLER_URL;

export default defineConfig({
  name: 'default',
  title: 'GEO audit example',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'geoaudit',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  ...(apiHost ? { apiHost } : {}),
  plugins: [structureTool(), geoAudit({ documentTypes: ['article'], ...(handlerUrl ? { handlerUrl } : {}) })],
  schema: { types: [article] },
});
