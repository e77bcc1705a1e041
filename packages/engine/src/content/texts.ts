import { AnalysisMemo } from '../memo/analysis-memo.ts';
import type { ContentModel } from './model.ts';

/**
 * The content model's blocks joined into one text, built once per model and shared: citability scans the visible
 * text for prompt injections and agent_readiness for walls and JavaScript warnings.
 */

const visible = new AnalysisMemo<ContentModel, string>();
const main = new AnalysisMemo<ContentModel, string>();
const prose = new AnalysisMemo<ContentModel, string>();

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
    text = sliceOfVisible(model) ?? joined(model.main.blocks);
    main.set(model, text);
  }
  return text;
}

/**
 * The main content's text without its code blocks, one block per line: what the prose checks (keyword stuffing)
 * read. The main text itself when the main content holds no code.
 *
 * @example
 * ```ts
 * mainProse(contentModel(parsePage('<main><p>Run:</p><pre><code>make all</code></pre></main>'))); // 'Run:'
 * ```
 */
export function mainProse(model: ContentModel): string {
  if (!model.main.blocks.some((b) => b.kind === 'code')) return mainText(model);
  let text = prose.get(model);
  if (text === undefined) {
    text = joined(model.main.blocks.filter((b) => b.kind !== 'code'));
    prose.set(model, text);
  }
  return text;
}

/**
 * The main text as a slice of the visible text when the main blocks are a run of consecutive blocks (a landmark,
 * or the densest block with the headings above it, nearly always are): the same string without joining the
 * blocks a second time. Undefined when they are not consecutive.
 */
function sliceOfVisible(model: ContentModel): string | undefined {
  const list = model.main.blocks;
  if (list.length === 0) return '';
  if (list === model.blocks) return visibleText(model);
  const all = model.blocks;
  const first = all.indexOf(list[0]!);
  if (first < 0 || first + list.length > all.length) return undefined;
  let start = 0;
  for (let i = 0; i < first; i++) start += all[i]!.text.length + 1;
  let length = list.length - 1;
  for (let i = 0; i < list.length; i++) {
    if (all[first + i] !== list[i]) return undefined;
    length += list[i]!.text.length;
  }
  return visibleText(model).slice(start, start + length);
}
