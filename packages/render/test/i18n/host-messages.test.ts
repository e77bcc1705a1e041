import { describe, expect, it } from 'vitest';
import { hostMessages, messageIds } from '../../src/i18n/host-messages.ts';
import { en } from '../../src/i18n/messages-en.ts';
import { createTranslator } from '../../src/i18n/translator.ts';

describe('hostMessages', () => {
  it("takes a host's translations of render's ids, ICU plurals included", () => {
    const host: Record<string, string> = {
      'render.actions.heading': "Plan d'action",
      'render.actions.count': '{count, plural, one {# mesure} other {# mesures}}',
      'render.unrelated': 'ignored',
    };
    const overrides = hostMessages((id) => host[`render.${id}`]);
    expect(overrides).toEqual({
      'actions.heading': "Plan d'action",
      'actions.count': '{count, plural, one {# mesure} other {# mesures}}',
    });
    const { t } = createTranslator('fr', overrides);
    expect(t('actions.heading')).toBe("Plan d'action");
    // French plural rules: 0 and 1 are "one".
    expect(t('actions.count', { count: 0 })).toBe('0 mesure');
    expect(t('actions.count', { count: 3 })).toBe('3 mesures');
  });

  it("treats the host's English fallback as untranslated, so render's German still shows", () => {
    // gettext and Strapi answer an untranslated message with the English source.
    const { t } = createTranslator(
      'de',
      hostMessages((id) => en[id]),
    );
    expect(t('actions.heading')).toBe('Maßnahmenplan');
    expect(t('actions.count', { count: 1 })).toBe('1 Maßnahme');
  });

  it('lists every message id of the English catalogue', () => {
    expect([...messageIds].sort()).toEqual(Object.keys(en).sort());
  });
});
