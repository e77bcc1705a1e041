import { describe, expect, it } from 'vitest';
import { parseLinkHeader } from '../../src/parse/link-header.ts';

/** RFC 8288 Link headers as servers send them, repeated headers joined with ", " by the fetcher. */

const BASE = 'https://example.com/docs/page';

describe('parseLinkHeader', () => {
  it('reads several links, resolving relative targets and lower-casing rel and type', () => {
    expect(
      parseLinkHeader(
        '</.well-known/api-catalog>; rel="api-catalog", <openapi.json>;rel=Service-Desc;type="application/JSON"',
        BASE,
      ),
    ).toEqual([
      { href: 'https://example.com/.well-known/api-catalog', rel: ['api-catalog'] },
      { href: 'https://example.com/docs/openapi.json', rel: ['service-desc'], type: 'application/json' },
    ]);
  });

  it('keeps a comma inside a quoted parameter within its link', () => {
    expect(
      parseLinkHeader(
        '</llms.txt>; title="Docs, for agents"; rel="describedby alternate", </a>; rel=next',
        BASE,
      ),
    ).toEqual([
      { href: 'https://example.com/llms.txt', rel: ['describedby', 'alternate'] },
      { href: 'https://example.com/a', rel: ['next'] },
    ]);
  });

  it('counts only the first rel parameter (RFC 8288 §3.3) and skips what is not a link', () => {
    expect(parseLinkHeader('garbage, </x>; rel=a; rel=b', BASE)).toEqual([
      { href: 'https://example.com/x', rel: ['a'] },
    ]);
  });
});
