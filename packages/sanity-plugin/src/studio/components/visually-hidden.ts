import type { CSSProperties } from 'react';

/**
 * Hides text from sight but not from screen readers (@sanity/ui has no such component), for words a sighted
 * editor gets from the layout: a table's caption, "(opens in a new tab)" after a link.
 *
 * @example
 * ```tsx
 * <span style={visuallyHidden}> (opens in a new tab)</span>
 * ```
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
