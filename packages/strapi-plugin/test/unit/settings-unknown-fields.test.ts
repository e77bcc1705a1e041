import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { describe, expect, test } from 'vitest';
import settingsController from '../../server/src/controllers/settings.ts';
import settingsService from '../../server/src/services/settings.ts';

/** Adds what the settings service reads besides the schemas: an empty store, no plugin config, no i18n. */
function withStore(strapi: Core.Strapi): Core.Strapi {
  return {
    ...strapi,
    store: () => ({ get: async () => null }),
    plugin: (name: string) => (name === 'geo-audit' ? { config: () => undefined } : undefined),
    config: { get: (_key: string, fallback: unknown) => fallback },
  } as unknown as Core.Strapi;
}

const UID = 'api::article.article';

/** Strapi as the settings route sees it: one Article type, a store that records what is saved. */
function fakeStrapi(kind = 'collectionType') {
  const saved: unknown[] = [];
  const attributes = {
    title: { type: 'string' },
    slug: { type: 'uid' },
    secretNote: { type: 'string', private: true },
    body: { type: 'blocks' },
  };
  const strapi = {
    contentType: (uid: string) => (uid === UID ? { uid, kind, attributes } : undefined),
    contentTypes: {
      [UID]: {
        uid: UID,
        kind,
        info: { displayName: 'Article' },
        options: { draftAndPublish: true },
        attributes,
      },
    },
    config: { get: (_key: string, fallback: unknown) => fallback },
    plugin: () => ({
      service: () => ({
        update: async (input: unknown) => {
          saved.push(input);
        },
        publicView: async () => ({}),
      }),
    }),
  } as unknown as Core.Strapi;
  return { strapi, saved };
}

async function save(urlPattern: string, uid = UID, kind = 'collectionType') {
  const { strapi, saved } = fakeStrapi(kind);
  const ctx = { request: { body: { contentTypes: { [uid]: { enabled: true, urlPattern } } } } } as Context & {
    body: { error?: { message: string; details: { errors: { path: string[]; message: string }[] } } };
  };
  await settingsController({ strapi }).update(ctx);
  return { ctx, saved };
}

describe('saving a URL pattern that names a field the content type lacks', () => {
  test('is refused, naming the unknown field and the fields that can fill it', async () => {
    const { ctx, saved } = await save('https://example.com/{nosuchfield}');
    expect(saved).toEqual([]);
    expect(ctx.status).toBe(400);
    const [error, ...rest] = ctx.body.error?.details.errors ?? [];
    expect(rest).toEqual([]);
    expect(error?.path).toEqual(['contentTypes', UID, 'urlPattern']);
    expect(error?.message).toBe(
      'The URL pattern names {nosuchfield}, which this content type has no URL field for; use {title}, {slug}, {documentId}, {id} or {locale}.',
    );
    expect(ctx.body.error?.message).toContain('{nosuchfield}');
  });

  test('a private field or a rich-text field cannot fill a URL either', async () => {
    const { ctx, saved } = await save('https://example.com/{secretNote}/{body}');
    expect(saved).toEqual([]);
    expect(ctx.body.error?.details.errors[0]?.message).toMatch(
      /^The URL pattern names \{secretNote\}, \{body\},/,
    );
  });

  test('a pattern of fields the type has is saved', async () => {
    const { ctx, saved } = await save('https://example.com/{locale}/{slug}-{documentId}');
    expect(ctx.status).toBeUndefined();
    expect(saved).toHaveLength(1);
  });

  test('settings of a type Strapi no longer has do not block saving', async () => {
    const { saved } = await save('https://example.com/{slug}', 'api::gone.gone');
    expect(saved).toHaveLength(1);
  });
});

describe('every problem of a save is said at once', () => {
  async function saveBody(body: unknown) {
    const { strapi, saved } = fakeStrapi();
    const ctx = { request: { body } } as unknown as Context & {
      body: { error: { details: { errors: { path: string[]; code?: string; message: string }[] } } };
    };
    await settingsController({ strapi }).update(ctx);
    return { errors: ctx.body.error.details.errors, saved };
  }

  // Fixing the base URL the first refusal named was answered by a second refusal about the pattern.
  test('a wrong base URL and a pattern naming an unknown field are both refused in the first answer', async () => {
    const { errors, saved } = await saveBody({
      baseUrl: 'not a url',
      contentTypes: { [UID]: { enabled: true, urlPattern: 'https://example.com/{nosuchfield}' } },
    });
    expect(saved).toEqual([]);
    expect(errors.map((error) => error.path.join(' › '))).toEqual([
      'baseUrl',
      `contentTypes › ${UID} › urlPattern`,
    ]);
    expect(errors[1]?.message).toContain('{nosuchfield}');
    // Codes and values, so the Settings page can say each in the admin's language.
    expect(errors.map(({ code }) => code)).toEqual(['base_url_invalid', 'pattern_unknown_fields']);
    expect((errors[1] as { values?: unknown }).values).toEqual({
      fields: ['{nosuchfield}'],
      choices: ['{title}', '{slug}', '{documentId}', '{id}', '{locale}'],
    });
  });

  test('a pattern both malformed and naming an unknown field is told both', async () => {
    const { errors } = await saveBody({
      contentTypes: { [UID]: { enabled: true, urlPattern: 'example.com/{nosuchfield}' } },
    });
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('must start with http:// or https://'),
      expect.stringContaining('names {nosuchfield}'),
    ]);
  });
});

describe('a collection type’s pattern must tell its entries apart', () => {
  test('a fixed URL, or one naming only {locale}, is refused, naming the fields that can', async () => {
    for (const pattern of ['https://example.com/blog', 'https://example.com/{locale}/blog']) {
      const { ctx, saved } = await save(pattern);
      expect(saved, pattern).toEqual([]);
      expect(ctx.body.error?.details.errors).toEqual([
        {
          path: ['contentTypes', UID, 'urlPattern'],
          code: 'pattern_no_field',
          values: { choices: ['{title}', '{slug}', '{documentId}', '{id}'] },
          message:
            'The URL pattern names no field of the entry, so every entry of this collection type would audit the same page; add {title}, {slug}, {documentId} or {id}.',
        },
      ]);
    }
  });

  test('a single type may have a fixed URL', async () => {
    const { saved } = await save('https://example.com/about', UID, 'singleType');
    expect(saved).toHaveLength(1);
  });
});

describe('the Settings page’s pattern hint', () => {
  test('lists the same placeholders the refusal offers', async () => {
    const { strapi } = fakeStrapi();
    const view = await settingsService({ strapi: withStore(strapi) }).publicView();
    const { ctx } = await save('https://example.com/{nosuchfield}');
    const first = (ctx.body.error?.details.errors ?? [])[0] as { values?: { choices: string[] } } | undefined;
    const offered = first?.values?.choices;
    expect(view.available.contentTypes[0]?.fields.map((name) => `{${name}}`)).toEqual(offered);
  });
});
