import type { DateStyle, MessageNode } from './icu-parse.ts';

/** Values a message can interpolate. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

// The same presets intl-messageformat uses, so host messages written for it format alike.
const DATE_PRESETS: Record<DateStyle, Intl.DateTimeFormatOptions | undefined> = {
  '': undefined,
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_PRESETS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  '': { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};
const NUMBER_PRESETS: Record<string, Intl.NumberFormatOptions | undefined> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};

// Building Intl formatters is costly and a panel formats hundreds of messages, so each is built once.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object | undefined,
  create: () => T,
): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/**
 * Formats a message parsed by {@link parseMessage} for `locale`, with intl-messageformat's semantics for
 * the supported subset: plain arguments are inserted as given, `#` and `number` use `Intl.NumberFormat`,
 * `plural` prefers an exact `=N` option and then `Intl.PluralRules`. Throws when a value is missing, so the
 * caller can fall back to another catalogue.
 *
 * @example
 * ```ts
 * formatMessage(parseMessage('{n, plural, one {# Punkt} other {# Punkte}}'), 'de', { n: 3.5 }); // '3,5 Punkte'
 * ```
 */
export function formatMessage(nodes: readonly MessageNode[], locale: string, values: MessageValues): string {
  return formatNodes(nodes, locale, values, undefined);
}

function formatNodes(
  nodes: readonly MessageNode[],
  locale: string,
  values: MessageValues,
  pluralValue: number | undefined,
): string {
  let text = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      text += node;
      continue;
    }
    if (node.kind === 'pound') {
      if (pluralValue !== undefined)
        text += cached('n', locale, undefined, () => new Intl.NumberFormat(locale)).format(pluralValue);
      continue;
    }
    if (!Object.hasOwn(values, node.name)) {
      throw new Error(`The message needs a value for "${node.name}"`);
    }
    const value = values[node.name];
    switch (node.kind) {
      case 'arg':
        text += value === null || value === undefined || value === false ? '' : String(value);
        break;
      case 'number': {
        const options = NUMBER_PRESETS[node.style];
        text += cached('n', locale, options, () => new Intl.NumberFormat(locale, options)).format(
          Number(value),
        );
        break;
      }
      case 'date':
      case 'time': {
        const options = (node.kind === 'date' ? DATE_PRESETS : TIME_PRESETS)[node.style];
        text += cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(
          value as Date | number,
        );
        break;
      }
      case 'select': {
        const key = String(value);
        text += formatNodes(
          node.options[Object.hasOwn(node.options, key) ? key : 'other'] ?? [],
          locale,
          values,
          undefined,
        );
        break;
      }
      case 'plural': {
        const exact = `=${value}`;
        const number = Number(value) - node.offset;
        const key = Object.hasOwn(node.options, exact)
          ? exact
          : cached(
              'p',
              locale,
              { ordinal: node.ordinal },
              () => new Intl.PluralRules(locale, { type: node.ordinal ? 'ordinal' : 'cardinal' }),
            ).select(number);
        text += formatNodes(
          node.options[Object.hasOwn(node.options, key) ? key : 'other'] ?? [],
          locale,
          values,
          number,
        );
        break;
      }
    }
  }
  return text;
}
