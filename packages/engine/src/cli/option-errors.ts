import { parseArgs } from 'node:util';
import { messages } from './messages.ts';
import { AUDIT_OPTIONS } from './options.ts';
import { closest } from './suggest.ts';

const NAMES = Object.keys(AUDIT_OPTIONS);

/** The option an unknown one was probably meant to be: a typo, or the start of exactly one name. */
function guessOption(name: string): string | null {
  const typo = closest(name, NAMES);
  if (typo !== null) return `--${typo}`;
  const started = name.length >= 2 ? NAMES.filter((option) => option.startsWith(name.toLowerCase())) : [];
  return started.length === 1 ? `--${started[0]}` : null;
}

/**
 * Says what is wrong with arguments that parseArgs rejected, naming the option and how to write it. Its own
 * messages are cut to one line and point at positional arguments when a flag is mistyped, so the arguments
 * are read again, leniently, to find the culprit.
 *
 * @example
 * ```ts
 * describeParseError(['https://example.com', '--jsn'], error); // 'Unknown option --jsn. Did you mean --json? …'
 * ```
 */
export function describeParseError(argv: readonly string[], error: Error): string {
  const { tokens } = parseArgs({
    args: [...argv],
    options: AUDIT_OPTIONS,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const spec = (AUDIT_OPTIONS as Record<string, { type: string }>)[token.name];
    if (spec === undefined) return messages.unknownOption(token.rawName, guessOption(token.name), NAMES);
    if (spec.type === 'boolean') {
      if (token.value !== undefined) return messages.flagTakesNoValue(token.rawName, token.value);
      continue;
    }
    if (token.value === undefined) return messages.missingValue(token.rawName, token.name);
    if (!token.inlineValue && token.value.startsWith('-')) {
      if (token.name === 'min-score' && /^-\d/.test(token.value))
        return messages.invalidMinScore(token.value);
      const next = token.value.replace(/^-+/, '').split('=')[0] ?? '';
      const nextIsOption = NAMES.includes(next) || token.value === '-h';
      return messages.valueLooksLikeOption(token.rawName, token.name, token.value, nextIsOption);
    }
  }
  return messages.badArguments(error.message.replace(/\.?\s*\n\s*/g, '. ').replace(/\.$/, ''));
}
