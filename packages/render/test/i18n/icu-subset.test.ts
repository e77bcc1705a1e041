// intl-messageformat is the oracle: the renderer ships its own small formatter (docs/decisions/0019) and must
// give the same text for every message it ships and for the ICU subset hosts may use in their own messages.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatMessage, type MessageValues } from '../../src/i18n/icu-format.ts';
import { parseMessage } from '../../src/i18n/icu-parse.ts';
import { de } from '../../src/i18n/messages-de.ts';
import { en } from '../../src/i18n/messages-en.ts';

function oracle(source: string, locale: string, values: MessageValues): string {
  const text = new IntlMessageFormat(source, locale).format(values as Record<string, string>);
  return Array.isArray(text) ? text.join('') : String(text);
}

const ours = (source: string, locale: string, values: MessageValues) =>
  formatMessage(parseMessage(source), locale, values);

const NUMBERS = [0, 1, 2, 3, 3.5, 11, 21, 101, 1000, 1234.5678, -1];

function valuesFor(n: number, text: string, flag: boolean | string): MessageValues {
  const values: MessageValues = {};
  for (const name of [
    'score',
    'count',
    'points',
    'delta',
    'previous',
    'max',
    'position',
    'percent',
    'seconds',
    'first',
    'last',
    'min',
    'problems',
    'improvements',
    'working',
    'checked',
    'unchecked',
  ]) {
    values[name] = n;
  }
  for (const name of [
    'verdict',
    'current',
    'date',
    'url',
    'reason',
    'title',
    'band',
    'status',
    'module',
    'where',
    'value',
    'severity',
    'linked',
    'change',
  ]) {
    values[name] = text;
  }
  values.eligible = flag;
  return values;
}

describe('the ICU subset formatter', () => {
  for (const [locale, catalogue] of [
    ['en', en],
    ['de', de],
  ] as const) {
    it(`formats every ${locale} catalogue message exactly as intl-messageformat does`, () => {
      let compared = 0;
      for (const [id, source] of Object.entries(catalogue)) {
        for (const n of NUMBERS) {
          for (const flag of [true, false, 'true', 'other']) {
            const values = valuesFor(n, `text ${n}`, flag);
            expect(ours(source, locale, values), `${id} with ${n}, ${flag}`).toBe(
              oracle(source, locale, values),
            );
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  const pluralLocales = ['en', 'de', 'fr', 'pl', 'ar', 'cy'];
  const everyCategory =
    '{n, plural, =0 {exactly zero} zero {zero #} one {one #} two {two #} few {few #} many {many #} other {other #}}';
  const ordinal = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';

  it('picks plural categories as Intl.PluralRules and intl-messageformat do', () => {
    const samples = [...Array.from({ length: 120 }, (_, i) => i), 0.5, 1.5, 2.25, 1000000, -3];
    for (const locale of pluralLocales) {
      const rules = new Intl.PluralRules(locale);
      for (const n of samples) {
        const text = ours(everyCategory, locale, { n });
        expect(text, `${locale} ${n}`).toBe(oracle(everyCategory, locale, { n }));
        if (n !== 0) expect(text.split(' ')[0], `${locale} ${n}`).toBe(rules.select(n));
        expect(ours(ordinal, locale, { n }), `${locale} ordinal ${n}`).toBe(oracle(ordinal, locale, { n }));
      }
    }
  });

  const hostMessages = [
    "Plan d'action",
    "Ends with an apostrophe'",
    "{n, plural, other {ends quoted '#'}}'",
    "It''s {name}'s turn",
    "Use '{braces}' literally, '{'alone'}' and 'single",
    "{n, plural, one {'#' is # item} other {'#' are # items}}",
    'Top-level } stays text',
    '{ name } with spaces',
    '{n, plural, offset:1 =0 {nobody} =1 {only {name}} one {{name} and # other} other {{name} and # others}}',
    '{kind, select, book {Book {n, plural, one {# page} other {# pages}}} other {Thing, # not a count}}',
    '{n, number} · {n, number, integer} · {ratio, number, percent}',
    '{when, date} · {when, date, short} · {when, date, medium} · {when, date, long} · {when, date, full}',
    '{when, time, short} · {when, time, medium}',
    '{n, plural, =-1 {minus one} other {#}}',
    '{flag}|{none}|{missing}',
    'Score < 50 and > 10',
  ];
  const hostValues: MessageValues[] = [
    { name: 'Ada', n: 0, kind: 'book', ratio: 0.25, when: new Date(Date.UTC(2026, 0, 31, 13, 5, 9)) },
    { name: 'Ada', n: 1, kind: 'film', ratio: 1, when: Date.UTC(2025, 11, 1), flag: true },
    { name: 'Ada', n: 2, kind: 'book', ratio: 0.125, when: 0, flag: false, none: null, missing: undefined },
    { name: 'Ada', n: 1.5, kind: 'other', ratio: 3, when: 1e12, flag: 'yes', none: 0, missing: '' },
    { name: 'Ada', n: -1, kind: 'film', ratio: 0, when: 0 },
    { name: 'Ada', n: 12345.678, kind: 'book', ratio: -0.5, when: 1e12, flag: 1, none: 1, missing: 2 },
  ];

  it('formats the subset hosts may use in their own messages as intl-messageformat does', () => {
    let formatted = 0;
    for (const source of hostMessages) {
      for (const locale of ['en', 'de', 'fr']) {
        for (const values of hostValues) {
          const expected = (() => {
            try {
              return oracle(source, locale, values);
            } catch {
              return 'throws';
            }
          })();
          const actual = (() => {
            try {
              return ours(source, locale, values);
            } catch {
              return 'throws';
            }
          })();
          expect(actual, `${source} in ${locale} with ${JSON.stringify(values)}`).toBe(expected);
          if (expected !== 'throws') formatted++;
        }
      }
    }
    // Only the message that leaves values out may throw; everything else must really be compared.
    expect(formatted).toBeGreaterThanOrEqual((hostMessages.length - 1) * 3 * hostValues.length);
  });

  it('rejects malformed messages that intl-messageformat rejects', () => {
    const malformed = [
      '{count, plural, one {# thing}',
      '{count, plural, one {# thing}}',
      '{kind, select, a {A} b {B}}',
      '{count, plural, one {a} one {b} other {c}}',
      '{, plural, other {x}}',
      '{name',
      '{name, unknowntype}',
      '{n, plural, =x {bad} other {#}}',
      '{n, plural, =1.5 {bad} other {#}}',
      '{n, select, =1 {bad} other {#}}',
      '{n, plural other {#}}',
    ];
    for (const source of malformed) {
      expect(() => new IntlMessageFormat(source, 'en'), source).toThrow();
      expect(() => parseMessage(source), source).toThrow(SyntaxError);
    }
  });

  it('rejects what it does not support, so a translator falls back instead of printing it wrongly', () => {
    for (const source of ['{n, number, ::currency/EUR}', '{d, date, ::yyyyMMdd}', '{p, number, currency}']) {
      expect(() => parseMessage(source), source).toThrow(/Unsupported/);
    }
  });

  it('asks for every value a message uses', () => {
    expect(() => ours('{count, plural, one {# action} other {# actions}}', 'en', {})).toThrow(/count/);
    expect(ours('{kind, select, a {{x}} other {none}}', 'en', { kind: 'b' })).toBe('none');
  });
});
