import { describe, expect, it } from 'vitest';
import { parseAuditArgs } from '../../src/cli/args.ts';

/** The message `geo-audit audit` prints for these arguments (it must be an error). */
function errorOf(argv: string[], command?: string): string {
  const parsed = parseAuditArgs(argv, command);
  expect(parsed.kind).toBe('error');
  return (parsed as { message: string }).message;
}

const URL = 'https://example.com/pricing';

describe('audit option mistakes, as typed in a CI job', () => {
  it('names the option a typo meant, or the one its start spells', () => {
    expect(errorOf([URL, '--jsn'])).toBe(
      'Unknown option --jsn. Did you mean --json? Options: --json, --markdown, --html, --locale, --min-score, --modules, --allow-host, --urls-from, --help.',
    );
    expect(errorOf([URL, '--min_score', '70'])).toMatch(
      /^Unknown option --min_score\. Did you mean --min-score\?/,
    );
    expect(errorOf([URL, '--mod', 'schema'])).toMatch(/^Unknown option --mod\. Did you mean --modules\?/);
    // No guess rather than a wrong one; the list still shows what exists.
    expect(errorOf([URL, '--verbose'])).toMatch(/^Unknown option --verbose\. Options: --json,/);
  });

  it('says an option lacks its value, with an example, instead of "argument is ambiguous.."', () => {
    expect(errorOf([URL, '--min-score', '--json'])).toBe(
      '--min-score needs a value, but the option --json follows it. Give it one, e.g. --min-score 70.',
    );
    expect(errorOf([URL, '--allow-host'])).toBe('--allow-host needs a value, e.g. --allow-host 127.0.0.1.');
    expect(errorOf([URL, '--modules', '-schema'])).toBe(
      '--modules needs a value, but "-schema" follows it. Give it one, e.g. --modules schema,citability (a value that starts with "-" is written --modules=-schema).',
    );
  });

  it('reads --min-score -1 as the out-of-range number it is', () => {
    expect(errorOf([URL, '--min-score', '-1'])).toBe(
      '--min-score must be a whole number from 0 to 100 (got "-1").',
    );
  });

  it('says a flag takes no value', () => {
    expect(errorOf([URL, '--json=true'])).toBe(
      '--json takes no value (got "--json=true"); write --json alone.',
    );
  });

  it('suggests the module a typo meant, and says an empty --modules lists none', () => {
    expect(errorOf([URL, '--modules', 'shcema,Citability,seo'])).toBe(
      'Unknown modules: shcema (did you mean schema?), Citability (did you mean citability?), seo. Accepted: citability, brand, eeat, crawlers, schema, platforms, llmstxt, agent_pricing, agent_readiness.',
    );
    expect(errorOf([URL, '--modules', ','])).toMatch(
      /^--modules lists no module\. Give one or more, separated by commas: citability, brand,/,
    );
  });

  it('refuses a URL with a password without printing the password into the log', () => {
    const message = errorOf(['https://deploy:s3cret@staging.example.com/pricing']);
    expect(message).toBe(
      'URLs with a user name or password cannot be audited: the page is fetched as a visitor, without logging in. Remove the "user:password@" part: https://staging.example.com/pricing',
    );
    expect(message).not.toContain('s3cret');
  });

  it('shows the example with the command the user ran', () => {
    expect(errorOf([], 'geo-audit-engine')).toBe(
      'Missing the URL to audit. Example: geo-audit-engine audit https://example.com/page',
    );
  });
});
