import { LlmstxtModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import { artifactsFor, contextOf } from '../analyze/crawlers-helpers.ts';

/**
 * Docs hosts are subdomains (dev.acme.example, api.acme.example): a site whose whole name is `dev.<tld>` or
 * `api.<tld>` (DEV Community at dev.to, the api.video company) is a site like any other.
 */

function ctaOf(lines: string[]) {
  const result = analyzeLlmstxt(contextOf(artifactsFor({ llms: lines.join('\n') })));
  LlmstxtModule.parse(result);
  return result.cta_url;
}

describe('llmstxt cta_url: hosts named dev.<tld> or api.<tld>', () => {
  it('hands out a contact link on dev.to, a blogging platform, not documentation', () => {
    expect(
      ctaOf([
        '# Jane Doe',
        '',
        '> Freelance Rust developer and writer.',
        '',
        '## Articles',
        '',
        '- [Writing a parser in Rust](https://jane.example/parser.md)',
        '',
        '## Contact',
        '',
        '- [Hire me: get in touch](https://dev.to/janedoe)',
      ]),
    ).toBe('https://dev.to/janedoe');
    expect(
      ctaOf([
        '# api.video',
        '',
        '> Video infrastructure.',
        '',
        '## Plans',
        '',
        '- [Pricing](https://api.video/pricing)',
      ]),
    ).toBe('https://api.video/pricing');
  });

  it('still passes over API objects on a company’s dev., api. and docs hosts', () => {
    expect(
      ctaOf([
        '# Acme',
        '',
        '> Payments.',
        '',
        '## Guides',
        '',
        '- [Checkout](https://dev.acme.example/checkout)',
        '- [Plans](https://api.acme.example/plans)',
        '- [Prices](https://docs.rs/acme/latest/acme/struct.Prices.html)',
        '- [Contact sales](https://acme.example/contact)',
      ]),
    ).toBe('https://acme.example/contact');
  });
});
