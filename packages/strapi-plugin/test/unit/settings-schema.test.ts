import { generateWebhookSecret, MODULE_NAMES } from '@geo-audit/core';
import { describe, expect, test } from 'vitest';
import { fieldIssue, secretIsKeyIssues } from '../../server/src/settings-issues.ts';
import {
  describeIssues,
  SettingsUpdate,
  StoredSettings,
  urlPatternProblem,
} from '../../server/src/settings-schema.ts';

const UID = 'api::article.article';

function problems(input: unknown): string[] {
  const parsed = SettingsUpdate.safeParse(input);
  return parsed.success ? [] : describeIssues(parsed.error.issues);
}

describe('URL patterns', () => {
  test.each([
    ['https://example.com/blog/{slug}'],
    ['http://127.0.0.1:4000/{locale}/posts/{seo.path}'],
    ['https://{slug}.example.com/'],
    [''],
  ])('accepts %j', (pattern) => {
    expect(urlPatternProblem(pattern)).toBeNull();
  });

  test.each([
    ['example.com/blog/{slug}', /must start with http:\/\/ or https:\/\//],
    ['ftp://example.com/{slug}', /must start with http:\/\/ or https:\/\//],
    ['https://example.com/blog/{slug', /"\{" that is not part of a \{field\} placeholder/],
    ['https://example.com/blog/slug}', /"\}" that is not part of a \{field\} placeholder/],
    ['https://example.com/{my slug}', /not part of a \{field\} placeholder/],
    ['https://exa mple.com/{slug}', /not a valid URL once its fields are filled in/],
  ])('rejects %j and says why', (pattern, why) => {
    expect(urlPatternProblem(pattern)?.text).toMatch(why);
  });

  // A dotted path such as {seo.path} cannot fill a pattern (only the entry's own fields do), so the hint never
  // offers one.
  test('a stray brace is answered with placeholders that can work', () => {
    const said = urlPatternProblem('https://example.com/blog/{slug')?.text;
    expect(said).toContain('like {slug} or {locale}');
    expect(said).not.toContain('.path}');
  });

  test('an update with a bad pattern names the content type and the field', () => {
    const found = problems({ contentTypes: { [UID]: { enabled: true, urlPattern: 'example.com/{slug}' } } });
    expect(found).toEqual([
      `contentTypes › ${UID} › urlPattern: The URL pattern must start with http:// or https://, e.g. https://example.com/blog/{slug}.`,
    ]);
  });

  test('a content type cannot audit on publish without a pattern, but may be switched off without one', () => {
    expect(problems({ contentTypes: { [UID]: { enabled: true, urlPattern: '  ' } } })).toEqual([
      expect.stringMatching(/^contentTypes › api::article\.article › urlPattern: Add the public URL pattern/),
    ]);
    expect(problems({ contentTypes: { [UID]: { enabled: false } } })).toEqual([]);
  });

  test('a missing pattern is reported in the same answer as refused locales', () => {
    expect(problems({ contentTypes: { [UID]: { enabled: true, locales: [''] } } })).toHaveLength(2);
    // A list sent as one string is a type error, on which zod skips the object's own checks unless told not to.
    expect(problems({ contentTypes: { [UID]: { enabled: true, locales: 'en' } } })).toEqual([
      expect.stringMatching(/^contentTypes › api::article\.article › locales: /),
      expect.stringMatching(/^contentTypes › api::article\.article › urlPattern: Add the public URL pattern/),
    ]);
  });
});

describe('modules', () => {
  test('an unknown module is named, with the modules that exist', () => {
    const [message, ...rest] = problems({ modules: [MODULE_NAMES[0], 'telepathy'] });
    expect(rest).toEqual([]);
    expect(message).toContain('modules › 1: unknown module "telepathy"');
    for (const name of MODULE_NAMES) expect(message).toContain(name);
  });

  test('agent_readiness alone is refused: it weighs 0, and the API answers such a list with 422', () => {
    expect(problems({ modules: ['agent_readiness'] })).toEqual([
      expect.stringContaining('modules: tick at least one module that counts toward the score'),
    ]);
    expect(SettingsUpdate.parse({ modules: ['agent_readiness', 'schema'] }).modules).toEqual([
      'agent_readiness',
      'schema',
    ]);
    expect(SettingsUpdate.parse({ modules: [] }).modules).toEqual([]);
  });

  test('agent_readiness alone is refused in the same answer as an unknown module beside it', () => {
    expect(problems({ modules: ['agent_readiness', 'telepathy'] })).toEqual([
      expect.stringContaining('modules › 1: unknown module "telepathy"'),
      expect.stringContaining('modules: tick at least one module that counts toward the score'),
    ]);
    // Without the unknown name the list is empty, which runs every module: nothing more to say.
    expect(problems({ modules: ['telepathy'] })).toHaveLength(1);
  });

  test('known modules pass', () => {
    expect(SettingsUpdate.parse({ modules: [...MODULE_NAMES] }).modules).toEqual([...MODULE_NAMES]);
  });
});

describe('the rest of an update', () => {
  test('the base URL must be an absolute http(s) URL; empty means the default', () => {
    expect(problems({ baseUrl: 'geo.example.com' })).toEqual([
      'baseUrl: must be an absolute http(s) URL, e.g. https://geo.example.com',
    ]);
    expect(SettingsUpdate.parse({ baseUrl: ' https://geo.example.com ' }).baseUrl).toBe(
      'https://geo.example.com',
    );
    expect(problems({ baseUrl: '' })).toEqual([]);
  });

  test('secrets: a string sets, null clears, absent keeps; too short is refused', () => {
    expect(SettingsUpdate.parse({ apiKey: 'geo_live_12345678' }).apiKey).toBe('geo_live_12345678');
    expect(SettingsUpdate.parse({ apiKey: null }).apiKey).toBeNull();
    expect('apiKey' in SettingsUpdate.parse({})).toBe(false);
    expect(problems({ apiKey: 'short' })).toEqual(['apiKey: must be at least 8 characters']);
  });

  test('a base URL ending in /api is refused, naming the address without it', () => {
    // Its every call went to /api/api/… and answered 404, though Test connection had said "Connected."
    const issues = SettingsUpdate.safeParse({ baseUrl: 'http://127.0.0.1:28787/api/' }).error?.issues ?? [];
    expect(issues.map(fieldIssue)).toEqual([
      expect.objectContaining({
        path: ['baseUrl'],
        code: 'base_url_api_path',
        values: { suggestion: 'http://127.0.0.1:28787' },
      }),
    ]);
    expect(problems({ baseUrl: 'https://tools.example/geo/api' })[0]).toContain('https://tools.example/geo');
    expect(problems({ baseUrl: 'https://geo.example/apis' })).toEqual([]);
    expect(problems({ baseUrl: 'https://api.example.com' })).toEqual([]);
  });

  test('the webhook secret must be the whsec_ secret the API issues; an API key pasted there is refused', () => {
    const issued = generateWebhookSecret();
    expect(SettingsUpdate.parse({ webhookSecret: ` ${issued} ` }).webhookSecret).toBe(issued);
    for (const wrong of ['geo_live_thisIsTheApiKey123', 'whsec_tooShort', `${issued}x`, issued.slice(6)]) {
      const issues = SettingsUpdate.safeParse({ webhookSecret: wrong }).error?.issues ?? [];
      expect(issues.map(fieldIssue), wrong).toEqual([
        expect.objectContaining({ path: ['webhookSecret'], code: 'webhook_secret_format' }),
      ]);
    }
  });

  test('a webhook secret equal to the API key (sent with it, or the key in effect) is refused', () => {
    const key = generateWebhookSecret();
    expect(secretIsKeyIssues({ apiKey: key, webhookSecret: key }, 'geo_live_other')).toEqual([
      expect.objectContaining({ path: ['webhookSecret'], code: 'webhook_secret_is_key' }),
    ]);
    expect(secretIsKeyIssues({ webhookSecret: key }, key)).toHaveLength(1);
    expect(secretIsKeyIssues({ webhookSecret: key }, 'geo_live_other')).toEqual([]);
    expect(secretIsKeyIssues({ apiKey: 'geo_live_new', webhookSecret: key }, key)).toEqual([]);
  });

  test('every problem is reported at once', () => {
    expect(
      problems({ baseUrl: 'nope', modules: ['x'], contentTypes: { [UID]: { urlPattern: '/{slug}' } } }),
    ).toHaveLength(3);
  });
});

describe('stored settings', () => {
  test('a pattern stored before the rules existed does not cost the other settings', () => {
    const stored = StoredSettings.parse({
      apiKey: 'geo_live_kept_key',
      contentTypes: { [UID]: { enabled: true, urlPattern: 'example.com/{slug}', locales: [] } },
    });
    expect(stored.apiKey).toBe('geo_live_kept_key');
    expect(stored.contentTypes[UID]?.urlPattern).toBe('example.com/{slug}');
  });
});
