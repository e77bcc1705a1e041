import type { ContentModel } from './model.ts';

/**
 * The content model's blocks joined into one text, built once per model and shared: citability scans the visible
 * text for prompt injections and agent_readiness for walls and JavaScript warnings.
 */

const visible = new WeakMap<ContentModel, string>();
const main = new WeakMap<ContentModel, string>();

function joined(blocks: ContentModel['blocks']): string {
  return blocks.map((b) => b.text).join('\n');
}

/**
 * Every visible, non-boilerplate block's text, one block per line.
 *
 * @example
 * ```ts
 * visibleText(contentModel(parsePage('<p>One</p><p>Two</p>'))); // 'One\nTwo'
 * ```
 */
export function visibleText(model: ContentModel): string {
  let text = visible.get(model);
  if (text === undefined) {
    text = joined(model.blocks);
    visible.set(model, text);
  }
  return text;
}

/**
 * The main content's blocks (headings included), one block per line.
 *
 * @example
 * ```ts
 * mainText(contentModel(parsePage('<main><h2>Q?</h2><p>A.</p></main>'))); // 'Q?\nA.'
 * ```
 */
export function mainText(model: ContentModel): string {
  let text = main.get(model);
  if (text === undefined) {
    text = joined(model.main.blocks);
    main.set(model, text);
  }
  return text;
}
