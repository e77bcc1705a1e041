import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { englishMessages, messageIds } from '@geo-audit/render';
import { cleanup, render, screen } from '@testing-library/react';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditSidebarBody } from '../../src/audit-sidebar-body.tsx';
import { ScoreSummary } from '../../src/score-summary.tsx';
import { view } from './fixtures.ts';

const require = createRequire(import.meta.url);

afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
  resetLocaleData();
});

/** A language pack for the `geo-audit` domain, as wp_set_script_translations hands it to the editor. */
function loadTranslations(lang: string, messages: Record<string, string>) {
  const data: Record<string, unknown> = { '': { domain: 'geo-audit', lang } };
  // gettext keys a message with a context as "context\u0004msgid"; render's message id is the context.
  for (const [id, text] of Object.entries(messages)) {
    data[`${id}\u0004${englishMessages[id as keyof typeof englishMessages]}`] = [text];
  }
  setLocaleData(data as never, 'geo-audit');
}

function Sidebar({ locale }: { locale: string }) {
  const noop = async () => undefined;
  return (
    <AuditSidebarBody
      audit={{ view: view(), loadError: null, rerun: noop, rerunning: false, reload: noop }}
      locale={locale}
    />
  );
}

describe("render's strings through WordPress's gettext", () => {
  it('geo-audit.pot holds every render message, the English as msgid and the message id as context', () => {
    const { po } = require('gettext-parser') as {
      po: {
        parse: (input: Buffer, charset: string) => { translations: Record<string, Record<string, unknown>> };
      };
    };
    const pot = po.parse(
      readFileSync(join(import.meta.dirname, '../../plugin/languages/geo-audit.pot')),
      'utf-8',
    );
    for (const id of messageIds) {
      expect(pot.translations[id]?.[englishMessages[id]], id).toBeTruthy();
    }
    expect(pot.translations['actions.heading']?.['Action plan']).toBeTruthy();
  });

  it("a French language pack translates the sidebar's panel, ICU plurals included", () => {
    loadTranslations('fr', {
      'actions.heading': "Plan d'action",
      'actions.count': '{count, plural, one {# mesure} other {# mesures}}',
    });
    render(<Sidebar locale="fr-FR" />);
    expect(screen.getByRole('heading', { name: "Plan d'action" })).toBeTruthy();
    expect(screen.getByText('1 mesure')).toBeTruthy();
    // Untranslated strings stay render's English.
    expect(screen.getByRole('heading', { name: 'Modules' })).toBeTruthy();
  });

  it("a site's German translation rewords one string beside render's German", () => {
    loadTranslations('de', { 'modules.heading': 'Prüfbereiche' });
    render(<Sidebar locale="de-DE" />);
    expect(screen.getByRole('heading', { name: 'Prüfbereiche' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Maßnahmenplan' })).toBeTruthy();
  });

  it("the score line words the API's verdict as the site's language pack does", () => {
    document.documentElement.lang = 'fr-FR';
    loadTranslations('fr', { 'band.good': 'Bon' });
    render(<ScoreSummary view={view()} />);
    expect(screen.getByTestId('geo-score').parentElement?.textContent).toBe('72 of 100 · Bon');
  });
});
