import { CitabilityModule } from '@geo-audit/core';
import { describe, expect, it } from 'vitest';
import { analyzeCitability } from '../../src/analyze/citability.ts';
import { contentModel } from '../../src/content/extract.ts';
import { splitPassages } from '../../src/content/passages.ts';
import { parsePage } from '../../src/parse/page.ts';
import { contextOf, findingOf, html, prose } from './context.ts';

// An nginx guide: the prose explains, the code blocks configure (as the reviewed Russian docs page does).
const CONFIG = `proxy_cache_path /var/cache/nginx/app levels=1:2 keys_zone=app_cache:10m max_size=1g inactive=60m;
proxy_cache_key "$scheme$request_method$host$request_uri";
proxy_cache app_cache;
proxy_cache_valid 200 301 10m;
proxy_cache_valid 404 1m;
proxy_cache_use_stale error timeout updating;
proxy_cache_background_update on;
proxy_cache_lock on;
proxy_pass http://127.0.0.1:8080;`;

const GUIDE = html(
  `<main><h1>Caching responses</h1><p>The proxy keeps answers on disk so repeated requests skip the application. ${prose(60)}</p>
<h2>Configure the zone</h2><p>Declare the zone once and enable it where it is needed. ${prose(40)}</p>
<pre><code class="language-nginx">${CONFIG}</code></pre>
<h2>Check it works</h2><p>Request the page twice and read the status header. ${prose(40)}</p>
<div class="highlight"><pre>curl -sI https://example.org/ | grep -i x-cache-status
curl -sI https://example.org/ | grep -i x-cache-status</pre></div></main>`,
);

function citabilityOf(page: string) {
  return CitabilityModule.parse(analyzeCitability(contextOf(page))) as CitabilityModule;
}

describe('code blocks in the main content', () => {
  const result = citabilityOf(GUIDE);

  it('do not make a configuration directive a stuffed keyword', () => {
    const stuffing = findingOf(result, 'citability.keyword_stuffing');
    expect(stuffing.title).toBe('No keyword stuffing');
    expect(stuffing.evidence[0]?.what).not.toMatch(/"cache"|"proxy"/);
  });

  it('do not give figures to count or to ask a source for', () => {
    const figures = JSON.stringify(findingOf(result, 'citability.statistics').evidence);
    const sources = JSON.stringify(findingOf(result, 'citability.source_citations').evidence);
    for (const token of ['10m', '1g', '60m', '1:2', '1:8080']) {
      expect(figures).not.toContain(token);
      expect(sources).not.toContain(token);
    }
  });

  it('are not sentences to grade or words of a passage', () => {
    const model = contentModel(parsePage(GUIDE));
    const passages = splitPassages(model);
    const configure = passages.find((p) => p.heading === 'Configure the zone')!;
    expect(configure.text).not.toContain('proxy_cache');
    expect(configure.words).toBe(configure.blocks.filter((b) => b.kind === 'paragraph')[0]!.words);
    const readability = findingOf(result, 'citability.readability');
    const sampled = (readability.evidence[0]!.value as { sampled_words: number }).sampled_words;
    const proseWords = passages.reduce((sum, p) => sum + p.words, 0);
    expect(sampled).toBeLessThanOrEqual(proseWords);
  });

  it('make the thin-content fix ask for explanations of the code, not for more of the topic', () => {
    const thin = findingOf(result, 'citability.thin_content');
    expect(thin.fix).toMatch(/^Explain each code sample in words/);
    expect(
      findingOf(citabilityOf(html(`<main><p>${prose(120)}</p></main>`)), 'citability.thin_content').fix,
    ).toMatch(/^Cover the topic fully/);
  });

  it('are content the HTML holds, but not prose for the thin-content check, which says so', () => {
    const model = contentModel(parsePage(GUIDE));
    expect(model.main.codeWords).toBeGreaterThan(40);
    expect(model.main.words).toBeGreaterThan(model.main.codeWords);
    const thin = findingOf(result, 'citability.thin_content');
    expect(thin.evidence[0]?.what).toBe(
      `${model.main.words - model.main.codeWords} words of main content (300 or more expected); ${model.main.codeWords} words of code not counted`,
    );
  });

  it('leave a <pre> that holds no code (a poem) as prose', () => {
    const poem = contentModel(
      parsePage(html(`<main><pre>The smith at dawn\nstrikes iron twice,\nand sings.</pre></main>`)),
    );
    expect(poem.blocks.map((b) => b.kind)).toEqual(['pre']);
    expect(poem.main.codeWords).toBe(0);
  });
});
