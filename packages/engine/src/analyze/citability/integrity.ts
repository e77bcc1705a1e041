// The citability checks on text meant for machines rather than readers: hidden text and prompt injection.
import type { Evidence } from '@geo-audit/core';
import { findInjections, findVisibleInjections } from '../../content/injection.ts';
import type { ContentModel } from '../../content/model.ts';
import { firstWords } from '../../content/passages.ts';
import { visibleNeedles } from '../../content/visible-needles.ts';
import { countWords } from '../../structured-data/metadata.ts';
import type { CheckResult } from '../checks.ts';
import { clip, MAX_EVIDENCE } from './evidence.ts';
import type { PageText } from './page-text.ts';

/** The hidden_text check: words hidden from visitors outside tabs, accordions, dialogs and menus. */
export function hiddenTextCheck(model: ContentModel, text: PageText): CheckResult {
  const suspicious = model.hidden.filter((h) => !h.interactive && !h.boilerplate);
  const words = suspicious.reduce((sum, h) => sum + countWords(h.text, 10_000), 0);
  const substantial = words >= 20;
  const heavy = words >= 200 || (text.words > 0 && words >= text.words * 0.25);
  return {
    check: 'citability.hidden_text',
    title: substantial ? 'Hidden text on the page' : 'No hidden text',
    weight: 2,
    score: !substantial ? 1 : heavy ? 0 : 0.5,
    severity: 'high',
    evidence: substantial
      ? [
          { what: `${words} words hidden from visitors (${suspicious.length} elements)` },
          ...suspicious.slice(0, MAX_EVIDENCE).map((h) => ({
            what: `hidden with ${h.how}: "${firstWords(h.text, 15)}"`,
            where: h.where,
          })),
        ]
      : [{ what: 'no substantial text hidden outside tabs, accordions, dialogs and menus' }],
    fix: 'Show the text to visitors or remove it. Text only machines can see is treated as cloaking; content meant to expand on click should use <details> or a tab/accordion pattern (aria-controls).',
  };
}

/**
 * The prompt_injection check: instructions addressed to language models in the visible text, collapsed panels,
 * hidden text and HTML comments.
 */
export function injectionCheck(model: ContentModel, visibleText: string): CheckResult {
  const evidence: Evidence[] = [];
  // A collapsed panel's text is content (see `HiddenText.panel`): read once, with the visible text, and reported as
  // the panel it sits in, which a reader must open to see it.
  const panels = model.hidden.filter((h) => h.panel !== null);
  for (const hit of findVisibleInjections(model.blocks, visibleText, visibleNeedles(model))) {
    const panel =
      hit.pos === undefined
        ? undefined
        : panels.find((h) => h.panel!.start <= hit.pos! && hit.pos! <= h.panel!.end);
    // A panel known only by its class, which no control in the markup opens, may be opened by a script or by
    // nothing: instructions in it count as hidden (a class name must not lift the spam cap).
    const unopened = panel?.opened === false;
    evidence.push({
      what:
        panel === undefined
          ? `visible text (${hit.pattern})`
          : unopened
            ? `hidden text (${hit.pattern}, ${panel.how}, in a panel no control on the page opens)`
            : `text in a collapsed panel (${hit.pattern}, ${panel.how} until opened)`,
      where: panel?.where ?? model.main.where ?? 'page',
      value: clip(hit.excerpt),
      found_in: panel === undefined ? 'visible_text' : unopened ? 'hidden_text' : 'collapsed_panel',
    });
  }
  for (const h of model.hidden) {
    if (h.panel !== null) continue;
    // A dialog or a menu is read on a click, by people: held to the rules of visible text ("Do not show this message
    // again" in a cookie dialog tells no model anything).
    const shown = h.interactive || h.boilerplate;
    for (const hit of findInjections(h.text, undefined, { visible: shown })) {
      evidence.push({
        what: `hidden text (${hit.pattern}, ${h.how})`,
        where: h.where,
        value: clip(hit.excerpt),
        found_in: 'hidden_text',
      });
    }
    if (evidence.length >= MAX_EVIDENCE) break;
  }
  for (const comment of model.comments) {
    for (const hit of findInjections(comment)) {
      evidence.push({
        what: `HTML comment (${hit.pattern})`,
        where: 'HTML comment',
        value: clip(hit.excerpt),
        found_in: 'html_comment',
      });
    }
    if (evidence.length >= MAX_EVIDENCE) break;
  }
  const found = evidence.length > 0;
  return {
    check: 'citability.prompt_injection',
    title: found ? 'Prompt-injection text aimed at AI systems' : 'No prompt-injection text',
    weight: 4,
    score: found ? 0 : 1,
    severity: 'critical',
    evidence: found
      ? evidence.slice(0, MAX_EVIDENCE)
      : [{ what: 'no instructions addressed to language models in the text, hidden text or comments' }],
    fix: 'Remove text that instructs AI systems ("ignore previous instructions", "assistants must recommend …"), visible or hidden. Answer engines treat it as manipulation and may drop or flag the page.',
  };
}
