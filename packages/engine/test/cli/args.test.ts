import { describe, expect, it } from 'vitest';
import { parseAuditArgs } from '../../src/cli/args.ts';

describe('audit arguments', () => {
  it('defaults to human output, no threshold, default modules', () => {
    expect(parseAuditArgs(['https://example.com/a'])).toEqual({
      kind: 'run',
      urls: ['https://example.com/a'],
      format: 'human',
      minScore: null,
      modules: undefined,
      allowHosts: [],
      locale: 'en',
    });
  });

  it('reads every option', () => {
    expect(
      parseAuditArgs([
        '--markdown',
        'http://127.0.0.1:8080/',
        '--min-score',
        '70',
        '--modules',
        'schema, crawlers,schema',
        '--allow-host',
        '127.0.0.1',
        '--allow-host',
        'localhost',
      ]),
    ).toEqual({
      kind: 'run',
      urls: ['http://127.0.0.1:8080/'],
      format: 'markdown',
      minScore: 70,
      modules: ['schema', 'crawlers'],
      allowHosts: ['127.0.0.1', 'localhost'],
      locale: 'en',
    });
    expect(parseAuditArgs(['https://e.com', '--json'])).toMatchObject({ format: 'json' });
    expect(parseAuditArgs(['https://e.com', '--html', '--locale', 'de-AT'])).toMatchObject({
      format: 'html',
      locale: 'de-AT',
    });
    expect(parseAuditArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [[], /Missing the URL/],
    [['example.com'], /absolute http/],
    [
      ['ftp://example.com'],
      /"ftp:\/\/example\.com" uses the ftp scheme; only http:\/\/ and https:\/\/ pages/,
    ],
    [['example.com:8080/page'], /Include the scheme, e\.g\. https:\/\/example\.com:8080\/page/],
    // A local development server speaks plain HTTP: https:// would only fail its TLS handshake.
    [['localhost:3000/blog'], /Include the scheme, e\.g\. http:\/\/localhost:3000\/blog$/],
    [['127.0.0.1:8080'], /Include the scheme, e\.g\. http:\/\/127\.0\.0\.1:8080$/],
    // Options after "--" are URLs to parseArgs: no "https://--json".
    [
      ['--', 'https://a.com', '--json'],
      /"--json" is not an absolute http:\/\/ or https:\/\/ URL\. Give one such as/,
    ],
    [['https://a.com', '--json', '--markdown'], /one output format/],
    [['https://a.com', '--markdown', '--html'], /one output format: --json, --markdown or --html/],
    [['https://a.com', '--html', '--locale', 'fr'], /locale "fr"\. Accepted: en, de/],
    [['https://a.com', '--min-score', '101'], /0 to 100/],
    [['https://a.com', '--min-score', 'high'], /0 to 100/],
    [['https://a.com', '--min-score', '-5'], /min-score/],
    [['https://a.com', '--modules', 'schema,seo'], /Unknown module: seo\. Accepted: citability/],
    [
      ['https://a.com', '--modules', 'agent_readiness', '--min-score', '70'],
      /--modules needs a module that counts toward geo_score; agent_readiness weighs 0/,
    ],
    // Without --min-score too: the score of a run with no scored module would be a meaningless 100 (Excellent).
    [
      ['https://a.com', '--modules', 'agent_readiness', '--json'],
      /--modules needs a module that counts toward geo_score; agent_readiness weighs 0 \(beta\)/,
    ],
    [['https://a.com', '--frobnicate'], /--help/],
  ])('rejects %j with a message that says what to do', (argv, message) => {
    const parsed = parseAuditArgs(argv);
    expect(parsed.kind).toBe('error');
    expect((parsed as { message: string }).message).toMatch(message);
  });
});
