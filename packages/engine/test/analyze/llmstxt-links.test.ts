import { LlmstxtModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeLlmstxt } from '../../src/analyze/llmstxt.ts';
import type { LlmsLinkCheck } from '../../src/artifacts.ts';
import { artifactsFor, contextOf, findingOf, ORIGIN } from './crawlers-helpers.ts';

const LLMS = [
  '# Acme Anvils',
  '',
  '> Forged steel anvils for smiths.',
  '',
  '## Products',
  '',
  '- [Anvil catalogue](https://shop.example/anvils.md): every model',
  '- [Care guide](https://shop.example/care.md#oiling): keeping the face flat',
  '',
  '## Pricing',
  '',
  '- [Plans and prices](https://shop.example/pricing): list prices',
  '',
  '## Contact',
  '',
  '- [Contact sales](https://shop.example/contact): quotes for trade',
].join('\n');

const at = (line: number) => `${ORIGIN}/llms.txt line ${line}`;

function answered(path: string, status: number, extra: Partial<LlmsLinkCheck> = {}): LlmsLinkCheck {
  const url = `${ORIGIN}${path}`;
  return { url, finalUrl: url, status, contentType: 'text/html; charset=utf-8', challenge: false, ...extra };
}

const ALL_OK = [
  answered('/pricing', 200),
  answered('/anvils.md', 200, { contentType: 'text/markdown' }),
  answered('/care.md', 200, { contentType: 'text/markdown' }),
  answered('/contact', 200),
];

function llmsWith(llmsLinks: LlmsLinkCheck[] | undefined, body = LLMS) {
  const artifacts = artifactsFor({ llms: body });
  if (llmsLinks !== undefined) artifacts.llmsLinks = llmsLinks;
  const result = analyzeLlmstxt(contextOf(artifacts));
  LlmstxtModule.parse(result);
  return result;
}

const replace = (path: string, check: LlmsLinkCheck) =>
  ALL_OK.map((c) => (c.url === `${ORIGIN}${path}` ? check : c));

describe('llmstxt.links_resolve', () => {
  it('passes when every checked link answers 2xx, and lists them with their lines', () => {
    const result = llmsWith(ALL_OK);
    const finding = findingOf(result, 'llmstxt.links_resolve');
    expect(finding.status).toBe('pass');
    expect(finding.title).toBe('The 4 llms.txt links checked work');
    expect(result.score).toBe(100);
    expect(result.link_checks).toEqual([
      { url: `${ORIGIN}/pricing`, line: 12, status: 200, outcome: 'ok' },
      { url: `${ORIGIN}/anvils.md`, line: 7, status: 200, outcome: 'ok' },
      { url: `${ORIGIN}/care.md`, line: 8, status: 200, outcome: 'ok' },
      { url: `${ORIGIN}/contact`, line: 16, status: 200, outcome: 'ok' },
    ]);
  });

  it('fails on a 404 and names the link, its line and its status', () => {
    const result = llmsWith(replace('/care.md', answered('/care.md', 404)));
    const finding = findingOf(result, 'llmstxt.links_resolve');
    expect(finding).toMatchObject({
      status: 'warn',
      severity: 'low',
      title: '1 of 4 llms.txt links checked is broken',
    });
    expect(finding.evidence[0]).toEqual({
      what: `HTTP 404: ${ORIGIN}/care.md`,
      where: at(8),
      value: 404,
    });
    expect(finding.fix).toMatch(/answer 200/);
    expect(finding.impact).toBeGreaterThan(0);
    expect(result.score).toBeLessThan(100);
    expect(result.link_checks?.find((c) => c.url === `${ORIGIN}/care.md`)?.outcome).toBe('http_error');
  });

  it('fails on a challenge page, a soft 404 and a link that gave no response', () => {
    const checks = [
      answered('/pricing', 403, { challenge: true }),
      answered('/anvils.md', 200, { title: 'Page not found – Acme Anvils' }),
      answered('/care.md', 0, {
        contentType: null,
        errorCode: 'dns_failure',
        error: 'shop.example did not resolve',
      }),
      answered('/contact', 200, { title: 'Contact – Acme Anvils' }),
    ];
    const finding = findingOf(llmsWith(checks), 'llmstxt.links_resolve');
    expect(finding.status).toBe('fail');
    expect(finding.evidence.map((e) => [e.what, e.where])).toEqual([
      [`a challenge page (HTTP 403) instead of the content: ${ORIGIN}/pricing`, at(12)],
      [`HTTP 200 with a "Page not found – Acme Anvils" page (a soft 404): ${ORIGIN}/anvils.md`, at(7)],
      [`no response: shop.example did not resolve: ${ORIGIN}/care.md`, at(8)],
      ['4 of 4 distinct links checked', `${ORIGIN}/llms.txt`],
    ]);
  });

  it('reads "page not found" titles in the languages sites are written in, and only whole title parts', () => {
    const outcomeFor = (title: string) =>
      llmsWith(replace('/anvils.md', answered('/anvils.md', 200, { title }))).link_checks?.find(
        (c) => c.url === `${ORIGIN}/anvils.md`,
      )?.outcome;
    for (const title of [
      'Seite nicht gefunden – Schmiede Huber',
      'Fehler 404 | Schmiede Huber',
      'Nie znaleziono strony - Kowalski',
      'Pagina niet gevonden | Smid',
      'Página não encontrada – Ferreiro',
      'Страница не найдена — Кузница',
      'ページが見つかりません | 鍛冶屋',
      '页面不存在 - 铁匠铺',
    ])
      expect([title, outcomeFor(title)]).toEqual([title, 'soft_404']);
    for (const title of ['Not Found Anvils – a novel', 'Seite 404 der Chronik | Schmiede Huber'])
      expect([title, outcomeFor(title)]).toEqual([title, 'ok']);
  });

  it('fails with medium severity when every checked link is broken', () => {
    const finding = findingOf(llmsWith(ALL_OK.map((c) => ({ ...c, status: 404 }))), 'llmstxt.links_resolve');
    expect(finding).toMatchObject({ status: 'fail', severity: 'medium' });
  });

  it('is not applicable, and costs nothing, when the audit data has no link checks', () => {
    const result = llmsWith(undefined);
    const finding = findingOf(result, 'llmstxt.links_resolve');
    expect(finding).toMatchObject({ status: 'not_applicable', impact: 0 });
    expect(finding.evidence[0]!.what).toMatch(/no checks of the links/);
    expect(result.link_checks).toBeNull();
    expect(result.score).toBe(100);
  });

  it('gives no verdict on links that ran out of time or were rate limited', () => {
    const result = llmsWith([
      answered('/pricing', 0, { unfinished: true, contentType: null }),
      answered('/anvils.md', 429),
    ]);
    const finding = findingOf(result, 'llmstxt.links_resolve');
    expect(finding.status).toBe('not_applicable');
    expect(finding.evidence[0]!.what).toMatch(
      /^0 of 4 distinct links checked; 2 gave no verdict: no answer before the check ran out of time$/,
    );
    expect(result.link_checks?.map((c) => c.outcome)).toEqual(['not_checked', 'not_checked']);
  });
});

describe('llmstxt: cta_url and broken links', () => {
  it('passes over a broken conversion link for the next candidate, and says why', () => {
    const result = llmsWith(replace('/pricing', answered('/pricing', 404)));
    expect(result.cta_url).toBe(`${ORIGIN}/contact`);
    expect(result.cta).toEqual({ kind: 'contact', by: 'section', line: 16 });
    const finding = findingOf(result, 'llmstxt.cta');
    expect(finding.status).toBe('info');
    expect(finding.title).toBe(`Conversion link for agents: ${ORIGIN}/contact (${ORIGIN}/pricing is broken)`);
    expect(finding.evidence[0]).toMatchObject({
      what: `not handed out: ${ORIGIN}/pricing (pricing link found by its section) answered HTTP 404`,
      where: at(12),
    });
    expect(finding.fix).toMatch(/conversion link/);
  });

  it('hands out no link when every candidate is broken', () => {
    const checks = replace('/pricing', answered('/pricing', 500)).map((c) =>
      c.url.endsWith('/contact') ? { ...c, challenge: true } : c,
    );
    const result = llmsWith(checks);
    expect(result.cta_url).toBeNull();
    expect(findingOf(result, 'llmstxt.cta').title).toBe(
      'The pricing, sign-up, demo or contact link in llms.txt is broken',
    );
  });

  it('still hands out a conversion link that was rate limited: 429 says nothing about the link', () => {
    const result = llmsWith(replace('/pricing', answered('/pricing', 429)));
    expect(result.cta_url).toBe(`${ORIGIN}/pricing`);
    expect(result.link_checks?.[0]).toEqual({
      url: `${ORIGIN}/pricing`,
      line: 12,
      status: 429,
      outcome: 'not_checked',
    });
    expect(findingOf(result, 'llmstxt.links_resolve').evidence.at(-1)!.what).toBe(
      '3 of 4 distinct links checked; 1 gave no verdict: HTTP 429 (rate limited)',
    );
  });
});
