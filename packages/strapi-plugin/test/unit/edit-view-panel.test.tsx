// @vitest-environment jsdom
import { DesignSystemProvider } from '@strapi/design-system';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AuditView } from '../../admin/src/api-types.ts';
import { GeoAuditSidePanel } from '../../admin/src/components/AuditSidePanel.tsx';
import de from '../../admin/src/translations/de.json';
import en from '../../admin/src/translations/en.json';
import { auditView } from './audit-view.ts';

// The Strapi admin around the panel: the current role's plugin permissions, the content type's options, the
// admin fetch client and the toast. Stable functions, as Strapi's are between renders.
const admin = vi.hoisted(() => ({
  allowed: { canRead: true, canRun: true } as Record<string, boolean>,
  /** Whether the role may open Settings → GEO Audit (the plugin's "Read settings"). */
  settings: false,
  draftAndPublish: true as boolean | undefined,
  get: vi.fn(),
  post: vi.fn(),
  toggleNotification: vi.fn(),
}));

vi.mock('@strapi/strapi/admin', () => ({
  useRBAC: (permissions: { action: string }[]) =>
    permissions.every((permission) => permission.action.endsWith('.settings.read'))
      ? { allowedActions: { canRead: admin.settings }, isLoading: false }
      : { allowedActions: admin.allowed, isLoading: false },
  useNotification: () => ({ toggleNotification: admin.toggleNotification }),
  useFetchClient: () => ({ get: admin.get, post: admin.post }),
  unstable_useDocumentLayout: () => ({ edit: { options: { draftAndPublish: admin.draftAndPublish } } }),
}));

const CATALOGUES: Record<string, Record<string, string>> = { en, de };

/** Renders the panel description the way the Content Manager does: its title and content, or nothing. */
function EditViewSide({ model, status }: { model: string; status: string }) {
  const panel = GeoAuditSidePanel({
    model,
    collectionType: 'collection-types',
    documentId: 'doc-1',
    document: {
      locale: null,
      updatedAt: '2026-11-22T10:00:00Z',
      publishedAt: status === 'draft' ? null : '2026-11-22T10:00:00Z',
      status,
    },
  });
  if (!panel) return <p>no GEO panel</p>;
  return <section aria-label={panel.title}>{panel.content}</section>;
}

function renderPanel(model = 'api::article.article', locale = 'en', status = 'published') {
  const messages = Object.fromEntries(
    Object.entries(CATALOGUES[locale] ?? {}).map(([key, value]) => [`geo-audit.${key}`, value]),
  );
  return render(
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <DesignSystemProvider locale={locale}>
        <MemoryRouter>
          <EditViewSide model={model} status={status} />
        </MemoryRouter>
      </DesignSystemProvider>
    </IntlProvider>,
  );
}

const audit = (overrides: Partial<AuditView>): AuditView =>
  auditView({ jobId: 'job-1', completedAt: '2026-11-22T10:00:00Z', ...overrides });

/** What Strapi's fetch client throws for an error answer (FetchError: status and the `{ error }` body). */
function refusal(status: number, message: string, code?: string) {
  return Object.assign(new Error(message), {
    name: 'FetchError',
    status,
    response: { data: { error: { status, message, ...(code ? { details: { code } } : {}) } } },
  });
}

beforeEach(() => {
  admin.allowed = { canRead: true, canRun: true };
  admin.settings = false;
  admin.draftAndPublish = true;
  admin.get.mockReset().mockResolvedValue({ data: { data: audit({}) } });
  admin.post.mockReset();
  admin.toggleNotification.mockReset();
});
afterEach(cleanup);

describe('the side panel and the role’s plugin permissions', () => {
  test('without "See audits" it says so and where to grant it, instead of an error or "not audited"', async () => {
    admin.allowed = { canRead: false, canRun: false };
    admin.get.mockRejectedValue(refusal(403, 'Policy Failed'));
    renderPanel();
    const panel = screen.getByRole('region', { name: 'GEO audit' });
    expect(panel.textContent).toContain('Your role cannot see GEO audits.');
    expect(panel.textContent).toContain('“See audits”');
    expect(panel.textContent).toContain('“Run audits”');
    expect(panel.textContent).toContain('Settings → Roles → Plugins → GEO Audit');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(panel.textContent).not.toMatch(/could not be loaded|Policy Failed|Not audited/);
    // The design system keeps empty live regions of its own on the page, so this looks inside the panel.
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  test('says it in the admin locale (German)', () => {
    admin.allowed = { canRead: false, canRun: false };
    renderPanel('api::article.article', 'de');
    expect(screen.getByTestId('geo-no-access').textContent).toContain(
      'Ihre Rolle kann keine GEO-Audits sehen.',
    );
  });

  test('a refusal by the server (403) reads the same, not as "not audited"', async () => {
    admin.get.mockRejectedValue(refusal(403, 'Policy Failed'));
    renderPanel();
    await screen.findByTestId('geo-no-access');
    expect(screen.queryByText(/Not audited yet/)).toBeNull();
  });

  test('with "See audits" but not "Run audits" it shows the audit and offers no re-run', async () => {
    admin.allowed = { canRead: true, canRun: false };
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('complete'));
    expect(screen.queryByRole('button', { name: 'Re-run audit' })).toBeNull();
  });
});

describe('re-run feedback', () => {
  test('the panel is no live region: a finished audit does not queue the whole plan for speech', async () => {
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('complete'));
    expect(screen.getByTestId('geo-panel').closest('[aria-live]')).toBeNull();
  });

  test('a re-run that failed at once shows its problem, not "started again", and keeps the focus', async () => {
    admin.post.mockResolvedValue({
      data: {
        data: audit({
          state: 'failed',
          error: { code: 'auth', message: 'The API key was revoked' },
        }),
      },
    });
    renderPanel();
    const rerun = await screen.findByRole('button', { name: 'Re-run audit' });
    rerun.focus();
    fireEvent.click(rerun);
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('failed'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Re-run audit' }));
    const reason =
      'The audit needs a working API key: ask an administrator to check the API key under Settings → GEO Audit.';
    expect(screen.getByTestId('geo-panel').textContent).toContain(reason);
    // Said once, by the panel's status message, not again in a toast.
    await waitFor(() =>
      expect(
        within(screen.getByTestId('geo-panel'))
          .getAllByRole('status')
          .some((region) => region.textContent?.includes(reason)),
      ).toBe(true),
    );
    expect(admin.toggleNotification).not.toHaveBeenCalled();
  });

  test('a refused key tells one who can open the settings to check them there, with a link, not to ask an administrator', async () => {
    admin.settings = true;
    admin.get.mockResolvedValue({
      data: { data: audit({ state: 'failed', error: { code: 'auth', message: 'The API key was revoked' } }) },
    });
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('failed'));
    const text = screen.getByTestId('geo-panel').textContent;
    expect(text).toContain(
      'The audit needs a working API key: check the API key in the GEO Audit settings, where Test connection says what is wrong.',
    );
    expect(text).not.toContain('ask an administrator');
    const link = screen.getByRole('link', { name: 'Open the GEO Audit settings' });
    expect(link.getAttribute('href')).toBe('/settings/geo-audit');
  });

  test('in German, and one who cannot open the settings is told to ask an administrator, with no link', async () => {
    admin.settings = true;
    admin.get.mockResolvedValue({
      data: { data: audit({ state: 'failed', error: { code: 'plan', message: 'No API access' } }) },
    });
    const { unmount } = renderPanel('api::article.article', 'de');
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('failed'));
    expect(screen.getByTestId('geo-panel').textContent).toContain(de['panel.problem.plan.settings']);
    expect(screen.getByRole('link', { name: de['panel.openSettings'] })).toBeTruthy();
    unmount();
    admin.settings = false;
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('failed'));
    expect(screen.getByTestId('geo-panel').textContent).toContain('ask an administrator to check the plan');
    expect(screen.queryByRole('link', { name: 'Open the GEO Audit settings' })).toBeNull();
  });

  test('a base URL that is not the API tells the editor the address is wrong, in their language, not "Something went wrong"', async () => {
    admin.settings = false;
    admin.get.mockResolvedValue({
      data: {
        data: audit({
          state: 'failed',
          error: {
            code: 'api_address',
            message:
              'Not found (HTTP 404). No endpoint at /api/api/audit.php: leave /api out of the base URL.',
          },
        }),
      },
    });
    const { unmount } = renderPanel('api::article.article', 'de');
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('failed'));
    expect(screen.getByTestId('geo-panel').textContent).toContain(de['panel.problem.api_address']);
    expect(screen.getByTestId('geo-panel').textContent).not.toContain('HTTP 404');
    unmount();
    admin.settings = true;
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('failed'));
    expect(screen.getByTestId('geo-panel').textContent).toContain(
      'check the API base URL in the GEO Audit settings, where Test connection names the address to set',
    );
    expect(screen.getByRole('link', { name: 'Open the GEO Audit settings' })).toBeTruthy();
  });

  test('an entry whose URL pattern gave no address is told why in the editor’s language: the field to fill in', async () => {
    admin.get.mockResolvedValue({
      data: {
        data: audit({
          state: 'failed',
          error: {
            code: 'invalid_url',
            message: 'The URL pattern needs slug, which this entry lacks.',
            pattern: { reason: 'missing', fields: ['slug'] },
          },
        }),
      },
    });
    const { unmount } = renderPanel('api::article.article', 'de');
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('failed'));
    const text = screen.getByTestId('geo-panel').textContent;
    expect(text).toContain(
      'Diesem Eintrag fehlt slug, das das URL-Muster braucht. Füllen Sie es aus und veröffentlichen Sie erneut.',
    );
    expect(text).not.toContain('which this entry lacks');
    unmount();
    admin.settings = true;
    admin.get.mockResolvedValue({
      data: {
        data: audit({
          state: 'failed',
          error: {
            code: 'invalid_url',
            message: 'This content type has no public URL pattern yet: add one in Settings → GEO Audit.',
            pattern: { reason: 'none', fields: [] },
          },
        }),
      },
    });
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('failed'));
    expect(screen.getByTestId('geo-panel').textContent).toContain(
      'This content type has no public URL pattern yet, so its entries cannot be audited: add one in the GEO Audit settings.',
    );
  });

  test('an entry lacking several fields of its URL pattern has them named as a list of the editor’s language, in the plural', async () => {
    admin.get.mockResolvedValue({
      data: {
        data: audit({
          state: 'failed',
          error: {
            code: 'invalid_url',
            message: 'The URL pattern needs slug, category, which this entry lacks.',
            pattern: { reason: 'missing', fields: ['slug', 'category'] },
          },
        }),
      },
    });
    renderPanel('api::article.article', 'de');
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('failed'));
    // Several fields: the plural, in German and in English.
    expect(screen.getByTestId('geo-panel').textContent).toContain(
      'Diesem Eintrag fehlen slug und category, die das URL-Muster braucht. Füllen Sie sie aus',
    );
  });

  test('a refused re-run (409) shows the server’s reason', async () => {
    admin.post.mockRejectedValue(
      refusal(409, 'Publish this entry first: only published entries have a public URL to audit.'),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Re-run audit' }));
    await waitFor(() =>
      expect(admin.toggleNotification).toHaveBeenCalledWith({
        type: 'danger',
        message:
          'The audit could not be started: Publish this entry first: only published entries have a public URL to audit.',
      }),
    );
    expect(admin.toggleNotification).toHaveBeenCalledTimes(1);
  });

  test('a refusal with a code is worded in the admin locale (German)', async () => {
    admin.post.mockRejectedValue(
      refusal(
        409,
        'Publish this entry first: only published entries have a public URL to audit.',
        'not_published',
      ),
    );
    renderPanel('api::article.article', 'de');
    fireEvent.click(await screen.findByRole('button', { name: /Audit erneut/ }));
    await waitFor(() => expect(admin.toggleNotification).toHaveBeenCalledTimes(1));
    const [[notice]] = admin.toggleNotification.mock.calls as [[{ type: string; message: string }]];
    expect(notice.type).toBe('danger');
    expect(notice.message).toContain('Veröffentlichen Sie diesen Eintrag zuerst');
    expect(notice.message).not.toContain('Publish this entry first');
  });

  test('a re-run that started is said once, by the panel ("queued"), not again in a toast', async () => {
    admin.post.mockResolvedValue({ data: { data: audit({ state: 'queued', completedAt: null }) } });
    renderPanel();
    const rerun = await screen.findByRole('button', { name: 'Re-run audit' });
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('complete'));
    fireEvent.click(rerun);
    await waitFor(() =>
      expect(within(screen.getByTestId('geo-panel')).getByText('GEO audit queued')).toBeTruthy(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(admin.toggleNotification).not.toHaveBeenCalled();
  });
});

describe('a failed request without a code, in the editor’s language', () => {
  /** The toast of a re-run whose request failed with `caught`, in `locale`. */
  async function rerunFails(caught: unknown, locale: string) {
    admin.post.mockRejectedValue(caught);
    renderPanel('api::article.article', locale);
    fireEvent.click(
      await screen.findByRole('button', { name: locale === 'de' ? de['panel.rerun'] : 'Re-run audit' }),
    );
    await waitFor(() => expect(admin.toggleNotification).toHaveBeenCalledTimes(1));
    const [[notice]] = admin.toggleNotification.mock.calls as [[{ type: string; message: string }]];
    return notice.message;
  }

  test('a re-run Strapi failed with a server error says so in German, not as Strapi’s English', async () => {
    const message = await rerunFails(refusal(500, 'Internal Server Error'), 'de');
    expect(message).toBe(
      `Das Audit konnte nicht gestartet werden: ${de['request.failed.server'].replace('{status}', '500')}`,
    );
    expect(message).not.toContain('Internal Server Error');
  });

  test('a re-run whose request never reached Strapi says to check the network, not "Failed to fetch"', async () => {
    const message = await rerunFails(new TypeError('Failed to fetch'), 'de');
    expect(message).toBe(`Das Audit konnte nicht gestartet werden: ${de['request.failed.network']}`);
  });

  test('a re-run the role may no longer start (403) says so in English, not "Policy Failed"', async () => {
    expect(await rerunFails(refusal(403, 'Policy Failed'), 'en')).toBe(
      `The audit could not be started: ${en['request.failed.forbidden']}`,
    );
  });

  test('a failed load says the error by its status in German, not "Request failed with status code 500"', async () => {
    admin.get.mockRejectedValue(
      Object.assign(new Error('Request failed with status code 500'), { name: 'FetchError', status: 500 }),
    );
    renderPanel('api::article.article', 'de');
    const alert = await within(screen.getByTestId('geo-panel')).findByRole('alert');
    expect(alert.textContent).toBe(
      `Das Audit konnte nicht geladen werden: ${de['request.failed.server'].replace('{status}', '500')}`,
    );
  });

  test('a load answered 404 (an entry the role may not read) says it was not found, not the server’s English', async () => {
    admin.get.mockRejectedValue(
      refusal(404, 'No such entry among those you may read in the Content Manager.'),
    );
    renderPanel('api::article.article', 'de');
    const alert = await within(screen.getByTestId('geo-panel')).findByRole('alert');
    expect(alert.textContent).toBe(`Das Audit konnte nicht geladen werden: ${de['request.failed.notFound']}`);
  });

  test('a load answered by a proxy’s error page (no JSON, so no status) says so, not "Unexpected token <"', async () => {
    admin.get.mockRejectedValue(new SyntaxError('Unexpected token \'<\', "<html><h"... is not valid JSON'));
    renderPanel('api::article.article', 'de');
    const alert = await within(screen.getByTestId('geo-panel')).findByRole('alert');
    expect(alert.textContent).toBe(
      `Das Audit konnte nicht geladen werden: ${de['request.failed.unreadable']}`,
    );
  });

  test('a status the admin has no words of its own for, and no reason from the server, is named by its number', async () => {
    expect(
      await rerunFails(
        Object.assign(new Error('Unknown Server Error'), { name: 'FetchError', status: 413 }),
        'de',
      ),
    ).toBe(
      `Das Audit konnte nicht gestartet werden: ${de['request.failed.status'].replace('{status}', '413')}`,
    );
  });

  test('a status the admin does not word keeps the server’s own reason, as the last fallback', async () => {
    expect(await rerunFails(refusal(400, 'The locale "xx" does not exist.'), 'de')).toBe(
      'Das Audit konnte nicht gestartet werden: The locale "xx" does not exist.',
    );
  });
});

describe('what the panel announces about the first result', () => {
  const scored = (overrides: Partial<AuditView> = {}) =>
    audit({
      geoScore: 81,
      verdict: 'Good',
      result: {
        url: 'https://blog.example/brewing',
        geo_score: 81,
        verdict: 'Good',
        analyzed_at: '2026-11-22T10:00:00Z',
        modules: {},
        action_plan: [],
      } as AuditView['result'],
      ...overrides,
    });
  const spoken = () =>
    within(screen.getByTestId('geo-panel'))
      .getAllByRole('status')
      .map((region) => region.textContent ?? '')
      .filter(Boolean);

  test('a publish whose first read is already complete (never seen queued) announces the score once', async () => {
    admin.get
      .mockReset()
      .mockResolvedValueOnce({ data: { data: null } })
      .mockResolvedValue({ data: { data: scored() } });
    renderPanel();
    await waitFor(() =>
      expect(screen.getByText('Not audited yet. Publish the entry to audit it.')).toBeTruthy(),
    );
    expect(spoken()).toEqual([]);
    await waitFor(() => expect(spoken()).toEqual(['GEO audit complete: 81 of 100, Good.']), {
      timeout: 3000,
    });
    // Later polls read the same result: nothing more is said.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(spoken()).toEqual(['GEO audit complete: 81 of 100, Good.']);
  });

  test('opening an entry that already has a result says nothing', async () => {
    admin.get.mockResolvedValue({ data: { data: scored() } });
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('geo-panel').getAttribute('data-state')).toBe('complete'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(spoken()).toEqual([]);
  });

  test('while the first read is under way it says neither "not audited" nor anything else', async () => {
    admin.get.mockReset().mockReturnValue(new Promise(() => undefined));
    renderPanel();
    await screen.findByRole('button', { name: 'Re-run audit' });
    expect(screen.queryByText(/Not audited yet/)).toBeNull();
    expect(spoken()).toEqual([]);
  });
});

describe('which content types get the panel', () => {
  test('an api:: type with Draft & Publish does', () => {
    renderPanel('api::article.article');
    expect(screen.getByRole('region', { name: 'GEO audit' })).toBeTruthy();
  });

  test('a type without Draft & Publish does not (there is no publish to audit)', () => {
    admin.draftAndPublish = false;
    renderPanel('api::author.author');
    expect(screen.getByText('no GEO panel')).toBeTruthy();
    expect(admin.get).not.toHaveBeenCalled();
  });

  test('a plugin’s type does not, even with Draft & Publish', () => {
    renderPanel('plugin::users-permissions.user');
    expect(screen.getByText('no GEO panel')).toBeTruthy();
  });
});

describe('an entry that has never been published', () => {
  test('says the audit runs when it is published, and offers no "Re-run audit" the server would refuse', async () => {
    admin.get.mockResolvedValue({ data: { data: null } });
    renderPanel('api::article.article', 'en', 'draft');
    const panel = screen.getByRole('region', { name: 'GEO audit' });
    await waitFor(() => expect(panel.textContent).toContain('Not audited yet.'));
    // Plain text in reading order, after the panel: nothing to tab to that does nothing.
    expect(screen.getByTestId('geo-publish-hint').textContent).toBe(
      'This entry is not published. The audit runs when you publish it.',
    );
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(panel.textContent).not.toContain('Publish the entry to audit it');
    expect(admin.post).not.toHaveBeenCalled();
  });

  test('in the admin locale (German)', async () => {
    admin.get.mockResolvedValue({ data: { data: null } });
    renderPanel('api::article.article', 'de', 'draft');
    expect((await screen.findByTestId('geo-publish-hint')).textContent).toBe(
      'Dieser Eintrag ist nicht veröffentlicht. Das Audit läuft, wenn Sie ihn veröffentlichen.',
    );
  });

  test('once published (or published with newer draft changes) it offers "Re-run audit" again', async () => {
    for (const status of ['published', 'modified']) {
      renderPanel('api::article.article', 'en', status);
      expect(await screen.findByRole('button', { name: 'Re-run audit' })).toBeTruthy();
      expect(screen.queryByTestId('geo-publish-hint')).toBeNull();
      cleanup();
    }
  });
});
