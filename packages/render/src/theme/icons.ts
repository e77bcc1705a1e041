import type { IconName } from '../model/types.ts';

const CIRCLE = 'M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0';

/**
 * Stroke paths (24×24 viewBox) for every icon, shared by the React icon and the static HTML report. Each
 * state has a distinct outline (tick, octagon, triangle, circle with a bar …) so states differ in shape,
 * not only in colour.
 */
export const ICON_PATHS: Record<IconName, readonly string[]> = {
  'check-circle': [CIRCLE, 'M8 12.5l2.5 2.5L16 9.5'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  info: [CIRCLE, 'M12 11v6', 'M12 7.5v.5'],
  'alert-triangle': ['M12 3.5L2.5 20h19z', 'M12 10v4.5', 'M12 17.5v.5'],
  'x-octagon': ['M8 3h8l5 5v8l-5 5H8l-5-5V8z', 'M9 9l6 6', 'M15 9l-6 6'],
  'help-circle': [CIRCLE, 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6', 'M12 17.5v.5'],
  'minus-circle': [CIRCLE, 'M8 12h8'],
  beaker: ['M9 3h6', 'M10 3v6l-5 9.5A1.5 1.5 0 0 0 6.3 21h11.4a1.5 1.5 0 0 0 1.3-2.5L14 9V3', 'M7.5 15h9'],
  'arrow-up': ['M12 19V5', 'M6 11l6-6 6 6'],
  'arrow-down': ['M12 5v14', 'M6 13l6 6 6-6'],
  'arrow-right': ['M5 12h14', 'M13 6l6 6-6 6'],
  clock: [CIRCLE, 'M12 7v5l3 2'],
};
