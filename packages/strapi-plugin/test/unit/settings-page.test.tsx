// @vitest-environment jsdom
import { DesignSystemProvider } from '@strapi/design-system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PublicSettings } from '../../admin/src/api-types.ts';
import SettingsPage from '../../admin/src/pages/SettingsPage.tsx';
import de from '../../admin/src/translations/de.json';
import en from '../../admin/src/translations/en.json';
import { fieldIssue, secretIsKeyIssues } from '../../server/src/settings-issues.ts';
import { SettingsUpdate } from '../../server/src/settings-schema.ts';

const settings: PublicSettings = {
  baseUrl: 'https://geo.example',
  baseUrlFromConfig: false,
  apiKey: { set: true, last4: 'ab12', fromConfig: false },
  webhookSecret: { set: false, fromConfig: false, problem: null },
  webhookUrl: 'https://cms.example/api/geo-audit/webhook',
  contentTypes: { 'api::article.article': { enabled: true, urlPattern: '', locales: [] } },
  modules: ['eeat'],
  available: {
    modules: ['eeat', 'llmstxt', 'future_module'],
    locales: [],
    contentTypes: [
      {
        uid: 'api::article.article',
        displayName: 'Article',
        localized: false,
        fields: ['slug', 'documentId', 'id', 'locale'],
      },
    ],
  },
};

// What the page sends and is answered; a test sets the answers it is about.
const admin = vi.hoisted(() => ({
  get: vi.fn(),
  put: vi.fn(),
  post: vi.fn(),
  toggleNotification: vi.fn(),
}));

const previewAnswer = { data: { data: { ok: true, url: '', sampled: false } } };

/** Answers "Test connection" with `report`, and any URL preview as fine. */
function answerTest(report: unknown) {
  admin.post.mockImplementation(async (path: string) =>
    path.endsWith('/test-connection') ? { data: { data: report } } : previewAnswer,
  );
}

// The Strapi admin around the page: its layout pieces, the fetch client and a role that may edit.
vi.mock('@strapi/strapi/admin', () => {
  const Pass = ({ children }: { children?: ReactNode }) => <>{children}</>;
  return {
    Layouts: {
      Header: ({ title, primaryAction }: { title: string; primaryAction?: ReactNode }) => (
        <>
          <h1>{title}</h1>
          {primaryAction}
        </>
      ),
      Content: Pass,
    },
    Page: { Protect: Pass, Main: Pass, Loading: () => <p>Loading</p> },
    // One client for the page's life, as Strapi's: a new `get` each render re-read the settings and
    // emptied what the admin had typed.
    useFetchClient: () => ({
      get: admin.get,
      put: admin.put,
      post: admin.post,
    }),
    useNotification: () => ({ toggleNotification: admin.toggleNotification }),
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

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

beforeEach(() => {
  admin.get.mockImplementation(async () => ({ data: { data: settings } }));
  answerTest({ ok: true });
});

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

describe('the URL pattern field', () => {
  test('its hint lists the placeholders the server offers, each once', async () => {
    renderSettings('en');
    const pattern = await screen.findByRole('textbox', { name: 'Public URL pattern' });
    const hint = document.getElementById(pattern.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Fields in braces are filled from the entry: {slug}, {documentId}, {id}, and {locale}.',
    );
  });
});

describe('Test connection', () => {
  async function testConnection(report: unknown, locale = 'en') {
    answerTest(report);
    renderSettings(locale);
    fireEvent.click(
      await screen.findByRole('button', { name: locale === 'de' ? 'Verbindung testen' : 'Test connection' }),
    );
    return (await screen.findByTestId('geo-connection-report')).textContent;
  }

  test('an API that cannot be reached is said in words, with what to check, and no error class', async () => {
    const text = await testConnection({
      ok: false,
      baseUrl: 'https://geo.example',
      code: 'network',
      message: 'Could not reach the GEO Audit API: fetch failed. Check the base URL and network.',
    });
    expect(text).toBe(
      'The GEO Audit API at https://geo.example could not be reached. Check the API base URL and that the API server is running.',
    );
  });

  test('a refused key says what to check in the admin’s words, not the API’s command line or header', async () => {
    const text = await testConnection({
      ok: false,
      baseUrl: 'https://geo.example',
      code: 'auth',
      message:
        'The API key was rejected (HTTP 401). Send a valid key in the X-API-Key header. Create one with `geo-audit keys create --plan agency`.',
    });
    expect(text).toBe(
      'The GEO Audit API refused the API key. Check that the key above is the one the API’s operator gave you, or paste it again, then save and test again.',
    );
  });

  test('a spent quota says when it resets, in local time and without header names', async () => {
    const resetAt = new Date(Date.now() + 20 * 60_000);
    resetAt.setSeconds(0, 0);
    const report = {
      ok: false,
      baseUrl: 'https://geo.example',
      code: 'rate_limited',
      message: 'Rate limited (HTTP 429). Retry later (Retry-After, X-RateLimit-Reset).',
      resetAt: resetAt.toISOString(),
    };
    const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: 'numeric' }).format(resetAt);
    const text = await testConnection(report);
    expect(text).toContain('The API key’s hourly quota is used up.');
    // The date is added only when the reset is not today (a test run just before midnight).
    expect(text).toMatch(new RegExp(`It resets at (\\S+ )?${time}; audits started before then wait\\.$`));
    expect(text).not.toMatch(/429|Retry-After|X-RateLimit/);
  });

  test('a base URL that is not the API’s is not "Connected": it names the address to use', async () => {
    const text = await testConnection({
      ok: false,
      baseUrl: 'http://127.0.0.1:28787/api/',
      code: 'base_url',
      message: 'Not found (HTTP 404). No such endpoint.',
      suggestion: 'http://127.0.0.1:28787',
    });
    expect(text).toBe(
      'The address http://127.0.0.1:28787/api/ answered, but it is not the GEO Audit API’s address, so every audit would fail. Enter the API’s address without a path such as /api, like http://127.0.0.1:28787, then save and test again.',
    );
  });

  test('a connection without a plan says no "Plan: —"', async () => {
    const text = await testConnection({
      ok: true,
      baseUrl: 'https://geo.example',
      plan: null,
      rateLimit: { remaining: 99, limit: 100, resetAt: null },
    });
    expect(text).toBe('Connected. Requests left this hour: 99 / 100.');
  });

  test('with a plan, in German', async () => {
    const text = await testConnection(
      {
        ok: true,
        baseUrl: 'https://geo.example',
        plan: 'agency',
        rateLimit: { remaining: null, limit: null, resetAt: null },
      },
      'de',
    );
    expect(text).toBe('Verbunden. Tarif: agency.');
  });
});

describe('saving settings the server refuses', () => {
  const UID = 'api::article.article';

  function refuse(errors: { path: string[]; message: string }[]) {
    admin.put.mockRejectedValue(
      Object.assign(new Error('Request failed with status code 400'), {
        response: {
          data: { error: { status: 400, message: 'Some settings are invalid.', details: { errors } } },
        },
      }),
    );
  }

  /** The element an input's aria-describedby names, or null. */
  const description = (input: HTMLElement) =>
    document.getElementById(input.getAttribute('aria-describedby') ?? '') ?? null;

  test('marks each field by its label, says why beside it, and moves the focus to the first', async () => {
    refuse([
      { path: ['baseUrl'], message: 'must be an absolute http(s) URL, e.g. https://geo.example.com' },
      {
        path: ['contentTypes', UID, 'urlPattern'],
        message:
          'The URL pattern names {nosuchfield}, which this content type has no URL field for; use {slug}.',
      },
    ]);
    renderSettings('en');
    const save = await screen.findByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);

    const baseUrl = screen.getByRole('textbox', { name: 'API base URL' });
    await waitFor(() => expect(baseUrl.getAttribute('aria-invalid')).toBe('true'));
    expect(description(baseUrl)?.textContent).toBe(
      'must be an absolute http(s) URL, e.g. https://geo.example.com',
    );
    const pattern = screen.getByRole('textbox', { name: 'Public URL pattern' });
    expect(pattern.getAttribute('aria-invalid')).toBe('true');
    expect(description(pattern)?.textContent).toContain('{nosuchfield}');
    await waitFor(() => expect(document.activeElement).toBe(baseUrl));

    const [[toast]] = admin.toggleNotification.mock.calls as [[{ type: string; message: string }]];
    expect(toast.type).toBe('danger');
    expect(toast.message).toBe(
      'The settings were not saved. Check API base URL and Public URL pattern (Article).',
    );

    // Editing the field takes its mark away; the other keeps its own.
    fireEvent.change(baseUrl, { target: { value: 'https://geo.example.com' } });
    expect(baseUrl.getAttribute('aria-invalid')).not.toBe('true');
    expect(pattern.getAttribute('aria-invalid')).toBe('true');
  });

  test('a save Strapi failed with a server error says so in German, not as Strapi’s “Internal Server Error”', async () => {
    admin.put.mockRejectedValue(
      Object.assign(new Error('Internal Server Error'), {
        status: 500,
        response: { data: { error: { status: 500, message: 'Internal Server Error' } } },
      }),
    );
    renderSettings('de');
    fireEvent.click(await screen.findByRole('button', { name: de['settings.save'] }));
    await waitFor(() => expect(admin.toggleNotification).toHaveBeenCalledTimes(1));
    const [[toast]] = admin.toggleNotification.mock.calls as [[{ type: string; message: string }]];
    expect(toast.message).toBe(
      `Die Einstellungen wurden nicht gespeichert: ${de['request.failed.server'].replace('{status}', '500')}`,
    );
  });

  test('Save is not disabled while saving, so the focus stays on it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    admin.put.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderSettings('en');
    const save = await screen.findByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    expect(admin.put).toHaveBeenCalledTimes(1);
    answer({ data: { data: settings } });
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('false'));
    expect(document.activeElement).toBe(save);
  });

  test('in German, the summary names the German labels', async () => {
    refuse([{ path: ['baseUrl'], message: 'must be an absolute http(s) URL' }]);
    renderSettings('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(admin.toggleNotification).toHaveBeenCalled());
    const [[toast]] = admin.toggleNotification.mock.calls as [[{ message: string }]];
    expect(toast.message).toBe(
      `Die Einstellungen wurden nicht gespeichert. Prüfen Sie ${de['settings.baseUrl']}.`,
    );
  });

  /** Answers Save as the settings route does for `body` (its schema checks; no Strapi for unknown fields). */
  function refuseAsServer(body: unknown) {
    const parsed = SettingsUpdate.safeParse(body, { reportInput: true });
    refuse(parsed.success ? [] : parsed.error.issues.map(fieldIssue));
  }

  test('in German, every refused field says its own problem in German, and the focus goes to the first', async () => {
    refuseAsServer({
      baseUrl: 'keine url',
      apiKey: 'kurz',
      contentTypes: { [UID]: { enabled: true, urlPattern: 'example.com/{slug}' } },
      modules: ['agent_readiness'],
    });
    renderSettings('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));

    const baseUrl = screen.getByRole('textbox', { name: de['settings.baseUrl'] });
    await waitFor(() => expect(baseUrl.getAttribute('aria-invalid')).toBe('true'));
    expect(description(baseUrl)?.textContent).toBe(
      'Geben Sie eine absolute http(s)-URL ein, etwa https://geo.example.com.',
    );
    const apiKey = screen.getByLabelText(de['settings.apiKey']);
    expect(apiKey.getAttribute('aria-invalid')).toBe('true');
    expect(description(apiKey)?.textContent).toBe('Geben Sie mindestens 8 Zeichen ein.');
    const pattern = screen.getByRole('textbox', { name: de['settings.contentTypes.pattern'] });
    expect(pattern.getAttribute('aria-invalid')).toBe('true');
    expect(description(pattern)?.textContent).toBe(
      'Das URL-Muster muss mit http:// oder https:// beginnen, etwa https://example.com/blog/{slug}.',
    );
    const modules = screen.getByRole('group', { name: de['settings.modules.title'] });
    expect(document.getElementById(modules.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^Wählen Sie mindestens ein Modul, das in die Bewertung eingeht \(.+ oder .+\)/,
    );
    await waitFor(() => expect(document.activeElement).toBe(baseUrl));
  });

  test('a pattern with two problems shows both, in the admin’s language', async () => {
    refuse([
      {
        path: ['contentTypes', UID, 'urlPattern'],
        code: 'pattern_scheme',
        message: 'The URL pattern must start with http:// or https://, e.g. https://example.com/blog/{slug}.',
      },
      {
        path: ['contentTypes', UID, 'urlPattern'],
        code: 'pattern_unknown_fields',
        values: { fields: ['{nosuchfield}', '{other}'], choices: ['{slug}', '{documentId}', '{locale}'] },
        message: 'The URL pattern names {nosuchfield}, {other}, which …',
      },
    ] as never);
    renderSettings('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    const pattern = screen.getByRole('textbox', { name: de['settings.contentTypes.pattern'] });
    await waitFor(() => expect(pattern.getAttribute('aria-invalid')).toBe('true'));
    expect(description(pattern)?.textContent).toBe(
      'Das URL-Muster muss mit http:// oder https:// beginnen, etwa https://example.com/blog/{slug}. ' +
        'Das URL-Muster nennt {nosuchfield} und {other}, wofür dieser Inhaltstyp kein URL-Feld hat; verwenden Sie {slug}, {documentId} oder {locale}.',
    );
  });

  test('a problem this admin has no words for is shown as the server said it', async () => {
    refuse([{ path: ['baseUrl'], code: 'from_a_newer_server', message: 'must be reachable' }] as never);
    renderSettings('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    const baseUrl = screen.getByRole('textbox', { name: de['settings.baseUrl'] });
    await waitFor(() => expect(baseUrl.getAttribute('aria-invalid')).toBe('true'));
    expect(description(baseUrl)?.textContent).toBe('must be reachable');
  });

  test('an API key saved as the webhook secret is refused beside the field, and what was typed stays', async () => {
    const pasted = 'geo_live_thisIsTheApiKeyPastedTwice42';
    refuseAsServer({ webhookSecret: pasted });
    renderSettings('en');
    const secret = await screen.findByLabelText('Webhook signing secret');
    fireEvent.change(secret, { target: { value: pasted } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(secret.getAttribute('aria-invalid')).toBe('true'));
    expect(description(secret)?.textContent).toMatch(
      /^Enter the webhook secret the GEO Audit API issued with the key: it starts with whsec_ and is 50 characters long, such as whsec_/,
    );
    expect((secret as HTMLInputElement).value).toBe(pasted);
    await waitFor(() => expect(document.activeElement).toBe(secret));
  });

  test('a base URL ending in /api is refused beside the field, naming the address to use', async () => {
    refuseAsServer({ baseUrl: 'http://127.0.0.1:28787/api/' });
    renderSettings('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    const baseUrl = screen.getByRole('textbox', { name: de['settings.baseUrl'] });
    await waitFor(() => expect(baseUrl.getAttribute('aria-invalid')).toBe('true'));
    expect(description(baseUrl)?.textContent).toBe(
      'Geben Sie die Adresse der API ohne /api ein, etwa http://127.0.0.1:28787: Das Plugin ergänzt die Pfade der API selbst.',
    );
  });
});

describe('a webhook secret in effect that cannot verify deliveries', () => {
  /** The page with the server saying the secret in effect has `problem`, set in config or saved here. */
  async function secretField(problem: string, fromConfig: boolean, locale = 'en') {
    admin.get.mockImplementation(async () => ({
      data: { data: { ...settings, webhookSecret: { set: true, fromConfig, problem } } },
    }));
    renderSettings(locale);
    const secret = await screen.findByLabelText(
      locale === 'de' ? de['settings.webhookSecret'] : 'Webhook signing secret',
    );
    return { secret, hint: document.getElementById(secret.getAttribute('aria-describedby') ?? '') };
  }

  test('the API key saved as the secret is warned about in the field’s description, not marked invalid', async () => {
    const { secret, hint } = await secretField('webhook_secret_is_key', false);
    expect(hint?.textContent).toContain(
      'The saved webhook secret is the API key, so webhooks cannot be verified and audits wait for the fallback check. Enter the webhook secret the API issued with the key (whsec_…) and save.',
    );
    expect(hint?.textContent).toContain('A secret is set.');
    expect(secret.getAttribute('aria-invalid')).not.toBe('true');
  });

  test('a secret from config/plugins says to fix it there, in German', async () => {
    const { hint } = await secretField('webhook_secret_format', true, 'de');
    expect(hint?.textContent).toContain(de['settings.webhookSecret.warning.webhook_secret_format.config']);
  });

  test('no warning for a secret the server finds fine', async () => {
    renderSettings('en');
    await screen.findByLabelText('Webhook signing secret');
    expect(screen.queryByTestId('geo-webhook-secret-warning')).toBeNull();
  });

  test('Test connection says the key and address work, and the secret’s problem on its own line', async () => {
    answerTest({
      ok: true,
      baseUrl: 'https://geo.example',
      plan: null,
      rateLimit: { remaining: 99, limit: 100, resetAt: null },
      webhookSecret: { problem: 'webhook_secret_is_key', source: 'config' },
    });
    renderSettings('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Test connection' }));
    const report = await screen.findByTestId('geo-connection-report');
    const lines = [...report.children].map((line) => line.textContent);
    expect(lines).toEqual([
      'Connected. Requests left this hour: 99 / 100.',
      'The webhook secret set in config/plugins is the API key, so webhooks cannot be verified and audits wait for the fallback check. Set the webhook secret the API issued with the key (whsec_…) there and restart Strapi.',
    ]);
  });
});

describe('Test connection failures the plugin cannot name precisely', () => {
  async function reportText(locale = 'en') {
    renderSettings(locale);
    fireEvent.click(
      await screen.findByRole('button', { name: locale === 'de' ? 'Verbindung testen' : 'Test connection' }),
    );
    return (await screen.findByTestId('geo-connection-report')).textContent;
  }

  test('an error of the API’s says what could not be checked and what to do, then what the API said', async () => {
    answerTest({
      ok: false,
      baseUrl: 'https://geo.example',
      code: 'server_error',
      message: 'Internal error (HTTP 500).',
    });
    expect(await reportText()).toBe(
      'The GEO Audit API at https://geo.example answered with an error of its own, so the key and address could not be checked. Test again in a few minutes; if it keeps failing, tell the API’s operator. The API said: Internal error (HTTP 500).',
    );
  });

  test('an unknown failure, in German', async () => {
    answerTest({ ok: false, baseUrl: 'https://geo.example', code: 'unknown', message: 'boom' });
    expect(await reportText('de')).toBe(
      'Der Verbindungstest ist aus einem Grund fehlgeschlagen, den das Plugin nicht kennt; Schlüssel und Adresse konnten daher nicht geprüft werden. Testen Sie erneut; schlägt er weiter fehl, steht mehr im Log des Strapi-Servers. Die API meldet: boom',
    );
  });

  test('a request Strapi did not answer says to reload, with what Strapi said', async () => {
    admin.post.mockImplementation(async (path: string) => {
      if (path.endsWith('/test-connection'))
        throw Object.assign(new Error('Request failed with status code 401'), {
          response: { data: { error: { message: 'Missing or invalid credentials' } } },
        });
      return previewAnswer;
    });
    expect(await reportText()).toBe(
      'Strapi did not run the connection test: the page’s request to it failed. Reload the page (your session may have ended) and test again. Strapi said: Missing or invalid credentials',
    );
  });
});

describe('the webhook secret field as the admin types', () => {
  const description = (input: HTMLElement) =>
    document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

  /** The page, with `secret` typed into the secret field (and `key` into the key field, if given). */
  async function typed(secret: string, locale = 'en', key?: string) {
    refuseAsTheRoute({ webhookSecret: secret, ...(key ? { apiKey: key } : {}) });
    renderSettings(locale);
    const field = await screen.findByLabelText(
      locale === 'de' ? de['settings.webhookSecret'] : 'Webhook signing secret',
    );
    if (key)
      fireEvent.change(screen.getByLabelText(locale === 'de' ? de['settings.apiKey'] : 'API key'), {
        target: { value: key },
      });
    fireEvent.change(field, { target: { value: secret } });
    return field;
  }

  /** Answers Save as the settings route does for `body` (schema and key comparison, as the controller runs them). */
  function refuseAsTheRoute(body: { webhookSecret: string; apiKey?: string }) {
    const parsed = SettingsUpdate.safeParse(body, { reportInput: true });
    const errors = [
      ...(parsed.success ? [] : parsed.error.issues.map(fieldIssue)),
      ...secretIsKeyIssues(body, 'geo_live_storedKeyEndsIn_ab12'),
    ];
    admin.put.mockRejectedValue(
      Object.assign(new Error('Request failed with status code 400'), {
        response: {
          data: { error: { status: 400, message: 'Some settings are invalid.', details: { errors } } },
        },
      }),
    );
  }

  /** What the field said before saving, and what it says once Save was refused. */
  async function beforeAndAfterSave(field: HTMLElement, locale = 'en') {
    const before = description(field);
    fireEvent.click(screen.getByRole('button', { name: locale === 'de' ? 'Speichern' : 'Save' }));
    await waitFor(() => expect(admin.toggleNotification).toHaveBeenCalled());
    return { before, after: description(field) };
  }

  test('a secret not in the whsec_ form is refused as it is typed, in German, in the words of the save refusal', async () => {
    const field = await typed('mein-geheimnis-123', 'de');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(description(field)).toMatch(
      /^Geben Sie das Webhook-Geheimnis ein, das die GEO-Audit-API mit dem Schlüssel ausgegeben hat: Es beginnt mit whsec_ und ist 50 Zeichen lang/,
    );
    const { before, after } = await beforeAndAfterSave(field, 'de');
    expect(after).toBe(before);
  });

  test('the API key typed into the secret field is named as the API key before saving', async () => {
    const key = 'geo_live_thisIsTheApiKeyPastedTwice42';
    const field = await typed(key, 'en', key);
    expect(description(field)).toContain(
      'This is the API key. Enter the webhook secret the GEO Audit API issued with the key, which starts with whsec_.',
    );
    const { before, after } = await beforeAndAfterSave(field);
    expect(after).toBe(before);
  });

  test('a secret in the form the API issues is not marked, nor is the empty field', async () => {
    const field = await typed(' whsec_Z2VvLWF1ZGl0IHN0cmFwaSB0eXBlZCBzZWNyZXQgMzI= ');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.change(field, { target: { value: 'whsec_' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '' } });
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    expect(description(field)).toBe('No secret is set: webhooks are only hints, confirmed through the API.');
  });
});

describe('a preview or test request that fails, in the admin’s language', () => {
  /** The preview request refused with `errors`, as Strapi's fetch client throws it. */
  function refusePreview(errors: unknown[]) {
    admin.post.mockImplementation(async (path: string) => {
      if (path.endsWith('/preview-url'))
        throw Object.assign(new Error('Request failed with status code 400'), {
          response: { data: { error: { status: 400, message: 'Invalid request.', details: { errors } } } },
        });
      return { data: { data: { ok: true } } };
    });
  }

  async function previewOf(pattern: string, locale: string) {
    renderSettings(locale);
    const field = await screen.findByRole('textbox', {
      name: locale === 'de' ? de['settings.contentTypes.pattern'] : 'Public URL pattern',
    });
    fireEvent.change(field, { target: { value: pattern } });
    return (await screen.findByTestId('geo-preview-api::article.article', {}, { timeout: 3000 })).textContent;
  }

  test('a problem the server names by code is said in German, without the server’s English or its field path', async () => {
    refusePreview([
      {
        path: ['pattern'],
        code: 'pattern_scheme',
        message: 'The URL pattern must start with http:// or https://, e.g. https://example.com/blog/{slug}.',
      },
    ]);
    expect(await previewOf('example.com/{slug}', 'de')).toBe(
      'Vorschau: Das URL-Muster muss mit http:// oder https:// beginnen, etwa https://example.com/blog/{slug}.',
    );
  });

  test('a code this admin does not know falls back to what the server said', async () => {
    refusePreview([{ path: ['pattern'], code: 'from_a_newer_server', message: 'must be reachable' }]);
    expect(await previewOf('https://example.com/{slug}', 'de')).toBe('Vorschau: must be reachable');
  });

  test('Test connection’s failed request says the server’s coded problem in German', async () => {
    admin.post.mockImplementation(async (path: string) => {
      if (path.endsWith('/test-connection'))
        throw Object.assign(new Error('Request failed with status code 400'), {
          response: {
            data: {
              error: {
                status: 400,
                message: 'Some settings are invalid.',
                details: {
                  errors: [{ path: ['apiKey'], code: 'too_short', values: { min: 8 }, message: 'x' }],
                },
              },
            },
          },
        });
      return previewAnswer;
    });
    renderSettings('de');
    fireEvent.click(await screen.findByRole('button', { name: 'Verbindung testen' }));
    expect((await screen.findByTestId('geo-connection-report')).textContent).toMatch(
      /Strapi meldet: Geben Sie mindestens 8 Zeichen ein\.$/,
    );
  });
});

describe('the URL preview’s problems, in the admin’s language', () => {
  /** The preview line once the server answered `answer` for a typed pattern. */
  async function previewSays(answer: unknown, locale = 'de') {
    admin.post.mockImplementation(async () => ({ data: { data: answer } }));
    renderSettings(locale);
    const field = await screen.findByRole('textbox', { name: de['settings.contentTypes.pattern'] });
    fireEvent.change(field, { target: { value: 'example.com/{slug}' } });
    return (await screen.findByTestId('geo-preview-api::article.article', {}, { timeout: 3000 })).textContent;
  }

  test('a pattern saving would refuse is said in the refusal’s German words, not the server’s English', async () => {
    expect(
      await previewSays({
        ok: false,
        missing: [],
        code: 'pattern_scheme',
        message: 'The URL pattern must start with http:// or https://, e.g. https://example.com/blog/{slug}.',
      }),
    ).toBe(
      'Vorschau: Das URL-Muster muss mit http:// oder https:// beginnen, etwa https://example.com/blog/{slug}.',
    );
  });

  test('a field the newest entry has no value for is named, in German', async () => {
    expect(
      await previewSays({
        ok: false,
        missing: ['category'],
        code: 'preview_entry_lacks',
        values: { fields: ['{category}'] },
        message: 'The URL pattern needs category, which this entry lacks.',
        sampled: true,
      }),
    ).toBe(`Vorschau: ${de['settings.error.preview_entry_lacks'].replace('{fields}', '{category}')}`);
  });

  test('values that fill in to no URL are said in German, naming the fields, not core’s English', async () => {
    const said = await previewSays({
      ok: false,
      missing: [],
      code: 'preview_entry_invalid_url',
      values: { fields: ['{title}', '{slug}'] },
      message:
        '"https://Brewing%20guide.example.com/brewing" is not an absolute http(s) URL; check the pattern.',
      sampled: true,
    });
    expect(said).toBe(
      `Vorschau: ${de['settings.error.preview_entry_invalid_url'].replace('{fields}', '{title} und {slug}')}`,
    );
  });

  test('an answer without a code this admin knows is shown as the server said it', async () => {
    expect(
      await previewSays({
        ok: false,
        missing: [],
        message: '"x" is not an absolute http(s) URL; check the pattern.',
      }),
    ).toBe('Vorschau: "x" is not an absolute http(s) URL; check the pattern.');
  });
});

describe('Test connection and unsaved changes', () => {
  test('typed connection settings are not what it tests: the button says so until they are saved', async () => {
    admin.put.mockImplementation(async () => ({ data: { data: settings } }));
    renderSettings('en');
    const button = await screen.findByRole('button', { name: 'Test connection' });
    expect(button.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'geo_live_aNewKeyTypedHere' } });
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Test connection checks the saved settings, not the changes above: save them first.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(button.getAttribute('aria-describedby')).toBeNull());
  });

  test('a saved change takes away the answer of a test that was about the settings before it', async () => {
    answerTest({
      ok: false,
      baseUrl: 'https://geo.example',
      code: 'auth',
      message: 'The API key was rejected (HTTP 401).',
    });
    admin.put.mockImplementation(async () => ({ data: { data: settings } }));
    renderSettings('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect((await screen.findByTestId('geo-connection-report')).textContent).toContain('refused the API key');
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'geo_live_theRightKeyAtLast' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(admin.toggleNotification).toHaveBeenCalled());
    expect(screen.queryByTestId('geo-connection-report')).toBeNull();
  });
});
