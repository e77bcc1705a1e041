import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/parse/page.ts';
import { describeElement } from '../../src/structured-data/dom.ts';

const first = (html: string, name: string): Element => {
  const stack = [...parsePage(html).children];
  while (stack.length > 0) {
    const node = stack.shift()!;
    if (node.type === 'tag' && (node as Element).name === name) return node as Element;
    if ('children' in node) stack.push(...(node as Element).children);
  }
  throw new Error(`no <${name}>`);
};

describe('describeElement', () => {
  it('names an element by tag, id and its first two classes, keeping long BEM class names whole', () => {
    const link = first(
      '<a id="by" class="wp-block-post-author-name__link extra third" href="/author/ann/">Ann</a>',
      'a',
    );
    expect(describeElement(link)).toBe('a#by.wp-block-post-author-name__link.extra');
    expect(describeElement(link, 'href')).toBe(
      'a#by.wp-block-post-author-name__link.extra[href="/author/ann/"]',
    );
  });
});
