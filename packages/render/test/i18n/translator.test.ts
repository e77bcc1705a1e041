import { describe, expect, it } from 'vitest';
import { de } from '../../src/i18n/messages-de.ts';
import { en } from '../../src/i18n/messages-en.ts';
import { createTranslator } from '../../src/i18n/translator.ts';

describe('createTranslator', () => {
  it('applies plural rules per locale', () => {
    const english = createTranslator('en');
    expect(english.t('actions.count', { count: 1 })).toBe('1 action');
    expect(english.t('actions.count', { count: 3 })).toBe('3 actions');
    const german = createTranslator('de-AT');
    expect(german.t('actions.count', { count: 1 })).toBe('1 Maßnahme');
    expect(german.t('job.queuedPosition', { position: 0 })).toBe('Als Nächstes an der Reihe');
  });

  it('formats interpolated numbers for the locale', () => {
    expect(createTranslator('de').t('action.impact', { points: 3.5 })).toBe('+3,5 Punkte');
    expect(createTranslator('en').t('action.impact', { points: 3.5 })).toBe('+3.5 points');
  });

  it('lets hosts override messages and add a language, falling back to English per key', () => {
    const french = createTranslator('fr', { 'actions.heading': "Plan d'action" });
    expect(french.locale).toBe('fr');
    expect(french.t('actions.heading')).toBe("Plan d'action");
    expect(french.t('modules.heading')).toBe('Modules');
    const german = createTranslator('de', { 'modules.heading': 'Prüfbereiche' });
    expect(german.t('modules.heading')).toBe('Prüfbereiche');
    expect(german.t('actions.heading')).toBe('Maßnahmenplan');
  });

  it('falls back instead of throwing on a malformed override or a missing value', () => {
    const broken = createTranslator('en', { 'actions.count': '{count, plural, one {# thing}' });
    expect(broken.t('actions.count', { count: 2 })).toBe('2 actions');
    expect(createTranslator('en').t('score.of')).toBe('score.of');
  });

  it('treats an invalid locale tag as English', () => {
    expect(createTranslator('not a locale!').locale).toBe('en');
  });

  it('ships a complete German catalogue whose messages all parse', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    const german = createTranslator('de');
    for (const id of Object.keys(de) as Array<keyof typeof de>) {
      const text = german.t(id, {
        score: 1,
        verdict: 'x',
        count: 2,
        points: 2,
        delta: 2,
        previous: 1,
        current: 'y',
        date: 'd',
        url: 'u',
        max: 3,
        reason: 'r',
        title: 't',
        band: 'b',
        status: 's',
        position: 2,
        percent: 5,
        seconds: 9,
        first: 1,
        last: 2,
        min: 1,
        problems: 2,
        improvements: 1,
        working: 1,
        checked: 2,
        unchecked: 0,
        module: 'm',
        where: 'w',
        value: 'v',
        severity: 's',
        linked: 'l',
        eligible: 'true',
        change: 'c',
      });
      expect(text, id).not.toBe(id);
    }
  });
});
