import type { SignalSpec } from './signal-spec.ts';

const NOT_APPLICABLE = 'not applicable:';

/**
 * A reason this short ("not applicable: no health or finance topic detected") is said again: a pointer would be as
 * long, and send the reader elsewhere for it.
 */
const SHORT_REASON = 60;

/**
 * The signals that do not apply for one and the same reason, with the reason said once: the first keeps the
 * sentence ("not applicable: the business's own page (schema Product), which the business stands behind rather than
 * a byline; …"), each later one points to it by its label ("not applicable: see "Author byline""). A report listed
 * the sentence up to eight times on a shop's product page, burying the checks that do apply. Each signal stays not
 * applicable, and any evidence after the reason stays its own. A short reason is said each time (`SHORT_REASON`).
 *
 * @example
 * ```ts
 * reasonOnce(specs).map((s) => s.evidence[0]?.what);
 * // ["not applicable: the business's own page …", 'not applicable: see "Author byline"', …]
 * ```
 */
export function reasonOnce(specs: readonly SignalSpec[]): SignalSpec[] {
  const firstSaid = new Map<string, string>();
  return specs.map((spec) => {
    const reason = spec.applicable ? undefined : spec.evidence[0]?.what;
    if (reason === undefined || !reason.startsWith(NOT_APPLICABLE) || reason.length <= SHORT_REASON)
      return spec;
    const label = firstSaid.get(reason);
    if (label === undefined) {
      firstSaid.set(reason, spec.label);
      return spec;
    }
    return {
      ...spec,
      evidence: [{ what: `${NOT_APPLICABLE} see "${label}"` }, ...spec.evidence.slice(1)],
    };
  });
}
