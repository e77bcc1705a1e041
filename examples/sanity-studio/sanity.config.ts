import { defineConfig, defineField, defineType } from 'sanity';
import { structureTool } from 'sanity/structure';

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

// The Content Lake host can be pointed at a local stand-in for offline end-to-end tests.
const apiHost =
  typeof localStorage === 'undefined' ? undefined : (localStorage.getItem('geo-audit:apiHost') ?? undefined);

export default defineConfig({
  name: 'default',
  title: 'GEO audit example',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? 'geoaudit',
  dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  ...(apiHost ? { apiHost } : {}),
  plugins: [structureTool()],
  schema: { types: [article] },
});
