import { describe, expect, it } from 'vitest';
import { scriptWrittenJsonLd } from '../../src/structured-data/script-written.ts';

const organization =
  '{"@context": "https://schema.org", "@type": "Organization", "name": "Acme", "logo": {"@type": "ImageObject", "url": "/l.png"}}';

describe('scriptWrittenJsonLd: inline scripts that write a JSON-LD block when they run', () => {
  it('finds a script element whose type is set to application/ld+json, with the types its code names', () => {
    const written = scriptWrittenJsonLd([
      'window.dataLayer = [];',
      `var s = document.createElement('script'); s.type = 'application/ld+json'; s.text = JSON.stringify(${organization}); document.head.appendChild(s);`,
    ]);
    expect(written).toEqual([
      {
        script: 2,
        how: 'sets a script element\'s type to "application/ld+json"',
        types: ['Organization', 'ImageObject'],
      },
    ]);
  });

  it('finds setAttribute, markup inserted from a string, and a type property (jQuery, React, head managers)', () => {
    const written = scriptWrittenJsonLd([
      `var el = document.createElement("script"); el.setAttribute("type", "application/ld+json"); el.textContent = '${organization}';`,
      `document.head.insertAdjacentHTML('beforeend', '<script type="application/ld+json">' + JSON.stringify({"@type": "WebSite"}) + '<\\/script>');`,
      `$('<script>', { type: 'application/ld+json', text: JSON.stringify({ "@type": "Product", name: 'Mug' }) }).appendTo('head');`,
    ]);
    expect(written.map((w) => [w.script, w.types])).toEqual([
      [1, ['Organization', 'ImageObject']],
      [2, ['WebSite']],
      [3, ['Product']],
    ]);
    expect(written.map((w) => w.how)).toEqual([
      'sets a script element\'s type attribute to "application/ld+json"',
      'inserts <script type="application/ld+json"> markup',
      'creates a script with type "application/ld+json"',
    ]);
  });

  it('reads types written as escaped JSON inside a string', () => {
    const [written] = scriptWrittenJsonLd([
      `s.type="application/ld+json"; s.innerHTML = "{\\"@context\\":\\"https://schema.org\\",\\"@type\\":\\"LocalBusiness\\"}";`,
    ]);
    expect(written?.types).toEqual(['LocalBusiness']);
  });

  it("leaves out scripts that only read the page's blocks, or only mention the type", () => {
    expect(
      scriptWrittenJsonLd([
        `document.querySelectorAll('script[type="application/ld+json"]').forEach(function (n) { track(JSON.parse(n.textContent)); });`,
        `var blocks = document.querySelectorAll("script[type='application/ld+json']");`,
        `// we print application/ld+json on the server`,
        `var MIME = "application/ld+json";`,
        // Nuxt's hydration payload repeats the head the server printed; a settings object writes nothing either.
        'window.__NUXT__=(function(a){return {head:{script:[{hid:"ld",type:"application/ld+json",json:{"@context":"https://schema.org","@type":"Article"}}]}}}(1));',
        'var cfg = { type: "application/ld+json" }; console.log(cfg);',
      ]),
    ).toEqual([]);
  });
});
